// Mounts the playground into index.html's #root. Before the first paint the store already holds
// what the person should see: the scenario of a share link, else their autosaved work. Opened from
// a link, the page's early script has had the engine worker decode and run it, and may have
// painted its verdict already (evaluation/verdictFirst.ts): the app takes both over.

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadShareCodec } from '../engine/index.ts';
import { App } from './App.tsx';
import { browserEngine } from './evaluation/browserEngine.ts';
import { earlyLink } from './evaluation/engineWorkerStart.ts';
import { startEvaluation } from './evaluation/startEvaluation.ts';
import { handOverVerdict } from './evaluation/verdictPlaceholder.ts';
import { autosavedSource, restoreAutosave, startAutosave } from './autosave/autosave.ts';
import { startOffline } from './offline/startOffline.ts';
import { whenAnswerOnScreen } from './result/answerOnScreen.ts';
import {
  browserDeps,
  isShareFragment,
  openDecodedLink,
  openFragment,
  startUrlSync,
} from './share/urlSync.ts';
import { playgroundStore } from './store/index.ts';
// The page's two fonts ship with it (no CDN: nothing leaves the browser), so it looks the same on
// every machine, and the committed screenshots compare (e2e/workbench-screenshots.spec.ts).
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';
import './styles.css';
import './evaluation/verdictPlaceholder.css';

async function boot(root: HTMLElement): Promise<void> {
  const urlDeps = browserDeps(() => autosavedSource());
  // Opened from a link: the engine worker decoded it (the early script asked). Where it did not
  // (no early script, as in the dev server), the codec is a chunk of its own, fetched then. A link
  // that cannot be opened falls back to the autosaved work itself, and says why.
  const hash = location.hash;
  if (isShareFragment(hash)) {
    const decoded = await earlyLink(hash);
    if (decoded === undefined) openFragment(playgroundStore, urlDeps, await loadShareCodec());
    else openDecodedLink(playgroundStore, urlDeps, decoded);
  } else restoreAutosave(playgroundStore);
  // Undo starts from what the page opened with.
  playgroundStore.getState().clearHistory();
  // The engine runs in a worker: an expression that never ends cannot hang the page. The link's
  // run the early worker has under way (or done) is this text's first answer.
  const engine = browserEngine((evaluated) => playgroundStore.getState().showEvaluation(evaluated));
  startEvaluation(playgroundStore, engine.evaluate);
  // kubectl's line is in the map, a chunk of its own rendered after the first result: fetched
  // now, while the engine runs, it is not a round trip after the verdict.
  void import('./workbench/map/PipelineMap.tsx');
  startUrlSync(playgroundStore, urlDeps);
  startAutosave(playgroundStore);
  startOffline(playgroundStore);
  // The verdict painted before the app stays until the map draws the same line.
  handOverVerdict(document, root, (drop) => void whenAnswerOnScreen(drop));
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// No top-level await: it would stop the bundler sharing this chunk with the lazy ones.
void boot(root);
