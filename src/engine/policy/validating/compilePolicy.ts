// Compiles every expression of a ValidatingAdmissionPolicy once, in the contexts upstream compiles
// them in: validations, matchConditions, variables and auditAnnotations with the authorizer,
// messageExpressions without it, all with `variables` and (given a paramKind) `params`
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/plugin.go compilePolicy).

import { asObject } from '../../apimachinery/isObject.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import {
  type CompiledExpression,
  type PolicyObject,
  type ReturnTypes,
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

/** One spec.validations entry, compiled. */
export interface CompiledValidation {
  expression: CompiledExpression;
  /** Absent when the validation has no messageExpression (a placeholder upstream). */
  messageExpression?: CompiledExpression;
  message: string;
  /** validation.reason, or undefined (Invalid). */
  reason?: string;
}

/** A ValidatingAdmissionPolicy with its expressions compiled (the Validator upstream builds). */
export interface CompiledPolicy {
  failurePolicy: string;
  matchConditions: CompiledExpression[];
  variables: CompiledExpression[];
  validations: CompiledValidation[];
  auditAnnotations: CompiledExpression[];
}

/** Compiles a policy for evaluation (StoredExpressions: every library of the running version). */
export function compileValidatingPolicy(
  policy: PolicyObject,
  kubernetesVersion: KubernetesVersion,
): CompiledPolicy {
  const spec = specOf(policy);
  const hasParams = paramKindOf(policy) !== undefined;
  const base = (hasAuthorizer: boolean) => ({
    kubernetesVersion,
    mode: 'stored' as const,
    declare: declaredVariables({ hasParams, hasAuthorizer, hasVariables: true }),
  });
  // plugin.go compilePolicy: the variables first (CompileAndStoreVariables), then the rest see their types.
  const variables = variablesOf(policy);
  const compiledVariables = compileVariables(variables, base(true));
  const options = (hasAuthorizer: boolean) => ({
    ...base(hasAuthorizer),
    variableTypes: compiledVariables.variableTypes,
  });
  const compile = (
    role: CompiledExpression['role'],
    index: number,
    expression: string,
    pointer: string,
    types: ReturnTypes,
    hasAuthorizer: boolean,
    name?: string,
  ): CompiledExpression => {
    const c: CompiledExpression = {
      role,
      index,
      expression,
      pointer,
      compiled: compileExpression(expression, options(hasAuthorizer), types),
    };
    if (name !== undefined) c.name = name;
    return c;
  };
  const validations = asList(spec['validations']).map((item, i): CompiledValidation => {
    const v = asObject(item) ?? {};
    const base = `${policy.pointer}/spec/validations/${i}`;
    const out: CompiledValidation = {
      expression: compile(
        'validation',
        i,
        asString(v['expression']),
        `${base}/expression`,
        returnTypes.bool,
        true,
      ),
      message: asString(v['message']),
    };
    const messageExpression = asString(v['messageExpression']);
    if (messageExpression !== '') {
      out.messageExpression = compile(
        'messageExpression',
        i,
        messageExpression,
        `${base}/messageExpression`,
        returnTypes.string,
        false,
      );
    }
    if (typeof v['reason'] === 'string') out.reason = v['reason'];
    return out;
  });
  return {
    failurePolicy: typeof spec['failurePolicy'] === 'string' ? spec['failurePolicy'] : 'Fail',
    matchConditions: matchConditionsOf(policy).map((m, i) =>
      compile('matchCondition', i, m.expression, m.pointer, returnTypes.bool, true, m.name),
    ),
    variables: variables.map((v, i): CompiledExpression => ({
      role: 'variable',
      index: i,
      name: v.name,
      expression: v.expression,
      pointer: v.pointer,
      compiled: compiledVariables.outcomes[i]!,
    })),
    validations,
    auditAnnotations: asList(spec['auditAnnotations']).map((item, i) => {
      const a = asObject(item) ?? {};
      const pointer = `${policy.pointer}/spec/auditAnnotations/${i}/valueExpression`;
      return compile(
        'auditAnnotation',
        i,
        asString(a['valueExpression']),
        pointer,
        returnTypes.stringOrNull,
        true,
        asString(a['key']),
      );
    }),
  };
}
