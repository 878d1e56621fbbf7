// The bug report's compact trace: one row per step — who (webhook, policy or plugin), the round,
// the outcome in words, and the patch operations as `op path` — built from the pipeline steps
// the map and the inspector show, so the numbers match "Step n of N".

import type { AdmissionResult, JsonValue } from '../../engine/index.ts';
import { pipelineSteps } from '../pipeline/pipelineSteps.ts';
import { outcomeLabel, skipHeadline, stepTitle } from '../pipeline/stepText.ts';

/** One row of the trace table. */
export interface TraceRow {
  /** 1-based, as the map counts. */
  step: number;
  who: string;
  round: string;
  outcome: string;
  patch: string;
}

/** Writes a patch as its operations, `op path` each, comma-separated; empty when there is none. */
export function patchOps(patch: readonly JsonValue[] | undefined): string {
  if (patch === undefined) return '';
  return patch
    .map((op) => {
      if (op === null || typeof op !== 'object' || Array.isArray(op)) return '?';
      const name = typeof op.op === 'string' ? op.op : '?';
      const path = typeof op.path === 'string' ? op.path : '';
      return `${name} ${path}`.trim();
    })
    .join(', ');
}

/** Lists the result's steps as table rows (the answer, which kubectl's text shows, is left out). */
export function traceRows(result: AdmissionResult): TraceRow[] {
  const rows: TraceRow[] = [];
  for (const step of pipelineSteps(result).steps) {
    if (step.kind !== 'trace') continue;
    const { entry } = step;
    const words = outcomeLabel(entry.outcome).words;
    const code = entry.status?.code;
    const outcome =
      entry.outcome === 'skipped'
        ? (skipHeadline(entry) ?? words).replace(/^Skipped: /, 'skipped: ')
        : code !== undefined && (entry.outcome === 'denied' || entry.outcome === 'failed')
          ? `${words} (${String(code)})`
          : words;
    const phased = entry.webhook !== undefined || entry.policy !== undefined;
    rows.push({
      step: step.position + 1,
      who: stepTitle(step),
      round: phased && entry.round !== undefined ? String(entry.round) : '',
      outcome,
      patch: patchOps(entry.patch),
    });
  }
  return rows;
}
