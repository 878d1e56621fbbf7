import { Suspense, lazy, useEffect } from 'react';
import { ResultRevision } from './perf/ResultRevision.tsx';
import { LinkBanner } from './share/LinkBanner.tsx';
import { playgroundStore, usePlayground } from './store/index.ts';
import { Toolbar } from './toolbar/Toolbar.tsx';
import { Workbench } from './workbench/Workbench.tsx';
import { syncModeToUrl } from './workshop/modeUrl.ts';

// The workshop views are chunks of their own: the editor view, the default, needs neither.
const EmbedView = lazy(() =>
  import('./workshop/EmbedView.tsx').then((m) => ({ default: m.EmbedView })),
);
const PresenterView = lazy(() =>
  import('./workshop/PresenterView.tsx').then((m) => ({ default: m.PresenterView })),
);

/**
 * Lays out the playground for its view: the workbench (inputs, the pipeline map, the inspector);
 * presenting, the scenario beside the pipeline; embedded, the answer and the pipeline alone.
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
  if (mode === 'edit') {
    return (
      <>
        <ResultRevision />
        <Workbench />
      </>
    );
  }
  // The header stays in the same place as the workbench's actions, so the Present button keeps the focus.
  return (
    <div className="app app-present">
      <header className="app-header">
        <div>
          <h1>Admission Playground</h1>
        </div>
        <Toolbar />
      </header>
      <ResultRevision />
      <LinkBanner />
      <Suspense fallback={null}>
        <PresenterView />
      </Suspense>
    </div>
  );
}
