// Reaches the evaluator of a cel-js environment to charge one cost unit per evaluated node: cel-js
// has no runtime cost tracking, and without it a huge comprehension from a shared link would run
// unbounded. Function handlers run with the evaluator as `this`, which is how we reach it.

import type { Environment } from '@marcbachmann/cel-js';
import { activeMeter } from './cost.ts';

interface EvaluatorLike {
  run(ast: { evaluate(ev: unknown, ast: unknown, ctx: unknown): unknown }, ctx: unknown): unknown;
}

const PROBE = '__playgroundCostProbe';
let probed: EvaluatorLike | undefined;

/** Installs per-node cost charging on the environment's evaluator (once per environment). */
export function installCostMeter(env: Environment): void {
  env.registerFunction(`${PROBE}(): bool`, function (this: EvaluatorLike) {
    // oxlint-disable-next-line typescript/no-this-alias -- the evaluator is only reachable as `this`
    probed = this;
    return true;
  });
  probed = undefined;
  env.evaluate(`${PROBE}()`, {});
  const ev = probed as EvaluatorLike | undefined;
  if (ev === undefined)
    throw new Error('cel-js evaluator not reachable: cost metering cannot be installed');
  ev.run = (ast, ctx) => {
    activeMeter()?.charge(1);
    return ast.evaluate(ev, ast, ctx);
  };
}
