import { useSyncExternalStore, type PointerEvent } from 'react';
import { ResultRevision } from '../perf/ResultRevision.tsx';
import { FinalAnswer } from '../pipeline/FinalAnswer.tsx';
import { Pipeline } from '../pipeline/Pipeline.tsx';
import { useLastDefined } from '../result/useLastDefined.ts';
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

/** The view for an iframe in slides: a title, what kubectl prints and the pipeline, and a link to the full playground. */
export function EmbedView() {
  const live = usePlayground(selectOutcome);
  const { value: outcome } = useLastDefined(live);
  const title = usePlayground(selectTitle);
  const waiting = usePlayground((s) => selectEvaluation(s).kind === 'pending');
  const href = useSyncExternalStore(subscribeToFragment, playgroundHref, () => '');
  return (
    <div className="app app-embed">
      <header className="embed-header">
        <h1 className="embed-title">{title ?? 'Admission Playground'}</h1>
        <a className="embed-link" href={href} target="_blank" rel="noopener" onPointerDown={freshen}>
          Open in Admission Playground <span aria-hidden="true">↗</span>
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </header>
      <ResultRevision />
      <main className="embed-main">
        {outcome === undefined ? (
          <p className="stale-note">
            {waiting ? 'Evaluating the scenario…' : 'This scenario does not run: open it in the playground to see why.'}
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
