// Owns the URL fragment (STYLE.md §3): decodes a share link on load and on hashchange, and after
// a quiet pause writes the current scenario back with replaceState, only when it changed. The
// fragment never reaches a server: browsers do not send it. A link's scripts are held until the
// person allows them (scriptConsent.ts); a fragment the page writes while its scripts run is the
// person's own, and a reload of it does not ask.

import {
  loadShareCodec,
  MAX_SCENARIO_CHARS,
  type Result,
  type ShareCodec,
  type SharedScenario,
  type ShareLinkError,
} from '../../engine/index.ts';
import { autosavedHeldScripts } from '../autosave/autosave.ts';
import type { createPlaygroundStore } from '../store/index.ts';
import { allowedLinks, tabAllowedLinks, type AllowedLinks } from './allowedLinks.ts';
import { hasScripts } from './hasScripts.ts';
import { isShareFragment } from './shareFragment.ts';
import { linkStatusStore } from './linkStatus.ts';
import { holdLinkScripts, holdScripts, scriptsAllowed } from './scriptConsent.ts';

type Store = ReturnType<typeof createPlaygroundStore>;

/** What urlSync needs from the page; tests pass fakes. */
export interface UrlSyncDeps {
  location: { hash: string; pathname: string; search: string };
  history: { replaceState: (data: unknown, unused: string, url: string) => void };
  addHashListener: (listener: () => void) => void;
  /** The person's autosaved work, restored when a link cannot be opened. */
  autosaved: () => string | undefined;
  /** The scripts the autosaved work holds from a link not allowed yet: they stay paused. */
  autosavedHeldScripts?: () => string[];
  /** The links whose scripts the person allowed (absent: none, as in a fresh tab). */
  allowedLinks?: AllowedLinks;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** The share-link codec, a chunk of its own, loaded the first time a link is written. */
  loadCodec: () => Promise<ShareCodec>;
}

/** The quiet pause before the fragment follows the scenario (STYLE.md: ~400 ms). */
export const QUIET_MS = 400;

/** The fragment follows every scenario the engine reads (16 MiB, the parser's limit): the page
 * already parses the text on each edit, and encoding costs about as much again (~1 s per MiB). */
export const MAX_SYNCED_CHARS = MAX_SCENARIO_CHARS;

/** The longest address written: Chromium's limit (kMaxURLChars, 2 MiB), which Safari also takes.
 * A browser with a lower one (Firefox's default is 1 MiB) refuses replaceState, which is caught.
 * Links compress 3 to 20 times, so most scenarios near the engine's limit still fit. */
export const MAX_URL_CHARS = 2 * 1024 * 1024;

export { isShareFragment };

/** Opens the link in the fragment, if any; returns whether the scenario came from it. */
export function openFragment(
  store: Store,
  deps: Pick<UrlSyncDeps, 'location' | 'autosaved' | 'autosavedHeldScripts' | 'allowedLinks'>,
  codec: ShareCodec,
): boolean {
  const hash = deps.location.hash;
  if (!isShareFragment(hash)) return false;
  return openDecodedLink(store, deps, codec.decodeShareLink(hash));
}

/**
 * Opens a link of the fragment already decoded (by the engine worker, which the early script
 * asked: evaluation/earlyStart.ts); returns whether the scenario came from it. A link that cannot
 * be opened restores the autosaved work and says why, as openFragment does.
 */
