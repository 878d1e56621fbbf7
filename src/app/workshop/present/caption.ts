// The caption under the map while presenting: the selected step's outcome in one sentence (the
// engine's own reason, the API server's message for a refusal, the simulated time of a validating
// answer) and at most three of its patch operations, so the room reads what the map shows.

import type { AdmissionResult, JsonValue } from '../../../engine/index.ts';
import type { PipelineStep } from '../../pipeline/pipelineSteps.ts';
import { skipHeadline, stepName } from '../../pipeline/stepText.ts';

/** What the caption strip shows. */
export interface Caption {
  sentence: string;
  /** Up to three operations, `op path: value`. */
  operations: string[];
  /** How many more operations the patch has. */
  more: number;
}

const MAX_OPERATIONS = 3;
const MAX_VALUE = 40;

/** Writes one patch operation as `op path: value`, the value cut to a short JSON. */
export function operationText(op: JsonValue): string {
  if (op === null || typeof op !== 'object' || Array.isArray(op)) return JSON.stringify(op);
  const name = typeof op.op === 'string' ? op.op : '?';
  const path = typeof op.path === 'string' ? op.path : '';
  const from = typeof op.from === 'string' ? ` from ${op.from}` : '';
  if (op.value === undefined) return `${name} ${path}${from}`;
  const value = JSON.stringify(op.value);
  return `${name} ${path}: ${value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : value}`;
}

const ending = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** Builds the caption of a step; `validatingStartMs` is when validating admission began. */
export function captionOf(
  step: PipelineStep,
  result: AdmissionResult,
  validatingStartMs: number,
): Caption {
  if (step.kind === 'answer') {
    const status = result.status;
    const sentence = result.allowed
      ? 'The answer: the API server allows the request.'
      : `The answer: the API server refuses the request with ${String(status?.code ?? '')} ${status?.reason ?? ''}`.trim() +
        '.';
    return { sentence, operations: [], more: 0 };
  }
  const { entry } = step;
  const round =
    step.stage === 'mutating' && (entry.webhook !== undefined || entry.policy !== undefined)
      ? ` (round ${String(entry.round ?? 0)})`
      : '';
  const at =
    step.stage === 'validating' && entry.webhook !== undefined && entry.endMs !== undefined
      ? ` at ${String(entry.endMs - validatingStartMs)} ms`
      : '';
  const why = entry.outcome === 'skipped' ? (skipHeadline(entry) ?? entry.reason) : entry.reason;
  const refused =
    (entry.outcome === 'denied' || entry.outcome === 'failed') && entry.status?.message
      ? ` — “${entry.status.message}”`
      : '';
  const patch = entry.patch ?? [];
  return {
    sentence: ending(`${stepName(step)}${round}${at}: ${why}${refused}`),
    operations: patch.slice(0, MAX_OPERATIONS).map(operationText),
    more: Math.max(0, patch.length - MAX_OPERATIONS),
  };
}
