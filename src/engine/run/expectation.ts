// Checks a result against a scenario's `expect:` block (spec/scenario-format.md): exact verdict,
// code, reason, message, warnings and calls; subsets for audit annotations and the object.

import type { JsonValue } from '../apimachinery/types.ts';
import type { ScenarioExpectation } from '../scenario/types.ts';
import type { AdmissionResult } from './result.ts';

/** One expectation the result does not meet. */
export interface ExpectationFailure {
  field: string;
  expected: JsonValue | undefined;
  actual: JsonValue | undefined;
  /** For subsets: the JSON pointer of the first difference inside the field. */
  at?: string;
}

/** Reports whether `expected` is contained in `actual`: mappings by subset, lists element by element. */
export function firstSubsetDifference(
  expected: JsonValue,
  actual: JsonValue | undefined,
  at = '',
): string | undefined {
  if (expected === null || typeof expected !== 'object')
    return expected === actual ? undefined : at || '/';
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return at || '/';
    for (const [i, e] of expected.entries()) {
      const d = firstSubsetDifference(e, actual[i], `${at}/${i}`);
      if (d !== undefined) return d;
    }
    return undefined;
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return at || '/';
  for (const [k, e] of Object.entries(expected)) {
    const d = firstSubsetDifference(
      e,
      actual[k],
      `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    );
    if (d !== undefined) return d;
  }
  return undefined;
}

const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** Lists every way the result misses the expectation (empty when it meets it). */
export function checkExpectation(
  expect: ScenarioExpectation,
  result: AdmissionResult,
): ExpectationFailure[] {
  const failures: ExpectationFailure[] = [];
  const exact = (
    field: string,
    expected: JsonValue | undefined,
    actual: JsonValue | undefined,
  ): void => {
    if (expected !== undefined && !same(expected, actual))
      failures.push({ field, expected, actual });
  };
  exact('allowed', expect.allowed, result.allowed);
  exact('setupError', expect.setupError, result.setupError === true);
  exact('code', expect.code, result.status?.code);
  exact('reason', expect.reason, result.status?.reason ?? '');
  exact('message', expect.message, result.status?.message);
  exact('warnings', expect.warnings, result.warnings);
  exact('calls', expect.calls, result.calls);
  if (expect.auditAnnotations !== undefined) {
    const at = firstSubsetDifference(expect.auditAnnotations, result.auditAnnotations);
    if (at !== undefined)
      failures.push({
        field: 'auditAnnotations',
        expected: expect.auditAnnotations,
        actual: result.auditAnnotations,
        at,
      });
  }
  if (expect.object !== undefined && expect.object !== null) {
    const at = firstSubsetDifference(expect.object, result.object);
    if (at !== undefined)
      failures.push({ field: 'object', expected: expect.object, actual: result.object, at });
  }
  return failures;
}
