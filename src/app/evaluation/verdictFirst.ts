// The "verdict first" boot of a share link (issue 22): the early script hands the fragment to the
// engine worker, which decodes the link and runs its scenario; kubectl's line is painted into a
// placeholder (verdictPlaceholder.ts) before any of the app's own scripts is requested, and only
// then is the app loaded — which takes over the worker's answer (no second decode, no second run).
// The app comes at once when the link cannot be opened, its scenario has no result to paint, the
// view is not the editor's (the presenter reveals the answer step by step), or the person acts
// first; and at the latest SLOW_RUN_MS after the link was read, so a run that takes long is under
// the app's caps and progress, not the placeholder's silence.

import { EARLY_LINK_ID, type Heard } from './engineWorkerStart.ts';

/** What the placeholder shows: kubectl's line, whether it is an allowance, and the scenario's name. */
export interface EarlyVerdict {
  kubectl: string;
  allowed: boolean;
  title: string;
}

/** How long after the link was read the app waits for the verdict before it loads anyway. */
export const SLOW_RUN_MS = 3_000;

/** What the boot needs from the page; tests pass fakes. */
export interface VerdictFirstDeps {
  /** Asks the early worker to open the link; undefined when it cannot (no workers). Returns the stop. */
  openLink: (listen: (heard: Heard) => void) => (() => void) | undefined;
  /** Whether this view shows kubectl's line on load (the editor's views; not the presenter's). */
  paints: boolean;
  /** Paints the verdict; calls `painted` once it is on screen. */
  paint: (verdict: EarlyVerdict, painted: () => void) => void;
  /** Loads the page's app (main.tsx), once. */
  loadApp: () => void;
  /** Calls `run` on the person's first interaction; returns the stop. */
  onInteraction: (run: () => void) => () => void;
  setTimer: (fn: () => void, ms: number) => void;
}

/** Opens the link in the worker and loads the app once its verdict is painted (or sooner: see above). */
export function verdictFirst(deps: VerdictFirstDeps): void {
  let loaded = false;
  let painting = false;
  let stops: (() => void)[] = [];
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const stop of stops) stop();
    stops = [];
    deps.loadApp();
  };
  const listen = (heard: Heard) => {
    if (loaded) return;
    if (heard.kind === 'fail') return load();
    const { reply } = heard;
    if (reply.type === 'link') {
      // A link that cannot be opened: the app says why, and restores the person's own work.
      if (reply.link?.ok !== true) return load();
      deps.setTimer(load, SLOW_RUN_MS);
      return;
    }
    // The run's answer comes first (`ran`, before the review is added), then the whole one.
    if ((reply.type !== 'ran' && reply.type !== 'evaluated') || reply.id !== EARLY_LINK_ID) return;
    if (painting) return;
    const { evaluation, scenario } = reply;
    // Problems, a paused script, an engine bug: the app shows them where they belong.
    if (evaluation.kind !== 'result') return load();
    const title = scenario?.title ?? scenario?.name ?? '';
    painting = true;
    deps.paint({ kubectl: evaluation.kubectl, allowed: evaluation.result.allowed, title }, load);
  };
  const stop = deps.openLink(listen);
  if (stop === undefined) return load();
  stops = [stop];
  if (!deps.paints) return load();
  stops.push(deps.onInteraction(load));
}
