// Property tests: whatever a person types or a link carries, the engine returns a result or
// errors, and never throws.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../testing/sharedData.ts';
import { deterministicEnvironment, parseScenario, runScenario, type JsonValue } from './index.ts';

const root = join(import.meta.dirname, '..', '..');
const seeds = [join(root, 'scenarios'), sharedFolder('conformance')].flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => readFileSync(join(d, f), 'utf8')),
);

function evaluate(text: string): 'parsed' | 'invalid' {
  const parsed = parseScenario(text);
  if (!parsed.ok) return 'invalid';
  runScenario(parsed.value.scenario, deterministicEnvironment());
  return 'parsed';
}

const configMap = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'c', namespace: 'default', labels: { a: 'b' } },
  data: { k: 'v' },
};

const webhookConfig = (kind: string, webhooks: JsonValue[]): JsonValue => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind,
  metadata: { name: `${kind.toLowerCase()}-x` },
  webhooks,
});

const hookEntry = (name: string, extra: Record<string, JsonValue>): JsonValue => ({
  name,
  clientConfig: { url: 'https://h.test/' },
  rules: [{ operations: ['*'], apiGroups: ['*'], apiVersions: ['*'], resources: ['*'] }],
  sideEffects: 'None',
  admissionReviewVersions: ['v1'],
  ...extra,
});

// Hundreds of whole-scenario runs each: generous timeouts so a busy machine does not fail them.
describe('the engine never throws', { timeout: 60_000 }, () => {
  it.skipIf(seeds.length === 0)('on mutated versions of every known scenario', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Math.max(0, seeds.length - 1) }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 4 })), {
          maxLength: 6,
        }),
        (which, edits) => {
          let text = seeds[which] ?? '';
          for (const [at, del, insert] of edits) {
            const i = text.length === 0 ? 0 : at % text.length;
            text = text.slice(0, i) + insert + text.slice(i + del);
          }
          expect(['parsed', 'invalid']).toContain(evaluate(text));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('on webhooks that answer anything at all', () => {
    const anyJson = fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>;
    const response = fc.record(
      {
        allowed: fc.oneof(fc.boolean(), anyJson),
        patch: fc.oneof(
          fc.array(
            fc.record(
              {
                op: fc.constantFrom('add', 'remove', 'replace', 'move', 'copy', 'test', 'bogus'),
                path: fc.constantFrom(
                  '/data/k',
                  '/metadata/labels/a',
                  '/x/y',
                  '',
                  '/',
                  '/data/-',
                  'nope',
                ),
                value: anyJson,
                from: fc.constantFrom('/data', '/metadata'),
              },
              { requiredKeys: ['op'] },
            ),
          ),
          fc.base64String(),
          fc.string(),
          anyJson,
        ),
        patchType: fc.oneof(fc.constant('JSONPatch'), fc.string(), anyJson),
        warnings: fc.oneof(fc.array(fc.string()), anyJson),
        auditAnnotations: fc.oneof(fc.dictionary(fc.string(), fc.string()), anyJson),
        status: fc.oneof(
          fc.record({
            code: fc.integer({ min: -5, max: 700 }),
            message: fc.string(),
            reason: fc.string(),
          }),
          anyJson,
        ),
        uid: fc.string(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(response, { minLength: 1, maxLength: 3 }),
        fc.array(response, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('CREATE', 'UPDATE', 'DELETE'),
        fc.boolean(),
        (mutating, validating, operation, dryRun) => {
          const scenario = {
            request: { operation, dryRun, object: configMap, oldObject: configMap },
            cluster: {
              objects: [
                webhookConfig(
                  'MutatingWebhookConfiguration',
                  mutating.map((_, i) =>
                    hookEntry(`m${i}.h.test`, {
                      reinvocationPolicy: 'IfNeeded',
                      failurePolicy: i % 2 ? 'Ignore' : 'Fail',
                    }),
                  ),
                ),
                webhookConfig(
                  'ValidatingWebhookConfiguration',
                  validating.map((_, i) =>
                    hookEntry(`v${i}.h.test`, { failurePolicy: i % 2 ? 'Ignore' : 'Fail' }),
                  ),
                ),
              ],
            },
            webhooks: Object.fromEntries([
              ...mutating.map((r, i) => [`m${i}.h.test`, { responses: [r, r] }]),
              ...validating.map((r, i) => [`v${i}.h.test`, { response: r, latencyMs: i * 7 }]),
            ]),
          };
          expect(['parsed', 'invalid']).toContain(evaluate(JSON.stringify(scenario)));
        },
      ),
      { numRuns: 300 },
    );
  });
});
