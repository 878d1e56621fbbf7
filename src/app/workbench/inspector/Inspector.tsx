import { Suspense, lazy, useId } from 'react';
import { clampStep } from '../../pipeline/pipelineSteps.ts';
import { pipelineView } from '../../pipeline/pipelineView.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { playgroundStore, usePlayground } from '../../store/index.ts';
import { selectOutcome } from '../../store/selectors.ts';
import { useResolvedTheme } from '../../theme/useResolvedTheme.ts';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';

// The step in full is a chunk of its own: the first verdict does not need it.
const StepInspector = lazy(() =>
  import('./StepInspector.tsx').then((m) => ({ default: m.StepInspector })),
);

/** The selected step in full, in the right-hand pane. */
export function Inspector() {
  const live = usePlayground(selectOutcome);
  const selected = usePlayground((s) => s.selectedStep);
  const tab = usePlayground((s) => s.inspectorTab);
  const objectView = usePlayground((s) => s.objectView);
  const hovered = usePlayground((s) => s.hoveredPointer);
  const theme = useResolvedTheme();
  const { value: outcome, stale } = useLastDefined(live);
  const titleId = useId();
  const view = outcome && pipelineView(outcome);
  const step = view?.pipeline.steps[clampStep(selected, view.pipeline.steps.length)];
  const { selectInspectorTab, setObjectView, hoverPointer, selectStep } =
    playgroundStore.getState();
  return (
    <section
      id="inspector"
      className={stale ? 'wb-inspector pl-stale' : 'wb-inspector'}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <h2 id={titleId} className="visually-hidden">
        Inspector
      </h2>
      {outcome !== undefined && view !== undefined && step !== undefined && (
        <ChunkBoundary
          fallback={
            <p role="status">The step detail could not be loaded; reload the page to try again.</p>
          }
        >
          <Suspense
            fallback={
              <p className="pl-detail-loading" role="status">
                Loading step detail…
              </p>
            }
          >
            <StepInspector
              step={step}
              pipeline={view.pipeline}
              result={outcome.result}
              kubectl={view.kubectl}
              decidedBy={view.decidedBy}
              theme={theme}
              tab={tab}
              onTab={selectInspectorTab}
              objectView={objectView}
              onObjectView={setObjectView}
              hovered={hovered}
              onHover={hoverPointer}
              onSelect={selectStep}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </section>
  );
}
