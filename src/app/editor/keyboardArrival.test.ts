import { describe, expect, it } from 'vitest';
import { guardKeyboardArrival, isTyping, type GuardedEditor } from './keyboardArrival.ts';

function fakeEditor() {
  const modes: boolean[] = [];
  let onFocus = () => {};
  let onKey = (_e: { browserEvent: KeyboardEvent }) => {};
  const editor: GuardedEditor = {
    updateOptions: ({ tabFocusMode }) => void modes.push(tabFocusMode),
    onDidFocusEditorText: (l) => ((onFocus = l), { dispose: () => {} }),
    onKeyDown: (l) => ((onKey = l), { dispose: () => {} }),
  };
  const listeners: (() => void)[] = [];
  const host = {
    addEventListener: (_t: string, l: () => void) => listeners.push(l),
    removeEventListener: () => {},
  } as unknown as HTMLElement;
  const key = (k: string, mods: Partial<KeyboardEvent> = {}) =>
    onKey({
      browserEvent: {
        key: k,
        ctrlKey: false,
        metaKey: false,
        altKey: false,
        ...mods,
      } as KeyboardEvent,
    });
  return {
    editor,
    host,
    modes,
    focus: () => onFocus(),
    key,
    click: () => listeners.forEach((l) => l()),
  };
}

describe('guardKeyboardArrival', () => {
  it('lets Tab move on when the editor is reached by keyboard, until the person types', () => {
    const f = fakeEditor();
    guardKeyboardArrival(f.editor, f.host);
    f.focus();
    expect(f.modes.at(-1)).toBe(true);
    f.key('Tab');
    f.key('ArrowDown');
    expect(f.modes.at(-1)).toBe(true);
    f.key('x');
    expect(f.modes.at(-1)).toBe(false);
  });

  it('gives Tab to the editor when it is clicked into', () => {
    const f = fakeEditor();
    guardKeyboardArrival(f.editor, f.host);
    f.click();
    f.focus();
    expect(f.modes).toEqual([false]);
  });

  it('tells typing from moving and shortcuts', () => {
    expect(isTyping({ key: 'a', ctrlKey: false, metaKey: false, altKey: false })).toBe(true);
    expect(isTyping({ key: 'Enter', ctrlKey: false, metaKey: false, altKey: false })).toBe(true);
    expect(isTyping({ key: 'Tab', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
    expect(isTyping({ key: 'z', ctrlKey: true, metaKey: false, altKey: false })).toBe(false);
    expect(isTyping({ key: 'Shift', ctrlKey: false, metaKey: false, altKey: false })).toBe(false);
  });
});
