import { useSyncExternalStore, type PointerEvent } from 'react';
import { ResultRevision } from '../perf/ResultRevision.tsx';
import { FinalAnswer } from '../pipeline/FinalAnswer.tsx';
import { Pipeline } from '../pipeline/Pipeline.tsx';
import { noResultCause, noResultNote } from '../result/resultNotes.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { LinkBanner } from '../share/LinkBanner.tsx';
import { type PlaygroundState, usePlayground } from '../store/index.ts';
import { selectEvaluation, selectOutcome, selectScenarioSummary } from '../store/selectors.ts';
import { hrefWithMode } from './viewMode.ts';
import './workshop.css';

const selectTitle = (s: PlaygroundState): string | undefined => {
  const scenario = selectScenarioSummary(s);
  return scenario === undefined ? undefined : scenario.title || scenario.name || undefined;
};

const playgroundHref = () => hrefWithMode(location.href, 'edit');

function subscribeToFragment(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

// The share link may be rewritten without a hashchange (replaceState): read it again as the link is used.
const freshen = (e: PointerEvent<HTMLAnchorElement>) => {
  e.currentTarget.href = playgroundHref();
};

/**
 * The view for an iframe in slides: a title, what kubectl prints and the pipeline, and a link to the
 * full playground. A link's banner too: a link with scripts runs them only once allowed, here as well.
 */
export function EmbedView() {
  const live = usePlayground(selectOutcome);
  const { value: outcome } = useLastDefined(live);
  const title = usePlayground(selectTitle);
  const cause = usePlayground((s) => noResultCause(selectEvaluation(s)));
  const href = useSyncExternalStore(subscribeToFragment, playgroundHref, () => '');
  return (
    <div className="app app-embed">
      <header className="embed-header">
        <h1 className="embed-title">{title ?? 'Admission Playground'}</h1>
        <a
          className="embed-link"
          href={href}
          target="_blank"
          rel="noopener"
          onPointerDown={freshen}
        >
          Open in Admission Playground <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      <ResultRevision />
      <LinkBanner compact />
      <main className="embed-main">
        {outcome === undefined ? (
          <p className="stale-note">
            {cause === 'waiting' || cause === 'paused'
              ? noResultNote(cause)
              : 'This scenario does not run: open it in the playground to see why.'}
          </p>
        ) : (
          <FinalAnswer text={outcome.kubectl} allowed={outcome.result.allowed} />
        )}
        <div className="embed-pipeline">
          <Pipeline />
        </div>
      </main>
    </div>
  );
}
