// Everything the page shows is derived from the editor text here, memoised by input identity;
// nothing derived is stored.

import {
  deterministicEnvironment,
  describeEngineError,
  parseScenario,
  renderKubectl,
  renderTrace,
  runScenario,
  type AdmissionResult,
  type EngineError,
  type Scenario,
} from '../../engine/index.ts';
import type { PlaygroundState } from './index.ts';
import { memoizeLast } from './memoizeLast.ts';

/** What running a parsed scenario gave: the result and its text, or an engine bug's message. */
export type Evaluation =
  | { ok: true; result: AdmissionResult; text: string }
  | { ok: false; bug: string };

const environment = deterministicEnvironment();
const noErrors: readonly string[] = [];

const parse = memoizeLast(parseScenario);

// A scenario that parses is valid input, so a throw here is an engine bug: show it, don't crash.
const evaluate = memoizeLast((scenario: Scenario): Evaluation => {
  try {
    const result = runScenario(scenario, environment);
    return { ok: true, result, text: `${renderKubectl(result)}\n\n${renderTrace(result)}` };
  } catch (e) {
    return { ok: false, bug: e instanceof Error ? e.message : String(e) };
  }
});

const formatErrors = memoizeLast((errors: readonly EngineError[]): readonly string[] =>
  errors.map((e) => {
    const message = describeEngineError(e);
    if ('span' in e && e.span) return `${e.span.line}:${e.span.column}: ${message}`;
    return 'pointer' in e && e.pointer ? `${e.pointer}: ${message}` : message;
  }),
);

/** Selects the parsed scenario, or the reasons the text is not one. */
export const selectParsed = (s: PlaygroundState) => parse(s.source);

/** Selects the evaluation of the current text; undefined while the text does not parse. */
export const selectEvaluation = (s: PlaygroundState): Evaluation | undefined => {
  const parsed = selectParsed(s);
  return parsed.ok ? evaluate(parsed.value.scenario) : undefined;
};

/** Selects the admission result of the current text; undefined while there is none. */
export const selectResult = (s: PlaygroundState): AdmissionResult | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation?.ok ? evaluation.result : undefined;
};

/** Selects the result as text: what kubectl prints, then the numbered trace. */
export const selectResultText = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation?.ok ? evaluation.text : undefined;
};

/** Selects the parse errors as `line:column: message` lines; empty when the text parses. */
export const selectErrorLines = (s: PlaygroundState): readonly string[] => {
  const parsed = selectParsed(s);
  return parsed.ok ? noErrors : formatErrors(parsed.error);
};

/** Selects the message of an engine bug met while running the scenario, if any. */
export const selectBug = (s: PlaygroundState): string | undefined => {
  const evaluation = selectEvaluation(s);
  return evaluation && !evaluation.ok ? evaluation.bug : undefined;
};
