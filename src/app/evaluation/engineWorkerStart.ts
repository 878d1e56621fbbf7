// Starts the engine worker, and starts one as the page begins to load (the built page's boot script
// does, scripts/vite/appBoot.ts; this module takes it over): its script (the engine, the largest
// download before the first verdict) then comes over the network beside the page's own instead of
// after it. Opened from a share link, the early worker is handed the fragment at once:
// it decodes the link and runs its scenario before the page's app has even been requested
// (earlyStart.ts). The first client to spawn a worker takes that one, with what it said meanwhile
// and the run it has under way (browserEngine.ts), so the link is decoded and evaluated once.

import type { Result, SharedScenario, ShareLinkError } from '../../engine/index.ts';
import { APP_BOOT_ID, type BootElement } from './appBoot.ts';
import type { EngineReply } from './engineProtocol.ts';

/** A reply of the worker's, or its failure (a script that could not load is a plain Event). */
export type Heard = { kind: 'reply'; reply: EngineReply } | { kind: 'fail'; message: string };

/** The id of the early worker's link request; a client's own ids start above it. */
export const EARLY_LINK_ID = 0;

/** What the worker made of the link: its scenario, why it does not open, or undefined (decode it yourself). */
export type DecodedLink = Result<SharedScenario, ShareLinkError> | undefined;

/** A worker started before its client, with the events it heard until the client took it. */
export interface EarlyWorker {
  worker: Worker;
  heard: Heard[];
  /** The fragment it was asked to open (request EARLY_LINK_ID), if any. */
  hash?: string;
}

let early: EarlyWorker | undefined;
// A client has asked already: a worker started after that would be nobody's.
let claimed = false;
// Who hears the early worker's events as they come (the early script, until it loads the app).
const listeners = new Set<(heard: Heard) => void>();

/** Starts an engine worker (a module worker built from engineWorker.ts). */
export function startEngineWorker(): Worker {
  // Written out in full here: the bundler finds the worker's entry by this exact pattern.
  return new Worker(new URL('./engineWorker.ts', import.meta.url), {
    type: 'module',
    name: 'engine',
  });
}

/** The worker the page's boot script started (scripts/vite/appBoot.ts), taken from it once. */
function bootWorker(): EarlyWorker | undefined {
  if (typeof document === 'undefined') return undefined;
  const boot = document.getElementById(APP_BOOT_ID) as BootElement | null;
  const engine = boot?.engine;
  if (boot === null || engine === undefined) return undefined;
  boot.engine = undefined;
  return { worker: engine.worker, heard: engine.heard };
}

/**
 * Starts the first engine worker now (or takes the one the page's boot script started), keeping
 * what it says until a client takes it (not once a client has asked).
 */
export function prestartEngineWorker(): EarlyWorker | undefined {
  if (early !== undefined || claimed) return early;
  const booted = bootWorker();
  if (booted === undefined && typeof Worker === 'undefined') return undefined;
  const started: EarlyWorker = booted ?? { worker: startEngineWorker(), heard: [] };
  const hear = (heard: Heard) => {
    started.heard.push(heard);
    for (const listen of listeners) listen(heard);
  };
  started.worker.onmessage = (e: MessageEvent<EngineReply>) =>
    hear({ kind: 'reply', reply: e.data });
  started.worker.onerror = (e) => {
    e.preventDefault();
    hear({ kind: 'fail', message: (e as Partial<ErrorEvent>).message ?? '' });
  };
  started.worker.onmessageerror = () =>
    hear({ kind: 'fail', message: 'its answer could not be read' });
  early = started;
  return started;
}

/**
 * Starts the early worker and asks it to open the link in `hash` and evaluate its scenario,
 * scripts paused; `listen` hears the worker until the returned stop is called, or a client takes
 * the worker. Returns undefined (nothing asked) where there are no workers or a client has asked.
 */
export function openLinkEarly(
  hash: string,
  listen: (heard: Heard) => void,
): (() => void) | undefined {
  const started = prestartEngineWorker();
  if (started === undefined || started.hash !== undefined) return undefined;
  started.hash = hash;
  listeners.add(listen);
  started.worker.postMessage({ type: 'open-link', id: EARLY_LINK_ID, hash });
  return () => listeners.delete(listen);
}

/** Tells the early worker its run's verdict is on screen: it may go on to the review (engineWorker.ts). */
export function goOnEarly(): void {
  early?.worker.postMessage({ type: 'go-on', id: EARLY_LINK_ID });
}

/** The worker's `link` reply among what it said, if it came. */
function linkHeard(worker: EarlyWorker): { decoded: DecodedLink } | 'failed' | undefined {
  for (const h of worker.heard) {
    if (h.kind === 'fail') return 'failed';
    if (h.reply.type === 'link') return { decoded: h.reply.link };
  }
  return undefined;
}

/**
 * What the early worker made of the link in `hash`: resolves once it has said (undefined when no
 * early worker was asked for this fragment, or it failed: the page then decodes the link itself).
 */
export function earlyLink(hash: string): Promise<DecodedLink> {
  const asked = early;
  if (asked?.hash !== hash) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const settle = () => {
      const heard = linkHeard(asked);
      if (heard === undefined) return false;
      listeners.delete(check);
      resolve(heard === 'failed' ? undefined : heard.decoded);
      return true;
    };
    const check = () => void settle();
    if (!settle()) listeners.add(check);
  });
}

/** Hands over the worker started early (once), or undefined. */
export function takeEarlyWorker(): EarlyWorker | undefined {
  claimed = true;
  const taken = early ?? bootWorker();
  early = undefined;
  listeners.clear();
  return taken;
}
