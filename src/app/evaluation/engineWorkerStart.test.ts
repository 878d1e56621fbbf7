import { afterEach, describe, expect, it, vi } from 'vitest';

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

// A fresh copy of the module per test: its early worker is once per page.
const fresh = async () => {
  vi.resetModules();
  return import('./engineWorkerStart.ts');
};

afterEach(() => {
  FakeWorker.started = [];
  vi.unstubAllGlobals();
});

describe('the engine worker started early', () => {
  it('starts the engine worker as a module worker named engine', async () => {
    const { startEngineWorker } = await fresh();
    vi.stubGlobal('Worker', FakeWorker);
    startEngineWorker();
    const [worker] = FakeWorker.started;
    expect(worker?.url.pathname).toMatch(/engineWorker\.ts$/);
    expect(worker?.options).toEqual({ type: 'module', name: 'engine' });
  });

  it('hands the early worker over once, with what it said before', async () => {
    const { prestartEngineWorker, takeEarlyWorker } = await fresh();
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

  it("starts none once a client has asked (the page's entry ran first)", async () => {
    const { prestartEngineWorker, takeEarlyWorker } = await fresh();
    vi.stubGlobal('Worker', FakeWorker);
    expect(takeEarlyWorker()).toBeUndefined();
    prestartEngineWorker();
    expect(FakeWorker.started).toHaveLength(0);
  });

  it('starts nothing where there are no workers', async () => {
    const { prestartEngineWorker, takeEarlyWorker } = await fresh();
    prestartEngineWorker();
    expect(takeEarlyWorker()).toBeUndefined();
  });
});
