// The list of resources with a strategy (read by the scan without loading the group) is the group's table.

import { describe, expect, it } from 'vitest';
import { STRATEGY_SUBRESOURCES, strategyFor } from './strategies.ts';
import { builtinStrategies, customStrategies } from './strategiesGroup.ts';

describe('the registry strategies group', () => {
  it('lists exactly the resources and subresources of its table', () => {
    const listed = Object.entries(STRATEGY_SUBRESOURCES).map(([k, subs]) => [k, [...subs].sort()]);
    const table = Object.entries(builtinStrategies).map(([k, t]) => [k, Object.keys(t).sort()]);
    expect(listed.sort()).toEqual(table.sort());
  });

  it('finds each strategy in the table, and a custom resource its own', () => {
    expect(strategyFor({ group: '', resource: 'pods' }, 'status', true)).toBe(
      builtinStrategies['/pods']?.['status'],
    );
    expect(strategyFor({ group: 'example.com', resource: 'widgets' }, '', false)).toBe(
      customStrategies[''],
    );
  });

  it('has no strategy for a resource it does not list', () => {
    expect(strategyFor({ group: '', resource: 'configmaps' }, '', true)).toBeUndefined();
    expect(strategyFor({ group: '', resource: 'pods' }, 'eviction', true)).toBeUndefined();
  });
});
