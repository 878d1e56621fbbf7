// What both sandboxes (the browser's Web Worker, the CLI's worker thread) need to run one script
// call: the runtime's options, the handler's second argument, and the runtime's last step read back
// as the engine's ScriptOutcome.

import type { JsonValue } from '../../apimachinery/types.ts';
import type { ScriptCall, ScriptOutcome } from '../external/calls.ts';
import { SCRIPT_HEAD_COLUMNS } from './wrapper.ts';
import type { RuntimeOptions, RuntimeStep } from './runtime.ts';

/** The handler's second argument: which webhook this is and which of its calls (0, or 1 when reinvoked). */
export interface ScriptContext {
  webhook: string;
  configuration: string;
  call: number;
}

/** The second argument a script's default export receives. */
export const scriptContext = (call: ScriptCall): ScriptContext => ({
  webhook: call.webhook,
  configuration: call.configuration,
  call: call.call,
});

/**
 * The runtime's options for a call; `scriptName` is how the sandbox names the code in stack traces,
 * `hostColumns` what the host adds before the compiled code's first line.
 */
export function runtimeOptions(
  call: ScriptCall,
  scriptName: string,
  hostColumns = 0,
): RuntimeOptions {
  return {
    seed: call.seed,
    nowMs: call.nowMs,
    budgetMs: call.timeoutMs,
    scriptName,
    headColumns: SCRIPT_HEAD_COLUMNS + hostColumns,
  };
}

/** The runtime's last step as the engine's ScriptOutcome. */
export function outcomeOfStep(step: RuntimeStep): ScriptOutcome {
  switch (step.kind) {
    case 'returned':
      return {
        kind: 'returned',
        value: step.value === undefined ? undefined : (JSON.parse(step.value) as JsonValue),
        elapsedMs: step.elapsedMs,
        logs: step.logs,
      };
    case 'threw':
      return {
        kind: 'threw',
        error: step.error,
        ...(step.at && { at: step.at }),
        elapsedMs: step.elapsedMs,
        logs: step.logs,
      };
    case 'timeout':
      return { kind: 'timeout', cause: step.cause, logs: step.logs };
    case 'pending':
      return {
        kind: 'threw',
        error: 'the script sandbox stopped without an answer',
        elapsedMs: 0,
        logs: [],
      };
  }
}
