// The messages between the page and a script webhook's worker (scriptWorker.ts): the one job the
// worker does, and what it says back. No value imports: the worker is a bundle of its own, inlined
// into the page as a blob: URL, and should carry nothing but itself.

import type { RuntimeOptions, RuntimeStep } from '../../engine/index.ts';

/** Page → worker: run this compiled script on this review. */
export interface ScriptJob {
  /** RUNTIME_SOURCE: it defines `__installRuntime`. */
  runtime: string;
  /** compileScript's function expression. */
  code: string;
  /** The runtime's options; the worker fills in `scriptName` with the code's blob: URL. */
  options: RuntimeOptions;
  reviewJson: string;
  contextJson: string;
  /** Globals to take away from the script, on the global object and along its prototype chain. */
  removed: string[];
  /** Globals the runtime replaced on the global object whose originals its prototypes still hold. */
  replaced: string[];
}

/** Worker → page: the script started (the wall-clock cap starts then), and its last step. */
export type ScriptWorkerMessage = { type: 'running' } | { type: 'step'; step: RuntimeStep };

/** What the worker puts before the compiled code to import it as a module. */
export const MODULE_PREFIX = 'export default ';
