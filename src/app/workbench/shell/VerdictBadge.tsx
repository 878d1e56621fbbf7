import { NotSimulatedList } from '../../pipeline/NotSimulatedList.tsx';
import { decidingStep } from '../../pipeline/pipelineSteps.ts';
import { stepName } from '../../pipeline/stepText.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { playgroundStore, usePlayground } from '../../store/index.ts';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { selectOutcome } from '../../store/selectors.ts';
import { Popover } from './Popover.tsx';
import { gapsText, verdictText } from './topBarText.ts';

/** The answer as a badge (a click selects the answer step), and a mark that opens what was assumed or not simulated. */
export function VerdictBadge() {
  const { value: outcome, stale } = useLastDefined(usePlayground(selectOutcome));
  if (outcome === undefined)
    return <span className="wb-verdict wb-verdict-none">No result yet</span>;
  const { result } = outcome;
  const pipeline = pipelineOf(result);
  const decider = decidingStep(pipeline, result);
  const text = verdictText(result, decider && stepName(decider));
  const gaps = gapsText(result.notSimulated);
  return (
    <span className="wb-verdict-group">
      <button
        type="button"
        className={`wb-verdict ${result.allowed ? 'wb-verdict-ok' : 'wb-verdict-deny'}${stale ? ' wb-verdict-stale' : ''}`}
        aria-label={`Verdict: ${text}${stale ? ' (the last good result)' : ''}. Show the answer`}
        onClick={() => playgroundStore.getState().selectStep(pipeline.steps.length - 1)}
      >
        {text}
      </button>
      {gaps !== '' && (
        <Popover
          className="wb-gaps"
          label={<span aria-hidden="true">⚠</span>}
          ariaLabel={`${gaps}: show the list`}
          title="Assumed or not simulated"
        >
          <NotSimulatedList items={result.notSimulated} />
        </Popover>
      )}
    </span>
  );
}
