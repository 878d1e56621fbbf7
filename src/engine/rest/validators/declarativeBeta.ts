// 1.37's beta declarative validation (validation-gen) for the kinds whose beta tags change what the
// answer says. k8s.io/apiserver at 1.37's code freeze, pkg/registry/rest/validate.go
// ValidateDeclarativelyWithMigrationChecks, with apimachinery pkg/api/validate/errors.go
// FilterEnforcedDeclarativeErrors and FilterCoveredHandwrittenErrors: under DeclarativeValidationBeta
// (beta, on from 1.36) a beta tag's error is enforced; the hand-written error it covers (same type,
// origin and field) is dropped, and the declarative errors are appended after the hand-written ones.
// The tags are `+k8s:alpha(since: "1.36")` in k8s.io/api v0.36.0 (shadowed: 1.36 answers as 1.35)
// and `+k8s:beta(since: "1.37")` at 1.37's code freeze: discovery/v1 EndpointSlice addressType
// (required, enum, immutable) and endpoints[].addresses (required, maxItems=100); rbac/v1
// PolicyRule.verbs (required). The pairs are those of kubernetes pkg/registry/discovery/endpointslice
// and pkg/registry/rbac/role declarative_validation_test.go. validate.RequiredSlice says
// field.Required(fldPath, "") — so "must contain at least 1 address" and "verbs must contain at least
// one value" are gone at 1.37. No built-in type has a +k8s:minItems or +k8s:minLength tag through
// 1.37, so the "Too few" and "Too short" errors of apimachinery v0.36.0 field/errors.go never reach
// an answer.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import { type FieldError, type FieldErrorType, required } from '../../apimachinery/field.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

/** A hand-written error a beta tag covers, and the declarative error that replaces it. */
interface Covered {
  type: FieldErrorType;
  field: RegExp;
  /** The declarative error; absent: the same text (only its place in the list changes). */
  declarative?: (e: FieldError) => FieldError;
}

const requiredWithoutDetail = (e: FieldError): FieldError => required(e.field, '');

const endpointSlice: Covered[] = [
  { type: 'FieldValueRequired', field: /^addressType$/ },
  { type: 'FieldValueNotSupported', field: /^addressType$/ },
  { type: 'FieldValueInvalid', field: /^addressType$/ },
  {
    type: 'FieldValueRequired',
    field: /^endpoints\[\d+\]\.addresses$/,
    declarative: requiredWithoutDetail,
  },
  { type: 'FieldValueTooMany', field: /^endpoints\[\d+\]\.addresses$/ },
];

const policyRules: Covered[] = [
  {
    type: 'FieldValueRequired',
    field: /^rules\[\d+\]\.verbs$/,
    declarative: requiredWithoutDetail,
  },
];

/** Reports whether the version enforces beta declarative validation. */
const enforced = (env: ValidationEnv): boolean =>
  atLeast(env.version, '1.37') &&
  featureEnabled(env.featureGates, env.version, 'DeclarativeValidationBeta');

function migrate(errs: FieldError[], covered: Covered[], env: ValidationEnv): FieldError[] {
  if (!enforced(env)) return errs;
  const handwritten: FieldError[] = [];
  const declarative: FieldError[] = [];
  for (const e of errs) {
    const rule = covered.find((c) => c.type === e.type && c.field.test(e.field));
    if (rule === undefined) handwritten.push(e);
    else declarative.push(rule.declarative?.(e) ?? e);
  }
  return [...handwritten, ...declarative];
}

// Runs a kind's validator, then 1.37's beta declarative migration of its errors.
const withBeta = (v: KindValidator, covered: Covered[]): KindValidator => {
  const update = v.validateUpdate;
  return {
    ...v,
    validate: (o, env) => migrate(v.validate(o, env), covered, env),
    ...(update === undefined
      ? {}
      : { validateUpdate: (o, old, env) => migrate(update(o, old, env), covered, env) }),
  };
};

/** Wraps the validators whose kinds carry 1.37 beta tags, by `group/resource`. */
export function withDeclarativeBeta(
  validators: Readonly<Record<string, KindValidator>>,
): Record<string, KindValidator> {
  const byKind: Readonly<Record<string, Covered[]>> = {
    'discovery.k8s.io/endpointslices': endpointSlice,
    'rbac.authorization.k8s.io/roles': policyRules,
    'rbac.authorization.k8s.io/clusterroles': policyRules,
  };
  return Object.fromEntries(
    Object.entries(validators).map(([key, v]) => {
      const covered = byKind[key];
      return [key, covered === undefined ? v : withBeta(v, covered)];
    }),
  );
}
