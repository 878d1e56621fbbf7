import { describe, expect, it } from 'vitest';
import { playNext, playStart } from './playback.ts';

describe('playing the map', () => {
  const order = [0, 2, 3, 7, 5, 9];

  it('starts at the selected step, or from the first when the selected one is the last', () => {
    expect(playStart(order, 3)).toBe(3);
    expect(playStart(order, 9)).toBe(0);
    // A step not on show (a folded plugin): from the first.
    expect(playStart(order, 4)).toBe(0);
    expect(playStart([], 0)).toBeUndefined();
  });

  it('goes on in call order (validating answers by arrival), and stops at the end', () => {
    expect(playNext(order, 3)).toBe(7);
    expect(playNext(order, 7)).toBe(5);
    expect(playNext(order, 9)).toBeUndefined();
    // From a folded step, the next one on show after it.
    expect(playNext(order, 1)).toBe(2);
  });
});
