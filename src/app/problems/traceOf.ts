// The trace of the engine's last answer, for providers that read what the chain ran into.

import type { TraceEntry } from '../../engine/index.ts';
import type { ProblemContext } from './providers.ts';

const none: readonly TraceEntry[] = [];

/** The steps of the last result; empty when there is none. */
export const traceOf = (context: ProblemContext): readonly TraceEntry[] =>
  context.evaluation.kind === 'result' ? context.evaluation.result.trace : none;
