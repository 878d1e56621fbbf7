import type { ReactNode } from 'react';
import { noResultCause, noResultNote, staleNote } from '../../result/resultNotes.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { usePlayground } from '../../store/index.ts';
import {
  selectBug,
  selectEvaluation,
  selectOutcome,
  selectStopped,
} from '../../store/selectors.ts';

/** The centre pane: above the map, an engine bug, a stopped run, why the result on show is stale, or why there is none. */
export function ResultPane({ children }: { children: ReactNode }) {
  const bug = usePlayground(selectBug);
  const stopped = usePlayground(selectStopped);
  const cause = usePlayground((s) => noResultCause(selectEvaluation(s)));
  const { value: outcome, stale } = useLastDefined(usePlayground(selectOutcome));
  return (
    <section className="wb-center" aria-label="Result" data-stale={stale}>
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
      {stale && <p className="stale-note wb-result-note">{staleNote(cause)}</p>}
      {outcome === undefined && <p className="stale-note wb-result-note">{noResultNote(cause)}</p>}
      {children}
    </section>
  );
}
