import { describe, expect, it } from 'vitest';
import { keepsOwnKeys, stepForKey } from './stepKeys.ts';

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

describe('stepForKey', () => {
  it.each([
    ['ArrowRight goes to the next step', 'ArrowRight', 3, 4],
    ['ArrowDown goes to the next step', 'ArrowDown', 3, 4],
    ['ArrowLeft goes to the previous step', 'ArrowLeft', 3, 2],
    ['ArrowUp goes to the previous step', 'ArrowUp', 3, 2],
    ['Home goes to the first step', 'Home', 3, 0],
    ['End goes to the last step', 'End', 3, 9],
    ['ArrowRight stays on the last step', 'ArrowRight', 9, 9],
    ['ArrowLeft stays on the first step', 'ArrowLeft', 0, 0],
  ])('%s', (_name, key, current, expected) => {
    expect(stepForKey(press(key), current, 10)).toBe(expected);
  });

  it('leaves other keys and modified arrows alone', () => {
    expect(stepForKey(press('Enter'), 3, 10)).toBeUndefined();
    expect(stepForKey(press('ArrowLeft', { altKey: true }), 3, 10)).toBeUndefined();
    expect(stepForKey(press('End', { ctrlKey: true }), 3, 10)).toBeUndefined();
  });

  it('does nothing without steps', () => {
    expect(stepForKey(press('ArrowRight'), 0, 0)).toBeUndefined();
  });
});

describe('keepsOwnKeys', () => {
  it('says no for anything that is not an element (no DOM in these tests)', () => {
    expect(keepsOwnKeys(null)).toBe(false);
    expect(keepsOwnKeys({} as EventTarget)).toBe(false);
  });
});
