// The link round trip keeps a scenario's meaning: the text a link opens as parses to the same
// scenario, runs to the same result, and reads as the same canonical JSON.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from '../run/runScenario.ts';
import { parseScenario } from '../scenario/parse.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { canonicalJson } from './canonicalJson.ts';
import { decodeShareLink, encodeShareLink } from './link.ts';

function roundTrip(text: string, step?: number): string {
  const link = encodeShareLink(text, step === undefined ? undefined : { step });
  if (!link.ok) throw new Error(`encode: ${JSON.stringify(link.error)}`);
  const decoded = decodeShareLink(link.value);
  if (!decoded.ok) throw new Error(`decode: ${decoded.error.message}`);
  expect(decoded.value.step).toBe(step);
  return decoded.value.source;
}

/** Checks that the reopened text means what the original meant, to the engine. */
function expectSameMeaning(original: string, reopened: string): void {
  const before = parseScenario(original);
  const after = parseScenario(reopened);
  if (!before.ok || !after.ok)
    throw new Error(JSON.stringify([before, after].map((p) => !p.ok && p.error)));
  expect(after.value.scenario).toEqual(before.value.scenario);
  expect(runScenario(after.value.scenario, deterministicEnvironment())).toEqual(
    runScenario(before.value.scenario, deterministicEnvironment()),
  );
  expect(canonicalJson(reopened)).toEqual(canonicalJson(original));
}

const gallery = join(import.meta.dirname, '..', '..', '..', 'scenarios');

describe('a gallery scenario through a link', () => {
  const files = readdirSync(gallery)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  it.each(files)('%s keeps its meaning', (file) => {
    const text = readFileSync(join(gallery, file), 'utf8');
    expectSameMeaning(text, roundTrip(text, 2));
  });

  it.each(files)('%s opens as written, comments included', (file) => {
    const text = readFileSync(join(gallery, file), 'utf8');
    expect(roundTrip(text)).toBe(text);
  });
});

// Strings YAML 1.1 and kubectl read in surprising ways, mixed with arbitrary text.
const tricky = fc.constantFrom(
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  '~',
  'null',
  '010',
  '0x1F',
  '1_000',
  '1.32',
  '1e5',
  '.inf',
  '.nan',
  '12:30',
  '2001-12-14',
  '<<',
  '=',
  '- a',
  'a: b',
  '#c',
  '*x',
  '&y',
  '!t',
  '%z',
  '@',
  '`',
  ' lead',
  'trail ',
  '',
  '"',
  "'",
  '[a]',
  '{b}',
  'a, b',
  '|',
  '>',
  '---',
  '...',
  'a\nb',
  'a\n',
  '\n',
  '\t',
  '\u2028',
  '😀',
  '\ud800',
  '__proto__',
);
const text = fc.oneof(
  tricky,
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);
const key = fc.oneof(tricky, fc.string({ minLength: 1, maxLength: 8 }));
// JSON numbers: no NaN, no infinities, and no -0, which JSON writes as 0.
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
);
const leaf: fc.Arbitrary<JsonValue> = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const json: fc.Arbitrary<JsonValue> = fc.letrec<{ value: JsonValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

const webhookConfiguration = (kind: string, name: string) => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind,
  metadata: { name },
  webhooks: [
    {
      name: `${name}.example.com`,
      clientConfig: { url: `https://webhook.test/${name}` },
      rules: [
        { operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['configmaps'] },
      ],
      sideEffects: 'None',
      admissionReviewVersions: ['v1'],
    },
  ],
});

const scenario = fc.record(
  {
    name: text,
    title: text,
    description: text,
    kubernetesVersion: fc.constantFrom('1.32', '1.33', '1.34', 1.33),
    request: fc.record({
      operation: fc.constant('CREATE'),
      object: fc.record({
        apiVersion: fc.constant('v1'),
        kind: fc.constant('ConfigMap'),
        metadata: fc.record({
          name: fc.constant('c'),
          namespace: fc.constant('default'),
          annotations: fc.dictionary(key, text, { maxKeys: 3 }),
        }),
        data: fc.dictionary(key, text, { maxKeys: 4 }),
        extra: json,
      }),
    }),
    cluster: fc.record({
      objects: fc.constantFrom(
        [webhookConfiguration('MutatingWebhookConfiguration', 'm')],
        [
          `apiVersion: v1\nkind: Namespace\nmetadata: {name: other}\n---\n${JSON.stringify(webhookConfiguration('MutatingWebhookConfiguration', 'm'))}\n`,
        ],
      ),
    }),
    webhooks: fc.record({
      'm.example.com': fc.record({
        latencyMs: fc.nat({ max: 50 }),
        response: fc.record({
          allowed: fc.boolean(),
          warnings: fc.array(fc.string({ maxLength: 20 }), { maxLength: 2 }),
          patch: fc.tuple(json).map(([value]) => [
            {
              op: 'add',
              path: '/data/added',
              value: typeof value === 'string' ? value : JSON.stringify(value),
            },
          ]),
        }),
      }),
    }),
  },
  { requiredKeys: ['request', 'cluster', 'webhooks'] },
);

describe('a random scenario through a link', () => {
  it('keeps its meaning, written as JSON', () => {
    fc.assert(
      fc.property(scenario, fc.option(fc.nat({ max: 40 }), { nil: undefined }), (value, step) => {
        const original = JSON.stringify(value, null, 2);
        expectSameMeaning(original, roundTrip(original, step));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('opens as text that reads back as the JSON it carries, for any JSON mapping', () => {
    fc.assert(
      fc.property(fc.dictionary(key, json, { maxKeys: 6 }), (value) => {
        const original = JSON.stringify(value);
        const reopened = roundTrip(original);
        expect(canonicalJson(reopened)).toEqual(canonicalJson(original));
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
