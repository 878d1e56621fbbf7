// Decides how each simulated webhook server behaves: `webhooks:` maps a webhook name (or
// `<configuration>/<webhook>`) to at most one of response, responses, cases, fail or script.

import { childPointer } from './pointer.ts';
import { Section, invalid } from './section.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { ReadContext } from './section.ts';
import type { FailMode, WebhookBehaviour, WebhookCase } from './types.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

const ANSWERS = ['response', 'responses', 'cases', 'script', 'fail'] as const;
const BEHAVIOUR_FIELDS = ['latencyMs', ...ANSWERS];
// These modes spoil an answer rather than replace it (conformance 043 pairs `fail:
// missing-patch-type` with the `response` whose patchType goes missing), so they may come with one.
const SPOILING: ReadonlySet<JsonValue> = new Set<FailMode>([
  'wrong-uid',
  'wrong-version',
  'missing-patch-type',
]);
const CASE_FIELDS = ['when', 'response'];
// A record, so that adding a FailMode without listing it here fails to compile.
const FAIL_MODES = Object.keys({
  'connection-refused': true,
  timeout: true,
  tls: true,
  'http-500': true,
  'bad-json': true,
  'wrong-uid': true,
  'wrong-version': true,
  'missing-patch-type': true,
} satisfies Record<FailMode, true>) as FailMode[];

/** Reads `webhooks:` (absent means every webhook answers `allowed: true`). */
export function readWebhooks(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): Record<string, WebhookBehaviour> {
  const out: Record<string, WebhookBehaviour> = {};
  if (value === undefined) return out;
  if (!isObject(value)) {
    invalid(ctx, pointer, 'a mapping of webhook name to behaviour');
    return out;
  }
  for (const [name, raw] of Object.entries(value)) {
    const behaviour = readBehaviour(raw, childPointer(pointer, name), ctx);
    // defineProperty, so that a webhook named `__proto__` is an entry like any other.
    const property = { value: behaviour, enumerable: true, writable: true, configurable: true };
    if (behaviour) Object.defineProperty(out, name, property);
  }
  return out;
}

function readBehaviour(
  value: JsonValue,
  pointer: string,
  ctx: ReadContext,
): WebhookBehaviour | undefined {
  // `name:` with nothing after it is an entry with every default.
  const s = Section.open(value ?? {}, pointer, ctx, BEHAVIOUR_FIELDS);
  if (!s) return undefined;
  const spoils = SPOILING.has(s.raw('fail') ?? null);
  const counts = (field: (typeof ANSWERS)[number]) => !(spoils && field === 'fail');
  const given = ANSWERS.filter((field) => s.raw(field) !== undefined && counts(field));
  for (const extra of given.slice(1)) {
    const expected = `only one of ${ANSWERS.join(', ')} (found "${given[0] ?? ''}" and "${extra}")`;
    invalid(ctx, s.at(extra), expected);
  }
  const latencyMs = s.read('latencyMs', 'a non-negative number', (v) =>
    typeof v === 'number' && v >= 0 ? v : undefined,
  );
  const response = s.object('response');
  const responses = readResponses(s);
  const cases = readCases(s);
  const fail = s.oneOf('fail', FAIL_MODES);
  const script = s.string('script');
  return {
    latencyMs: latencyMs ?? 0,
    ...(response && { response }),
    ...(responses && { responses }),
    ...(cases && { cases }),
    ...(fail && { fail }),
    ...(script !== undefined && { script }),
    pointer,
  };
}

function readResponses(s: Section): JsonObject[] | undefined {
  const asList = (v: JsonValue) => (Array.isArray(v) ? v : undefined);
  const list = s.read('responses', 'a list of responses', asList);
  if (!list) return undefined;
  const responses = list.filter((v) => isObject(v));
  list.forEach((item, i) => {
    if (!isObject(item)) invalid(s.ctx, childPointer(s.at('responses'), i), 'a mapping');
  });
  return responses.length === list.length ? responses : undefined;
}

function readCases(s: Section): WebhookCase[] | undefined {
  const list = s.read('cases', 'a list of cases', (v) => (Array.isArray(v) ? v : undefined));
  if (!list) return undefined;
  const cases: WebhookCase[] = [];
  list.forEach((item, i) => {
    const c = Section.open(item, childPointer(s.at('cases'), i), s.ctx, CASE_FIELDS);
    if (!c) return;
    const when = c.string('when');
    const response = c.object('response');
    if (c.raw('response') === undefined) invalid(s.ctx, c.at('response'), 'a mapping (required)');
    if (response) cases.push({ ...(when !== undefined && { when }), response });
  });
  return cases.length === list.length ? cases : undefined;
}
