import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../admission/trace.ts';
import type { AdmissionResult } from './result.ts';
import { compareAnswers, verdictOf, type VersionAnswer } from './compareVersions.ts';

const step = (plugin: string, outcome: TraceEntry['outcome'], extra: Partial<TraceEntry> = {}) =>
  ({ phase: 'mutating', plugin, outcome, reason: '', ...extra }) as TraceEntry;

const result = (partial: Partial<AdmissionResult>): VersionAnswer => ({
  kind: 'result',
  result: {
    allowed: true,
    warnings: [],
    auditAnnotations: {},
    calls: [],
    trace: [],
    notSimulated: [],
    durationMs: 0,
    ...partial,
  },
});

describe('compareAnswers', () => {
  const baseline = result({
    calls: ['a.example.com'],
    trace: [step('NamespaceLifecycle', 'allowed'), step('MutatingAdmissionWebhook', 'patched')],
  });

  it('finds nothing where the answers agree', () => {
    expect(compareAnswers(baseline, [{ version: '1.36', answer: baseline }])).toEqual([
      { version: '1.36', verdict: '✓ allowed', differences: [], steps: [] },
    ]);
  });

  it('names the parts and the steps that differ, and steps that appear', () => {
    const denied = result({
      allowed: false,
      status: { code: 403, reason: 'Forbidden' } as NonNullable<AdmissionResult['status']>,
      trace: [
        step('NamespaceLifecycle', 'allowed'),
        step('MutatingAdmissionWebhook', 'skipped'),
        step('PodTopologyLabels', 'patched'),
      ],
    });
    const [row] = compareAnswers(baseline, [{ version: '1.37', answer: denied }]);
    expect(row?.verdict).toBe('✗ 403 Forbidden');
    expect(row?.differences).toEqual(['verdict', 'status', 'calls']);
    expect(row?.steps).toEqual([
      'mutating MutatingAdmissionWebhook: patched → skipped',
      'mutating PodTopologyLabels: absent → patched',
    ]);
  });

  it('compares a version whose scenario does not run by its verdict', () => {
    const invalid: VersionAnswer = { kind: 'invalid', message: 'no v1 here' };
    expect(verdictOf(invalid)).toBe('⚠ no v1 here');
    expect(
      compareAnswers(baseline, [{ version: '1.35', answer: invalid }])[0]?.differences,
    ).toEqual(['verdict']);
  });
});
