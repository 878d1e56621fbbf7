// Decides whether a ValidatingAdmissionPolicy would be accepted on create: metadata, failurePolicy,
// paramKind, matchConstraints, matchConditions, variables, validations and auditAnnotations, every
// expression compiled in the new-expressions environment (the previous minor's libraries): mirrors
// ValidateValidatingAdmissionPolicy in kubernetes pkg/apis/admissionregistration/validation/validation.go.

import type { CelVariableName, CompositedVariableType } from '../cel/index.ts';
import { isCelIdentifier } from '../cel/identifiers.ts';
import type { ReturnTypes } from '../policy/generic/index.ts';
import {
  compileExpression,
  compileVariables,
  declaredVariables,
  goLen,
  goTrimSpace,
} from '../policy/lazy.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { Decoder } from './decode.ts';
import {
  type FieldError,
  duplicate,
  invalid,
  notSupported,
  required,
} from '../apimachinery/field.ts';
import { goJson, goNamed, goString } from '../apimachinery/goValue.ts';
import { invalidEach, isQualifiedName } from '../apimachinery/names.ts';
import { validateObjectMeta } from './objectMeta.ts';
import {
  decodeMatchResources,
  validateMatchResources,
  validateParamKind,
} from './validatingAdmissionPolicyMatchResources.ts';
import { validateMatchConditions } from './webhook.ts';

const maxAuditAnnotations = 20;
const maxAuditAnnotationValueExpressionLength = 5 * 1024;
const supportedReasons = ['Forbidden', 'Invalid', 'RequestEntityTooLarge'];

function decode(obj: JsonObject) {
  const d = new Decoder();
  const spec = d.object(obj['spec'], 'spec') ?? {};
  const paramKind = d.object(spec['paramKind'], 'spec.paramKind');
  const policy = {
    metadata: d.metadata(obj['metadata']),
    // SetDefaults_ValidatingAdmissionPolicySpec: failurePolicy Fail.
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
    validations: d.list(spec['validations'], 'spec.validations', (e, p) => {
      const c = d.object(e, p) ?? {};
      return {
        expression: d.string(c['expression'], `${p}.expression`),
        message: d.string(c['message'], `${p}.message`),
        messageExpression: d.string(c['messageExpression'], `${p}.messageExpression`),
        reason: d.optString(c['reason'], `${p}.reason`),
      };
    }),
    auditAnnotations: d.list(spec['auditAnnotations'], 'spec.auditAnnotations', (e, p) => {
      const c = d.object(e, p) ?? {};
      return {
        key: d.string(c['key'], `${p}.key`),
        valueExpression: d.string(c['valueExpression'], `${p}.valueExpression`),
      };
    }),
    hasAuditAnnotations: Array.isArray(spec['auditAnnotations']),
    rawAuditAnnotations: spec['auditAnnotations'] ?? null,
  };
  return { policy, errors: d.errors };
}

/**
 * Lists the create-time validation errors of a ValidatingAdmissionPolicy in upstream order; a
 * value of the wrong JSON type yields only type errors.
 */
