import { Suspense, lazy, type CSSProperties } from 'react';
import { FileDropZone } from '../files/FileActions.tsx';
import { ScenarioDescription } from '../gallery/ScenarioDescription.tsx';
import { InputsPanel } from '../inputs/InputsPanel.tsx';
import { LinkBanner } from '../share/LinkBanner.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { AfterAnswerOnScreen, AfterFirstResult } from './shell/AfterFirstResult.tsx';
import { ResultPane } from './shell/ResultPane.tsx';
import { SkipLinks } from './shell/SkipLinks.tsx';
import { Splitter } from './shell/Splitter.tsx';
import { StatusBar } from './shell/StatusBar.tsx';
import { TopActions } from './shell/TopActions.tsx';
import { TopBar } from './shell/TopBar.tsx';
import { useAutoSelect } from './shell/useAutoSelect.ts';
import { usePaneSizes } from './shell/usePaneSizes.ts';
import './workbench.css';

// The map and the inspector are chunks of their own: the first verdict (the badge) needs neither,
// and the inspector waits until kubectl's line (in the map) is on screen.
const PipelineMap = lazy(() =>
  import('./map/PipelineMap.tsx').then((m) => ({ default: m.PipelineMap })),
);
const Inspector = lazy(() =>
  import('./inspector/Inspector.tsx').then((m) => ({ default: m.Inspector })),
);

const lost = (
  <p role="status">This part of the page could not be loaded; reload the page to try again.</p>
);

/**
 * The main screen: one window-high grid that never scrolls as a page — the top bar, the inputs,
 * the pipeline map, the inspector, the status bar. Each pane scrolls on its own. In the DOM the
 * map comes first after the verdict, so the keyboard reaches the selected step in a few stops.
 */
/** Below this width the inspector's check tables read as rows of sentences, as on a phone. */
const NARROW_INSPECTOR_PX = 480;

export function Workbench() {
  useAutoSelect();
  const [sizes, resize] = usePaneSizes();
  const style = {
    '--wb-inputs': `${sizes.inputs}px`,
    '--wb-inspector': `${sizes.inspector}px`,
  } as CSSProperties;
  return (
    <div className="wb" style={style}>
      <SkipLinks />
      <TopBar />
      <main className="wb-main">
        <ResultPane>
          {/* In the centre pane's flow, not floating: a notice that asks something (a link's scripts) never covers a control. */}
          <LinkBanner />
          <ChunkBoundary fallback={lost}>
            <AfterFirstResult>
              <Suspense fallback={null}>
                <PipelineMap />
              </Suspense>
            </AfterFirstResult>
          </ChunkBoundary>
        </ResultPane>
        <Splitter
          label="Resize the inspector"
          value={sizes.inspector}
          direction={-1}
          gridArea="split2"
          onResize={(inspector) => resize({ inspector })}
        />
        {/* Too narrow for three columns, the check tables read as rows of sentences (inspector.css). */}
        <div
          className={
            sizes.inspector < NARROW_INSPECTOR_PX ? 'wb-right wb-inspector-narrow' : 'wb-right'
          }
        >
          <ChunkBoundary fallback={lost}>
            <AfterAnswerOnScreen>
              <Suspense fallback={null}>
                <Inspector />
              </Suspense>
            </AfterAnswerOnScreen>
          </ChunkBoundary>
        </div>
        <div id="inputs" className="wb-left" tabIndex={-1}>
          <ScenarioDescription />
          <InputsPanel />
        </div>
        <Splitter
          label="Resize the inputs"
          value={sizes.inputs}
          direction={1}
          gridArea="split1"
          onResize={(inputs) => resize({ inputs })}
        />
      </main>
      <TopActions />
      <StatusBar />
      <FileDropZone />
    </div>
  );
}
