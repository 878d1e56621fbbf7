import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EngineError } from '../errors.ts';
import { parseScenario } from './parse.ts';

const VALID = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: fuzz
kubernetesVersion: "1.32"
request:
  operation: UPDATE
  userInfo: {username: alice, groups: [dev], extra: {k: [v]}}
  object: &obj {apiVersion: v1, kind: ConfigMap, metadata: {name: a, namespace: default}, data: {x: "1"}}
  oldObject: *obj
cluster:
  featureGates: {MutatingAdmissionPolicy: true}
  objects:
    - {apiVersion: v1, kind: Namespace, metadata: {name: default, labels: {tier: gold}}}
    - apiVersion: v1
      kind: List
      items: [{apiVersion: v1, kind: ConfigMap, metadata: {name: b}}]
    - |
      apiVersion: admissionregistration.k8s.io/v1
      kind: MutatingWebhookConfiguration
      metadata: {name: gold}
      ---
      apiVersion: v1
      kind: Namespace
      metadata: {name: other}
webhooks:
  a.example.com:
    latencyMs: 10
    response: {allowed: true, patch: [{op: add, path: /data/y, value: "2"}]}
  cfg/b.example.com: {cases: [{when: "true", response: {allowed: false}}]}
expect:
  allowed: true
  calls: [a.example.com]
`;

/** Checks the contract every outcome must keep: a Result, errors with a pointer and a 1-based span. */
function checkOutcome(text: string): void {
  const result = parseScenario(text);
  if (result.ok) {
    expect(result.value.scenario.kind).toBe('AdmissionScenario');
    return;
  }
  expect(result.error.length).toBeGreaterThan(0);
  for (const error of result.error as Array<Extract<EngineError, { pointer: string }>>) {
    expect(typeof error.pointer).toBe('string');
    expect(error.span?.line).toBeGreaterThanOrEqual(1);
    expect(error.span?.column).toBeGreaterThanOrEqual(1);
  }
}

const yamlish = fc.constantFrom(
  ...'[]{}:-,&*!|>\'"#%@?~<\n\t abcy01.'.split(''),
  ': ',
  '\n  ',
  '\n- ',
  '---\n',
  '*obj',
  '&a ',
  '<<: ',
);

const mutation = fc.record({
  at: fc.nat({ max: VALID.length }),
  remove: fc.nat({ max: 6 }),
  insert: fc.array(yamlish, { maxLength: 4 }).map((parts) => parts.join('')),
});

describe('parseScenario never throws', () => {
  it('holds for the unmutated scenario, which parses', () => {
    expect(parseScenario(VALID).ok).toBe(true);
  });

  it('holds for arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 200 }), checkOutcome), {
      numRuns: 200,
    });
  }, 20_000);

  it('holds for strings made of YAML punctuation', () => {
    const text = fc.array(yamlish, { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(fc.property(text, checkOutcome), { numRuns: 300 });
  }, 20_000);

  it('holds for valid scenarios with random deletions and insertions', () => {
    const mutated = fc
      .array(mutation, { minLength: 1, maxLength: 4 })
      .map((edits) =>
        edits.reduce(
          (text, { at, remove, insert }) => text.slice(0, at) + insert + text.slice(at + remove),
          VALID,
        ),
      );
    fc.assert(fc.property(mutated, checkOutcome), { numRuns: 200 });
  }, 20_000);
});
