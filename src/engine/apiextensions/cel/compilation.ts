// Compiles a schema node's x-kubernetes-validations: each rule (and its messageExpression) in the
// CRD environment — the Kubernetes base environment with `self` and, from 1.24's options, `oldSelf`
// (optional when the rule sets optionalOldSelf) — noting whether it reads oldSelf (a transition
// rule) and normalising its fieldPath. Mirrors apiextensions-apiserver
// pkg/apiserver/schema/cel/compilation.go (Compile, compileRule, prepareEnvSet).
// `self` and `oldSelf` have the node's schema type (model.ts), named as prepareEnvSet names it
// (`selfType<n>`: upstream's n is the nanosecond of the CRD write; here always SELF_TYPE_NAME), so a
// rule naming an undeclared field or mixing types fails to compile.

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { Structural, ValidationRule } from '../structural.ts';
import { type CelProgram, compileCel } from '../../cel/index.ts';
import { type DeclType, maybeAssignTypeName } from '../../cel/declType.ts';
import type { TypedVariable } from '../../cel/environment.ts';
import { isCelNode } from '../../cel/locations.ts';
import { estimateCost, type SizeEstimator } from '../../cel/estimate.ts';
import { validFieldPath } from './fieldPath.ts';
import { maxCardinality, schemaDeclType } from './model.ts';

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
  /** The worst-case estimated cost of the rule (cel.EstimateCost's Max); 0 when not compiled. */
  maxCost: number;
  /** How often the rule may run under unbounded lists and maps (maxCardinality). */
  maxCardinality: number;
  messageExpression?: CelProgram;
  messageExpressionMaxCost: number;
  messageExpressionError?: string;
  normalizedRuleFieldPath: string;
}

/**
 * generateUniqueSelfTypeName's stand-in: upstream appends time.Now().Nanosecond() so that no rule
 * can depend on the name; the playground is deterministic.
 */
export const SELF_TYPE_NAME = 'selfType0';

/** Compile's error when the node has no CEL type. */
export const NO_DECL_TYPE_ERROR = 'failed to convert to declType for CEL validation rules';

/** The scoped type of a node: SchemaDeclType named by MaybeAssignTypeName (undefined: none). */
export function scopedDeclType(
  s: Structural,
  isResourceRoot: boolean,
  kubernetesVersion: KubernetesVersion,
): DeclType | undefined {
  // 1.37 bounds metadata.name and generateName at a resource root (model/schemas.go)
  const capNames = atLeast(kubernetesVersion, '1.37');
  const key = `${isResourceRoot}|${capNames}`;
  let memo = declTypes.get(s);
  if (memo === undefined) declTypes.set(s, (memo = new Map()));
  if (memo.has(key)) return memo.get(key);
  const t = schemaDeclType(s, isResourceRoot, capNames);
  const named = t === undefined ? undefined : maybeAssignTypeName(t, SELF_TYPE_NAME);
  memo.set(key, named);
  return named;
}

// A CRD's schema is converted once (and the environment caches then key on the same type).
const declTypes = new WeakMap<Structural, Map<string, DeclType | undefined>>();

// prepareEnvSet: self, and oldSelf (from 1.24's options) of the same type, or optional of it.
function variables(type: DeclType, optionalOldSelf: boolean): TypedVariable[] {
  return [
    { name: SCOPED_VAR_NAME, type },
    { name: OLD_SCOPED_VAR_NAME, type, optional: optionalOldSelf },
  ];
}

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
  declType: DeclType,
  rule: ValidationRule,
  kubernetesVersion: KubernetesVersion,
  mode: 'stored' | 'new',
): CompilationResult {
  const result: CompilationResult = {
    usesOldSelf: false,
    maxCost: 0,
    maxCardinality: 0,
    messageExpressionMaxCost: 0,
    normalizedRuleFieldPath: '',
  };
  if (rule.rule.trim() === '') return result;
  const options = {
    kubernetesVersion,
    mode,
    declare: [],
    typedVariables: variables(declType, rule.optionalOldSelf),
  };
  const compiled = compileCel(rule.rule, options);
  if (!compiled.ok) {
    if (compiled.unsupported === true) result.unsupported = compiled.message;
    else result.error = compiled.detail;
    return result;
  }
  if (compiled.resultType !== 'bool') {
    result.error = 'cel expression must evaluate to a bool';
    return result;
  }
  result.usesOldSelf = readsOldSelf(astOf(compiled.program));
  const sizes = sizeEstimator(declType);
  result.maxCost = estimateCost(compiled.checkedAst, sizes).max;
  result.maxCardinality = maxCardinality(declType.minSerializedSize);
  result.program = compiled.program;
  if (rule.messageExpression !== '') {
    const message = compileCel(rule.messageExpression, options);
    if (!message.ok) {
      if (message.unsupported === true) result.unsupported = message.message;
      else result.messageExpressionError = `messageExpression ${message.detail}`;
      return result;
    }
    if (message.resultType !== 'string') {
      result.messageExpressionError = 'messageExpression must evaluate to a string';
      return result;
    }
    result.messageExpression = message.program;
    result.messageExpressionMaxCost = estimateCost(message.checkedAst, sizes).max;
  }
  if (rule.fieldPath !== '') {
    const path = validFieldPath(rule.fieldPath, s);
    if (path.ok) result.normalizedRuleFieldPath = path.path;
  }
  return result;
}

/**
 * Compile: every rule (the node's, or an allOf branch's) of the node `s`, in order, with `self` typed by the node's schema; an error
 * (NO_DECL_TYPE_ERROR) when CEL cannot see the node.
 */
export function compileRules(
  s: Structural,
  rules: readonly ValidationRule[],
  isResourceRoot: boolean,
  kubernetesVersion: KubernetesVersion,
  mode: 'stored' | 'new',
): { ok: true; results: CompilationResult[] } | { ok: false; error: string } {
  const declType = scopedDeclType(s, isResourceRoot, kubernetesVersion);
  if (declType === undefined) return { ok: false, error: NO_DECL_TYPE_ERROR };
  return {
    ok: true,
    results: rules.map((r) => compileRule(s, declType, r, kubernetesVersion, mode)),
  };
}

/**
 * sizeEstimator: the size of the value at a path below `self` (or `oldSelf`), up to the type's
 * MaxElements (maxLength, maxItems, maxProperties, or what fits in a request).
 */
export function sizeEstimator(root: DeclType): SizeEstimator {
  return (path) => {
    let node = root;
    for (const name of path.slice(1)) {
      if (name === '@items' || name === '@values') {
        if (node.kind !== 'list' && node.kind !== 'map') return undefined;
        node = node.elem;
      } else if (name === '@keys') {
        // the keys are StringType, whose MaxElements is 0
        if (node.kind !== 'map') return undefined;
        return { min: 0, max: 0 };
      } else {
        const field = node.kind === 'object' ? node.fields.get(name) : undefined;
        if (field === undefined) return undefined;
        node = field.type;
      }
    }
    return { min: 0, max: node.maxElements };
  };
}
