// A script webhook's sandbox in the browser: a dedicated module worker, one per call, built from a
// blob: URL so that it runs under the page's Content-Security-Policy (no connections, no scripts
// but the page's own and blob: ones, no eval). It takes what it needs before the script can touch
// anything (the real postMessage, a MessageChannel to yield between steps), imports the runtime
// (src/engine/webhook/script/runtime.ts) and the compiled script as blob: modules, installs the
// runtime on its global, and takes away the job's list of globals (fetch, XMLHttpRequest,
// WebSocket, importScripts, indexedDB, caches, postMessage, ...) from the global and from its
// prototypes, where a worker keeps most of them. Then it drives the runtime as the CLI's worker
// thread does (scriptThread.mjs): start once, then one step per macrotask, so the script's
// promises settle between two steps. The page stops this worker past the wall-clock cap
// (browserScriptSandbox.ts).

import type { RuntimeOptions, RuntimeStep } from '../../engine/index.ts';
import { MODULE_PREFIX, type ScriptJob, type ScriptWorkerMessage } from './scriptMessages.ts';

interface Runtime {
  start: (init: unknown, reviewJson: string, contextJson: string) => void;
  step: () => string;
}
type Install = (g: typeof globalThis, options: RuntimeOptions) => Runtime;

// The dedicated worker's global scope, as far as this module uses it (the app compiles with the DOM lib).
const scope = self as unknown as {
  postMessage(message: ScriptWorkerMessage): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<ScriptJob>) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (e: PromiseRejectionEvent) => void): void;
};

// Captured now: the runtime removes postMessage from the global, and the script must not reach either.
const post = scope.postMessage.bind(scope);
const { port1, port2 } = new MessageChannel();
const parse = JSON.parse;

const moduleUrl = (text: string): string =>
  URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));

// Takes the globals away from the script: shadowed on the global object (as the runtime does) and
// deleted from its prototypes, where a worker keeps most of them (WorkerGlobalScope.prototype).
// The runtime's stand-ins (its seeded crypto, its virtual performance) stay; the originals go.
function takeAway(removed: readonly string[], replaced: readonly string[]): void {
  for (const name of removed)
    Object.defineProperty(globalThis, name, {
      value: undefined,
      configurable: true,
      writable: true,
    });
  const names = [...removed, ...replaced];
  for (
    let o = Object.getPrototypeOf(globalThis) as object | null;
    o !== null;
    o = Object.getPrototypeOf(o) as object | null
  ) {
    for (const name of names)
      if (Object.prototype.hasOwnProperty.call(o, name)) Reflect.deleteProperty(o, name);
  }
}

function describe(e: unknown): string {
  return e !== null && typeof e === 'object' && 'message' in e
    ? `${String((e as Error).name)}: ${String(e.message)}`
    : String(e);
}

async function run(job: ScriptJob): Promise<void> {
  const runtimeUrl = moduleUrl(`${job.runtime}\nexport default __installRuntime;`);
  const codeUrl = moduleUrl(MODULE_PREFIX + job.code);
  const [runtime, code] = (await Promise.all([
    import(/* @vite-ignore */ runtimeUrl),
    import(/* @vite-ignore */ codeUrl),
  ])) as [{ default: Install }, { default: unknown }];
  // Stack traces name the script by its module's URL: that is how the runtime finds its line.
  const rt = runtime.default(globalThis, { ...job.options, scriptName: codeUrl });
  takeAway(job.removed, job.replaced);
  post({ type: 'running' });
  rt.start(code.default, job.reviewJson, job.contextJson);
  // One step per message on a private port: the script's microtasks run between two steps.
  port1.onmessage = () => {
    let step: RuntimeStep;
    try {
      step = parse(rt.step()) as RuntimeStep;
    } catch (e) {
      // The script broke the runtime itself (replaced JSON, say): the server failed all the same.
      step = { kind: 'threw', error: describe(e), elapsedMs: 0, logs: [] };
    }
    if (step.kind === 'pending') port2.postMessage(null);
    else post({ type: 'step', step });
  };
  port2.postMessage(null);
}

// A rejection the script left unhandled is its own business, not the page's console's.
scope.addEventListener('unhandledrejection', (e) => e.preventDefault());

let started = false;
scope.addEventListener('message', (e) => {
  if (started) return;
  started = true;
  run(e.data).catch((error: unknown) => {
    // The runtime or the script could not be loaded (a Content-Security-Policy that refuses blob:
    // modules, a script the compiler let through that the browser does not parse).
    post({ type: 'step', step: { kind: 'threw', error: describe(error), elapsedMs: 0, logs: [] } });
  });
});
