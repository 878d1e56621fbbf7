// Autosave: the scenario text goes to localStorage shortly after the person's last change, and
// comes back when they reopen the app (main.tsx: unless the page was opened with a share link).
// Scripts that came from a link the person has not allowed are saved as held: they stay paused
// after a reload (src/app/share/scriptConsent.ts).

import type { StoreApi } from 'zustand/vanilla';
import { heldScriptsIn, holdScripts } from '../share/scriptConsent.ts';
import type { PlaygroundState } from '../store/index.ts';

/** The localStorage key; bump the version if the saved shape ever changes. */
export const autosaveKey = 'admission-playground:autosave:v1';

/** How long after the last change the text is saved. */
export const autosaveDelayMs = 500;

/** What is saved: the text, when (ISO 8601), and the scripts in it from a link not allowed yet. */
export interface Autosaved {
  source: string;
  savedAt: string;
  heldScripts?: string[];
}

/** The storage autosave uses; localStorage in the browser, a fake in tests. */
export type AutosaveStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The browser's localStorage, or undefined where touching it throws (storage blocked by the browser). */
export function browserStorage(): AutosaveStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads what was saved; undefined when there is nothing or it cannot be read. */
function readAutosave(storage: AutosaveStorage | undefined): Autosaved | undefined {
  try {
    const raw = storage?.getItem(autosaveKey);
    if (raw === null || raw === undefined) return undefined;
    const saved: unknown = JSON.parse(raw);
    if (
      typeof saved !== 'object' ||
      saved === null ||
      !('source' in saved) ||
      typeof saved.source !== 'string'
    )
      return undefined;
    const held =
      'heldScripts' in saved && Array.isArray(saved.heldScripts) ? saved.heldScripts : [];
    return {
      source: saved.source,
      savedAt: '',
      heldScripts: held.filter((s): s is string => typeof s === 'string'),
    };
  } catch {
    return undefined;
  }
}

/** Returns the autosaved scenario text; undefined when there is none or it cannot be read. */
export function autosavedSource(
  storage: AutosaveStorage | undefined = browserStorage(),
): string | undefined {
  return readAutosave(storage)?.source;
}

/** Returns the autosaved text's scripts from a link not allowed yet. */
export function autosavedHeldScripts(
  storage: AutosaveStorage | undefined = browserStorage(),
): string[] {
  return readAutosave(storage)?.heldScripts ?? [];
}

/** Puts the autosaved text in the store as a fresh start (nothing to undo); returns whether there was any. */
export function restoreAutosave(
  store: StoreApi<PlaygroundState>,
  storage: AutosaveStorage | undefined = browserStorage(),
): boolean {
  const saved = readAutosave(storage);
  if (saved === undefined) return false;
  // Held before the text changes: its first evaluation must not run them.
  holdScripts(saved.heldScripts ?? []);
  store.getState().setSource(saved.source);
  store.getState().clearHistory();
  return true;
}

/** What autosave needs from the page; tests pass fakes. */
export interface AutosaveDependencies {
  storage: AutosaveStorage | undefined;
  /** Where the person's input events and `pagehide` arrive (the window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now: () => number;
}

// Events that show a person is at work: a change to the text after one is theirs. A change before
// any (a share link opened at startup) is a load, and must not overwrite what they saved.
const personEvents = ['keydown', 'pointerdown', 'input', 'change', 'drop', 'paste'] as const;

/** Saves the store's text after each of the person's changes, debounced; returns a function that stops it. */
export function startAutosave(
  store: StoreApi<PlaygroundState>,
  deps: Partial<AutosaveDependencies> = {},
): () => void {
  const { storage = browserStorage(), events = globalThis, now = Date.now } = deps;
  let personActive = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: string | undefined;
  let failed = false;

  const save = () => {
    timer = undefined;
    if (pending === undefined) return;
    const source = pending;
    pending = undefined;
    try {
      if (!storage) throw new Error('no storage');
      const held = heldScriptsIn(source).scripts;
      const saved: Autosaved = {
        source,
        savedAt: new Date(now()).toISOString(),
        ...(held.length > 0 && { heldScripts: [...held] }),
      };
      storage.setItem(autosaveKey, JSON.stringify(saved));
      failed = false;
    } catch {
      // Private mode or a full quota: say so once, quietly, and keep the page working.
      if (!failed) {
        store
          .getState()
          .announce(
            'Autosave is off: this browser does not let the page keep your work. Export YAML to keep a copy.',
            'problem',
          );
      }
      failed = true;
    }
  };
  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    save();
  };
  const onPerson = () => {
    personActive = true;
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.source === previous.source || !personActive) return;
    pending = state.source;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(save, autosaveDelayMs);
  });
  // Capture phase: the event reaches the window before the handler that changes the text.
  for (const type of personEvents) events.addEventListener(type, onPerson, true);
  // Leaving within the delay would lose the last keystrokes: save them on the way out.
  events.addEventListener('pagehide', flush);

  return () => {
    unsubscribe();
    for (const type of personEvents) events.removeEventListener(type, onPerson, true);
    events.removeEventListener('pagehide', flush);
    flush();
  };
}
