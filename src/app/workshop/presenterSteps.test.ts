import { describe, expect, it } from 'vitest';
import { presenterMove, revealTo } from './presenterSteps.ts';

const press = (
  key: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('presenterMove', () => {
  it.each([
    ['ArrowRight reveals the next step', 'ArrowRight', 2, 3],
    ['ArrowDown reveals the next step', 'ArrowDown', 2, 3],
    ['Space reveals the next step', ' ', 2, 3],
    ['PageDown (a clicker) reveals the next step', 'PageDown', 2, 3],
    ['ArrowLeft goes back', 'ArrowLeft', 2, 1],
    ['ArrowUp goes back', 'ArrowUp', 2, 1],
    ['PageUp (a clicker) goes back', 'PageUp', 2, 1],
    ['Home goes to the first step', 'Home', 4, 0],
    ['End goes to the answer', 'End', 2, 6],
    ['PageDown stays on the answer', 'PageDown', 6, 6],
    ['PageUp stays on the first step', 'PageUp', 0, 0],
  ])('%s', (_name, key, current, to) => {
    expect(presenterMove(press(key), current, 7)).toEqual({ kind: 'step', to });
  });

  it('leaves the presenter view on Escape', () => {
    expect(presenterMove(press('Escape'), 3, 7)).toEqual({ kind: 'leave' });
  });

  it.each([
    ['other keys', press('Enter')],
    ['Shift+Space (scrolls back)', press(' ', { shiftKey: true })],
    ['Alt+ArrowLeft (history back)', press('ArrowLeft', { altKey: true })],
    ['Ctrl+PageDown (next tab)', press('PageDown', { ctrlKey: true })],
    ['Meta+Escape', press('Escape', { metaKey: true })],
  ])('leaves %s to the browser', (_name, key) => {
    expect(presenterMove(key, 3, 7)).toBeUndefined();
  });

  it('does not step without steps', () => {
    expect(presenterMove(press('PageDown'), 0, 0)).toBeUndefined();
    expect(presenterMove(press('ArrowRight'), 0, 0)).toBeUndefined();
  });
});

describe('revealTo', () => {
  it.each([
    ['the next step reveals it', { selected: 1, revealed: 1 }, 2, { selected: 2, revealed: 2 }],
    [
      'the last step reveals every step',
      { selected: 1, revealed: 1 },
      6,
      { selected: 6, revealed: 6 },
    ],
    [
      'back from the last step on show hides it',
      { selected: 2, revealed: 2 },
      1,
      { selected: 1, revealed: 1 },
    ],
    [
      'the first step from the last on show hides the rest',
      { selected: 4, revealed: 4 },
      0,
      { selected: 0, revealed: 0 },
    ],
    [
      'back from an earlier step hides nothing',
      { selected: 2, revealed: 4 },
      1,
      { selected: 1, revealed: 4 },
    ],
    [
      'forward within the steps on show reveals nothing more',
      { selected: 1, revealed: 4 },
      2,
      { selected: 2, revealed: 4 },
    ],
    ['staying put changes nothing', { selected: 3, revealed: 3 }, 3, { selected: 3, revealed: 3 }],
    [
      'a negative step is the first',
      { selected: 0, revealed: 0 },
      -1,
      { selected: 0, revealed: 0 },
    ],
  ])('%s', (_name, from, to, expected) => {
    expect(revealTo(from, to)).toEqual(expected);
  });
});
