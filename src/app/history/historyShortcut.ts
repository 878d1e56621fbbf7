// Which keys undo and redo across the editors. Inside an editor or a text field the keys are
// theirs: Monaco and the browser keep an undo history per field.

/** The part of a keydown event the shortcut reads. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

// Text fields, editors and open dialogs keep the keys to themselves.
const ownsKeys =
  '.monaco-editor, input, textarea, select, [contenteditable]:not([contenteditable="false"]), dialog';

/** Returns the history action a keydown asks for, if any. */
export function historyShortcut(e: ShortcutKey): 'undo' | 'redo' | undefined {
  if (e.defaultPrevented || e.altKey || !(e.ctrlKey || e.metaKey)) return undefined;
  const target = e.target as { closest?: (selector: string) => unknown } | null;
  if (typeof target?.closest === 'function' && target.closest(ownsKeys)) return undefined;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
  return undefined;
}
