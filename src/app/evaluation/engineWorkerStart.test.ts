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

describe('the early worker opening a share link', () => {
  it('asks the worker to open the fragment, as request EARLY_LINK_ID, and lets the listener hear it', async () => {
    const { EARLY_LINK_ID, openLinkEarly } = await fresh();
    vi.stubGlobal('Worker', FakeWorker);
    const posted: unknown[] = [];
    const heard: unknown[] = [];
    Object.assign(FakeWorker.prototype, { postMessage: (m: unknown) => posted.push(m) });
    const stop = openLinkEarly('#v2.abc', (h) => heard.push(h));
    expect(posted).toEqual([{ type: 'open-link', id: EARLY_LINK_ID, hash: '#v2.abc' }]);
    FakeWorker.started[0]?.onmessage?.({ data: { type: 'ready' } });
    stop?.();
    FakeWorker.started[0]?.onmessage?.({ data: { type: 'ready' } });
    expect(heard).toEqual([{ kind: 'reply', reply: { type: 'ready' } }]);
    // One link per page.
    expect(openLinkEarly('#v2.other', () => {})).toBeUndefined();
  });

  it('tells the app what the worker made of the link, whether it said so before or after asking', async () => {
    const { earlyLink, openLinkEarly } = await fresh();
    vi.stubGlobal('Worker', FakeWorker);
    Object.assign(FakeWorker.prototype, { postMessage: () => {} });
    openLinkEarly('#v2.abc', () => {});
    const link = { ok: true, value: { source: 'kind: Scenario' } };
    const asked = earlyLink('#v2.abc');
    FakeWorker.started[0]?.onmessage?.({ data: { type: 'link', id: 0, link } });
    expect(await asked).toEqual(link);
    expect(await earlyLink('#v2.abc')).toEqual(link);
    // Another fragment (a hashchange since) is the app's to decode.
    expect(await earlyLink('#v2.other')).toBeUndefined();
  });

  it('leaves the link to the app when the worker failed', async () => {
    const { earlyLink, openLinkEarly } = await fresh();
    vi.stubGlobal('Worker', FakeWorker);
    Object.assign(FakeWorker.prototype, { postMessage: () => {} });
    openLinkEarly('#v2.abc', () => {});
    const asked = earlyLink('#v2.abc');
    FakeWorker.started[0]?.onerror?.({ message: 'lost', preventDefault: () => {} });
    expect(await asked).toBeUndefined();
  });

  it("takes over the worker the page's boot script started, with what it heard", async () => {
    const { prestartEngineWorker, takeEarlyWorker } = await fresh();
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker(new URL('http://x/engineWorker.js'), { type: 'module' });
    const boot = {
      engine: { worker, heard: [{ kind: 'reply', reply: { type: 'ready' } }] },
    } as { engine?: unknown };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === 'app-boot' ? boot : null),
    });
    prestartEngineWorker();
    expect(FakeWorker.started).toHaveLength(1);
    expect(boot.engine).toBeUndefined();
    worker.onmessage?.({ data: { type: 'link', id: 0, link: undefined } });
    const taken = takeEarlyWorker();
    expect(taken?.worker).toBe(worker);
    expect(taken?.heard.map((h) => h.kind === 'reply' && h.reply.type)).toEqual(['ready', 'link']);
  });
});
