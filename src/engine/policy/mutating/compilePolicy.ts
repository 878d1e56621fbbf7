// Compiles every expression of a MutatingAdmissionPolicy once: variables and matchConditions in the
// composited environment, each mutation with the patch types (Object, JSONPatch) added, checked
// against the result type its patchType needs (k8s.io/apiserver pkg/admission/plugin/policy/mutating/
// compilation.go compilePolicy; patch/json_patch.go and patch/smd.go ReturnTypes).

import { asObject } from '../../apimachinery/isObject.ts';
import { compileCel, type CelCompileResult, type CelEnvironmentOptions } from '../../cel/index.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import {
  type CompileOutcome,
  type CompiledExpression,
  type PolicyObject,
  asList,
  asString,
  compileExpression,
  compileVariables,
  declaredVariables,
  matchConditionsOf,
  paramKindOf,
  returnTypes,
  specOf,
  variablesOf,
} from '../generic/index.ts';

/** The patchType of a mutation as written ("" when absent). */
export type PatchType = 'ApplyConfiguration' | 'JSONPatch' | (string & {});

/** One spec.mutations entry, compiled (undefined expression when the patchType's field is missing). */
export interface CompiledMutation {
  patchType: PatchType;
  expression?: CompiledExpression;
}

/** A MutatingAdmissionPolicy with its expressions compiled (the PolicyEvaluator upstream builds). */
export interface CompiledMutatingPolicy {
  failurePolicy: string;
  reinvocationPolicy: string;
  matchConditions: CompiledExpression[];
  variables: CompiledExpression[];
  mutations: CompiledMutation[];
}

/** The result types each patchType's expression must have (JSONPatchCondition, ApplyConfigurationCondition). */
export const mutationReturnType: Readonly<Record<string, string>> = {
  ApplyConfiguration: 'Object',
  JSONPatch: 'list(JSONPatch)',
};

/**
 * Compiles a mutation expression. The playground types `Object.<path>{}` literals as dyn (cel-go
 * types them exactly), so a dyn result passes here and is checked when it runs.
 */
export function compileMutation(
  expression: string,
  patchType: string,
  options: CelEnvironmentOptions,
): CompileOutcome {
  const raw: CelCompileResult = compileCel(expression, { ...options, mutation: true });
  if (!raw.ok) return { ok: false, detail: raw.detail, raw };
  const want = mutationReturnType[patchType] ?? 'Object';
  const got = raw.resultType;
  const literal = /^\s*\.?(Object(?:\s*\.\s*[A-Za-z_][A-Za-z0-9_]*)+)\s*\{/.exec(expression);
  if (
    got === 'dyn' &&
    want === 'Object' &&
    literal?.[1] !== undefined &&
    expression.trim().endsWith('}')
  ) {
    return mismatch(want, literal[1].replace(/\s+/g, ''));
  }
  if (got === want || got === 'dyn' || (want === 'list(JSONPatch)' && got === 'list(dyn)')) {
    return { ok: true, program: raw.program, resultType: got };
  }
  return mismatch(want, got);
}

function mismatch(want: string, got: string): CompileOutcome {
  const detail = `must evaluate to ${want} but got ${got}`;
  return { ok: false, detail, raw: { ok: false, message: detail, detail, offset: 0 } };
}

/** Compiles a policy for evaluation (StoredExpressions: every library of the running version). */
export function compileMutatingPolicy(
  policy: PolicyObject,
  kubernetesVersion: KubernetesVersion,
): CompiledMutatingPolicy {
  const spec = specOf(policy);
  const base: CelEnvironmentOptions = {
    kubernetesVersion,
    mode: 'stored',
    declare: declaredVariables({
      hasParams: paramKindOf(policy) !== undefined,
      hasAuthorizer: true,
      hasVariables: true,
    }),
  };
  // compilation.go compilePolicy: CompileAndStoreVariables first; the rest see the variables' types.
  const variables = variablesOf(policy);
  const compiledVariables = compileVariables(variables, base);
  const options: CelEnvironmentOptions = {
    ...base,
    variableTypes: compiledVariables.variableTypes,
  };
  const named =
    (role: CompiledExpression['role'], types: typeof returnTypes.bool | 'any') =>
    (m: { name: string; expression: string; pointer: string }, i: number): CompiledExpression => ({
      role,
      index: i,
      name: m.name,
      expression: m.expression,
      pointer: m.pointer,
      compiled: compileExpression(m.expression, options, types),
    });
  const mutations = asList(spec['mutations']).map((item, i): CompiledMutation => {
    const m = asObject(item) ?? {};
    const patchType = asString(m['patchType']);
    const field =
      patchType === 'JSONPatch'
        ? 'jsonPatch'
        : patchType === 'ApplyConfiguration'
          ? 'applyConfiguration'
          : undefined;
    const holder = field === undefined ? undefined : asObject(m[field]);
    if (field === undefined || holder === undefined) return { patchType };
    const expression = asString(holder['expression']);
    const pointer = `${policy.pointer}/spec/mutations/${i}/${field}/expression`;
    return {
      patchType,
      expression: {
        role: 'mutation',
        index: i,
        expression,
        pointer,
        compiled: compileMutation(expression, patchType, options),
      },
    };
  });
  return {
    failurePolicy: typeof spec['failurePolicy'] === 'string' ? spec['failurePolicy'] : 'Fail',
    reinvocationPolicy: asString(spec['reinvocationPolicy']),
    matchConditions: matchConditionsOf(policy).map(named('matchCondition', returnTypes.bool)),
    variables: variables.map((v, i): CompiledExpression => ({
      role: 'variable',
      index: i,
      name: v.name,
      expression: v.expression,
      pointer: v.pointer,
      compiled: compiledVariables.outcomes[i]!,
    })),
    mutations,
  };
}
