// The words for a script webhook's run (src/engine/admission/result.ts ScriptTrace): how it ended,
// on which seed and how much virtual time, and its error placed in the script's own lines.

import type { ScriptTrace } from '../../engine/index.ts';

const ENDED: Record<ScriptTrace['outcome'], string> = {
  returned: 'returned an answer',
  threw: 'failed: the server answered HTTP 500',
  timeout: 'did not answer in time',
};

/** A one-line summary of the run, and its error (with line and column) if it has one. */
export function scriptRunSummary(script: ScriptTrace): { headline: string; error?: string } {
  const parts = [`The script ${ENDED[script.outcome]}`, `seed ${String(script.seed)}`];
  if (script.elapsedMs !== undefined) parts.push(`${String(script.elapsedMs)} ms of virtual time`);
  const headline = parts.join(' · ');
  if (script.error === undefined) return { headline };
  const at =
    script.at === undefined
      ? ''
      : ` (line ${String(script.at.line)}, column ${String(script.at.column)})`;
  return { headline, error: `${script.error}${at}` };
}
