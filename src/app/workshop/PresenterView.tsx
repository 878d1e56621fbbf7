import { useEffect, useRef } from 'react';
import { ScenarioDescription } from '../gallery/ScenarioDescription.tsx';
import { FinalAnswer } from '../pipeline/FinalAnswer.tsx';
import { Pipeline } from '../pipeline/Pipeline.tsx';
import { clampStep } from '../pipeline/pipelineSteps.ts';
import { useLastDefined } from '../result/useLastDefined.ts';
import { usePlayground } from '../store/index.ts';
import { pipelineOf } from '../store/pipelineSelectors.ts';
import { selectRequestFields } from '../store/requestSelectors.ts';
import { selectOutcome } from '../store/selectors.ts';
import { requestLine } from './requestLine.ts';
import { usePresenterKeys } from './usePresenterKeys.ts';
import './workshop.css';

const hint =
  'Anywhere on the page: →, Space or PageDown reveals the next step; ← or PageUp hides it again; Home, End; Esc leaves';

/** The presenter's view: larger type, the scenario and its answer beside the pipeline, revealed one step at a time. */
export function PresenterView() {
  const live = usePlayground(selectOutcome);
  const { value: outcome } = useLastDefined(live);
  const result = outcome?.result;
  const selected = usePlayground((s) => s.selectedStep);
  const revealed = usePlayground((s) => s.revealedStep);
  const presentStep = usePlayground((s) => s.presentStep);
  const username = usePlayground((s) => selectRequestFields(s)?.username ?? '');
  const count = pipelineOf(result).steps.length;
  const upTo = clampStep(revealed, count);
  usePresenterKeys();
  useLargerType();
  useRestartOnNewScenario(result);
  useStepInView(clampStep(selected, count));
  const request = requestLine(result?.request, username);
  return (
    <main className="present-main">
      {/* Focusable so a long description scrolls from the keyboard too. */}
      <div className="present-side" role="region" aria-label="Scenario and answer" tabIndex={0}>
        <ScenarioDescription />
        {request !== undefined && (
          <p className="present-request">
            <strong>Request:</strong> {request}
          </p>
        )}
        {outcome !== undefined &&
          (upTo === count - 1 ? (
            <FinalAnswer text={outcome.kubectl} allowed={outcome.result.allowed} />
          ) : (
            <p className="present-pending">
              What kubectl prints shows at the last step, the answer: time to guess.
            </p>
          ))}
      </div>
      <div className="present-pipeline">
        <Pipeline revealUpTo={upTo} onStep={presentStep} hint={hint} />
      </div>
    </main>
  );
}

// Everything in rem grows with the root's font size, so one class on <html> scales the page.
function useLargerType(): void {
  useEffect(() => {
    document.documentElement.classList.add('presenting');
    return () => document.documentElement.classList.remove('presenting');
  }, []);
}

// Another scenario (from the gallery, a share link, undo) starts the lesson again at its first step.
function useRestartOnNewScenario(result: object | undefined): void {
  const setMode = usePlayground((s) => s.setMode);
  const shown = useRef(result);
  useEffect(() => {
    if (shown.current === result) return;
    // The first result arriving (the engine answers after the first render) is not a new scenario.
    const first = shown.current === undefined;
    shown.current = result;
    if (first) return;
    setMode('present');
  }, [result, setMode]);
}

// A step revealed at the bottom of the column scrolls up under the navigator, its detail below it.
function useStepInView(current: number): void {
  useEffect(() => {
    const button = document.querySelector<HTMLElement>(
      `.present-pipeline [data-step="${current}"]`,
    );
    if (button === null) return;
    const nav = button.closest('.pl')?.querySelector('.pl-nav')?.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    if (box.top < (nav?.bottom ?? 0) || box.bottom > window.innerHeight)
      button.scrollIntoView({ block: 'start' });
  }, [current]);
}
