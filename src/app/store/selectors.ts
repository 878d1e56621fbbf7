// Everything the page shows is derived from the editor text here, memoised by input identity;
// nothing derived is stored.

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

/** What the current text gives: a result and its text, the reasons it is not a valid scenario, or an engine bug. */
export type Evaluation =
  | { kind: 'result'; result: AdmissionResult; text: string }
  | { kind: 'invalid'; errors: readonly string[] }
  | { kind: 'bug'; message: string };

const noErrors: readonly string[] = [];

/** Formats an engine error as `line:column: message`, finding its place by pointer when it has no span. */
function formatError(e: EngineError, spans?: SpanIndex): string {
  const message = describeEngineError(e);
  const span = locateError(e, spans);
  return span ? `${span.line}:${span.column}: ${message}` : message;
}

function run(parsed: ParsedScenario): Evaluation {
  // A fresh environment per run: the same text always gives the same uids and names.
  const outcome = runScenario(parsed.scenario, deterministicEnvironment());
  if (!outcome.ok) {
    return { kind: 'invalid', errors: outcome.error.map((e) => formatError(e, parsed.spans)) };
  }
  const result = outcome.value;
  return { kind: 'result', result, text: `${renderKubectl(result)}\n\n${renderTrace(result)}` };
}

const parse = memoizeLast(parseScenario);

const evaluate = memoizeLast((parsed: Result<ParsedScenario, EngineError[]>): Evaluation => {
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.error.map((e) => formatError(e)) };
  // Bad input comes back as errors, so a throw here is an engine bug: show it, don't crash the page.
  try {
    return run(parsed.value);
  } catch (e) {
    return { kind: 'bug', message: e instanceof Error ? e.message : String(e) };
  }
});

/** Selects the parsed scenario, or the reasons the text is not one. */
export const selectParsed = (s: PlaygroundState) => parse(s.source);

/** Selects what the current text gives. */
export const selectEvaluation = (s: PlaygroundState): Evaluation => evaluate(selectParsed(s));

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

/** Selects why the text is not a valid scenario, as `line:column: message` lines; empty when it is. */
export const selectErrorLines = (s: PlaygroundState): readonly string[] => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'invalid' ? evaluation.errors : noErrors;
};

/** Selects the message of an engine bug met while running the scenario, if any. */
export const selectBug = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation.kind === 'bug' ? evaluation.message : undefined;
};
