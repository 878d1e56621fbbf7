import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from '../store/index.ts';
import { whenEvaluated } from './whenEvaluated.ts';

const answer = (source: string) => ({
  source,
  scenario: undefined,
  evaluation: { kind: 'bug' as const, message: source },
});

describe('whenEvaluated', () => {
  it('resolves at once when the answer for the text is there', async () => {
    const store = createPlaygroundStore({ source: 'a', evaluated: answer('a') });
    expect((await whenEvaluated(store)).evaluated?.source).toBe('a');
  });

  it('waits past an answer for an older text until the current text is answered', async () => {
    const store = createPlaygroundStore({ source: 'b', evaluated: answer('a') });
    const waiting = whenEvaluated(store);
    store.getState().showEvaluation(answer('a'));
    store.getState().showEvaluation(answer('b'));
    expect((await waiting).evaluated?.source).toBe('b');
  });

  it('gives up waiting after its cap', async () => {
    const store = createPlaygroundStore({ source: 'b' });
    expect((await whenEvaluated(store, 1)).evaluated).toBeUndefined();
  });
});
