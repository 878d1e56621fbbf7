// The page's first script (vite.config.ts puts it before the app's in the built index.html). It
// starts the engine worker before the page's larger scripts (React, the workbench) have arrived,
// let alone run. Opened from a share link, it does more (verdictFirst.ts): the worker decodes the
// link and runs it, kubectl's line is painted, and only then is the app itself loaded.

import { requestApp } from './appBoot.ts';
import { goOnEarly, openLinkEarly, prestartEngineWorker } from './engineWorkerStart.ts';
import { verdictFirst } from './verdictFirst.ts';
import { paintVerdict } from './verdictPlaceholder.ts';
import { isShareFragment } from '../share/shareFragment.ts';
import { modeFromSearch } from '../workshop/viewMode.ts';

// The person's first press or key: the app they are about to use comes now.
function onInteraction(run: () => void): () => void {
  const types = ['pointerdown', 'keydown'] as const;
  const handler = () => run();
  for (const type of types) window.addEventListener(type, handler, { capture: true, once: true });
  return () => {
    for (const type of types) window.removeEventListener(type, handler, { capture: true });
  };
}

const hash = location.hash;
if (isShareFragment(hash))
  verdictFirst({
    openLink: (listen) => openLinkEarly(hash, listen),
    // The editor's view only: the presenter reveals the answer step by step (painting it first
    // would give it away), and the embedded view is a frame of someone else's page.
    paints: modeFromSearch(location.search) === 'edit',
    // Painted: the worker may fetch the review's chunk now, no longer competing with the verdict.
    paint: (verdict, painted) =>
      paintVerdict(document, verdict, () => {
        goOnEarly();
        painted();
      }),
    loadApp: () => requestApp(document),
    onInteraction,
    setTimer: (fn, ms) => void setTimeout(fn, ms),
  });
else prestartEngineWorker();
