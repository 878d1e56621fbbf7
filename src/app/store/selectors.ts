// Everything the page shows of the engine's answer, read from the evaluation slice (the engine
// runs in a worker) and from a section edit in progress; nothing derived is stored.

import type { AdmissionResult } from '../../engine/index.ts';
import type { Evaluation, Outcome, ScenarioSummary } from '../evaluation/evaluation.ts';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';
import type { Problem } from './problems.ts';
import type { SectionEdit } from './scenarioSlice.ts';
import { sections } from './sections/sectionIds.ts';

export type { Evaluation, Outcome } from '../evaluation/evaluation.ts';

const noProblems: readonly Problem[] = [];
const pending: Evaluation = { kind: 'pending' };

const editInvalid = memoizeLast((edit: SectionEdit): Evaluation => ({
  kind: 'invalid',
  problems: edit.problems.map((p) => ({ target: edit.section, ...p })),
}));

/**
 * Selects what the text gives: a section edit that does not parse yet holds it back; else the
 * engine's last answer (an older text's until the current one's arrives, so nothing flickers).
 */
export const selectEvaluation = (s: PlaygroundState): Evaluation =>
  s.sectionEdit !== undefined && s.sectionEdit.problems.length > 0
    ? editInvalid(s.sectionEdit)
    : (s.evaluated?.evaluation ?? pending);

/** Selects the current result with what kubectl prints; undefined while there is none. */
export const selectOutcome = (s: PlaygroundState): Outcome | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'result' ? evaluation : undefined;
};

/** Selects the admission result of the current text; undefined while there is none. */
export const selectResult = (s: PlaygroundState): AdmissionResult | undefined =>
  selectOutcome(s)?.result;

/** Selects what the current scenario says about itself; undefined while the text does not parse. */
export const selectScenarioSummary = (s: PlaygroundState): ScenarioSummary | undefined =>
  s.evaluated?.scenario;

/** Selects whether the engine has yet to answer for the current text. */
export const selectEvaluating = (s: PlaygroundState): boolean => s.evaluated?.source !== s.source;

/** Selects why the scenario cannot run; empty when it can. */
export const selectProblems = (s: PlaygroundState): readonly Problem[] => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'invalid' ? evaluation.problems : noProblems;
};

/** Formats a problem as `[Editor ]line:column: message`, the editor named when it is a section's. */
export function formatProblem(p: Problem): string {
  const where = p.line === undefined ? '' : `${String(p.line)}:${String(p.column ?? 1)}: `;
  const editor = p.target === 'scenario' ? '' : `${sections[p.target].label} `;
  return `${editor}${where}${p.message}`;
}

const errorLines = memoizeLast((problems: readonly Problem[]) => problems.map(formatProblem));

/** Selects why the text is not a valid scenario, as `line:column: message` lines; empty when it is. */
export const selectErrorLines = (s: PlaygroundState): readonly string[] =>
  errorLines(selectProblems(s));

/** Selects the message of an engine bug met while running the scenario, if any. */
export const selectBug = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'bug' ? evaluation.message : undefined;
};

/** Selects why the last run was stopped (it took too long), if it was. */
export const selectStopped = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'stopped' ? evaluation.message : undefined;
};
