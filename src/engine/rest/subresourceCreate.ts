// What the REST handlers of pods/binding (and of the `bindings` resource, LegacyBindingREST, which
// passes the Binding's own name on) and pods/eviction check before they call validating
// admission (pkg/registry/core/pod/storage/storage.go BindingREST.Create with
// validation.ValidatePodBinding, and eviction.go EvictionREST.Create). They are no store: no
// strategy runs, and ValidatePodBinding's errors come back as a plain error, which the handler
// answers as a 500 with no reason (apierrors.ErrorToAPIStatus' fallback).

import type { Attributes } from '../admission/attributes.ts';
import { metaString } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import { aggregateString, type FieldError, notSupported, required } from '../apimachinery/field.ts';
import type { Status } from '../apimachinery/status.ts';
import { failure, newBadRequest } from '../apimachinery/statusErrors.ts';
import { obj, str } from '../validation/read.ts';

const handlers: Readonly<Record<string, { rest: string; kind: string }>> = {
  binding: { rest: 'BindingREST', kind: 'Binding' },
  eviction: { rest: 'EvictionREST', kind: 'Eviction' },
};

/** ValidatePodBinding (pkg/apis/core/validation/validation.go): a Node target with a name. */
export function validatePodBinding(binding: Attributes['object']): FieldError[] {
  const target = obj(binding?.['target']) ?? {};
  const kind = str(target['kind']);
  const errs: FieldError[] = [];
  if (kind !== '' && kind !== 'Node')
    errs.push(notSupported('target.kind', { go: 'string', value: kind }, ['Node', '<empty>']));
  if (str(target['name']) === '') errs.push(required('target.name', ''));
  return errs;
}

/** Reports whether a create goes to the `bindings` resource (LegacyBindingREST, no store). */
export const isLegacyBindingCreate = (attr: Attributes): boolean =>
  attr.builtin &&
  attr.resource.group === '' &&
  attr.resource.resource === 'bindings' &&
  attr.subresource === '';

/** Runs the handler's own checks on a pods/binding or pods/eviction create; returns its refusal, if any. */
export function subresourceCreateStep(ctx: ChainContext, attr: Attributes): Status | undefined {
  const legacy = isLegacyBindingCreate(attr);
  const handler = legacy
    ? handlers['binding']
    : attr.builtin && attr.resource.group === '' && attr.resource.resource === 'pods'
      ? handlers[attr.subresource]
      : undefined;
  if (handler === undefined || attr.object === undefined) {
    // Another subresource's REST handler: its checks are not ported; say so rather than pass.
    if (attr.builtin && attr.object !== undefined)
      noteNotSimulated(
        ctx,
        'field validation',
        `the checks of the ${attr.resource.resource}/${attr.subresource} REST handler`,
      );
    return undefined;
  }
  const deny = (status: Status, reason: string): Status => {
    ctx.trace.push({ phase: 'storage', plugin: handler.rest, outcome: 'denied', reason, status });
    return status;
  };
  const name = metaString(attr.object, 'name');
  if (!legacy && name !== attr.name)
    return deny(
      newBadRequest(`name in URL does not match name in ${handler.kind} object`),
      `metadata.name "${name}" is not the name in the URL, "${attr.name}"`,
    );
  if (attr.subresource === 'binding' || legacy) {
    const errs = validatePodBinding(attr.object);
    if (errs.length > 0)
      return deny(
        failure(500, undefined, aggregateString(errs, ctx.scenario.kubernetesVersion)),
        'ValidatePodBinding refused the Binding; the handler returns its errors as a plain error (500)',
      );
  }
  ctx.trace.push({
    phase: 'storage',
    plugin: handler.rest,
    outcome: 'allowed',
    reason:
      attr.subresource === 'binding' || legacy
        ? 'the Binding names the Pod and a Node target'
        : 'the Eviction names the Pod',
  });
  return undefined;
}
