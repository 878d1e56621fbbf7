// The inspector's tab counts: how much a tab holds, so a person sees where to look before opening it.

import type { TraceEntry } from '../../../engine/index.ts';

/** "Patch (3)"; the bare label when there is nothing to count. */
export const counted = (label: string, count: number): string =>
  count > 0 ? `${label} (${count})` : label;

/** What the Status · Warnings · Audit tab lists besides the status: warnings, audit annotations, assumptions. */
export const notesCount = (entry: TraceEntry): number =>
  (entry.warnings?.length ?? 0) +
  Object.keys(entry.auditAnnotations ?? {}).length +
  (entry.assumptions?.length ?? 0);
