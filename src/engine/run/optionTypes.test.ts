import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { parseScenario } from '../scenario/parse.ts';
import { optionTypeError } from './optionTypes.ts';
import { runScenario } from './runScenario.ts';

describe('optionTypeError', () => {
  it.each<[string, JsonObject, string, string]>([
    [
      'dryRun as a string',
      { dryRun: 'All' },
      '/request/options/dryRun',
      'a list of strings (the dryRun option)',
    ],
    [
      'a fractional grace period',
      { gracePeriodSeconds: 1.5 },
      '/request/options/gracePeriodSeconds',
      'a whole number of seconds (the gracePeriodSeconds option)',
    ],
    [
      'a numeric precondition uid',
      { preconditions: { uid: 7 } },
      '/request/options/preconditions',
      'an object with uid and resourceVersion strings (the preconditions option)',
    ],
    [
      'force as a string',
      { force: 'yes' },
      '/request/options/force',
      'true or false (the force option)',
    ],
    [
      'a null fieldManager',
      { fieldManager: null },
      '/request/options/fieldManager',
      'a string (the fieldManager option)',
    ],
  ])('reports %s at its place', (_name, options, pointer, expected) => {
    expect(optionTypeError(options)).toEqual({ kind: 'invalid-value', pointer, expected });
  });

  it('accepts nil pointers, the right types and keys it does not know', () => {
    expect(
      optionTypeError({
        gracePeriodSeconds: null,
        preconditions: { uid: 'u', resourceVersion: null },
        orphanDependents: null,
        dryRun: [],
        somethingElse: 3,
      }),
    ).toBeUndefined();
  });

  it('makes the scenario fail to run, naming the option', () => {
    const parsed = parseScenario(
      JSON.stringify({
        request: {
          operation: 'DELETE',
          oldObject: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } },
          options: { propagationPolicy: 3 },
        },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    expect(r.ok ? [] : r.error.map((e) => ('pointer' in e ? e.pointer : ''))).toEqual([
      '/request/options/propagationPolicy',
    ]);
  });
});
