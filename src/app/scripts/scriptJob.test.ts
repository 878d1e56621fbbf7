import { describe, expect, it } from 'vitest';
import { loadScriptRuntime } from '../../engine/index.ts';
import { readMessage } from './scriptJob.ts';

describe("the script worker's job", () => {
  it("takes away the network, storage, messaging and the worker's own schedulers", async () => {
    const { REMOVED_GLOBALS } = await loadScriptRuntime();
    expect(REMOVED_GLOBALS).toEqual(
      expect.arrayContaining([
        'fetch',
        'XMLHttpRequest',
        'WebSocket',
        'importScripts',
        'indexedDB',
        'caches',
        'postMessage',
        'MessageChannel',
        'scheduler',
        'WorkerGlobalScope',
      ]),
    );
  });
});

describe('readMessage', () => {
  it("reads the runtime's final steps", () => {
    const steps = [
      { kind: 'returned', value: '{"allowed":true}', elapsedMs: 0, logs: ['log: a'] },
      { kind: 'returned', elapsedMs: 3, logs: [] },
      { kind: 'threw', error: 'Error: x', at: { line: 1, column: 2 }, elapsedMs: 0, logs: [] },
      { kind: 'timeout', cause: 'budget', logs: [] },
    ];
    for (const step of steps)
      expect(readMessage({ type: 'step', step })).toEqual({ type: 'step', step });
    expect(readMessage({ type: 'running' })).toEqual({ type: 'running' });
  });

  it('refuses what the runtime would not send', () => {
    expect(readMessage(null)).toBeUndefined();
    expect(
      readMessage({
        type: 'step',
        step: { kind: 'threw', error: 'x', at: { line: 'one' }, elapsedMs: 0, logs: [] },
      }),
    ).toBeUndefined();
    expect(
      readMessage({ type: 'step', step: { kind: 'returned', elapsedMs: -1, logs: [] } }),
    ).toBeUndefined();
    expect(
      readMessage({ type: 'step', step: { kind: 'returned', value: 1, elapsedMs: 0, logs: [] } }),
    ).toBeUndefined();
  });
});