export function openDecodedLink(
  store: Store,
  deps: Pick<UrlSyncDeps, 'location' | 'autosaved' | 'autosavedHeldScripts' | 'allowedLinks'>,
  decoded: Result<SharedScenario, ShareLinkError>,
): boolean {
  const hash = deps.location.hash;
  if (!decoded.ok) {
    // A broken link must not cost the person their own work: reopen what they had.
    const saved = deps.autosaved();
    if (saved !== undefined) {
      store.getState().setSource(saved);
      holdScripts(deps.autosavedHeldScripts?.() ?? []);
    }
    linkStatusStore.getState().setStatus({
      kind: 'refused',
      message: decoded.error.message,
      restoredAutosave: saved !== undefined,
    });
    return false;
  }
  // Held before the text changes: the first evaluation of the link's text must not run them.
  holdLinkScripts(hash, decoded.value.source, deps.allowedLinks ?? allowedLinks(undefined));
  store.getState().setSource(decoded.value.source);
  // A link that names a step opens there; otherwise the result selects the step that decided it.
  if (decoded.value.step === undefined) store.getState().autoSelectStep();
  else store.getState().selectStep(decoded.value.step);
  const opened = { kind: 'opened' as const, hasScripts: hasScripts(decoded.value.source) };
  linkStatusStore
    .getState()
    .setStatus(decoded.value.step === undefined ? opened : { ...opened, step: decoded.value.step });
  return true;
}

/** The fragment for the store's current scenario and step; undefined while the text is not YAML. */
export function fragmentOf(store: Store, codec: ShareCodec): string | undefined {
  const { source, selectedStep } = store.getState();
  const encoded = codec.encodeShareLink(
    source,
    selectedStep > 0 ? { step: selectedStep } : undefined,
  );
  return encoded.ok ? `#${encoded.value}` : undefined;
}

/** Starts following the store into the fragment and the fragment into the store. */
export function startUrlSync(store: Store, deps: UrlSyncDeps): () => void {
  let timer: unknown;
  let lastWritten: string | undefined;
  // A link from a hashchange, waiting for the codec: no write may replace it meanwhile.
  let opening = 0;
  const write = async () => {
    timer = undefined;
    const page = `${deps.location.pathname}${deps.location.search}`;
    // A scenario too large to follow drops the old fragment: a reload must not open an older scenario.
    const dropStale = () => {
      if (!isShareFragment(deps.location.hash)) return;
      lastWritten = undefined;
      deps.history.replaceState(null, '', page);
    };
    if (store.getState().source.length > MAX_SYNCED_CHARS) return dropStale();
    const hashBefore = deps.location.hash;
    const codec = await deps.loadCodec();
    // A link that arrived while the codec loaded (hashchange), or is still waiting for it, is
    // opened by the listener below, which reads the fragment: writing now would replace that link
    // with the scenario it replaces.
    if (deps.location.hash !== hashBefore || opening > 0) return;
    const { source } = store.getState();
    const fragment = fragmentOf(store, codec);
    if (fragment === undefined || fragment === deps.location.hash) return;
    if (page.length + fragment.length > MAX_URL_CHARS) return dropStale();
    try {
      deps.history.replaceState(null, '', `${page}${fragment}`);
    } catch {
      // The browser's own limit is lower than ours: the address stops following, nothing breaks.
      return dropStale();
    }
    lastWritten = fragment;
    // Its scripts run now (the person's own, or a link's they allowed): reloading it must not ask.
    if (hasScripts(source) && scriptsAllowed(source)) deps.allowedLinks?.add(fragment);
  };
  deps.addHashListener(() => {
    // A link pasted into the address bar of an open page (replaceState fires no hashchange).
    const hash = deps.location.hash;
    if (!isShareFragment(hash) || hash === lastWritten) return;
    opening += 1;
    void deps.loadCodec().then((codec) => {
      opening -= 1;
      openFragment(store, deps, codec);
    });
  });
  return store.subscribe((state, previous) => {
    if (state.source === previous.source && state.selectedStep === previous.selectedStep) return;
    if (timer !== undefined) deps.clearTimer(timer);
    timer = deps.setTimer(() => void write(), QUIET_MS);
  });
}

/** The page's own dependencies. */
export function browserDeps(autosaved: () => string | undefined): UrlSyncDeps {
  return {
    location: window.location,
    history: window.history,
    addHashListener: (listener) => window.addEventListener('hashchange', listener),
    autosaved,
    autosavedHeldScripts: () => autosavedHeldScripts(),
    allowedLinks: tabAllowedLinks(),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    loadCodec: loadShareCodec,
  };
}
