// Builds the Environment the library tests evaluate in: the options the CEL core uses, plus every
// Kubernetes library of the given version.

import { Environment } from '@marcbachmann/cel-js';
import { registerKubernetesLibraries } from './index.ts';

/** An environment with the Kubernetes libraries of 1.<minor> (default 1.34), variables as dyn. */
export function newTestEnv(minor = 34): Environment {
  const env = new Environment({
    enableOptionalTypes: true,
    homogeneousAggregateLiterals: false,
    unlistedVariablesAreDyn: true,
  });
  registerKubernetesLibraries(env, minor);
  return env;
}

/** Evaluates an expression, returning the value or the error's summary text. */
export function run(
  env: Environment,
  expr: string,
  vars: Record<string, unknown> = {},
): { value?: unknown; error?: string } {
  try {
    return { value: env.evaluate(expr, vars) };
  } catch (e) {
    const err = e as { summary?: string; message?: string };
    return { error: err.summary ?? err.message ?? String(e) };
  }
}
