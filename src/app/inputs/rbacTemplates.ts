// RBAC templates for the plugins that ask the authorizer: a ClusterRole and the ClusterRoleBinding
// that grants it to the request's user (to every signed-in user when the request names none).

import { scalar, type Template, type TemplateContext } from './objectTemplates.ts';

function subject(username: string): string {
  return username === ''
    ? `  - kind: Group
    apiGroup: rbac.authorization.k8s.io
    name: system:authenticated`
    : `  - kind: User
    apiGroup: rbac.authorization.k8s.io
    name: ${scalar(username)}`;
}

function roleAndBinding(name: string, rules: string, { username }: TemplateContext): string {
  return `apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRole
metadata:
  name: ${name}
rules:
${rules}
---
apiVersion: rbac.authorization.k8s.io/v1
kind: ClusterRoleBinding
metadata:
  name: ${name}
subjects:
${subject(username)}
roleRef:
  apiGroup: rbac.authorization.k8s.io
  kind: ClusterRole
  name: ${name}
`;
}

const who = ({ username }: TemplateContext) =>
  username === '' ? 'every signed-in user' : username;

export const ownerReferencesRole: Template = (ctx) => ({
  kind: 'ClusterRole',
  label: `ClusterRole and binding: block owner deletion, for ${who(ctx)}`,
  note: 'OwnerReferencesPermissionEnforcement lets an ownerReference set blockOwnerDeletion only if the user may update the owner’s finalizers, and lets an UPDATE change ownerReferences only if the user may delete the object.',
  yaml: roleAndBinding(
    'owner-references',
    `  - apiGroups: [apps]
    resources: [deployments/finalizers, replicasets/finalizers, statefulsets/finalizers, daemonsets/finalizers]
    verbs: [update]
  - apiGroups: [""]
    resources: [pods]
    verbs: [delete]`,
    ctx,
  ),
});

const signerRole =
  (verb: 'approve' | 'sign' | 'attest', signer: string, note: string): Template =>
  (ctx) => ({
    kind: 'ClusterRole',
    label: `ClusterRole and binding: ${verb} for ${signer}, for ${who(ctx)}`,
    note,
    yaml: roleAndBinding(
      `${verb}-${signer.replace(/[^a-z0-9.-]+/g, '-').replace(/-+$/, '')}`,
      `  - apiGroups: [certificates.k8s.io]
    resources: [signers]
    resourceNames: [${signer}]
    verbs: [${verb}]`,
      ctx,
    ),
  });

export const approveRole = signerRole(
  'approve',
  'kubernetes.io/kube-apiserver-client',
  'CertificateApproval lets a user approve a CertificateSigningRequest only with the approve verb on its signerName (or on the signer domain’s wildcard, example.com/*).',
);

export const signRole = signerRole(
  'sign',
  'example.com/*',
  'CertificateSigning lets a user set a CertificateSigningRequest’s status.certificate only with the sign verb on its signerName; example.com/* covers every signer of that domain.',
);

export const attestRole = signerRole(
  'attest',
  'example.com/signer',
  'ClusterTrustBundleAttest lets a user write a ClusterTrustBundle that names a signer only with the attest verb on that signer.',
);
