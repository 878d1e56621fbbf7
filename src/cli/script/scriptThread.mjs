// The CLI's script sandbox, one worker thread per call: the script runs in a fresh V8 context with
// a null-prototype global (no `process`, `require`, `fetch`, timers or modules of node's, and no
// object of this realm reachable from it), string code generation and WebAssembly off, and its own
// microtask queue, drained after each evaluation. Everything crosses as strings. The runtime
// (src/engine/webhook/script/runtime.ts) makes the run deterministic; the parent thread stops this
// one past the wall-clock cap. Plain JavaScript: a worker thread starts without tsx's loader.
import { parentPort, workerData } from 'node:worker_threads';
import vm from 'node:vm';

const { runtime, code, options, reviewJson, contextJson } = workerData;

const context = vm.createContext(Object.create(null), {
  name: 'webhook script',
  codeGeneration: { strings: false, wasm: false },
  microtaskMode: 'afterEvaluate',
});

function outcome() {
  vm.runInContext(runtime, context);
  vm.runInContext(
    `var __rt = __installRuntime(globalThis, ${JSON.stringify(options)}); delete globalThis.__installRuntime;`,
    context,
  );
  // Compiled on its own, so that stack traces name the script's lines as its author wrote them.
  context.__init = new vm.Script(code, { filename: options.scriptName }).runInContext(context);
  vm.runInContext(
    `__rt.start(__init, ${JSON.stringify(reviewJson)}, ${JSON.stringify(contextJson)}); delete globalThis.__init;`,
    context,
  );
  for (;;) {
    const step = JSON.parse(vm.runInContext('__rt.step()', context));
    if (step.kind !== 'pending') return step;
  }
}

let answer;
try {
  answer = outcome();
} catch (e) {
  // The runtime turns the script's errors into outcomes; what lands here failed outside it (a stack
  // overflow while installing, a script that replaced JSON, ...): the webhook failed all the same.
  const message =
    e !== null && typeof e === 'object' && 'message' in e ? `${e.name}: ${e.message}` : String(e);
  answer = { kind: 'threw', error: message, elapsedMs: 0, logs: [] };
}
parentPort.postMessage(answer);
