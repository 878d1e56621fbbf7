import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findIn, fixed } from '../problems/problems.testing.ts';
import { reviewProvider } from './reviewProvider.ts';

const gallery66 = readFileSync(
  new URL('../../../scenarios/66-webhook-could-lock-the-cluster.yaml', import.meta.url),
  'utf8',
);

const flowHook = `
request:
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: default } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: v }
      webhooks:
        - { name: cm.example.com, clientConfig: { url: "https://cm.example.com/" }, rules: [{ operations: [UPDATE], apiGroups: [""], apiVersions: [v1], resources: [configmaps] }], sideEffects: None, admissionReviewVersions: [v1], timeoutSeconds: 20 }
`;

const injecting = `
request:
  object: { apiVersion: v1, kind: Pod, metadata: { name: p, namespace: default }, spec: { containers: [{ name: a, image: a }] } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: MutatingWebhookConfiguration
      metadata: { name: inject }
      webhooks:
        - name: inject.example.com
          clientConfig: { url: "https://inject.example.com/" }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }]
          sideEffects: None
          admissionReviewVersions: [v1]
          failurePolicy: Ignore
webhooks:
  inject.example.com:
    response: { allowed: true, patch: [{ op: add, path: /spec/containers/-, value: { name: proxy, image: envoy } }] }
`;

describe('the Review group', () => {
  it('lists the deadlock findings of gallery 66 at the webhook\u2019s failurePolicy, with the upstream section', () => {
    const found = findIn(reviewProvider, gallery66);
    expect(found.map((f) => f.severity)).toEqual(['error', 'error']);
    expect(found[0]?.place).toEqual({ pointer: '/cluster/objects/3/webhooks/0/failurePolicy' });
    expect(found[0]?.message).toContain('"Avoiding operating on the kube-system namespace"');
    expect(found[1]?.message).toContain('CREATE pods in policy-system');
  });

  it('offers to exclude the system namespaces and the webhook\u2019s own, which clears the deadlock findings', () => {
    const [first] = findIn(reviewProvider, gallery66);
    expect(first?.quickFix?.label).toBe('Exclude kube-system, kube-node-lease, policy-system');
    const after = fixed(gallery66, first);
    expect(after).toContain(
      '        - namespaceSelector: { matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease, policy-system] }] }\n          name: image-policy.example.com',
    );
    expect(findIn(reviewProvider, after)).toEqual([]);
  });

  it('inserts the selector into a flow mapping as its first entry', () => {
    const [deadlock] = findIn(reviewProvider, flowHook).filter((f) =>
      f.id.includes('deadlock-kube-system'),
    );
    const after = fixed(flowHook, deadlock);
    expect(after).toContain(
      '- { namespaceSelector: { matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease] }] }, name: cm.example.com',
    );
    expect(findIn(reviewProvider, after).map((f) => f.id.split(':')[1])).toEqual(['timeout-long']);
  });

  it('narrows a namespaceSelector of its own by one requirement instead of replacing it', () => {
    const own = flowHook.replace(
      '{ name: cm.example.com,',
      '{ namespaceSelector: { matchLabels: {} }, name: cm.example.com,',
    );
    const [deadlock] = findIn(reviewProvider, own).filter((f) =>
      f.id.includes('deadlock-kube-system'),
    );
    expect(deadlock?.severity).toBe('error');
    expect(fixed(own, deadlock)).toContain(
      '- { namespaceSelector: { matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease] }], matchLabels: {} }, name: cm.example.com',
    );
  });

  it('gives each finding why it matters and the guidance it quotes', () => {
    const [first] = findIn(reviewProvider, gallery66);
    expect(first?.details?.why).toMatch(/\w/);
    expect(first?.details?.guidance).toEqual({
      page: 'Dynamic Admission Control',
      section: 'Avoiding operating on the kube-system namespace',
      url: 'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/#avoiding-operating-on-the-kube-system-namespace',
    });
    expect(first?.details?.diff).toBeUndefined();
  });

  it('gives a webhook that is not idempotent both objects to compare', () => {
    const [finding] = findIn(reviewProvider, injecting);
    expect(finding?.id).toMatch(/^review:not-idempotent:/);
    const diff = finding?.details?.diff;
    expect(diff?.before).toMatchObject({
      spec: { containers: [{ name: 'a' }, { name: 'proxy' }] },
    });
    expect(diff?.after).toMatchObject({
      spec: { containers: [{ name: 'a' }, { name: 'proxy' }, { name: 'proxy' }] },
    });
  });

  it('lists nothing for a scenario that does not parse', () => {
    expect(findIn(reviewProvider, 'request: [')).toEqual([]);
  });
});
