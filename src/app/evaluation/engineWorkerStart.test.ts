import { afterEach, describe, expect, it, vi } from 'vitest';
import { prestartEngineWorker, startEngineWorker, takeEarlyWorker } from './engineWorkerStart.ts';

/** A stand-in for the browser's Worker: records how it was started, and lets the test speak for it. */
class FakeWorker {
  static started: FakeWorker[] = [];
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { message?: string; preventDefault: () => void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
}

afterEach(() => {
  takeEarlyWorker();
  FakeWorker.started = [];
  vi.unstubAllGlobals();
});

describe('the engine worker started early', () => {
  it('starts the engine worker as a module worker named engine', () => {
    vi.stubGlobal('Worker', FakeWorker);
    startEngineWorker();
    const [worker] = FakeWorker.started;
    expect(worker?.url.pathname).toMatch(/engineWorker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module', name: 'engine' });
  });

  it('hands the early worker over once, with what it said before', () => {
    vi.stubGlobal('Worker', FakeWorker);
    prestartEngineWorker();
    prestartEngineWorker();
    expect(FakeWorker.started).toHaveLength(1);
    const worker = FakeWorker.started[0];
    worker?.onmessage?.({ data: { type: 'ready' } });
    worker?.onerror?.({ preventDefault: () => {} });
    const taken = takeEarlyWorker();
    expect(taken?.worker).toBe(worker);
    expect(taken?.heard).toEqual([
      { kind: 'reply', reply: { type: 'ready' } },
      { kind: 'fail', message: '' },
    ]);
    expect(takeEarlyWorker()).toBeUndefined();
  });

  it('starts nothing where there are no workers', () => {
    prestartEngineWorker();
    expect(takeEarlyWorker()).toBeUndefined();
  });
});
