import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AdmissionResult } from '../../engine/index.ts';
import { createPlaygroundStore } from '../store/index.ts';
import { selectResult } from '../store/selectors.ts';
import { clampStep, decidingStep, pipelineSteps } from './pipelineSteps.ts';
import { stepName } from './stepText.ts';

const resultOf = (source: string): AdmissionResult => {
  const result = selectResult(createPlaygroundStore({ source }).getState());
  if (result === undefined) throw new Error('the scenario does not run');
  return result;
};
const scenario = (file: string) => resultOf(readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8'));

const outline = (result: AdmissionResult) =>
  pipelineSteps(result).stages.map((s) => [s.title, s.steps.map(stepName)]);

describe('pipelineSteps', () => {
  it('groups the sample into mutating, reinvocation, storage, validating and the answer', () => {
    expect(outline(resultOf(createPlaygroundStore().getState().source))).toEqual([
      ['Mutating admission', ['NamespaceLifecycle', 'labeler.example.com']],
      ['Reinvocation round 1', ['NamespaceLifecycle', 'labeler.example.com']],
      ['Storage', ['storage']],
      ['Validating admission', ['deny.example.com']],
      ['Answer', ['Answer']],
    ]);
  });

  it('keeps the API server order: configuration 10-b runs before 9-a', () => {
    const [mutating] = pipelineSteps(scenario('01-mutating-order-lexical.yaml')).stages;
    expect(mutating?.steps.map((s) => (s.kind === 'trace' ? s.entry.configuration : undefined))).toEqual([undefined, '10-b', '9-a']);
  });

  it('numbers every step by its position, the answer last', () => {
    const { steps } = pipelineSteps(scenario('03-reinvocation-ifneeded-vs-never.yaml'));
    expect(steps.map((s) => s.position)).toEqual(steps.map((_, i) => i));
    expect(steps.at(-1)?.kind).toBe('answer');
    expect(steps).toHaveLength(10);
  });

  it('gives the storage step the object the mutating webhooks left, to diff against', () => {
    const { steps } = pipelineSteps(scenario('02-sidecar-undone.yaml'));
    const storage = steps.find((s) => s.stage === 'storage');
    const lastPatch = steps.findLast((s) => s.kind === 'trace' && s.entry.outcome === 'patched');
    expect(storage?.kind === 'trace' && storage.objectBefore).toEqual(lastPatch?.kind === 'trace' && lastPatch.entry.objectAfter);
  });

  it('shows a refused setup as its own stage before the answer', () => {
    expect(outline(scenario('16-invalid-webhook-configuration.yaml'))).toEqual([
      ['Setup', ['creating the cluster objects']],
      ['Answer', ['Answer']],
    ]);
  });

  it('ends at the failing mutating webhook when it stops the chain', () => {
    expect(outline(scenario('11-patch-test-fails.yaml')).map(([title]) => title)).toEqual(['Mutating admission', 'Answer']);
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
  ])('clamps %s', (_name, selected, count, expected) => expect(clampStep(selected, count)).toBe(expected));
});
