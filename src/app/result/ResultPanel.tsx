import { useId } from 'react';
import { usePlayground } from '../store/index.ts';
import { selectBug, selectResultText } from '../store/selectors.ts';
import { useLastDefined } from './useLastDefined.ts';

/** Shows what kubectl would print and the chain's steps; keeps the last good result, greyed, while the text does not parse. */
export function ResultPanel() {
  const text = usePlayground(selectResultText);
  const bug = usePlayground(selectBug);
  const { value, stale } = useLastDefined(text);
  const noteId = useId();
  return (
    <section className="pane result-pane">
      <h2 className="pane-title">Result</h2>
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
      <pre
        role="region"
        aria-label="Result"
        aria-describedby={stale ? noteId : undefined}
        data-stale={stale}
        className={stale ? 'result stale' : 'result'}
        tabIndex={0}
      >
        {value ?? 'No result yet: the scenario does not parse.'}
      </pre>
    </section>
  );
}
