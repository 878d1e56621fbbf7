import { describe, expect, it } from 'vitest';
import { createEvaluatedStore } from '../evaluation/evaluatedStore.ts';
import { createPlaygroundStore } from './index.ts';
import {
  selectErrorLines,
  selectEvaluating,
  selectEvaluation,
  selectResult,
  selectOutcome,
  selectScenarioSummary,
  selectStopped,
} from './selectors.ts';

describe('playground store', () => {
  it('starts with the sample scenario, which the webhook denies', () => {
    const store = createEvaluatedStore();
    const result = selectResult(store.getState());
    expect(result?.allowed).toBe(false);
    expect(result?.calls).toEqual(['labeler.example.com', 'deny.example.com']);
    expect(selectOutcome(store.getState())?.kubectl).toContain('Error from server (Forbidden)');
    expect(selectErrorLines(store.getState())).toEqual([]);
  });

  it('derives a new result when the source changes', () => {
    const store = createEvaluatedStore();
    const before = selectResult(store.getState());
    store.getState().setSource(store.getState().source.replace('allowed: false', 'allowed: true'));
    const after = selectResult(store.getState());
    expect(after).not.toBe(before);
    expect(after?.allowed).toBe(true);
  });

  it('returns the same derived values while the source is unchanged', () => {
    const store = createEvaluatedStore();
    const state = store.getState();
    expect(selectScenarioSummary(store.getState())).toBe(selectScenarioSummary(state));
    expect(selectOutcome(store.getState())).toBe(selectOutcome(state));
  });

  it('reports a YAML error as line:column and has no result', () => {
    const store = createEvaluatedStore({ source: 'request: {\n' });
    expect(selectResult(store.getState())).toBeUndefined();
    const errors = selectErrorLines(store.getState());
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^\d+:\d+: \S/);
    expect(selectErrorLines(store.getState())).toBe(errors);
  });

  it('keeps showing the last answer while the engine has yet to answer for a new text', () => {
    const store = createEvaluatedStore();
    const answered = selectEvaluation(store.getState());
    // The worker's answer arrives later: a store without the inline evaluator shows the gap.
    const waiting = createPlaygroundStore({ evaluated: store.getState().evaluated });
    waiting.getState().setSource(`${waiting.getState().source}\n# edited\n`);
    expect(selectEvaluating(waiting.getState())).toBe(true);
    expect(selectEvaluation(waiting.getState())).toBe(answered);
  });

  it('is pending before the first answer', () => {
    const store = createPlaygroundStore();
    expect(selectEvaluation(store.getState()).kind).toBe('pending');
    expect(selectResult(store.getState())).toBeUndefined();
  });

  it('tells why a run was stopped, with no result and no problems', () => {
    const store = createPlaygroundStore();
    const message =
      'Evaluation stopped after 2 s: an expression took too long. Nothing you typed is lost.';
    store.getState().showEvaluation({
      source: store.getState().source,
      scenario: undefined,
      evaluation: { kind: 'stopped', message },
    });
    expect(selectStopped(store.getState())).toBe(message);
    expect(selectResult(store.getState())).toBeUndefined();
    expect(selectErrorLines(store.getState())).toEqual([]);
  });
});
