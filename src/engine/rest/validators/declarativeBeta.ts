// 1.37's beta declarative validation (validation-gen) of the kinds whose `+k8s:beta(since: "1.37")`
// tags change what an answer says. k8s.io/apiserver at 1.37's code freeze (24a394e),
// pkg/registry/rest/validate.go ValidateDeclarativelyWithMigrationChecks, with apimachinery
// pkg/api/validate/errors.go FilterEnforcedDeclarativeErrors and FilterCoveredHandwrittenErrors:
// under DeclarativeValidationBeta (beta, on from 1.36) a beta tag's error is enforced, the
// hand-written error it covers (marked MarkCoveredByDeclarative; matched by type, origin and field)
// is dropped, and the declarative errors come after the hand-written ones, in the walk's order.
// A covered hand-written error with no declarative twin (an unchanged field on update, which the
// walk skips) stays where it was. The tags were `+k8s:alpha(since: "1.36")` in k8s.io/api v0.36.0
// (shadowed: 1.36 answers with the hand-written errors) and became beta in kubernetes commit
// 7e222c17 ("Promote declarative validation rules from alpha to beta", k8s.io/api 48344fc, in
// v0.37.0-beta.0; the tag lines are the same at the code freeze, 10b39a3). The tables are in
// declarativeBetaKinds.ts, declarativeBetaApiKinds.ts and declarativeBetaFlowcontrol.ts; the tags in
// declarativeBetaTags.ts.

import { featureEnabled } from '../../apimachinery/featureGates.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';
import { walk, type FieldNode } from './declarativeBetaTags.ts';
import { betaApiKinds } from './declarativeBetaApiKinds.ts';
import { betaFlowcontrolKinds } from './declarativeBetaFlowcontrol.ts';
import { betaKinds } from './declarativeBetaKinds.ts';

/** Reports whether the version enforces beta declarative validation. */
export const betaEnforced = (env: ValidationEnv): boolean =>
  atLeast(env.version, '1.37') &&
  featureEnabled(env.featureGates, env.version, 'DeclarativeValidationBeta');

/** Hand-written errors first, less the covered ones; then the declarative errors. */
export function migrate(
  errs: FieldError[],
  nodes: readonly FieldNode[],
  obj: JsonObject,
  old: JsonObject | undefined,
  env: ValidationEnv,
): FieldError[] {
  if (!betaEnforced(env)) return errs;
  const declarative = walk(nodes, obj, old, '', old !== undefined, env);
  const handwritten = errs.filter((e) => !declarative.some((d) => d.covers(e)));
  return [...handwritten, ...declarative.map((d) => d.error)];
}

// Runs a kind's validator, then 1.37's beta declarative migration of its errors.
const withBeta = (v: KindValidator, nodes: readonly FieldNode[]): KindValidator => {
  const update = v.validateUpdate;
  return {
    ...v,
    validate: (o, env) => migrate(v.validate(o, env), nodes, o, undefined, env),
    ...(update === undefined
      ? {}
      : { validateUpdate: (o, old, env) => migrate(update(o, old, env), nodes, o, old, env) }),
  };
};

// The kinds whose beta tags 1.37 has but this port does not apply: said once an answer has errors.
const notModelled: Readonly<Record<string, string>> = {
  'resource.k8s.io/resourceclaims': 'resource.k8s.io',
  'resource.k8s.io/resourceclaimtemplates': 'resource.k8s.io',
  'resource.k8s.io/deviceclasses': 'resource.k8s.io',
  'resource.k8s.io/resourceslices': 'resource.k8s.io',
  'certificates.k8s.io/certificatesigningrequests/status': 'CertificateSigningRequest',
  'certificates.k8s.io/certificatesigningrequests/approval': 'CertificateSigningRequest',
};

const sayNotModelled = (v: KindValidator, what: string): KindValidator => {
  const update = v.validateUpdate;
  const say = (errs: FieldError[], env: ValidationEnv): FieldError[] => {
    if (errs.length > 0 && betaEnforced(env))
      env.notSimulated(
        `1.37's beta declarative validation of ${what} (the order and wording of its errors are 1.36's here)`,
      );
    return errs;
  };
  return {
    ...v,
    validate: (o, env) => say(v.validate(o, env), env),
    ...(update === undefined
      ? {}
      : { validateUpdate: (o, old, env) => say(update(o, old, env), env) }),
  };
};

/** Wraps the validators whose kinds carry 1.37 beta tags, by `group/resource[/subresource]`. */
export function withDeclarativeBeta(
  validators: Readonly<Record<string, KindValidator>>,
): Record<string, KindValidator> {
  const tables: Readonly<Record<string, readonly FieldNode[]>> = {
    ...betaKinds,
    ...betaApiKinds,
    ...betaFlowcontrolKinds,
  };
  return Object.fromEntries(
    Object.entries(validators).map(([key, v]) => {
      const nodes = tables[key];
      const what = notModelled[key];
      if (nodes !== undefined) return [key, withBeta(v, nodes)];
      return [key, what === undefined ? v : sayNotModelled(v, what)];
    }),
  );
}
