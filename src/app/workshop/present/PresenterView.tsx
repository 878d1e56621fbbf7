import { lazy, Suspense, useEffect } from 'react';
import { pipelineOf } from '../../store/pipelineSelectors.ts';
import { selectTitle, UNTITLED } from '../../report/scenarioTitle.ts';
import { useLastDefined } from '../../result/useLastDefined.ts';
import { LinkBanner } from '../../share/LinkBanner.tsx';
import { usePlayground } from '../../store/index.ts';
import { selectRequestFields } from '../../store/requestSelectors.ts';
import { selectOutcome, selectScenarioSummary } from '../../store/selectors.ts';
import { ChunkBoundary } from '../../ui/ChunkBoundary.tsx';
import { requestSentence } from '../../workbench/shell/topBarText.ts';
import { leavePresenting } from '../PresentToggle.tsx';
import { Narration } from './Narration.tsx';
import { placeNotes } from './placeNotes.ts';
import { indexOf, presentPlan } from './presentPlan.ts';
import { restart } from './presenterMoves.ts';
import { RevealedStage } from './RevealedStage.tsx';
import { presenterStore, useInspectorOpen, useRevealed } from './presenterStore.ts';
import { usePresenterKeys } from './usePresenterKeys.ts';
import '../../workbench/workbench.css';
import './present.css';

const Inspector = lazy(() =>
  import('../../workbench/inspector/Inspector.tsx').then((m) => ({ default: m.Inspector })),
);

const noNotes = { placed: [], unplaced: [] };

const keyActions = {
  toggleInspector: () => presenterStore.getState().toggleInspector(),
  closeInspector: () => presenterStore.getState().closeInspector(),
  leave: leavePresenting,
};

/**
 * The presenter's view (design/workbench.md "Present"): a bar with the title, "Step n of N" and
 * Exit; the narration at full height beside the map scaled to fit, with one caption strip; the
 * steps revealed one at a time, the validating answers as they arrive, the answer last.
 */
export function PresenterView() {
  const { value: outcome } = useLastDefined(usePlayground(selectOutcome));
  const result = outcome?.result;
  const plan = result && presentPlan(result);
  const selected = usePlayground((s) => s.selectedStep);
  const revealed = useRevealed();
  const title = useLastDefined(usePlayground(selectTitle)).value ?? UNTITLED;
  const summary = useLastDefined(usePlayground(selectScenarioSummary)).value;
  const fields = usePlayground(selectRequestFields);
  const inspector = useInspectorOpen();
  usePresenterKeys(plan, keyActions);
  // Another scenario (a link pasted, undo) starts the lesson again at its first step.
  useEffect(() => {
    if (plan) restart(plan);
  }, [plan]);
  const steps = pipelineOf(result).steps;
  const count = plan?.order.length ?? 0;
  const at = plan ? indexOf(plan, selected) : 0;
  const step = plan ? steps[plan.order[at] ?? -1] : undefined;
  const notes = plan && summary ? placeNotes(summary.notes, steps, plan) : noNotes;
  const answerShown = count > 0 && revealed >= count - 1;
  return (
    <div className="present">
      <header className="present-bar">
        <h1 className="present-title" title={title}>
          {title}
        </h1>
        <p className="present-count" aria-live="polite">
          {count > 0 && `Step ${String(at + 1)} of ${String(count)}`}
        </p>
        <button type="button" onClick={leavePresenting} title="Back to the editor (Esc)">
          Exit
        </button>
      </header>
      <LinkBanner compact />
      <main className="present-body" data-inspector={inspector}>
        <Narration
          description={summary?.description}
          request={fields && requestSentence(fields, result?.request)}
          notes={notes}
          revealed={revealed}
          at={at}
          answer={
            answerShown && outcome
              ? { kubectl: outcome.kubectl, allowed: outcome.result.allowed }
              : undefined
          }
        />
        <RevealedStage plan={plan} revealed={revealed} step={step} result={result} />
        {inspector && (
          <aside className="present-inspector" aria-label="Inspector">
            <ChunkBoundary fallback={null}>
              <Suspense fallback={null}>
                <Inspector />
              </Suspense>
            </ChunkBoundary>
          </aside>
        )}
      </main>
    </div>
  );
}
