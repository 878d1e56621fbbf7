// Finds the step that made a field error true (admission/fieldBlame.ts lastWriterOf), also looking
// at the field an error compares its own with: a request checked against a limit that LimitRanger
// or a webhook set later; and at the field an error is really about when upstream reports it on
// another path (ValidateNode checks spec.taints under `metadata.taints`).

import type { TraceEntry } from '../admission/trace.ts';
import { lastWriterOf } from '../admission/fieldBlame.ts';

/** The index of the step that last wrote the field, or the field its detail compares it with. */
export function errorWriter(
  trace: readonly TraceEntry[],
  field: string,
  detail: string,
): number | undefined {
  const own = lastWriterOf(trace, field.replace(/^metadata\.taints(?=\[|$)/, 'spec.taints'));
  // ValidateContainerResourceRequirements: "must be less than or equal to <resource> limit of <q>".
  const limit = /^must be (?:less than or equal to|equal to) (\S+) limit of /.exec(detail);
  if (limit === null || !field.endsWith('.resources.requests')) return own;
  const other = lastWriterOf(
    trace,
    `${field.slice(0, -'requests'.length)}limits[${limit[1] ?? ''}]`,
  );
  return (other ?? -1) > (own ?? -1) ? other : own;
}
