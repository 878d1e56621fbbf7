import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AdmissionResult, TraceEntry } from '../../engine/index.ts';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { selectResult } from '../store/selectors.ts';
import { clampStep, decidingStep, pipelineSteps } from './pipelineSteps.ts';
import { stepName } from './stepText.ts';

const resultOf = (source: string): AdmissionResult => {
  const result = selectResult(createEvaluatedStore({ source }).getState());
  if (result === undefined) throw new Error('the scenario does not run');
  return result;
};
const scenario = (file: string) =>
  resultOf(readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8'));

const outline = (result: AdmissionResult) =>
  pipelineSteps(result).stages.map((s) => [s.title, s.steps.map(stepName)]);

describe('pipelineSteps', () => {
  it('groups the sample into decoding, mutating, reinvocation, storage, validating and the answer', () => {
    // Every in-process plugin that looks at a Pod is a step; the whole mutating chain runs again on reinvocation.
    const podPlugins = [
      'NamespaceLifecycle',
      'LimitRanger',
      'ServiceAccount',
      'Priority',
      'DefaultTolerationSeconds',
      'RuntimeClass',
    ];
    expect(outline(resultOf(createEvaluatedStore().getState().source))).toEqual([
      ['Decoding the request', ['decode']],
      ['Mutating admission', [...podPlugins, 'labeler.example.com']],
      ['Reinvocation round 1', [...podPlugins, 'labeler.example.com']],
      ['Storage', ['storage', 'fieldValidation']],
      [
        'Validating admission',
        ['LimitRanger', 'ServiceAccount', 'PodSecurity', 'RuntimeClass', 'deny.example.com'],
      ],
      ['Answer', ['Answer']],
    ]);
  });

  it('keeps the API server order: configuration 10-b runs before 9-a', () => {
    const [, mutating] = pipelineSteps(scenario('01-mutating-order-lexical.yaml')).stages;
    expect(
      mutating?.steps.map((s) => (s.kind === 'trace' ? s.entry.configuration : undefined)),
    ).toEqual([undefined, '10-b', '9-a']);
  });

  it('numbers every step by its position, the answer last', () => {
    const { steps } = pipelineSteps(scenario('03-reinvocation-ifneeded-vs-never.yaml'));
    expect(steps.map((s) => s.position)).toEqual(steps.map((_, i) => i));
    expect(steps.at(-1)?.kind).toBe('answer');
    expect(steps).toHaveLength(12);
  });

  it("says a DELETE's storage stage is BeforeDelete's preconditions, not a create's preparation", () => {
    const storage = pipelineSteps(scenario('72-delete-stale-uid-precondition.yaml')).stages.find(
      (s) => s.kind === 'storage',
    );
    expect(storage?.note).toMatch(/^Before both admission phases: the store's BeforeDelete/);
    const create = pipelineSteps(scenario('01-mutating-order-lexical.yaml')).stages.find(
      (s) => s.kind === 'storage',
    );
    expect(create?.note).toMatch(/^Between the two admission phases: the namespace check/);
  });

  it('gives the storage step the object the mutating webhooks left, to diff against', () => {
    const { steps } = pipelineSteps(scenario('02-sidecar-undone.yaml'));
    const storage = steps.find((s) => s.stage === 'storage');
    const lastPatch = steps.findLast((s) => s.kind === 'trace' && s.entry.outcome === 'patched');
    expect(storage?.kind === 'trace' && storage.objectBefore).toEqual(
      lastPatch?.kind === 'trace' && lastPatch.entry.objectAfter,
    );
  });

  it('shows a refused setup as its own stage before the answer', () => {
    expect(outline(scenario('16-invalid-webhook-configuration.yaml'))).toEqual([
      ['Setup', ['creating the cluster objects']],
      ['Answer', ['Answer']],
    ]);
  });

  it('ends at the failing mutating webhook when it stops the chain', () => {
    expect(outline(scenario('11-patch-test-fails.yaml')).map(([title]) => title)).toEqual([
      'Decoding the request',
      'Mutating admission',
      'Answer',
    ]);
  });
});

describe('decidingStep', () => {
  it('finds the validating webhook whose denial is the answer', () => {
    const result = scenario('04-parallel-validation-first-denial.yaml');
    const step = decidingStep(pipelineSteps(result), result);
    expect(step && stepName(step)).toBe('fast.validate.example.com');
  });

  it('finds nothing for an allowed request', () => {
    const result = scenario('01-mutating-order-lexical.yaml');
    expect(decidingStep(pipelineSteps(result), result)).toBeUndefined();
  });
});

describe('clampStep', () => {
  it.each([
    ['a step in range', 3, 10, 3],
    ['past the last step', 12, 10, 9],
    ['before the first step', -2, 10, 0],
    ['no steps at all', 5, 0, 0],
  ])('clamps %s', (_name, selected, count, expected) =>
    expect(clampStep(selected, count)).toBe(expected),
  );
});

describe('policy steps', () => {
  const entry = (e: Partial<TraceEntry> & Pick<TraceEntry, 'phase' | 'plugin'>): TraceEntry => ({
    outcome: 'allowed',
    reason: '',
    ...e,
  });
  const result = (trace: TraceEntry[]): AdmissionResult => ({
    allowed: false,
    warnings: [],
    auditAnnotations: {},
    calls: [],
    trace,
    notSimulated: [],
    durationMs: 0,
  });
  const denial = entry({
    phase: 'validating',
    plugin: 'ValidatingAdmissionPolicy',
    policy: 'require-owner',
    binding: 'require-owner-binding',
    outcome: 'denied',
    evaluations: [
      {
        role: 'validation',
        index: 0,
        expression: "'owner' in object.metadata.labels",
        value: 'false',
      },
    ],
  });
  const mutation = entry({
    phase: 'mutating',
    plugin: 'MutatingAdmissionPolicy',
    policy: 'add-team-label',
    binding: 'add-team-label',
    outcome: 'patched',
    objectBefore: { metadata: {} },
    objectAfter: { metadata: { labels: { team: 'platform' } } },
  });

  it('puts MutatingAdmissionPolicy and ValidatingAdmissionPolicy steps in their phases, named by policy', () => {
    const pipeline = pipelineSteps(
      result([mutation, entry({ phase: 'storage', plugin: 'storage' }), denial]),
    );
    expect(pipeline.stages.map((s) => [s.title, s.steps.map(stepName)])).toEqual([
      ['Mutating admission', ['add-team-label']],
      ['Storage', ['storage']],
      ['Validating admission', ['require-owner']],
      ['Answer', ['Answer']],
    ]);
  });

  it('keeps the evaluations and the object before and after on the step', () => {
    const [mutating, , validating] = pipelineSteps(
      result([mutation, entry({ phase: 'storage', plugin: 'storage' }), denial]),
    ).steps;
    expect(mutating?.kind === 'trace' && mutating.entry.objectAfter).toEqual({
      metadata: { labels: { team: 'platform' } },
    });
    expect(
      validating?.kind === 'trace' && validating.entry.evaluations?.map((e) => e.value),
    ).toEqual(['false']);
  });

  it('says that policies run in the API server before the webhooks, only in stages that have them', () => {
    const withPolicy = pipelineSteps(result([denial])).stages[0];
    expect(withPolicy?.note).toMatch(
      /^In-process plugins and ValidatingAdmissionPolicies first, evaluated in the API server/,
    );
    const webhooksOnly = pipelineSteps(
      result([
        entry({
          phase: 'validating',
          plugin: 'ValidatingAdmissionWebhook',
          webhook: 'w.example.com',
        }),
      ]),
    ).stages[0];
    expect(webhooksOnly?.note).toBe(
      'Every matching webhook is called at once; the first error to arrive is the answer.',
    );
    expect(pipelineSteps(result([mutation])).stages[0]?.note).toMatch(
      /^In-process plugins and MutatingAdmissionPolicies first/,
    );
    const plugin = entry({ phase: 'mutating', plugin: 'ServiceAccount', outcome: 'patched' });
    expect(pipelineSteps(result([plugin])).stages[0]?.note).toMatch(
      /^The in-process plugins run first, in the API server's fixed order/,
    );
  });

  it('finds the denying policy as the deciding step', () => {
    const status = {
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'denied',
      reason: 'Invalid',
      code: 422,
    } as const;
    const decided = { ...result([{ ...denial, status }]), status };
    const pipeline = pipelineSteps(decided);
    const step = decidingStep(pipeline, decided);
    expect(step && stepName(step)).toBe('require-owner');
  });
});