export function validateValidatingAdmissionPolicy(
  obj: JsonObject,
  version: KubernetesVersion,
): FieldError[] {
  const { policy: p, errors } = decode(obj);
  if (errors.length > 0) return errors;
  const errs = validateObjectMeta(p.metadata);
  const hasParams = p.paramKind !== undefined;
  // The composition compiler (declaring `variables`) is only used when the policy has variables.
  const composited = p.variables.length > 0;
  // The variables stored so far, with their types (CompositedCompiler.CompileAndStoreVariable).
  let variableTypes: CompositedVariableType[] = [];
  const compileError = (
    path: string,
    value: string,
    expression: string,
    types: ReturnTypes,
    declare: CelVariableName[],
  ): FieldError[] => {
    const c = compileExpression(
      expression,
      {
        kubernetesVersion: version,
        mode: 'new',
        declare,
        ...(composited ? { variableTypes } : {}),
      },
      types,
    );
    // An expression the playground cannot evaluate faithfully is reported when it runs, not here.
    if (c.ok || c.raw.unsupported === true) return [];
    return [invalid(path, goString(value), c.detail)];
  };
  const declare = (hasAuthorizer: boolean): CelVariableName[] =>
    declaredVariables({ hasParams, hasAuthorizer, hasVariables: composited });

  if (!['Fail', 'Ignore'].includes(p.failurePolicy)) {
    errs.push(
      notSupported(
        'spec.failurePolicy',
        goNamed('admissionregistration.FailurePolicyType', p.failurePolicy),
        ['Fail', 'Ignore'],
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
      const declare = declaredVariables({ hasParams, hasAuthorizer: true, hasVariables: true });
      const stored = compileVariables([v], {
        kubernetesVersion: version,
        mode: 'new',
        declare,
        variableTypes,
      });
      variableTypes = stored.variableTypes;
      const c = stored.outcomes[0];
      if (c !== undefined && !c.ok && c.raw.unsupported !== true)
        errs.push(invalid(`${path}.expression`, goString(v.expression), c.detail));
    }
  });
  if (p.validations.length === 0 && p.auditAnnotations.length === 0) {
    errs.push(
      required(
        'spec.validations',
        'validations or auditAnnotations must contain at least one item',
      ),
    );
    errs.push(
      required(
        'spec.auditAnnotations',
        'validations or auditAnnotations must contain at least one item',
      ),
    );
    return errs;
  }
  p.validations.forEach((v, i) => {
    const path = `spec.validations[${i}]`;
    if (goTrimSpace(v.expression) === '')
      errs.push(required(`${path}.expression`, 'expression is not specified'));
    else
      errs.push(
        ...compileError(`${path}.expression`, v.expression, v.expression, ['bool'], declare(true)),
      );
    const trimmedMessageExpression = goTrimSpace(v.messageExpression);
    if (v.messageExpression.length > 0 && trimmedMessageExpression === '') {
      errs.push(
        invalid(
          `${path}.messageExpression`,
          goString(v.messageExpression),
          'must be non-empty if specified',
        ),
      );
    } else if (trimmedMessageExpression !== '') {
      // The untrimmed text is compiled so the compiler's columns are right.
      errs.push(
        ...compileError(
          `${path}.messageExpression`,
          v.messageExpression,
          v.messageExpression,
          ['string'],
          declare(false),
        ),
      );
    }
    const trimmedMsg = goTrimSpace(v.message);
    if (v.message.length > 0 && trimmedMsg === '')
      errs.push(
        invalid(`${path}.message`, goString(v.message), 'message must be non-empty if specified'),
      );
    else if (/[\n\r]/.test(trimmedMsg))
      errs.push(
        invalid(`${path}.message`, goString(v.message), 'message must not contain line breaks'),
      );
    if (v.reason !== undefined && !supportedReasons.includes(v.reason)) {
      errs.push(
        notSupported(`${path}.reason`, goNamed('v1.StatusReason', v.reason), supportedReasons),
      );
    }
  });
  if (p.hasAuditAnnotations) {
    if (p.auditAnnotations.length > maxAuditAnnotations) {
      // Upstream prints the []AuditAnnotation itself; the playground prints it as JSON.
      errs.push(
        invalid(
          'spec.auditAnnotations',
          goJson(p.rawAuditAnnotations),
          `must not have more than ${maxAuditAnnotations} auditAnnotations`,
        ),
      );
    }
    const keys = new Set<string>();
    p.auditAnnotations.forEach((a, i) => {
      const path = `spec.auditAnnotations[${i}]`;
      if (p.metadata.name.length !== 0) {
        const key = `${p.metadata.name}/${a.key}`;
        errs.push(...invalidEach(`${path}.key`, key, isQualifiedName(key)));
      } else {
        errs.push(invalid(`${path}.key`, goString(a.key), 'requires metadata.name be non-empty'));
      }
      const trimmed = goTrimSpace(a.valueExpression);
      if (trimmed === '')
        errs.push(required(`${path}.valueExpression`, 'valueExpression is not specified'));
      else if (goLen(trimmed) > maxAuditAnnotationValueExpressionLength) {
        errs.push(
          required(
            `${path}.valueExpression`,
            `must not exceed ${maxAuditAnnotationValueExpressionLength} bytes in length`,
          ),
        );
      } else {
        errs.push(
          ...compileError(
            `${path}.valueExpression`,
            a.valueExpression,
            trimmed,
            ['string', 'null_type'],
            declare(true),
          ),
        );
      }
      if (keys.has(a.key)) errs.push(duplicate(`${path}.key`, goString(a.key)));
      keys.add(a.key);
    });
  }
  return errs;
}
