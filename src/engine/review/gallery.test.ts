import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { reviewScenario } from './reviewScenario.ts';

const text = readFileSync(
  new URL('../../../scenarios/66-webhook-could-lock-the-cluster.yaml', import.meta.url),
  'utf8',
);
const review = (source: string) => {
  const parsed = parseScenario(source);
  if (!parsed.ok) throw new Error('gallery 66 does not parse');
  return reviewScenario(parsed.value).findings.map((f) => `${f.severity} ${f.id}`);
};

describe('gallery 66: a webhook that could lock the cluster', () => {
  it('finds the deadlock on its own Pods and on kube-system', () => {
    expect(review(text)).toEqual(['error deadlock-kube-system', 'error deadlock-own-namespace']);
  });

  it('finds nothing once the namespaceSelector its description gives is added', () => {
    const fixed = text.replace(
      '          failurePolicy: Fail\n',
      '          failurePolicy: Fail\n          namespaceSelector:\n            matchExpressions:\n              - { key: kubernetes.io/metadata.name, operator: NotIn, values: [kube-system, kube-node-lease, policy-system] }\n',
    );
    expect(fixed).not.toBe(text);
    expect(review(fixed)).toEqual([]);
  });
});
