// NamespaceLifecycle: no new content in namespaces that don't exist or are terminating, and the
// immortal namespaces can't be deleted (k8s.io/apiserver pkg/admission/plugin/namespace/lifecycle/admission.go;
// 1.37 lets every UPDATE of other resources pass, kubernetes#140661).

import type { Attributes } from '../admission/attributes.ts';
import { admissionForbidden } from '../admission/forbidden.ts';
import type { Status } from '../apimachinery/status.ts';
import type { ClusterNamespace } from '../admission/cluster.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { newForbidden, newNotFound } from '../apimachinery/statusErrors.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';

const immortalNamespaces = new Set(['default', 'kube-system', 'kube-public']);

const accessReviews = new Set([
  'localsubjectaccessreviews',
  'subjectaccessreviews',
  'selfsubjectaccessreviews',
  'selfsubjectrulesreviews',
]);

/** Mirrors Lifecycle.Admit; returns the refusal, or a line for the trace when it lets the request pass. */
export function namespaceLifecycleAdmit(
  attr: Attributes,
  namespace: (name: string) => ClusterNamespace | undefined,
  version: KubernetesVersion = '1.32',
): { status: Status } | { passed: string } {
  const isNamespaceKind = attr.kind.group === '' && attr.kind.kind === 'Namespace';
  if (attr.namespace === '' && !isNamespaceKind)
    return { passed: 'cluster-scoped: always allowed' };
  if (isNamespaceKind) {
    if (attr.operation === 'DELETE' && immortalNamespaces.has(attr.name)) {
      return {
        status: newForbidden(attr.resource, attr.name, 'this namespace may not be deleted'),
      };
    }
    return { passed: 'operations on namespaces themselves are allowed' };
  }
  if (attr.operation === 'DELETE') return { passed: 'deletion is always allowed' };
  if (attr.operation === 'UPDATE' && atLeast(version, '1.37'))
    return { passed: 'updates are always allowed (1.37+)' };
  if (attr.resource.group === 'authorization.k8s.io' && accessReviews.has(attr.resource.resource)) {
    return { passed: 'access reviews are always allowed' };
  }
  const ns = namespace(attr.namespace);
  if (ns === undefined)
    return { status: newNotFound({ group: '', resource: 'namespaces' }, attr.namespace) };
  if (attr.operation === 'CREATE' && ns.phase === 'Terminating') {
    const status = admissionForbidden(
      attr,
      `unable to create new content in namespace ${attr.namespace} because it is being terminated`,
    );
    const details = status.details ?? {};
    details.causes = [
      ...(details.causes ?? []),
      {
        reason: 'NamespaceTerminating',
        message: `namespace ${attr.namespace} is being terminated`,
        field: 'metadata.namespace',
      },
    ];
    return { status: { ...status, details } };
  }
  return { passed: `namespace "${attr.namespace}" exists and is ${ns.phase}` };
}

/** The NamespaceLifecycle plugin: Admit only, for CREATE, UPDATE and DELETE. */
export const namespaceLifecyclePlugin: AdmissionPlugin = {
  name: 'NamespaceLifecycle',
  handles: handlesOperations('CREATE', 'UPDATE', 'DELETE'),
  admit(req) {
    const result = namespaceLifecycleAdmit(
      req.attr,
      (name) => req.cluster.namespace(name),
      req.version,
    );
    return 'status' in result
      ? { status: result.status, reason: result.status.message }
      : { reason: result.passed };
  },
};
