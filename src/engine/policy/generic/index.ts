// Package policy mirrors k8s.io/apiserver pkg/admission/plugin/policy (generic, matching, validating,
// mutating).
//
// The machinery ValidatingAdmissionPolicy and MutatingAdmissionPolicy share
// (k8s.io/apiserver pkg/admission/plugin/policy/generic, .../policy/matching, .../plugin/cel):
//
// - policySource: `policyHooks(objects, kinds, mapper)` → one PolicyHook per policy with bindings,
//   sorted by policy name, bindings by name (upstream order is Go-map random), with the paramKind's
//   REST mapping or the sync-time `configurationError`.
// - policyMatcher: `definitionMatches(policy, attr, ctx.match)` / `bindingMatches(binding, …)` →
//   MatchResult { matches, resource, kind, checks } or { matches: false, error? } (error = Go text,
//   to wrap as `failed to configure policy|binding: %v`).
// - params: `collectParams(paramKindOf(policy), hook.paramSource, paramRefOf(binding), attr.namespace,
//   objects)` → params (null = no params) or the binding configuration error, texts as upstream.
// - request / namespaceObject / activation: `createAdmissionRequest(attr, resource, kind)`,
//   `namespaceObjectName(attr)` + `createNamespaceObject(ns.object)`, `buildActivation({...})`,
//   `celAuthorizerFor(attr, objects)`, `withVariables(activation, compiledVariables)` per pass.
// - compile / evaluate: `compileExpression(expr, options, returnTypes)` (with `declaredVariables`),
//   `evaluateExpression(compiled, activation, budget)` → value | error | abort (out of budget),
//   `traceEvaluation` for the trace's CelEvaluation.
// - matchConditions: `evaluateMatchConditions(compiled, activation, failurePolicy)` → matches /
//   error (failurePolicy Fail) / failedCondition, with every evaluation for the trace.

export * from './accessor.ts';
export * from './activation.ts';
export * from './aggregate.ts';
export * from './compile.ts';
export * from './declarations.ts';
export * from './evaluate.ts';
export * from './matchConditions.ts';
export * from './matching.ts';
export * from './namespaceObject.ts';
export * from './params.ts';
export * from './policyMatcher.ts';
export * from './policySource.ts';
export * from '../../webhook/generic/createAdmissionRequest.ts';
export * from './goStrings.ts';
export * from './plugin.ts';
