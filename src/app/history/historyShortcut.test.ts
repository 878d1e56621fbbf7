import { describe, expect, it } from 'vitest';
import { historyShortcut, type ShortcutKey } from './historyShortcut.ts';

/** A stand-in element: `closest` matches when its selector list names `tag`. */
const element = (tag: string) => ({
  closest: (selector: string) => (selector.split(',').some((s) => s.trim() === tag) ? {} : null),
});

const key = (k: Partial<ShortcutKey>): ShortcutKey => ({
  key: 'z',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  target: element('button') as unknown as EventTarget,
  ...k,
});

describe('historyShortcut', () => {
  it.each([
    ['Ctrl+Z undoes', key({ ctrlKey: true }), 'undo'],
    ['Cmd+Z undoes', key({ metaKey: true }), 'undo'],
    ['Ctrl+Shift+Z redoes', key({ ctrlKey: true, shiftKey: true, key: 'Z' }), 'redo'],
    ['Cmd+Shift+Z redoes', key({ metaKey: true, shiftKey: true, key: 'Z' }), 'redo'],
    ['Ctrl+Y redoes', key({ ctrlKey: true, key: 'y' }), 'redo'],
    ['Cmd+Y is the browser history', key({ metaKey: true, key: 'y' }), undefined],
    ['Z alone is typing', key({}), undefined],
    ['Ctrl+Alt+Z is something else', key({ ctrlKey: true, altKey: true }), undefined],
    [
      'a key already handled is left alone',
      key({ ctrlKey: true, defaultPrevented: true }),
      undefined,
    ],
    [
      'Ctrl+Z in a text input is the input’s',
      key({ ctrlKey: true, target: element('input') as unknown as EventTarget }),
      undefined,
    ],
    [
      'Ctrl+Z in Monaco is Monaco’s',
      key({ ctrlKey: true, target: element('.monaco-editor') as unknown as EventTarget }),
      undefined,
    ],
    [
      'Ctrl+Z in a dialog is the dialog’s',
      key({ ctrlKey: true, target: element('dialog') as unknown as EventTarget }),
      undefined,
    ],
    ['Ctrl+Z on the page undoes', key({ ctrlKey: true, target: null }), 'undo'],
  ])('%s', (_name, e, expected) => {
    expect(historyShortcut(e)).toBe(expected);
  });
});
