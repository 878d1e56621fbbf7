import { useId } from 'react';
import { FinalAnswer } from '../pipeline/FinalAnswer.tsx';
import { NotSimulatedList } from '../pipeline/NotSimulatedList.tsx';
import { Pipeline } from '../pipeline/Pipeline.tsx';
import { usePlayground } from '../store/index.ts';
import { selectBug, selectEvaluation, selectOutcome, selectStopped } from '../store/selectors.ts';
import { noResultCause, noResultNote, staleNote } from './resultNotes.ts';
import { useLastDefined } from './useLastDefined.ts';

/** Shows the answer as kubectl prints it, what is not simulated, then the pipeline; keeps the last good result, marked stale, while the text does not parse, its run was stopped or its scripts are paused. */
export function ResultPanel() {
  const live = usePlayground(selectOutcome);
  const bug = usePlayground(selectBug);
  const stopped = usePlayground(selectStopped);
  const cause = usePlayground((s) => noResultCause(selectEvaluation(s)));
  const { value: outcome, stale } = useLastDefined(live);
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
      {stopped !== undefined && (
        <p role="alert" className="error-list">
          {stopped}
        </p>
      )}
      {stale && (
        <p id={noteId} className="stale-note">
          {staleNote(cause)}
        </p>
      )}
      {outcome === undefined ? (
        <p className="stale-note">{noResultNote(cause)}</p>
      ) : (
        <div className={stale ? 'result-summary pl-stale' : 'result-summary'}>
          <FinalAnswer text={outcome.kubectl} allowed={outcome.result.allowed} />
          <NotSimulatedList items={outcome.result.notSimulated} />
        </div>
      )}
      <Pipeline />
    </section>
  );
}
