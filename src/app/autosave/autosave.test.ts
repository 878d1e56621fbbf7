import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleScenario } from '../sampleScenario.ts';
import { createPlaygroundStore } from '../store/index.ts';
import { scriptConsentStore, scriptsAllowed } from '../share/scriptConsent.ts';
import {
  autosavedHeldScripts,
  autosaveDelayMs,
  autosaveKey,
  autosavedSource,
  restoreAutosave,
  startAutosave,
  type AutosaveStorage,
} from './autosave.ts';

/** A Storage that keeps items in a Map; `full` makes setItem throw as a full quota does. */
function fakeStorage(items: Record<string, string> = {}, full = false) {
  const map = new Map(Object.entries(items));
  const storage: AutosaveStorage = {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (full) throw new DOMException('quota exceeded', 'QuotaExceededError');
      map.set(k, v);
    },
  };
  return { storage, map };
}

const saved = (source: string) => JSON.stringify({ source, savedAt: '2025-01-01T00:00:00.000Z' });

function setup(storage: AutosaveStorage | undefined) {
  const store = createPlaygroundStore();
  const events = new EventTarget();
  const stop = startAutosave(store, { storage, events, now: () => Date.UTC(2025, 0, 2) });
  const personTypes = (source: string) => {
    events.dispatchEvent(new Event('keydown'));
    store.getState().setSource(source);
  };
  return { store, events, stop, personTypes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves the text once the person has stopped typing for a moment', () => {
    const { storage, map } = fakeStorage();
    const { personTypes } = setup(storage);
    personTypes('a: 1\n');
    vi.advanceTimersByTime(autosaveDelayMs - 100);
    personTypes('a: 12\n');
    vi.advanceTimersByTime(autosaveDelayMs - 100);
    expect(map.has(autosaveKey)).toBe(false);
    vi.advanceTimersByTime(100);
    expect(JSON.parse(map.get(autosaveKey)!)).toEqual({
      source: 'a: 12\n',
      savedAt: '2025-01-02T00:00:00.000Z',
    });
  });

  it('does not save a change made before the person did anything (a link opened at load)', () => {
    const { storage, map } = fakeStorage({ [autosaveKey]: saved('mine: 1\n') });
    const { store } = setup(storage);
    store.getState().setSource('from: link\n');
    vi.advanceTimersByTime(autosaveDelayMs * 2);
    expect(autosavedSource(storage)).toBe('mine: 1\n');
    expect(map.size).toBe(1);
  });

  it('saves what is pending when the page is hidden or autosave stops', () => {
    const { storage } = fakeStorage();
    const { events, personTypes, stop } = setup(storage);
    personTypes('a: 1\n');
    events.dispatchEvent(new Event('pagehide'));
    expect(autosavedSource(storage)).toBe('a: 1\n');
    personTypes('a: 2\n');
    stop();
    expect(autosavedSource(storage)).toBe('a: 2\n');
  });

  it('says once, quietly, that autosave is off when storage is full, and keeps working', () => {
    const { storage } = fakeStorage({}, true);
    const { store, personTypes } = setup(storage);
    personTypes('a: 1\n');
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(store.getState().notice).toMatchObject({
      tone: 'problem',
      text: expect.stringMatching(/^Autosave is off/) as unknown,
    });
    store.getState().dismissNotice();
    personTypes('a: 2\n');
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(store.getState().notice).toBeUndefined();
    expect(store.getState().source).toBe('a: 2\n');
  });

  it('says autosave is off when there is no storage at all', () => {
    const { store, personTypes } = setup(undefined);
    personTypes('a: 1\n');
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(store.getState().notice?.text).toMatch(/^Autosave is off/);
  });
});

describe('autosavedSource', () => {
  it.each([
    ['nothing saved', {}, undefined],
    ['a saved text', { [autosaveKey]: saved('a: 1\n') }, 'a: 1\n'],
    ['something that is not JSON', { [autosaveKey]: '{"source": "a' }, undefined],
    ['JSON without a source', { [autosaveKey]: '{"text": "a"}' }, undefined],
  ])('reads %s', (_name, items: Record<string, string>, expected) => {
    expect(autosavedSource(fakeStorage(items).storage)).toBe(expected);
  });

  it('reads nothing when storage throws', () => {
    const storage: AutosaveStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    expect(autosavedSource(storage)).toBeUndefined();
  });
});

describe('restoreAutosave', () => {
  it('restores the saved text with nothing to undo', () => {
    const store = createPlaygroundStore();
    expect(restoreAutosave(store, fakeStorage({ [autosaveKey]: saved('a: 1\n') }).storage)).toBe(
      true,
    );
    expect(store.getState().source).toBe('a: 1\n');
    expect(store.getState().past).toEqual([]);
  });

  it('leaves the example when nothing was saved', () => {
    const store = createPlaygroundStore();
    expect(restoreAutosave(store, fakeStorage().storage)).toBe(false);
    expect(store.getState().source).toBe(sampleScenario);
  });
});

describe('autosave and scripts from a link not allowed yet', () => {
  const script = 'export default () => ({ allowed: true })';
  const scripted = `webhooks:\n  a.example.com:\n    script: ${JSON.stringify(script)}\n`;
  afterEach(() => scriptConsentStore.setState({ held: [], link: undefined, dismissed: false }));

  it('saves them as held with the text, and holds them again on restore', () => {
    scriptConsentStore.setState({ held: [script] });
    const { storage, map } = fakeStorage();
    const { personTypes } = setup(storage);
    personTypes(`${scripted}# edited\n`);
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(JSON.parse(map.get(autosaveKey)!)).toMatchObject({ heldScripts: [script] });
    expect(autosavedHeldScripts(storage)).toEqual([script]);

    scriptConsentStore.setState({ held: [] });
    const store = createPlaygroundStore();
    expect(restoreAutosave(store, storage)).toBe(true);
    expect(scriptsAllowed(store.getState().source)).toBe(false);
  });

  it("saves no held scripts once they are allowed (or for the person's own)", () => {
    const { storage, map } = fakeStorage();
    const { personTypes } = setup(storage);
    personTypes(scripted);
    vi.advanceTimersByTime(autosaveDelayMs);
    expect(JSON.parse(map.get(autosaveKey)!)).not.toHaveProperty('heldScripts');
    expect(autosavedHeldScripts(storage)).toEqual([]);
  });
});
