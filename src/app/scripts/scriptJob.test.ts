import { describe, expect, it } from 'vitest';
import { REMOVED_GLOBALS } from '../../engine/index.ts';
import { WORKER_REMOVED, readMessage } from './scriptJob.ts';

describe('the script worker\'s job', () => {
  it('takes away at least what the runtime does, and the worker\'s own ways around it', () => {
    expect(WORKER_REMOVED).toEqual(expect.arrayContaining([...REMOVED_GLOBALS, 'MessageChannel', 'scheduler', 'WorkerGlobalScope']));
  });
});

describe('readMessage', () => {
  it('reads the runtime\'s final steps', () => {
    const steps = [
      { kind: 'returned', value: '{"allowed":true}', elapsedMs: 0, logs: ['log: a'] },
      { kind: 'returned', elapsedMs: 3, logs: [] },
      { kind: 'threw', error: 'Error: x', at: { line: 1, column: 2 }, elapsedMs: 0, logs: [] },
      { kind: 'timeout', cause: 'budget', logs: [] },
    ];
    for (const step of steps) expect(readMessage({ type: 'step', step })).toEqual({ type: 'step', step });
    expect(readMessage({ type: 'running' })).toEqual({ type: 'running' });
  });

  it('refuses what the runtime would not send', () => {
    expect(readMessage(null)).toBeUndefined();
    expect(readMessage({ type: 'step', step: { kind: 'threw', error: 'x', at: { line: 'one' }, elapsedMs: 0, logs: [] } })).toBeUndefined();
    expect(readMessage({ type: 'step', step: { kind: 'returned', elapsedMs: -1, logs: [] } })).toBeUndefined();
    expect(readMessage({ type: 'step', step: { kind: 'returned', value: 1, elapsedMs: 0, logs: [] } })).toBeUndefined();
  });
});
