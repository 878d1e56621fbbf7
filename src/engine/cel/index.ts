// Package cel mirrors k8s.io/apiserver pkg/cel (environment, library, cost) over cel-js.
//
// CEL as kube-apiserver runs it for admission: environments by version and context, compile
// errors in cel-go's words, evaluation with cost limits, and the values the trace shows.

export type {
  CelEnvironmentOptions,
  CelVariableName,
  CompositedVariableType,
} from './environment.ts';
export { minorOf } from './environment.ts';
export type { CelCompileResult, CelProgram } from './compile.ts';
export { compileCel } from './compile.ts';
export type { CelActivation, CelEvalResult } from './evaluate.ts';
export { evaluateCel, OUT_OF_BUDGET_MESSAGE } from './evaluate.ts';
export {
  CostBudget,
  MATCH_CONDITIONS_COST_BUDGET,
  PER_CALL_LIMIT,
  PER_CALL_LIMIT_MESSAGE,
  RUNTIME_CEL_COST_BUDGET,
} from './cost.ts';
export type { ListType } from './listTypes.ts';
export { listTypeOf, withListType } from './listTypes.ts';
export type { DeclField, DeclType } from './declType.ts';
export type { TypedVariable } from './environment.ts';
export type { CelValue } from './values.ts';
export { celToJson, celTypeName, formatCel, jsonToCel } from './values.ts';
export type {
  CompiledCompositedVariables,
  CompositedVariable,
  VariableOutcome,
} from './variables.ts';
export {
  compileCompositedVariables,
  compositedVariableType,
  newLazyVariables,
} from './variables.ts';

/** The text kube-apiserver puts before a compile error (pkg/admission/plugin/cel/compile.go). */
export const compilationFailed = (message: string): string => `compilation failed: ${message}`;
