import { describe, expect, it } from 'vitest';
import type { ScriptCall, ScriptOutcome } from '../../engine/index.ts';
import { evaluateSource, evaluateSourceAsync } from '../evaluation/evaluateSource.ts';
import type { EngineAnswer } from '../evaluation/evaluation.ts';

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
    script: |
      export default () => ({ allowed: true, patch: [{ op: 'add', path: '/spec/containers/-', value: { name: 'proxy', image: 'envoy' } }] })
`;

const review = (answer: EngineAnswer) =>
  answer.evaluation.kind === 'result' ? answer.evaluation.review : undefined;

// The sandbox's answer to every call: the script above, which appends the sidecar each time.
const appending =
  (calls: ScriptCall[]) =>
  (call: ScriptCall): Promise<ScriptOutcome> => {
    calls.push(call);
    return Promise.resolve({
      kind: 'returned',
      value: {
        allowed: true,
        patch: [
          { op: 'add', path: '/spec/containers/-', value: { name: 'proxy', image: 'envoy' } },
        ],
      },
      elapsedMs: 0,
      logs: [],
    });
  };

describe('the review in the engine worker', () => {
  it('travels beside the result as plain data', () => {
    const answer = evaluateSource(injecting.replace(/webhooks:\n {2}inject[\s\S]*$/, ''));
    expect(review(answer)).toEqual({ findings: [], notChecked: [] });
    expect(structuredClone(answer)).toEqual(answer);
  });

  it('asks a script webhook a second time through the sandbox, and finds it not idempotent', async () => {
    const calls: ScriptCall[] = [];
    const answer = await evaluateSourceAsync(injecting, { runScript: appending(calls) });
    expect(calls.map((c) => c.call)).toEqual([0, 1]);
    expect(review(answer)?.findings.map((f) => f.id)).toEqual(['not-idempotent']);
  });

  it('waits for the run while scripts are paused: no result, no review', async () => {
    const answer = await evaluateSourceAsync(injecting);
    expect(answer.evaluation.kind).toBe('invalid');
    expect(review(answer)).toBeUndefined();
  });
});
