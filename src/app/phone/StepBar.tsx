import { clampStep } from '../pipeline/pipelineSteps.ts';
import { stepTitle } from '../pipeline/stepText.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { playgroundStore, usePlayground } from '../store/index.ts';
import { pipelineOf } from '../store/pipelineSelectors.ts';
import { selectOutcome } from '../store/selectors.ts';
import { mapLayout, moveOnMap } from '../workbench/map/mapNavigation.ts';
import { mapOfResult } from '../workbench/map/mapOfResult.ts';

/** The phone's step bar, always at the bottom: Previous, the step (a tap opens it), Next — in call order, as the map's arrows. */
export function StepBar({ onOpen }: { onOpen: () => void }) {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  const selected = usePlayground((s) => s.selectedStep);
  const showBuiltIns = usePlayground((s) => s.showBuiltIns);
  if (outcome === undefined) return null;
  const steps = pipelineOf(outcome.result).steps;
  const current = clampStep(selected, steps.length);
  const layout = mapLayout(mapOfResult(outcome.result), showBuiltIns, current);
  const step = steps[current];
  const go = (key: 'ArrowLeft' | 'ArrowRight') => {
    const next = moveOnMap(layout, current, key);
    if (next !== undefined) playgroundStore.getState().selectStep(next);
  };
  const at = layout.order.indexOf(current);
  return (
    <nav className="phone-stepbar" aria-label="Step">
      <button type="button" onClick={() => go('ArrowLeft')} disabled={at === 0}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">Previous step</span>
      </button>
      <button type="button" className="phone-step" onClick={onOpen}>
        <span className="phone-step-count">
          Step {current + 1} of {steps.length}
        </span>{' '}
        <span className="phone-step-name">{step ? stepTitle(step) : ''}</span>
      </button>
      <button
        type="button"
        onClick={() => go('ArrowRight')}
        disabled={at === layout.order.length - 1}
      >
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">Next step</span>
      </button>
    </nav>
  );
}
