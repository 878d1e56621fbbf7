import { describe, expect, it } from 'vitest';
import { findIn, fixed } from '../problems/problems.testing.ts';
import { reviewProvider } from './reviewProvider.ts';

// A fail-closed webhook on CREATE pods whose namespaceSelector is `SELECTOR` (block lines at the
// selector's indentation), its Service in policy-system.
const scenario = (selector: string) => `
request:
  object: { apiVersion: v1, kind: Pod, metadata: { name: p, namespace: default }, spec: { containers: [{ name: a, image: a }] } }
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: v }
      webhooks:
        - name: pods.example.com
          clientConfig: { service: { namespace: policy-system, name: hook } }
          rules: [{ operations: [CREATE], apiGroups: [""], apiVersions: [v1], resources: [pods] }]
          namespaceSelector:
${selector}
          sideEffects: None
          admissionReviewVersions: [v1]
          failurePolicy: Fail
`;

const deadlock = (source: string) =>
  findIn(reviewProvider, source).find((f) => f.id.includes(':deadlock-'));

/** The text after the first deadlock finding's fix; the fix clears every deadlock finding. */
function fixedOnce(source: string): string {
  const after = fixed(source, deadlock(source));
  expect(deadlock(after)).toBeUndefined();
  return after;
}

describe('the deadlock fix on a namespaceSelector of the person\u2019s own', () => {
  it('puts matchExpressions before matchLabels, keeping the comment', () => {
    const before = scenario('            matchLabels: {} # every namespace, for now');
    expect(deadlock(before)?.quickFix?.label).toBe(
      'Exclude kube-system, kube-node-lease, policy-system',
    );
    expect(fixedOnce(before)).toBe(
      scenario(
        '            matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease, policy-system] }]\n            matchLabels: {} # every namespace, for now',
      ),
    );
  });

  it('adds a NotIn requirement to block matchExpressions, keeping the comment', () => {
    const expressions = [
      '            matchExpressions:',
      '              # only labelled namespaces',
      '              - key: opt-out',
      '                operator: DoesNotExist # unless opted out',
    ].join('\n');
    expect(fixedOnce(scenario(expressions))).toBe(
      scenario(
        [
          expressions,
          '              - key: kubernetes.io/metadata.name',
          '                operator: NotIn',
          '                values: [kube-system, kube-node-lease, policy-system]',
        ].join('\n'),
      ),
    );
  });

  it('adds a NotIn requirement to flow matchExpressions', () => {
    const before = scenario(
      '            matchExpressions: [{ key: opt-out, operator: DoesNotExist }]',
    );
    expect(fixedOnce(before)).toBe(
      scenario(
        '            matchExpressions: [{ key: opt-out, operator: DoesNotExist }, { key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease, policy-system] }]',
      ),
    );
  });

  it('extends a NotIn on the name label with only the names it lacks', () => {
    const before = scenario(
      '            matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: ["kube-system"] }] # ours',
    );
    expect(deadlock(before)?.quickFix?.label).toBe('Exclude kube-node-lease, policy-system');
    expect(fixedOnce(before)).toBe(
      scenario(
        '            matchExpressions: [{ key: kubernetes.io/metadata.name, operator: NotIn, values: ["kube-system", kube-node-lease, policy-system] }] # ours',
      ),
    );
  });

  it('extends a block list of values under the same dash', () => {
    const expressions = [
      '            matchExpressions:',
      '              - key: kubernetes.io/metadata.name',
      '                operator: NotIn',
      '                values:',
      '                  - kube-node-lease # leases',
    ].join('\n');
    expect(fixedOnce(scenario(expressions))).toBe(
      scenario(
        [expressions, '                  - kube-system', '                  - policy-system'].join(
          '\n',
        ),
      ),
    );
  });

  it('offers nothing for a selector with neither matchLabels nor matchExpressions', () => {
    const before = scenario('            {}');
    expect(deadlock(before)?.severity).toBe('error');
    expect(deadlock(before)?.quickFix).toBeUndefined();
  });
});
