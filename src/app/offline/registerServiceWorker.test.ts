import { describe, expect, it } from 'vitest';
import type { Evaluated } from '../evaluation/evaluation.ts';
import { createPlaygroundStore } from '../store/index.ts';
import type { WorkerMessage } from './messages.ts';
import { registerServiceWorker, type OfflineBrowser } from './registerServiceWorker.ts';

const ENTRY = 'https://example.github.io/playground/assets/index-1a2b.js';

/** A service worker in a given state that precaches the URLs it is given. */
class FakeWorker extends EventTarget {
  readonly received: WorkerMessage[] = [];
  constructor(
    public state: ServiceWorkerState,
    private readonly files: string[] = [],
  ) {
    super();
  }
  postMessage(message: WorkerMessage, transfer: MessagePort[] = []) {
    this.received.push(message);
    if (message.type === 'precaches')
      transfer[0]?.postMessage({ precaches: this.files.includes(message.url) });
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The browser, with a container whose registration holds `installing`, and the calls made. */
function fakeBrowser(installing: FakeWorker | null, controlled: boolean) {
  const registration = Object.assign(new EventTarget(), {
    installing,
    waiting: null,
    update: () => Promise.resolve(),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    registered: [] as [string, RegistrationOptions | undefined][],
    register(url: string, options?: RegistrationOptions) {
      this.registered.push([url, options]);
      return Promise.resolve(registration);
    },
  });
  const calls: string[] = [];
  let accept: (() => void) | undefined;
  const browser: OfflineBrowser = {
    serviceWorker: container as unknown as ServiceWorkerContainer,
    whenLoadedAndIdle: () => {
      calls.push('idle');
      return Promise.resolve();
    },
    entryUrl: ENTRY,
    onOnline: () => {},
    offerUpdate: (yes) => {
      calls.push('offer');
      accept = yes;
    },
    reload: () => calls.push('reload'),
  };
  return { browser, container, calls, accept: () => accept?.() };
}

const answered = (store: ReturnType<typeof createPlaygroundStore>) =>
  store.getState().showEvaluation({ source: store.getState().source } as unknown as Evaluated);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  it('registers ./sw.js for the folder only after the first verdict, then load and idle', async () => {
    const store = createPlaygroundStore();
    const { browser, container, calls } = fakeBrowser(new FakeWorker('installing'), false);
    const done = registerServiceWorker(store, browser);
    await settle();
    expect(calls).toEqual([]);
    expect(container.registered).toEqual([]);
    answered(store);
    await done;
    expect(calls).toEqual(['idle']);
    expect(container.registered).toEqual([['./sw.js', { scope: './', updateViaCache: 'none' }]]);
  });

  it('does nothing where the browser has no service workers', async () => {
    const store = createPlaygroundStore();
    const { browser, calls } = fakeBrowser(null, false);
    await registerServiceWorker(store, { ...browser, serviceWorker: undefined });
    expect(calls).toEqual([]);
  });

  it('says the app is ready offline once the first worker is active', async () => {
    const store = createPlaygroundStore();
    answered(store);
    const worker = new FakeWorker('installing');
    const { browser, calls } = fakeBrowser(worker, false);
    await registerServiceWorker(store, browser);
    worker.moveTo('installed');
    await settle();
    expect(store.getState().notice).toBeUndefined();
    worker.moveTo('activated');
    expect(store.getState().notice?.text).toBe('Ready to work offline');
    expect(calls).toEqual(['idle']);
  });

  it('offers a newer build, and switches to it when the person accepts', async () => {
    const store = createPlaygroundStore();
    answered(store);
    const worker = new FakeWorker('installing', [
      'https://example.github.io/playground/assets/index-9z9z.js',
    ]);
    const { browser, container, calls, accept } = fakeBrowser(worker, true);
    await registerServiceWorker(store, browser);
    worker.moveTo('installed');
    await expect.poll(() => calls).toEqual(['idle', 'offer']);
    expect(worker.received).toEqual([{ type: 'precaches', url: ENTRY }]);

    accept();
    expect(worker.received.at(-1)).toEqual({ type: 'skip-waiting' });
    expect(calls).not.toContain('reload');
    container.dispatchEvent(new Event('controllerchange'));
    expect(calls).toEqual(['idle', 'offer', 'reload']);
    // An update is not the first install: nothing to announce.
    worker.moveTo('activated');
    expect(store.getState().notice).toBeUndefined();
  });

  it('offers nothing when the new worker already has this page (it came from the new deploy)', async () => {
    const store = createPlaygroundStore();
    answered(store);
    const worker = new FakeWorker('installing', [ENTRY]);
    const { browser, calls } = fakeBrowser(worker, true);
    await registerServiceWorker(store, browser);
    worker.moveTo('installed');
    await expect.poll(() => worker.received.length).toBe(1);
    await settle();
    expect(calls).toEqual(['idle']);
  });
});
