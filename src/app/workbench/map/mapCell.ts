// One node of the map: a step's state drawn as a cell (patched, called without change, denied,
// skipped) with a glyph that says why at a glance, and the words a screen reader hears.

import type { MatchCheck, TraceEntry } from '../../../engine/index.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { decisiveCheck, outcomeLabel, stepContext, stepName } from '../../pipeline/stepText.ts';

/** How a cell is drawn: filled, ring, red, hollow, amber. */
export type CellState = 'patched' | 'unchanged' | 'denied' | 'skipped' | 'warned';

export interface MapCell {
  position: number;
  state: CellState;
  /** A short mark inside the cell: the op count of a patch, why a skip happened. */
  glyph: string;
  /** The glyph in words ("not reinvoked", "namespaceSelector does not match"). */
  why: string;
  /** The accessible name: the step's name, its round and what happened. */
  label: string;
  /** The step decided the answer. */
  decides: boolean;
}

const skipGlyphs: Record<MatchCheck['check'], [glyph: string, why: string]> = {
  reinvocation: ['↺', 'not reinvoked'],
  namespaceSelector: ['ns', 'namespaceSelector does not match'],
  objectSelector: ['obj', 'objectSelector does not match'],
  rules: ['≠', 'rules do not match'],
  matchPolicy: ['≠', 'matchPolicy does not match'],
  matchConditions: ['if', 'matchConditions do not match'],
  dryRun: ['dry', 'dry run with side effects'],
  exemption: ['ex', 'exempt from admission webhooks'],
};

const stateOf = (entry: TraceEntry): CellState => {
  switch (entry.outcome) {
    case 'patched':
      return 'patched';
    case 'skipped':
      return 'skipped';
    case 'denied':
    case 'failed':
    case 'error':
      return 'denied';
    case 'failed-open':
    case 'warned':
    case 'not-simulated':
      return 'warned';
    case 'allowed':
      return 'unchanged';
  }
};

function glyphOf(entry: TraceEntry, state: CellState): [string, string] {
  if (state === 'patched') {
    const ops = entry.patch?.length;
    return ops === undefined
      ? ['✎', 'patched']
      : [String(ops), `patched, ${ops} operation${ops === 1 ? '' : 's'}`];
  }
  if (state === 'skipped') {
    const check = decisiveCheck(entry);
    return check === undefined ? ['–', entry.reason] : skipGlyphs[check.check];
  }
  if (state === 'denied') return ['✗', outcomeLabel(entry.outcome).words];
  if (state === 'warned') return ['⚠', outcomeLabel(entry.outcome).words];
  return ['✓', 'called, no change'];
}

/** Draws one trace step as a cell; `decider` is the position of the step that decided the answer. */
export function cellOf(step: Extract<PipelineStep, { kind: 'trace' }>, decider: number): MapCell {
  const { entry } = step;
  const state = stateOf(entry);
  const [glyph, what] = glyphOf(entry, state);
  // matchPolicy Equivalent: the step saw the object in another version (a hover says which).
  const why = entry.conversion === undefined ? what : `${what}, seen as ${entry.conversion.to}`;
  const round =
    entry.phase === 'mutating' && entry.round !== undefined ? `, round ${entry.round}` : '';
  const words = outcomeLabel(entry.outcome).words;
  const context = stepContext(entry);
  const detail = why === words ? '' : ` (${why})`;
  return {
    position: step.position,
    state,
    glyph,
    why,
    label: `${stepName(step)}${context === undefined ? '' : ` ${context}`}${round}: ${words}${detail}`,
    decides: step.position === decider,
  };
}
