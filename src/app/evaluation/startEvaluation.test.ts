import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from '../store/index.ts';
import { startEvaluation, type ScriptGate } from './startEvaluation.ts';

/** A gate the test opens and closes. */
function fakeGate(open: boolean) {
  const listeners = new Set<() => void>();
  const gate: ScriptGate & { set: (open: boolean) => void } = {
    allows: () => open,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set: (value) => {
      open = value;
      for (const l of listeners) l();
    },
  };
  return gate;
}

describe('startEvaluation', () => {
  it('evaluates each new text once, saying whether its scripts may run', () => {
    const store = createPlaygroundStore({ source: 'a' });
    const asked: [string, boolean][] = [];
    startEvaluation(store, (source, allow) => asked.push([source, allow]), fakeGate(false));
    store.getState().selectStep(1);
    store.getState().setSource('b');
    expect(asked).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });

  it('evaluates the same text again once its scripts are allowed, and stops following when asked', () => {
    const store = createPlaygroundStore({ source: 'a' });
    const gate = fakeGate(false);
    const asked: [string, boolean][] = [];
    const stop = startEvaluation(store, (source, allow) => asked.push([source, allow]), gate);
    gate.set(true);
    gate.set(true);
    stop();
    gate.set(false);
    store.getState().setSource('b');
    expect(asked).toEqual([
      ['a', false],
      ['a', true],
    ]);
  });
});
