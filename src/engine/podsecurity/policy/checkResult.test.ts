// Checks AggregateCheckResults and the ForbiddenReason/ForbiddenDetail renderings (checks.go).

import { describe, expect, it } from 'vitest';
import { aggregateCheckResults, allowedResult, forbiddenResult } from './checkResult.ts';

describe('aggregateCheckResults', () => {
  it('is allowed with no forbidden results', () => {
    const agg = aggregateCheckResults([allowedResult(), allowedResult()]);
    expect(agg.allowed).toBe(true);
    expect(agg.forbiddenReasons).toEqual([]);
    expect(agg.forbiddenReason()).toBe('');
    expect(agg.forbiddenDetail()).toBe('');
  });

  it('keeps the forbidden results in order and puts non-empty details in parentheses', () => {
    const agg = aggregateCheckResults([
      forbiddenResult('host ports', '8080, 9090'),
      allowedResult(),
      forbiddenResult('privileged containers', ''),
      forbiddenResult('non-default capabilities', 'NET_RAW'),
    ]);
    expect(agg.allowed).toBe(false);
    expect(agg.forbiddenReasons).toEqual([
      'host ports',
      'privileged containers',
      'non-default capabilities',
    ]);
    expect(agg.forbiddenDetails).toEqual(['8080, 9090', '', 'NET_RAW']);
    expect(agg.forbiddenReason()).toBe(
      'host ports, privileged containers, non-default capabilities',
    );
    expect(agg.forbiddenDetail()).toBe(
      'host ports (8080, 9090), privileged containers, non-default capabilities (NET_RAW)',
    );
  });

  it('names a forbidden result without a reason "unknown forbidden reason"', () => {
    const agg = aggregateCheckResults([forbiddenResult('', 'x')]);
    expect(agg.forbiddenDetail()).toBe('unknown forbidden reason (x)');
  });
});
