import { Suspense, lazy, useEffect } from 'react';
import { ScenarioDescription } from './gallery/ScenarioDescription.tsx';
import { ResultRevision } from './perf/ResultRevision.tsx';
import { ResultPanel } from './result/ResultPanel.tsx';
import { LinkBanner } from './share/LinkBanner.tsx';
import { playgroundStore, usePlayground } from './store/index.ts';
import { syncModeToUrl } from './workshop/modeUrl.ts';

// Fetched as the entry runs, in parallel with the first render, which shows the result first.
const workbench = import('./workbench.ts');
const Toolbar = lazy(() => workbench.then((m) => ({ default: m.Toolbar })));
const RequestBar = lazy(() => workbench.then((m) => ({ default: m.RequestBar })));
const InputsPanel = lazy(() => workbench.then((m) => ({ default: m.InputsPanel })));

// The workshop views are chunks of their own: the editor view, the default, needs neither.
const EmbedView = lazy(() => import('./workshop/EmbedView.tsx').then((m) => ({ default: m.EmbedView })));
const PresenterView = lazy(() => import('./workshop/PresenterView.tsx').then((m) => ({ default: m.PresenterView })));

/**
 * Lays out the playground for its view: in the editor the request on top, the inputs on one side
 * and what the API server did on the other; presenting, the scenario beside the pipeline; embedded,
 * the answer and the pipeline alone.
 */
export function App() {
  const mode = usePlayground((s) => s.mode);
  useEffect(() => syncModeToUrl(playgroundStore), []);
  if (mode === 'embed') {
    return (
      <Suspense fallback={null}>
        <EmbedView />
      </Suspense>
    );
  }
  const presenting = mode === 'present';
  // The header stays in the same place in both views, so the Present button keeps the focus.
  return (
    <div className={presenting ? 'app app-present' : 'app'}>
      <header className="app-header">
        <div>
          <h1>Admission Playground</h1>
          {!presenting && (
            <p>Replays one request through kube-apiserver 1.32&rsquo;s admission chain, in your browser. Nothing leaves the page.</p>
          )}
        </div>
        <Suspense fallback={null}>
          <Toolbar />
        </Suspense>
      </header>
      <ResultRevision />
      <LinkBanner />
      {presenting ? (
        <Suspense fallback={null}>
          <PresenterView />
        </Suspense>
      ) : (
        <>
          <ScenarioDescription />
          <Suspense fallback={<div className="request-bar" aria-busy="true" />}>
            <RequestBar />
          </Suspense>
          <main className="app-main">
            <Suspense fallback={<section className="pane inputs-pane" aria-busy="true" aria-label="Inputs" />}>
              <InputsPanel />
            </Suspense>
            <ResultPanel />
          </main>
        </>
      )}
    </div>
  );
}
