import { Suspense, lazy, useId, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { usePlayground } from '../store/index.ts';
import { selectOutcome } from '../store/selectors.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { useResolvedTheme } from '../theme/useResolvedTheme.ts';
import { clampStep } from './pipelineSteps.ts';
import { pipelineView } from './pipelineView.ts';
import { StageList } from './StageList.tsx';
import { keepsOwnKeys, stepForKey } from './stepKeys.ts';
import { StepNavigator } from './StepNavigator.tsx';
import { ChunkBoundary } from '../ui/ChunkBoundary.tsx';
import './pipeline.css';

// Not needed to show the first result, so chunks of their own, fetched as soon as the pipeline
// first renders: the step detail (checks, patch, reviews, the object diff), the configuration
// order and the validating lanes.
const SelectedStepDetail = lazy(() =>
  import('./SelectedStepDetail.tsx').then((m) => ({ default: m.SelectedStepDetail })),
);
const ConfigurationOrder = lazy(() =>
  import('./ConfigurationOrder.tsx').then((m) => ({ default: m.ConfigurationOrder })),
);
const ValidatingLanes = lazy(() =>
  import('./ValidatingLanes.tsx').then((m) => ({ default: m.ValidatingLanes })),
);

export interface PipelineProps {
  /** The presenter view's last step on show; every step is shown when absent. */
  revealUpTo?: number;
  /** Moves to a step from the navigator or the keys (the presenter reveals as it goes); selects it when absent. */
  onStep?: (position: number) => void;
  /** The navigator's line on the keys. */
  hint?: string;
}

/** Shows the chain step by step; keeps the last good result, marked stale, while the text does not parse. */
export function Pipeline({ revealUpTo, onStep, hint }: PipelineProps) {
  const live = usePlayground(selectOutcome);
  const selected = usePlayground((s) => s.selectedStep);
  const selectStep = usePlayground((s) => s.selectStep);
  const moveTo = onStep ?? selectStep;
  const theme = useResolvedTheme();
  const { value: outcome, stale } = useLastDefined(live);
  const titleId = useId();
  const noteId = useId();
  if (outcome === undefined) return null;

  const { result } = outcome;
  const view = pipelineView(outcome);
  const { steps, stages } = view.pipeline;
  const current = clampStep(selected, steps.length);
  const step = steps[current];
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (keepsOwnKeys(e.target)) return;
    const next = stepForKey(e, current, steps.length);
    if (next === undefined) return;
    e.preventDefault();
    // Rendered at once, so a step the presenter has just revealed is there to take the focus.
    flushSync(() => moveTo(next));
    // Keep the focus inside the pipeline: on the newly selected step, unless a navigator button has it.
    const onNavigator = e.target instanceof Element && e.target.closest('.pl-nav') !== null;
    if (!onNavigator) e.currentTarget.querySelector<HTMLElement>(`[data-step="${next}"]`)?.focus();
  };

  return (
    <section
      className={stale ? 'pl pl-stale' : 'pl'}
      aria-labelledby={titleId}
      aria-describedby={stale ? noteId : undefined}
      data-stale={stale}
      onKeyDown={onKeyDown}
    >
      <h3 id={titleId} className="pl-title">
        Pipeline
      </h3>
      {stale && (
        <p id={noteId} className="pl-stale-note">
          These steps belong to the last good result.
        </p>
      )}
      <StepNavigator
        current={current}
        total={steps.length}
        onSelect={moveTo}
        {...(hint !== undefined && { hint })}
      />
      <StageList
        stages={stages}
        current={current}
        allowed={result.allowed}
        onSelect={selectStep}
        {...(revealUpTo !== undefined && { revealUpTo })}
        detail={
          step && (
            <ChunkBoundary
              fallback={
                <p role="status">
                  The step detail could not be loaded; reload the page to try again.
                </p>
              }
            >
              <Suspense fallback={<DetailLoading />}>
                <SelectedStepDetail
                  step={step}
                  result={result}
                  kubectl={view.kubectl}
                  decidedBy={view.decidedBy}
                  theme={theme}
                />
              </Suspense>
            </ChunkBoundary>
          )
        }
        extras={{
          'mutating-0': (
            <ChunkBoundary fallback={null}>
              <Suspense fallback={null}>
                <ConfigurationOrder result={result} />
              </Suspense>
            </ChunkBoundary>
          ),
          validating: (
            <ChunkBoundary fallback={null}>
              <Suspense fallback={null}>
                <ValidatingLanes result={result} current={current} />
              </Suspense>
            </ChunkBoundary>
          ),
        }}
      />
    </section>
  );
}

// Announced politely, in the place the detail will take.
function DetailLoading() {
  return (
    <p className="pl-detail-loading" role="status">
      Loading step detail…
    </p>
  );
}
