// An editor the keyboard arrives at by Tab must not keep the Tab key: a person tabbing through the
// page would indent the YAML on each press (and autosave would keep the damage). Until they type
// or click in it, Tab moves on; from then on Tab indents, as an editor's Tab should.

/** What the guard needs of an editor (Monaco's, or a fake in tests). */
export interface GuardedEditor {
  updateOptions: (options: { tabFocusMode: boolean }) => void;
  onDidFocusEditorText: (listener: () => void) => { dispose: () => void };
  onKeyDown: (listener: (e: { browserEvent: KeyboardEvent }) => void) => { dispose: () => void };
}

/** Whether a key press is the person writing in the editor (not moving through it or the page). */
export function isTyping(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  return e.key.length === 1 || e.key === 'Enter' || e.key === 'Backspace' || e.key === 'Delete';
}

/** Guards `editor` (whose DOM is `host`): Tab moves focus on while it was reached by keyboard and nothing was typed. */
export function guardKeyboardArrival(
  editor: GuardedEditor,
  host: HTMLElement,
): { dispose: () => void } {
  let byPointer = false;
  const pointer = () => {
    byPointer = true;
    editor.updateOptions({ tabFocusMode: false });
  };
  host.addEventListener('pointerdown', pointer, true);
  const focus = editor.onDidFocusEditorText(() => {
    if (!byPointer) editor.updateOptions({ tabFocusMode: true });
    byPointer = false;
  });
  const key = editor.onKeyDown(({ browserEvent }) => {
    if (isTyping(browserEvent)) editor.updateOptions({ tabFocusMode: false });
  });
  return {
    dispose: () => {
      host.removeEventListener('pointerdown', pointer, true);
      focus.dispose();
      key.dispose();
    },
  };
}
