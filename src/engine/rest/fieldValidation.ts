// The field validation of rest.BeforeCreate / BeforeUpdate, between mutating and validating
// admission (k8s.io/apiserver pkg/registry/rest/create.go, update.go): strategy.Validate, then the
// generic ObjectMeta check with ValidatePathSegmentName; on update validateCommonFields and
// strategy.ValidateUpdate together; then the strategy's warnings. A refusal is apierrors.NewInvalid:
// 422 `<Kind> "<name>" is invalid: <errors>`. The trace links each error to the step that wrote it.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import { traceFieldErrors } from '../admission/traceFieldErrors.ts';
import type { FieldError } from '../apimachinery/field.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../validation/meta/objectMeta.ts';
import { validatePathSegmentName } from '../validation/meta/nameFuncs.ts';
import { ownerReferencesNotSimulated } from '../validation/meta/ownerReferences.ts';
import { metadataOf } from '../admission/attributes.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import { errorWriter } from './errorWriter.ts';
import type { ValidationEnv } from './validator.ts';
import { validatorFor } from './validators.ts';

const feature = 'field validation';

function runValidators(
  ctx: ChainContext,
  attr: Attributes,
  obj: NonNullable<Attributes['object']>,
  env: ValidationEnv,
  namespaced: boolean,
): { errors: FieldError[]; strategy: string; warnings: string[] } {
  const validator =
    attr.builtin && ctx.scenario.cluster.defaulting
      ? validatorFor(attr.resource, attr.subresource)
      : undefined;
  const old = attr.oldObject;
  const strategy =
    validator?.strategy ?? (attr.builtin ? 'the generic store' : 'customResourceStrategy');
  // A custom resource's /status is checked against its schema right after (run/customResourceSchema.ts).
  if (
    attr.subresource !== '' &&
    validator === undefined &&
    !(attr.subresource === 'status' && !attr.builtin)
  )
    env.notSimulated(
      `field validation of the ${attr.subresource} subresource of ${attr.resource.resource}`,
    );
  else if (!attr.builtin) {
    // A custom resource's OpenAPI schema is checked right after (run/customResourceSchema.ts).
  } else if (!ctx.scenario.cluster.defaulting)
    env.notSimulated(
      `field validation of ${attr.kind.kind} beyond its metadata (it needs the scheme defaults; cluster.defaulting is false)`,
    );
  else if (validator === undefined)
    env.notSimulated(
      `field validation of ${attr.kind.kind} (${attr.resource.group || 'core'}/${attr.resource.resource}) is not ported: only its metadata is checked`,
    );
  const meta = validateObjectMeta(obj, namespaced, validatePathSegmentName);
  // Every kind's ObjectMeta check prints the same ownerReferences, whichever validator reports them.
  ownerReferencesNotSimulated(metadataOf(obj), env.version, env.notSimulated);
  if (attr.operation === 'UPDATE' && old !== undefined) {
    const specific =
      validator?.validateUpdate?.(obj, old, env) ??
      (validator !== undefined
        ? [...validateObjectMetaUpdate(obj, old), ...validator.validate(obj, env)]
        : []);
    const errors = [...meta, ...validateObjectMetaUpdate(obj, old), ...specific];
    return {
      errors,
      strategy,
      warnings: errors.length > 0 ? [] : (validator?.warnings?.(obj, old, env) ?? []),
    };
  }
  // Create: the strategy's errors; the generic metadata check only when those pass.
  const specific = validator?.validate(obj, env) ?? [];
  const errors = specific.length > 0 ? specific : meta;
  return {
    errors,
    strategy,
    warnings: errors.length > 0 ? [] : (validator?.warnings?.(obj, undefined, env) ?? []),
  };
}

/** Runs field validation on the prepared object; returns the 422, if any. The trace gets one entry. */
export function fieldValidationStep(ctx: ChainContext, attr: Attributes): Status | undefined {
  const obj = attr.object;
  if (obj === undefined || (attr.operation !== 'CREATE' && attr.operation !== 'UPDATE'))
    return undefined;
  const notes: string[] = [];
  const env: ValidationEnv = {
    version: ctx.scenario.kubernetesVersion,
    featureGates: ctx.scenario.cluster.featureGates,
    notSimulated: (detail) => {
      if (!notes.includes(detail)) notes.push(detail);
    },
  };
  const namespaced =
    ctx.match.mapper.mappingFor(attr.resource)?.namespaced ?? attr.namespace !== '';
  const { errors, strategy, warnings } = runValidators(ctx, attr, obj, env, namespaced);
  for (const n of notes) noteNotSimulated(ctx, feature, n);
  const verb = attr.operation === 'CREATE' ? 'Validate' : 'ValidateUpdate';
  const notSimulated = notes.length > 0 ? ` (not simulated: ${notes.join('; ')})` : '';
  if (errors.length > 0) {
    const status = newInvalid(
      attr.kind.group,
      attr.kind.kind,
      attr.name,
      errors,
      ctx.scenario.kubernetesVersion,
    );
    // The trace's shape for field errors; the writer also looks at the limit a request is compared with.
    const fieldErrors = traceFieldErrors(
      errors,
      ctx.scenario.kubernetesVersion,
      'strategy',
      ctx.trace,
    ).map((f, i) => {
      const { writtenBy: _, ...rest } = f;
      const writer = errorWriter(ctx.trace, f.field, errors[i]?.detail ?? '');
      return writer === undefined ? rest : { ...rest, writtenBy: writer };
    });
    const count = errors.length === 1 ? 'one field error' : `${errors.length} field errors`;
    ctx.trace.push({
      phase: 'storage',
      plugin: 'fieldValidation',
      outcome: 'denied',
      reason: `${strategy}.${verb}: ${count}${notSimulated}`,
      status,
      fieldErrors,
    });
    return status;
  }
  for (const w of warnings) ctx.warnings.add(w);
  ctx.trace.push({
    phase: 'storage',
    plugin: 'fieldValidation',
    outcome: warnings.length > 0 ? 'warned' : 'allowed',
    reason: `${strategy}.${verb}: the object is valid${notSimulated}`,
    ...(warnings.length > 0 && { warnings }),
  });
  return undefined;
}
