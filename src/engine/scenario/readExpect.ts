// Decides what `admission-playground test` checks: the `expect:` block, read as written
// (nothing is defaulted, an absent field is not checked).

import { Section, isString } from './section.ts';
import type { ReadContext } from './section.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { ScenarioExpectation } from './types.ts';

const EXPECT_FIELDS = [
  'allowed',
  'code',
  'reason',
  'message',
  'warnings',
  'calls',
  'auditAnnotations',
  'object',
  'setupError',
];

/** Reads `expect:`; undefined when the scenario has none. */
export function readExpect(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): ScenarioExpectation | undefined {
  if (value === undefined) return undefined;
  const s = Section.open(value, pointer, ctx, EXPECT_FIELDS);
  if (!s) return undefined;
  const allowed = s.boolean('allowed');
  const isInteger = (v: JsonValue) =>
    typeof v === 'number' && Number.isInteger(v) ? v : undefined;
  const code = s.read('code', 'an integer', isInteger);
  const reason = s.string('reason');
  const message = s.string('message');
  const warnings = s.strings('warnings');
  const calls = s.strings('calls');
  const auditAnnotations = s.map('auditAnnotations', 'a string', isString);
  const object = s.raw('object');
  const setupError = s.boolean('setupError');
  return {
    ...(allowed !== undefined && { allowed }),
    ...(code !== undefined && { code }),
    ...(reason !== undefined && { reason }),
    ...(message !== undefined && { message }),
    ...(warnings && { warnings }),
    ...(calls && { calls }),
    ...(auditAnnotations && { auditAnnotations }),
    ...(object !== undefined && { object }),
    ...(setupError !== undefined && { setupError }),
  };
}
