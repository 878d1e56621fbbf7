// Turns the field errors of a 422 into the trace's shape, each with the step that last wrote the
// field (field.ErrorList as StatusReasonInvalid carries it; the blame is the playground's own).

import { type FieldError, fieldErrorParts } from '../apimachinery/field.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { lastWriterOf } from './fieldBlame.ts';
import type { TraceEntry } from './trace.ts';
import type { TraceFieldError } from './traceSteps.ts';

/** The errors as trace entries, rendered as the given version renders them, blamed on the steps so far. */
export function traceFieldErrors(
  errors: readonly FieldError[],
  version: KubernetesVersion,
  origin: TraceFieldError['origin'],
  trace: readonly TraceEntry[],
): TraceFieldError[] {
  return errors.map((e) => {
    const { type, badValue, detail } = fieldErrorParts(e, version);
    const writtenBy = lastWriterOf(trace, e.field);
    return {
      type,
      field: e.field,
      ...(badValue !== undefined && { badValue }),
      detail,
      ...(origin !== undefined && { origin }),
      ...(writtenBy !== undefined && { writtenBy }),
    };
  });
}
