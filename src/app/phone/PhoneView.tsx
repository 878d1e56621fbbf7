import { lazy, Suspense, useState } from 'react';
import { ExportAction, ImportAction } from '../files/FileActions.tsx';
import { ResetToExample } from '../files/ResetToExample.tsx';
import { GalleryPicker } from '../gallery/GalleryPicker.tsx';
import { InputsPanel } from '../inputs/InputsPanel.tsx';
import { ReportAction } from '../report/ReportAction.tsx';
import { selectTitle, UNTITLED } from '../report/scenarioTitle.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { LinkBanner } from '../share/LinkBanner.tsx';
import { ShareActions } from '../share/ShareActions.tsx';
import { usePlayground } from '../store/index.ts';
import { ThemePicker } from '../theme/ThemePicker.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import { AfterFirstResult } from '../workbench/shell/AfterFirstResult.tsx';
import { Popover } from '../workbench/shell/Popover.tsx';
import { useAutoSelect } from '../workbench/shell/useAutoSelect.ts';
import { VerdictBadge } from '../workbench/shell/VerdictBadge.tsx';
import { StepBar } from './StepBar.tsx';
import '../workbench/workbench.css';
import './phone.css';

const PipelineMap = lazy(() =>
  import('../workbench/map/PipelineMap.tsx').then((m) => ({ default: m.PipelineMap })),
);
const Inspector = lazy(() =>
  import('../workbench/inspector/Inspector.tsx').then((m) => ({ default: m.Inspector })),
);

/** The three things a phone shows one at a time. */
export type PhonePane = 'inputs' | 'map' | 'step';

const PANES: readonly { id: PhonePane; label: string }[] = [
  { id: 'inputs', label: 'Inputs' },
  { id: 'map', label: 'Map' },
  { id: 'step', label: 'Step' },
];

const lost = (
  <p role="status">This part of the page could not be loaded; reload the page to try again.</p>
);

/**
 * The workbench below 700 px (design/workbench.md "Phone"): the title, the verdict and a menu on
 * top; a segmented control for Inputs | Map | Step, one at a time at full width; the rounds of the
 * map stacked; a step bar that stays at the bottom. Opens on the map, where the answer is drawn.
 */
export function PhoneView() {
  useAutoSelect();
  const [pane, setPane] = useState<PhonePane>('map');
  const title = useLastDefined(usePlayground(selectTitle)).value ?? UNTITLED;
  return (
    <div className="phone">
      <header className="phone-top">
        <h1 className="phone-title" title={title}>
          {title}
        </h1>
        <VerdictBadge />
        <Popover
          label={<span aria-hidden="true">⋯</span>}
          ariaLabel="Menu"
          title="Menu"
          align="end"
        >
          <GalleryPicker />
          <ShareActions />
          <ReportAction />
          <ExportAction />
          <ImportAction />
          <ResetToExample />
          <ThemePicker />
        </Popover>
      </header>
      <div className="phone-segments" role="group" aria-label="Show">
        {PANES.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={pane === p.id}
            onClick={() => setPane(p.id)}
          >
            {p.label}
          </button>
        ))}
      </div>
      <LinkBanner compact />
      <main className="phone-pane" data-pane={pane}>
        {pane === 'inputs' && <InputsPanel />}
        {pane !== 'inputs' && (
          <ChunkBoundary fallback={lost}>
            <AfterFirstResult>
              <Suspense fallback={null}>
                {pane === 'map' ? <PipelineMap /> : <Inspector />}
              </Suspense>
            </AfterFirstResult>
          </ChunkBoundary>
        )}
      </main>
      <StepBar onOpen={() => setPane('step')} />
    </div>
  );
}
