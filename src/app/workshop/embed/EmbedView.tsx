import { useEffect, useRef, useSyncExternalStore, type PointerEvent } from 'react';
import { selectTitle, UNTITLED } from '../../report/scenarioTitle.ts';
import { noResultCause, noResultNote } from '../../result/resultNotes.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { LinkBanner } from '../../share/LinkBanner.tsx';
import { linkStatusStore } from '../../share/linkStatus.ts';
import { playgroundStore, usePlayground } from '../../store/index.ts';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { selectEvaluation, selectOutcome } from '../../store/selectors.ts';
import { RevealedStage } from '../present/RevealedStage.tsx';
import { indexOf, presentPlan, type PresentPlan } from '../present/presentPlan.ts';
import { presentIndex, restart } from '../present/presenterMoves.ts';
import { presenterStore, useRevealed } from '../present/presenterStore.ts';
import { usePresenterKeys } from '../present/usePresenterKeys.ts';
import { hrefWithMode } from '../viewMode.ts';
import '../../workbench/workbench.css';
import '../present/present.css';
import './embed.css';

const playgroundHref = () => hrefWithMode(location.href, 'edit');

function subscribeToFragment(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

// The share link may be rewritten without a hashchange (replaceState): read it again as the link is used.
const freshen = (e: PointerEvent<HTMLAnchorElement>) => {
  e.currentTarget.href = playgroundHref();
};

// In a frame on a slide there is no inspector to open and nowhere to leave to.
const keyActions = {
  toggleInspector: () => undefined,
  closeInspector: () => false,
  leave: () => undefined,
};

/** Opens the walk at the link's step (all before it on show), else at the first step. */
function useOpenAtLinkStep(plan: PresentPlan | undefined): void {
  const opened = useRef(false);
  useEffect(() => {
    if (plan === undefined) return;
    const status = linkStatusStore.getState().status;
    if (!opened.current && status.kind === 'opened' && status.step !== undefined) {
      const at = indexOf(plan, status.step);
      presenterStore.getState().setRevealed(at);
      playgroundStore.getState().selectStep(plan.order[at] ?? 0);
    } else restart(plan);
    opened.current = true;
  }, [plan]);
}

/**
 * The view for an iframe in slides (design/workbench.md "Embed"): the map scaled to the frame and
 * the caption strip, opening at the link's step, the answer hidden until the last step; Previous
 * and Next (or the presenter's keys) walk it; a link opens the scenario in the full playground.
 */
export function EmbedView() {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  const result = outcome?.result;
  const plan = result && presentPlan(result);
  const selected = usePlayground((s) => s.selectedStep);
  const revealed = useRevealed();
  const title = useLastDefined(usePlayground(selectTitle)).value ?? UNTITLED;
  const cause = usePlayground((s) => noResultCause(selectEvaluation(s)));
  const href = useSyncExternalStore(subscribeToFragment, playgroundHref, () => '');
  usePresenterKeys(plan, keyActions);
  useOpenAtLinkStep(plan);
  const count = plan?.order.length ?? 0;
  const at = plan ? indexOf(plan, selected) : 0;
  const step = plan ? pipelineOf(result).steps[plan.order[at] ?? -1] : undefined;
  return (
    <div className="embed">
      <header className="embed-bar">
        <h1 className="embed-title" title={title}>
          {title}
        </h1>
        {plan && (
          <nav className="embed-nav" aria-label="Steps">
            <button type="button" onClick={() => presentIndex(plan, at - 1)} disabled={at === 0}>
              <span aria-hidden="true">‹ </span>Previous
              <span className="visually-hidden"> step</span>
            </button>
            <span className="embed-count" aria-live="polite">
              Step {at + 1} of {count}
            </span>
            <button
              type="button"
              onClick={() => presentIndex(plan, at + 1)}
              disabled={at >= count - 1}
            >
              Next<span className="visually-hidden"> step</span>
              <span aria-hidden="true"> ›</span>
            </button>
          </nav>
        )}
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
      <LinkBanner compact />
      {outcome === undefined ? (
        <p className="stale-note">
          {cause === 'waiting' || cause === 'paused'
            ? noResultNote(cause)
            : 'This scenario does not run: open it in the playground to see why.'}
        </p>
      ) : (
        <RevealedStage plan={plan} revealed={revealed} step={step} result={result} />
      )}
    </div>
  );
}
