import { Suspense, lazy, useEffect } from 'react';
import { ResultRevision } from './perf/ResultRevision.tsx';
import { useNarrow } from './phone/useNarrow.ts';
import { playgroundStore, usePlayground } from './store/index.ts';
import { Workbench } from './workbench/Workbench.tsx';
import { syncModeToUrl } from './workshop/modeUrl.ts';

// The workshop views are chunks of their own: the editor view, the default, needs neither.
const EmbedView = lazy(() =>
  import('./workshop/embed/EmbedView.tsx').then((m) => ({ default: m.EmbedView })),
);
const PhoneView = lazy(() =>
  import('./phone/PhoneView.tsx').then((m) => ({ default: m.PhoneView })),
);
const PresenterView = lazy(() =>
  import('./workshop/present/PresenterView.tsx').then((m) => ({ default: m.PresenterView })),
);

/**
 * Lays out the playground for its view: the workbench (inputs, the pipeline map, the inspector);
 * presenting, the narration beside the map; embedded, the map and its caption; below 700 px wide,
 * the phone layout.
 */
export function App() {
  const mode = usePlayground((s) => s.mode);
  useEffect(() => syncModeToUrl(playgroundStore), []);
  // Below 700 px the workbench and the embed view take the phone layout (design/workbench.md).
  const narrow = useNarrow();
  if (narrow && mode !== 'present') {
    return (
      <>
        <ResultRevision />
        <Suspense fallback={null}>
          <PhoneView />
        </Suspense>
      </>
    );
  }
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
  // Presenting: no toolbar (the view has its own bar: title, "Step n of N", Exit).
  return (
    <>
      <ResultRevision />
      <Suspense fallback={null}>
        <PresenterView />
      </Suspense>
    </>
  );
}
