import { describe, expect, it } from 'vitest';
import { config, findings, hook } from './testing.ts';

const one = (extra: object) => ({
  objects: [config('Validating', 'v', [hook('h.example.com', extra)])],
});

describe('webhook settings', () => {
  it.each([
    ['timeout-long', { timeoutSeconds: 30 }, 'timeoutSeconds'],
    ['side-effects', { sideEffects: 'Some' }, 'sideEffects'],
    ['review-versions', { admissionReviewVersions: ['v1beta1'] }, 'admissionReviewVersions'],
  ] as const)('reports %s at the field', (id, extra, field) => {
    const [f] = findings(one(extra), id);
    expect(f?.pointer).toBe(`/cluster/objects/0/webhooks/0/${field}`);
    expect(f?.severity).toBe('warning');
  });

  it.each([
    ['timeout-long', { timeoutSeconds: 10 }],
    ['side-effects', { sideEffects: 'NoneOnDryRun' }],
    ['review-versions', { admissionReviewVersions: ['v1', 'v1beta1'] }],
  ] as const)('keeps quiet about %s when the setting follows the guidance', (id, extra) => {
    expect(findings(one(extra), id)).toEqual([]);
  });
});

describe('match-policy-exact', () => {
  const hpa = (matchPolicy: string, apiVersions = ['v1']) => ({
    matchPolicy,
    rules: [
      {
        operations: ['CREATE'],
        apiGroups: ['autoscaling'],
        apiVersions,
        resources: ['horizontalpodautoscalers'],
      },
    ],
  });

  it('names the served versions an Exact rule lets through', () => {
    const [f] = findings(one(hpa('Exact')), 'match-policy-exact');
    expect(f?.message).toContain('horizontalpodautoscalers.v2.autoscaling');
  });

  it.each([
    ['matchPolicy Equivalent', hpa('Equivalent')],
    ['a rule listing every version', hpa('Exact', ['v1', 'v2'])],
    ['a resource served in one version', { matchPolicy: 'Exact' }],
  ])('keeps quiet with %s', (_, extra) => {
    expect(findings(one(extra), 'match-policy-exact')).toEqual([]);
  });
});
