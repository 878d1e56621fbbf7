// Checks that the scenario's request.options holds values of the Go types the options structs declare
// (apimachinery pkg/apis/meta/v1/types.go CreateOptions, UpdateOptions, PatchOptions, DeleteOptions):
// a value of another type never reaches the handler's validation, so it is the scenario's mistake,
// reported at its place. Unknown keys are left alone, as the query-parameter and body decoders do.

import type { EngineError } from '../errors.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

type Expected = 'string' | 'strings' | 'bool' | 'int64' | 'preconditions';

const fieldTypes: Readonly<Record<string, Expected>> = {
  apiVersion: 'string',
  kind: 'string',
  dryRun: 'strings',
  fieldManager: 'string',
  fieldValidation: 'string',
  force: 'bool',
  gracePeriodSeconds: 'int64',
  preconditions: 'preconditions',
  orphanDependents: 'bool',
  propagationPolicy: 'string',
  ignoreStoreReadErrorWithClusterBreakingPotential: 'bool',
};

const words: Record<Expected, string> = {
  string: 'a string',
  strings: 'a list of strings',
  bool: 'true or false',
  int64: 'a whole number of seconds',
  preconditions: 'an object with uid and resourceVersion strings',
};

function fits(value: JsonValue, expected: Expected): boolean {
  // A pointer field may be null (nil); dryRun and the strings may not be.
  switch (expected) {
    case 'string':
      return typeof value === 'string';
    case 'strings':
      return value === null || (Array.isArray(value) && value.every((v) => typeof v === 'string'));
    case 'bool':
      return value === null || typeof value === 'boolean';
    case 'int64':
      return value === null || (typeof value === 'number' && Number.isSafeInteger(value));
    case 'preconditions':
      return (
        value === null ||
        (typeof value === 'object' &&
          !Array.isArray(value) &&
          ['uid', 'resourceVersion'].every((k) => {
            const v = value[k];
            return v === undefined || v === null || typeof v === 'string';
          }))
      );
  }
}

/** Returns the first option whose value its Go field cannot hold, as a scenario error, or undefined. */
export function optionTypeError(options: JsonObject | undefined): EngineError | undefined {
  if (options === undefined) return undefined;
  for (const [key, value] of Object.entries(options)) {
    const expected = fieldTypes[key];
    if (expected === undefined || fits(value, expected)) continue;
    return {
      kind: 'invalid-value',
      pointer: `/request/options/${key}`,
      expected: `${words[expected]} (the ${key} option)`,
    };
  }
  return undefined;
}
