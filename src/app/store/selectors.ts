// Everything the page shows is derived from the scenario text (and a section edit in progress)
// here, memoised by input identity; nothing derived is stored.

import {
  deterministicEnvironment,
  describeEngineError,
  locateError,
  parseScenario,
  renderKubectl,
  renderTrace,
  runScenario,
  type AdmissionResult,
  type EngineError,
  type ParsedScenario,
  type Result,
  type SpanIndex,
} from '../../engine/index.ts';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';
import type { Problem } from './problems.ts';
import type { SectionEdit } from './scenarioSlice.ts';
import { sections } from './sections/sectionIds.ts';

/** What the current text gives: a result and its text, the reasons it is not a valid scenario, or an engine bug. */
export type Evaluation =
  | { kind: 'result'; result: AdmissionResult; text: string }
  | { kind: 'invalid'; problems: readonly Problem[] }
  | { kind: 'bug'; message: string };

const noProblems: readonly Problem[] = [];

/** An engine error as a problem in the whole-scenario editor, placed by its span or pointer. */
function toProblem(e: EngineError, spans?: SpanIndex): Problem {
  const span = locateError(e, spans);
  const pointer = 'pointer' in e && typeof e.pointer === 'string' ? { pointer: e.pointer } : {};
  return { target: 'scenario', message: describeEngineError(e), ...pointer, ...span };
}

function run(parsed: ParsedScenario): Evaluation {
  // A fresh environment per run: the same text always gives the same uids and names.
  const outcome = runScenario(parsed.scenario, deterministicEnvironment());
  if (!outcome.ok) return { kind: 'invalid', problems: outcome.error.map((e) => toProblem(e, parsed.spans)) };
  const result = outcome.value;
  return { kind: 'result', result, text: `${renderKubectl(result)}\n\n${renderTrace(result)}` };
}

const parse = memoizeLast(parseScenario);

const evaluate = memoizeLast((parsed: Result<ParsedScenario, EngineError[]>): Evaluation => {
  if (!parsed.ok) return { kind: 'invalid', problems: parsed.error.map((e) => toProblem(e)) };
  // Bad input comes back as errors, so a throw here is an engine bug: show it, don't crash the page.
  try {
    return run(parsed.value);
  } catch (e) {
    return { kind: 'bug', message: e instanceof Error ? e.message : String(e) };
  }
});

const editInvalid = memoizeLast(
  (edit: SectionEdit): Evaluation => ({
    kind: 'invalid',
    problems: edit.problems.map((p) => ({ target: edit.section, ...p })),
  }),
);

/** Selects the parsed scenario, or the reasons the text is not one. */
export const selectParsed = (s: PlaygroundState) => parse(s.source);

/** Selects what the current text gives; a section edit that does not parse yet holds it back. */
export const selectEvaluation = (s: PlaygroundState): Evaluation =>
  s.sectionEdit !== undefined && s.sectionEdit.problems.length > 0 ? editInvalid(s.sectionEdit) : evaluate(selectParsed(s));

/** Selects the admission result of the current text; undefined while there is none. */
export const selectResult = (s: PlaygroundState): AdmissionResult | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'result' ? evaluation.result : undefined;
};

/** Selects the result as text: what kubectl prints, then the numbered trace. */
export const selectResultText = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'result' ? evaluation.text : undefined;
};

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
export const selectErrorLines = (s: PlaygroundState): readonly string[] => errorLines(selectProblems(s));

/** Selects the message of an engine bug met while running the scenario, if any. */
export const selectBug = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'bug' ? evaluation.message : undefined;
};
