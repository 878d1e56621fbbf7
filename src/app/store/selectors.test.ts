import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from './index.ts';
import {
  selectErrorLines,
  selectParsed,
  selectResult,
  selectResultText,
} from './selectors.ts';

describe('playground store', () => {
  it('starts with the sample scenario, which the webhook denies', () => {
    const store = createPlaygroundStore();
    const result = selectResult(store.getState());
    expect(result?.allowed).toBe(false);
    expect(result?.calls).toEqual(['labeler.example.com', 'deny.example.com']);
    expect(selectResultText(store.getState())).toContain('Error from server (Forbidden)');
    expect(selectErrorLines(store.getState())).toEqual([]);
  });

  it('derives a new result when the source changes', () => {
    const store = createPlaygroundStore();
    const before = selectResult(store.getState());
    store.getState().setSource(store.getState().source.replace('allowed: false', 'allowed: true'));
    const after = selectResult(store.getState());
    expect(after).not.toBe(before);
    expect(after?.allowed).toBe(true);
  });

  it('returns the same derived values while the source is unchanged', () => {
    const store = createPlaygroundStore();
    const state = store.getState();
    expect(selectParsed(store.getState())).toBe(selectParsed(state));
    expect(selectResultText(store.getState())).toBe(selectResultText(state));
  });

  it('reports a YAML error as line:column and has no result', () => {
    const store = createPlaygroundStore({ source: 'request: {\n' });
    expect(selectResult(store.getState())).toBeUndefined();
    const errors = selectErrorLines(store.getState());
    expect(errors.length).toBeGreaterThan(0);
    expect(errors[0]).toMatch(/^\d+:\d+: \S/);
    expect(selectErrorLines(store.getState())).toBe(errors);
  });
});
