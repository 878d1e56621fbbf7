import { useId } from 'react';
import { FinalAnswer } from '../pipeline/FinalAnswer.tsx';
import { NotSimulatedList } from '../pipeline/NotSimulatedList.tsx';
import { Pipeline } from '../pipeline/Pipeline.tsx';
import { usePlayground } from '../store/index.ts';
import { kubectlOf } from '../store/pipelineSelectors.ts';
import { selectBug, selectResult } from '../store/selectors.ts';
import { useLastDefined } from './useLastDefined.ts';

/** Shows the answer as kubectl prints it, what is not simulated, then the pipeline; keeps the last good result, marked stale, while the text does not parse. */
export function ResultPanel() {
  const live = usePlayground(selectResult);
  const bug = usePlayground(selectBug);
  const { value: result, stale } = useLastDefined(live);
  const titleId = useId();
  const noteId = useId();
  return (
    <section
      className="pane result-pane"
      aria-labelledby={titleId}
      aria-describedby={stale ? noteId : undefined}
      data-stale={stale}
    >
      <h2 id={titleId} className="pane-title">
        Result
      </h2>
      {bug !== undefined && (
        <p role="alert" className="error-list">
          The engine failed on this scenario (a bug in the playground): {bug}
        </p>
      )}
      {stale && (
        <p id={noteId} className="stale-note">
          Stale: the scenario does not parse, so this is the last good result.
        </p>
      )}
      {result === undefined ? (
        <p className="stale-note">No result yet: the scenario does not parse.</p>
      ) : (
        <div className={stale ? 'result-summary pl-stale' : 'result-summary'}>
          <FinalAnswer text={kubectlOf(result)} allowed={result.allowed} />
          <NotSimulatedList items={result.notSimulated} />
        </div>
      )}
      <Pipeline />
    </section>
  );
}
