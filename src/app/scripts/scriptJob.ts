// What the page sends a script worker for one call, and how it reads the worker's answer. The
// answer is checked before it is believed: the script runs in the same realm as the worker's own
// code, so the page trusts nothing from it that it did not check.

import { runtimeOptions, scriptContext } from '../../engine/index.ts';
import type { RuntimeStep, ScriptCall, ScriptRuntime } from '../../engine/index.ts';
import { MODULE_PREFIX, type ScriptJob, type ScriptWorkerMessage } from './scriptMessages.ts';

/**
 * The job for a call. The worker takes away what the runtime does (its lists) once more from its own
 * code, shadowed on the global and deleted from its prototypes, in case a global resists the
 * runtime's try; the runtime's seeded or virtual stand-ins stay.
 */
export function scriptJob(call: ScriptCall, runtime: ScriptRuntime): ScriptJob {
  return {
    runtime: runtime.RUNTIME_SOURCE,
    code: call.code,
    // The prefix shares the code's first line: columns there are off by its width.
    options: runtimeOptions(call, '', MODULE_PREFIX.length),
    reviewJson: JSON.stringify(call.review),
    contextJson: JSON.stringify(scriptContext(call)),
    removed: runtime.REMOVED_GLOBALS,
    replaced: runtime.REPLACED_GLOBALS,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isLogs = (v: unknown): boolean =>
  Array.isArray(v) && v.every((line) => typeof line === 'string');
const isCount = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0;

function isJsonText(v: unknown): boolean {
  if (v === undefined) return true;
  if (typeof v !== 'string') return false;
  try {
    JSON.parse(v);
    return true;
  } catch {
    return false;
  }
}

const isPosition = (v: unknown): boolean =>
  v === undefined || (isRecord(v) && isCount(v['line']) && isCount(v['column']));

function isFinalStep(step: Record<string, unknown>): boolean {
  if (!isLogs(step['logs'])) return false;
  switch (step['kind']) {
    case 'returned':
      return isCount(step['elapsedMs']) && isJsonText(step['value']);
    case 'threw':
      return (
        isCount(step['elapsedMs']) && typeof step['error'] === 'string' && isPosition(step['at'])
      );
    case 'timeout':
      return step['cause'] === 'budget' || step['cause'] === 'never';
    default:
      return false;
  }
}

/** A worker's message, if it is one of ours; anything else is undefined. */
export function readMessage(data: unknown): ScriptWorkerMessage | undefined {
  if (!isRecord(data)) return undefined;
  if (data['type'] === 'running') return { type: 'running' };
  const step = data['step'];
  if (data['type'] !== 'step' || !isRecord(step) || !isFinalStep(step)) return undefined;
  return { type: 'step', step: step as RuntimeStep };
}
