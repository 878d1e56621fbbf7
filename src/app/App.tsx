import { Suspense, lazy, useEffect } from 'react';
import { ScenarioDescription } from './gallery/ScenarioDescription.tsx';
import { InputsPanel } from './inputs/InputsPanel.tsx';
import { RequestBar } from './request/RequestBar.tsx';
import { ResultRevision } from './perf/ResultRevision.tsx';
import { ResultPanel } from './result/ResultPanel.tsx';
import { LinkBanner } from './share/LinkBanner.tsx';
import { playgroundStore, usePlayground } from './store/index.ts';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { syncModeToUrl } from './workshop/modeUrl.ts';

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
        <Toolbar />
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
          <RequestBar />
          <main className="app-main">
            <InputsPanel />
            <ResultPanel />
          </main>
        </>
      )}
    </div>
  );
}
