// Decides whether a MutatingAdmissionPolicy would be accepted on create: metadata, failurePolicy,
// paramKind, matchConstraints (no DELETE), matchConditions, variables, mutations (patchType and its
// expression, compiled with the patch types in the new-expressions environment) and
// reinvocationPolicy: mirrors validateMutatingAdmissionPolicySpec and validateMutation in kubernetes
// pkg/apis/admissionregistration/validation/validation.go.

import type { CompositedVariableType } from '../cel/index.ts';
import { isCelIdentifier } from '../cel/identifiers.ts';
import {
  compileMutation,
  compileVariables,
  declaredVariables,
  goTrimSpace,
} from '../policy/lazy.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { Decoder } from './decode.ts';
import { type FieldError, invalid, notSupported, required } from '../apimachinery/field.ts';
import { goNamed, goString } from '../apimachinery/goValue.ts';
import { validateObjectMeta } from './objectMeta.ts';
import {
  type DecodedMatchResources,
  decodeMatchResources,
  validateMatchResources,
  validateParamKind,
} from './validatingAdmissionPolicyMatchResources.ts';
import { validateMatchConditions } from './webhook.ts';

// sets.NewString(...).List() is sorted.
const supportedFailurePolicies = ['Fail', 'Ignore'];
const supportedReinvocationPolicies = ['IfNeeded', 'Never'];
const supportedPatchTypes = ['ApplyConfiguration', 'JSONPatch'];
/** A MutatingAdmissionPolicy cannot match DELETE. */
export const supportedMutatingOperations = ['*', 'CONNECT', 'CREATE', 'UPDATE'];
const pkg = 'admissionregistration';

function decode(obj: JsonObject) {
  const d = new Decoder();
  const spec = d.object(obj['spec'], 'spec') ?? {};
  const paramKind = d.object(spec['paramKind'], 'spec.paramKind');
  const expressionOf = (v: unknown, p: string): { expression: string } | undefined => {
    const o = d.object(v as JsonObject | undefined, p);
    return o === undefined
      ? undefined
      : { expression: d.string(o['expression'], `${p}.expression`) };
  };
  const policy = {
    metadata: d.metadata(obj['metadata']),
    // SetDefaults_MutatingAdmissionPolicySpec: failurePolicy Fail; reinvocationPolicy has no default.
    failurePolicy: d.optString(spec['failurePolicy'], 'spec.failurePolicy') ?? 'Fail',
    paramKind:
      paramKind === undefined
        ? undefined
        : {
            apiVersion: d.string(paramKind['apiVersion'], 'spec.paramKind.apiVersion'),
            kind: d.string(paramKind['kind'], 'spec.paramKind.kind'),
          },
    matchConstraints: decodeMatchResources(d, spec['matchConstraints'], 'spec.matchConstraints'),
    matchConditions: d.list(spec['matchConditions'], 'spec.matchConditions', (e, p) => {
      const c = d.object(e, p) ?? {};
      return {
        name: d.string(c['name'], `${p}.name`),
        expression: d.string(c['expression'], `${p}.expression`),
      };
    }),
    variables: d.list(spec['variables'], 'spec.variables', (e, p) => {
      const c = d.object(e, p) ?? {};
      return {
        name: d.string(c['name'], `${p}.name`),
        expression: d.string(c['expression'], `${p}.expression`),
      };
    }),
    mutations: d.list(spec['mutations'], 'spec.mutations', (e, p) => {
      const c = d.object(e, p) ?? {};
      return {
        patchType: d.string(c['patchType'], `${p}.patchType`),
        jsonPatch: expressionOf(c['jsonPatch'], `${p}.jsonPatch`),
        applyConfiguration: expressionOf(c['applyConfiguration'], `${p}.applyConfiguration`),
      };
    }),
    reinvocationPolicy: d.string(spec['reinvocationPolicy'], 'spec.reinvocationPolicy'),
  };
  return { policy, errors: d.errors };
}

/** Refuses DELETE (and anything else not mutable) in resourceRules' operations. */
export function validateMutatingOperations(
  mr: DecodedMatchResources | undefined,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  for (const rule of mr?.resourceRules ?? []) {
    for (const op of rule.operations) {
      if (!supportedMutatingOperations.includes(op)) {
        errs.push(
          notSupported(
            `${fldPath}.resourceRules.operations`,
            goNamed(`${pkg}.OperationType`, op),
            supportedMutatingOperations,
          ),
        );
      }
    }
  }
  return errs;
}

/**
 * Lists the create-time validation errors of a MutatingAdmissionPolicy in upstream order; a value of
 * the wrong JSON type yields only type errors.
 */
