// Compiles a schema node's x-kubernetes-validations: each rule (and its messageExpression) in the
// CRD environment — the Kubernetes base environment with `self` and, from 1.24's options, `oldSelf`
// (optional when the rule sets optionalOldSelf) — noting whether it reads oldSelf (a transition
// rule) and normalising its fieldPath. Mirrors apiextensions-apiserver
// pkg/apiserver/schema/cel/compilation.go (Compile, compileRule).
// `self` and `oldSelf` are declared dyn, not with the schema's DeclType: a rule naming a field the
// schema lacks compiles here and fails with "no such key" when evaluated, and the compile-time cost
// estimate (which needs the declared types) is not made.

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import type { Structural, ValidationRule } from '../structural.ts';
import { type CelProgram, type CelVariableName, compileCel } from '../../cel/index.ts';
import { isCelNode } from '../../cel/locations.ts';
import { validFieldPath } from './fieldPath.ts';

/** compilation.go ScopedVarName and OldScopedVarName. */
export const SCOPED_VAR_NAME = 'self';
export const OLD_SCOPED_VAR_NAME = 'oldSelf';

/** One compiled rule (CompilationResult); `error` is the text after "rule compile error: ". */
export interface CompilationResult {
  program?: CelProgram;
  error?: string;
  /** The expression uses a CEL feature the playground cannot evaluate faithfully. */
  unsupported?: string;
  usesOldSelf: boolean;
  messageExpression?: CelProgram;
  messageExpressionError?: string;
  normalizedRuleFieldPath: string;
}

// The CRD variables are not among the admission ones the cel package names; its environment
// declares any listed name as dyn, which is what this file documents above.
const DECLARE = [SCOPED_VAR_NAME, OLD_SCOPED_VAR_NAME] as readonly string[] as CelVariableName[];

/** Tells whether the parsed expression reads `oldSelf` (the checker's ReferenceMap). */
function readsOldSelf(ast: unknown): boolean {
  if (Array.isArray(ast)) return ast.some(readsOldSelf);
  if (!isCelNode(ast)) return false;
  if (ast.op === 'id') return ast.args === OLD_SCOPED_VAR_NAME;
  return readsOldSelf(ast.args);
}

const astOf = (p: CelProgram): unknown => (p.run as unknown as { ast?: unknown }).ast;

/** compileRule: one rule in the stored ('stored') or new-expressions ('new') environment. */
export function compileRule(
  s: Structural,
  rule: ValidationRule,
  kubernetesVersion: KubernetesVersion,
  mode: 'stored' | 'new',
): CompilationResult {
  const result: CompilationResult = { usesOldSelf: false, normalizedRuleFieldPath: '' };
  if (rule.rule.trim() === '') return result;
  const options = { kubernetesVersion, mode, declare: DECLARE };
  const compiled = compileCel(rule.rule, options);
  if (!compiled.ok) {
    if (compiled.unsupported === true) result.unsupported = compiled.message;
    else result.error = compiled.detail;
    return result;
  }
  // dyn stands for the schema's type, which the rule may well make a bool
  if (compiled.resultType !== 'bool' && compiled.resultType !== 'dyn') {
    result.error = 'cel expression must evaluate to a bool';
    return result;
  }
  result.usesOldSelf = readsOldSelf(astOf(compiled.program));
  result.program = compiled.program;
  if (rule.messageExpression !== '') {
    const message = compileCel(rule.messageExpression, options);
    if (!message.ok) {
      if (message.unsupported === true) result.unsupported = message.message;
      else result.messageExpressionError = `messageExpression ${message.detail}`;
      return result;
    }
    if (message.resultType !== 'string' && message.resultType !== 'dyn') {
      result.messageExpressionError = 'messageExpression must evaluate to a string';
      return result;
    }
    result.messageExpression = message.program;
  }
  if (rule.fieldPath !== '') {
    const path = validFieldPath(rule.fieldPath, s);
    if (path.ok) result.normalizedRuleFieldPath = path.path;
  }
  return result;
}

/** Compile: every rule of the node, in order. */
export const compileRules = (
  s: Structural,
  kubernetesVersion: KubernetesVersion,
  mode: 'stored' | 'new',
): CompilationResult[] => s.xValidations.map((r) => compileRule(s, r, kubernetesVersion, mode));
