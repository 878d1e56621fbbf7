// Package admission mirrors k8s.io/apiserver pkg/admission: attributes, the plugin interfaces, the
// chain with its reinvocation, plugin configuration, and the trace the chain writes.
//
// Runs the enabled plugins in the API server's order: the mutating pass (and the one reinvocation
// pass when a plugin asks for it), then, separately, the validating pass. Every plugin, the
// webhook and policy dispatchers included, is a ChainPlugin (k8s.io/apiserver pkg/admission/chain.go, reinvocation.go).

import type { Status } from '../apimachinery/status.ts';
import type { Attributes } from './attributes.ts';
import type { ChainContext } from './context.ts';
import type { ChainPlugin } from './interfaces.ts';
import { newReinvocationContext, type ReinvocationContext } from './reinvocation.ts';

/** Runs the mutating pass and, if a plugin asked, the reinvocation pass; returns the refusal, if any. */
export function admit(
  ctx: ChainContext,
  attr: Attributes,
  plugins: readonly ChainPlugin[],
): Status | undefined {
  const reinvocation = newReinvocationContext();
  const refusal = admitPass(ctx, attr, plugins, reinvocation);
  if (refusal !== undefined || !reinvocation.shouldReinvoke) return refusal;
  // reinvoker.Admit: exactly one more pass of the whole mutating chain.
  reinvocation.isReinvoke = true;
  return admitPass(ctx, attr, plugins, reinvocation);
}

// chainAdmissionHandler.Admit: the first refusal stops the chain.
function admitPass(
  ctx: ChainContext,
  attr: Attributes,
  plugins: readonly ChainPlugin[],
  reinvocation: ReinvocationContext,
): Status | undefined {
  for (const plugin of plugins) {
    const refusal = plugin.admit?.(ctx, attr, reinvocation);
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}

/** Runs the validating pass (chainAdmissionHandler.Validate); returns the refusal, if any. */
export function validate(
  ctx: ChainContext,
  attr: Attributes,
  plugins: readonly ChainPlugin[],
): Status | undefined {
  for (const plugin of plugins) {
    const refusal = plugin.validate?.(ctx, attr);
    if (refusal !== undefined) return refusal;
  }
  return undefined;
}
