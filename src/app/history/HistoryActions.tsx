import { useEffect } from 'react';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { historyShortcut } from './historyShortcut.ts';

/** Undoes and redoes edits across every editor; Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y) outside the editors. */
export function HistoryActions() {
  const canUndo = usePlayground((s) => s.past.length > 0);
  const canRedo = usePlayground((s) => s.future.length > 0);
  const undo = usePlayground((s) => s.undo);
  const redo = usePlayground((s) => s.redo);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = historyShortcut(e);
      if (action === undefined) return;
      e.preventDefault();
      playgroundStore.getState()[action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z">
        Undo
      </button>
      <button
        type="button"
        onClick={redo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
      >
        Redo
      </button>
    </>
  );
}
