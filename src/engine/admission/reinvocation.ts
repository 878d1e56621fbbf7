// The request's reinvocation context (k8s.io/apiserver pkg/admission/attributes.go
// ReinvocationContext, reinvocation.go): whether this is the second pass of the mutating chain,
// whether a plugin asked for one, and each plugin's own state across the two passes.

/** The state the chain hands every Admit call of one request. */
export interface ReinvocationContext {
  /** True in the second pass (IsReinvoke). */
  isReinvoke: boolean;
  /** Set by a plugin that wants the chain run once more (SetShouldReinvoke). */
  shouldReinvoke: boolean;
  /** Each plugin's own bookkeeping, by plugin name (Value, SetValue). */
  readonly values: Map<string, unknown>;
}

/** Creates the context for a new request: first pass, nothing asked. */
export function newReinvocationContext(): ReinvocationContext {
  return { isReinvoke: false, shouldReinvoke: false, values: new Map() };
}

/** Returns the plugin's state in the context, creating it on first use (reinvokeCtx.Value(PluginName)). */
export function pluginState<T>(
  reinvocation: ReinvocationContext,
  plugin: string,
  create: () => T,
): T {
  if (!reinvocation.values.has(plugin)) reinvocation.values.set(plugin, create());
  return reinvocation.values.get(plugin) as T;
}
