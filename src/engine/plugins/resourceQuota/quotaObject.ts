// A ResourceQuota as quota admission reads it: status.hard, status.used, spec.scopes and
// spec.scopeSelector. The playground has no quota controller, so a quota without status is read as
// the controller would have left it, and the assumption is said.

import type { JsonObject } from '../../apimachinery/types.ts';
import { metaString } from '../../admission/attributes.ts';
import { readResourceList, type ResourceList } from '../resource/resourceList.ts';
import { mustParse } from '../../apimachinery/quantity/quantity.ts';
import { listAt, objectAt, objectsAt } from '../objectFields.ts';
import { readScopeSelector, type ScopeSelector } from './config.ts';

/** One quota's state as admission sees it. */
export interface QuotaState {
  name: string;
  hard: ResourceList;
  used: ResourceList;
  /** spec.scopes as Exists selectors, then spec.scopeSelector.matchExpressions (getScopeSelectorsFromQuota). */
  scopeSelectors: ScopeSelector[];
  /** What was assumed to fill a missing status. */
  assumptions: string[];
}

/** Reads a ResourceQuota object. */
export function readQuota(object: JsonObject): QuotaState {
  const name = metaString(object, 'name');
  const status = objectAt(object, 'status');
  const assumptions: string[] = [];
  let hard: ResourceList;
  if (status !== undefined && 'hard' in status) hard = readResourceList(status['hard']);
  else {
    hard = readResourceList(objectAt(object, 'spec')?.['hard']);
    assumptions.push(
      `quota "${name}" has no status.hard: taken from spec.hard, as the quota controller would copy it`,
    );
  }
  let used: ResourceList;
  if (status !== undefined && 'used' in status) used = readResourceList(status['used']);
  else {
    // The controller starts every tracked resource at a DecimalSI zero (generic.CalculateUsageStats).
    used = new Map([...hard.keys()].map((k) => [k, mustParse('0')]));
    assumptions.push(
      `quota "${name}" has no status.used: existing usage taken as 0 (the playground does not count the namespace's objects; set status.used to model it)`,
    );
  }
  const scopes = listAt(object, 'spec', 'scopes').filter((s): s is string => typeof s === 'string');
  const scopeSelectors: ScopeSelector[] = [
    ...scopes.map((scopeName) => ({ scopeName, operator: 'Exists', values: [] })),
    ...objectsAt(object, 'spec', 'scopeSelector', 'matchExpressions').map(readScopeSelector),
  ];
  return { name, hard, used, scopeSelectors, assumptions };
}
