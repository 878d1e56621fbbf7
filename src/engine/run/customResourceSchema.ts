// The schema validation of a custom resource between the two admission phases: what
// customResourceStrategy.Validate (apiextensions-apiserver pkg/registry/customresource/strategy.go
// and validator.go) adds to rest.BeforeCreate/BeforeUpdate — the OpenAPI v3 schema of the CRD's
// version (ValidateCustomResource), then the x-kubernetes-list-type invariants
// (ValidateListSetsAndMaps) — refused as a 422 before any validating webhook runs.
// Not yet: the /status schema, embedded ObjectMeta, x-kubernetes-validations, ratcheting on update.

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { traceFieldErrors } from '../admission/traceFieldErrors.ts';
import { asObject, isObject } from '../apimachinery/isObject.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import { validateListSetsAndMaps } from '../apiextensions/listType.ts';
import { structuralFrom } from '../apiextensions/structural.ts';
import { validateCustomResource } from '../apiextensions/validate.ts';

/** The openAPIV3Schema of the scenario's CRD serving the group, kind and version, if any. */
export function customResourceSchema(
  objects: readonly JsonObject[],
  group: string,
  kind: string,
  version: string,
): JsonObject | undefined {
  for (const crd of objects) {
    if (crd['kind'] !== 'CustomResourceDefinition') continue;
    const spec = asObject(crd['spec']);
    if (
      spec?.['group'] !== group ||
      asObject(spec['names'])?.['kind'] !== kind ||
      !Array.isArray(spec['versions'])
    )
      continue;
    const v = spec['versions'].map(asObject).find((e) => e?.['name'] === version);
    return asObject(asObject(v?.['schema'])?.['openAPIV3Schema']);
  }
  return undefined;
}

// The schema keywords validation does not evaluate yet: x-kubernetes-validations (CEL).
function unevaluated(schema: JsonValue, found: Set<string>): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) unevaluated(s, found);
  if (!isObject(schema)) return found;
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'default' || k === 'enum' || k === 'example') continue;
    if (k === 'x-kubernetes-validations') found.add(k);
    unevaluated(v, found);
  }
  return found;
}

/** Validates a custom resource's create or update against its CRD's schema; returns the 422, if any. */
export function validateCustomResourceSchema(
  ctx: ChainContext,
  attr: Attributes,
): Status | undefined {
  if (attr.builtin || attr.subresource !== '' || attr.object === undefined) return undefined;
  if (attr.operation !== 'CREATE' && attr.operation !== 'UPDATE') return undefined;
  const objects = ctx.scenario.cluster.objects.map((o) => o.object);
  const json = customResourceSchema(objects, attr.kind.group, attr.kind.kind, attr.kind.version);
  if (json === undefined) {
    noteNotSimulated(
      ctx,
      'field validation',
      `OpenAPI schema validation of the custom resource ${attr.kind.kind}: the scenario's CustomResourceDefinition has no schema for ${attr.kind.version} (only its metadata is checked)`,
    );
    return undefined;
  }
  const skipped = [...unevaluated(json, new Set())];
  if (skipped.length > 0) {
    noteNotSimulated(
      ctx,
      'custom resource schema',
      `the CRD's schema uses ${skipped.join(', ')}, which the playground does not evaluate yet`,
    );
  }
  const schema = structuralFrom(json);
  const errors = [
    ...validateCustomResource(schema, attr.object),
    ...validateListSetsAndMaps('', schema, attr.object),
  ];
  if (errors.length === 0) return undefined;
  const version = ctx.scenario.kubernetesVersion;
  const status = newInvalid(attr.kind.group, attr.kind.kind, attr.name, errors, version);
  const fieldErrors = traceFieldErrors(errors, version, 'schema', ctx.trace);
  const reason = `the ${attr.kind.kind} does not validate against the openAPIV3Schema of its CustomResourceDefinition (version ${attr.kind.version})`;
  ctx.trace.push({
    phase: 'storage',
    plugin: 'storage',
    outcome: 'denied',
    reason,
    status,
    fieldErrors,
  });
  return status;
}