export function validateMutatingAdmissionPolicy(
  obj: JsonObject,
  version: KubernetesVersion,
): FieldError[] {
  const { policy: p, errors } = decode(obj);
  if (errors.length > 0) return errors;
  const errs = validateObjectMeta(p.metadata);
  const hasParams = p.paramKind !== undefined;
  const options = {
    kubernetesVersion: version,
    mode: 'new' as const,
    declare: declaredVariables({ hasParams, hasAuthorizer: true, hasVariables: true }),
    variableTypes: [] as CompositedVariableType[],
  };

  if (!supportedFailurePolicies.includes(p.failurePolicy)) {
    errs.push(
      notSupported(
        'spec.failurePolicy',
        goNamed(`${pkg}.FailurePolicyType`, p.failurePolicy),
        supportedFailurePolicies,
      ),
    );
  }
  if (p.paramKind !== undefined) errs.push(...validateParamKind(p.paramKind, 'spec.paramKind'));
  if (p.matchConstraints === undefined) errs.push(required('spec.matchConstraints', ''));
  else {
    errs.push(...validateMatchResources(p.matchConstraints, 'spec.matchConstraints'));
    // At least one resourceRule, to give the type checker a type.
    if (p.matchConstraints.resourceRules.length === 0)
      errs.push(required('spec.matchConstraints.resourceRules', ''));
    errs.push(...validateMutatingOperations(p.matchConstraints, 'spec.matchConstraints'));
  }
  errs.push(
    ...validateMatchConditions(p.matchConditions, 'spec.matchConditions', {
      kubernetesVersion: version,
      hasParams,
    }),
  );
  p.variables.forEach((v, i) => {
    const path = `spec.variables[${i}]`;
    if (goTrimSpace(v.name) === '') errs.push(required(`${path}.name`, 'name is not specified'));
    else if (!isCelIdentifier(v.name))
      errs.push(invalid(`${path}.name`, goString(v.name), 'name is not a valid CEL identifier'));
    if (goTrimSpace(v.expression) === '')
      errs.push(required(`${path}.expression`, 'expression is not specified'));
    else {
      // CompileAndStoreVariable: later expressions see this variable's type.
      const stored = compileVariables([v], options);
      options.variableTypes = stored.variableTypes;
      const c = stored.outcomes[0];
      if (c !== undefined && !c.ok && c.raw.unsupported !== true)
        errs.push(invalid(`${path}.expression`, goString(v.expression), c.detail));
    }
  });
  if (p.mutations.length === 0)
    errs.push(required('spec.mutations', 'mutations must contain at least one item'));
  p.mutations.forEach((m, i) => errs.push(...validateMutation(m, `spec.mutations[${i}]`, options)));
  if (p.reinvocationPolicy.length === 0) errs.push(required('spec.reinvocationPolicy', ''));
  else if (!supportedReinvocationPolicies.includes(p.reinvocationPolicy)) {
    errs.push(
      notSupported(
        'spec.reinvocationPolicy',
        goNamed(`${pkg}.ReinvocationPolicyType`, p.reinvocationPolicy),
        supportedReinvocationPolicies,
      ),
    );
  }
  return errs;
}

type DecodedMutation = ReturnType<typeof decode>['policy']['mutations'][number];

function validateMutation(
  m: DecodedMutation,
  fldPath: string,
  options: Parameters<typeof compileMutation>[2],
): FieldError[] {
  if (m.patchType.length === 0) return [required(`${fldPath}.patchType`, '')];
  const errs: FieldError[] = [];
  const expression = (
    field: 'jsonPatch' | 'applyConfiguration',
    holder: { expression: string },
  ): void => {
    const path = `${fldPath}.${field}.expression`;
    const trimmed = goTrimSpace(holder.expression);
    if (trimmed.length === 0) {
      errs.push(required(path, ''));
      return;
    }
    const c = compileMutation(trimmed, m.patchType, options);
    if (!c.ok && c.raw.unsupported !== true) errs.push(invalid(path, goString(trimmed), c.detail));
  };
  switch (m.patchType) {
    case 'JSONPatch':
      if (m.jsonPatch === undefined)
        errs.push(
          required(`${fldPath}.jsonPatch`, 'must be specified when patchType is JSONPatch'),
        );
      else expression('jsonPatch', m.jsonPatch);
      if (m.applyConfiguration !== undefined) {
        errs.push(
          invalid(
            `${fldPath}.applyConfiguration`,
            goString('{applyConfiguration}'),
            'must not be specified when patchType is JSONPatch',
          ),
        );
      }
      break;
    case 'ApplyConfiguration':
      if (m.applyConfiguration === undefined)
        errs.push(
          required(
            `${fldPath}.applyConfiguration`,
            'must be specified when patchType is ApplyConfiguration',
          ),
        );
      else expression('applyConfiguration', m.applyConfiguration);
      if (m.jsonPatch !== undefined) {
        errs.push(
          invalid(
            `${fldPath}.jsonPatch`,
            goString('{jsonPatch}'),
            'must not be specified when patchType is ApplyConfiguration',
          ),
        );
      }
      break;
    default:
      errs.push(
        notSupported(
          `${fldPath}.patchType`,
          goNamed(`${pkg}.PatchType`, m.patchType),
          supportedPatchTypes,
        ),
      );
  }
  return errs;
}
