import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { pipelineOf, selectClampedStep, selectPipeline, selectSteps } from './pipelineSelectors.ts';
import { selectResult } from './selectors.ts';

const scenario = (file: string) =>
  readFileSync(new URL(`../../../scenarios/${file}`, import.meta.url), 'utf8');

describe('pipeline selectors', () => {
  it('selects one step per trace entry plus the answer', () => {
    const store = createEvaluatedStore({
      source: scenario('04-parallel-validation-first-denial.yaml'),
    });
    const result = selectResult(store.getState());
    expect(selectSteps(store.getState())).toHaveLength((result?.trace.length ?? 0) + 1);
  });

  it('returns the same steps while the result is unchanged, even after a view change', () => {
    const store = createEvaluatedStore();
    const steps = selectSteps(store.getState());
    store.getState().selectStep(2);
    expect(selectSteps(store.getState())).toBe(steps);
  });

  it('derives new steps when the source changes', () => {
    const store = createEvaluatedStore();
    const before = selectPipeline(store.getState());
    store.getState().setSource(scenario('01-mutating-order-lexical.yaml'));
    expect(selectPipeline(store.getState())).not.toBe(before);
  });

  it('clamps the selected step when the steps shrink', () => {
    const store = createEvaluatedStore({
      source: scenario('03-reinvocation-ifneeded-vs-never.yaml'),
    });
    store.getState().selectStep(9);
    expect(selectClampedStep(store.getState())).toBe(9);
    store.getState().setSource(scenario('15-connect-exec.yaml'));
    expect(selectClampedStep(store.getState())).toBe(selectSteps(store.getState()).length - 1);
    expect(store.getState().selectedStep).toBe(9);
  });

  it('has no steps and step 0 while the text does not parse', () => {
    const store = createEvaluatedStore({ source: 'request: {\n', selectedStep: 4 });
    expect(selectSteps(store.getState())).toEqual([]);
    expect(selectClampedStep(store.getState())).toBe(0);
  });

  it('gives the stale view the same pipeline for the last good result', () => {
    const store = createEvaluatedStore();
    const result = selectResult(store.getState());
    expect(pipelineOf(result)).toBe(selectPipeline(store.getState()));
  });
});
