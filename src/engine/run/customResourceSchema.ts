// The schema validation of a custom resource between the two admission phases: what
// customResourceStrategy.Validate (apiextensions-apiserver pkg/registry/customresource/strategy.go
// and validator.go) adds to rest.BeforeCreate/BeforeUpdate — the OpenAPI v3 schema of the CRD's
// version (ValidateCustomResource), the x-kubernetes-list-type invariants (ValidateListSetsAndMaps),
// then x-kubernetes-validations (apiextensions/cel) unless a blocking schema error came first —
// refused as a 422 before any validating webhook runs.
// On /status (statusStrategy) only the status is checked against the schema.
// Embedded resources' type and object meta are checked too (schemaobjectmeta.Validate).

import type { Attributes } from '../admission/attributes.ts';
import { type ChainContext, noteNotSimulated } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { traceFieldErrors } from '../admission/traceFieldErrors.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import { structuralFrom } from '../apiextensions/lazy.ts';
import type { EmbeddedMetaValidator } from '../apiextensions/embeddedResource.ts';
import { validateObjectMeta } from '../validation/meta/objectMeta.ts';
import { validatePathSegmentName } from '../validation/meta/nameFuncs.ts';
import { validateAgainstSchema, validateStatusAgainstSchema } from '../apiextensions/lazy.ts';

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

// ValidateObjectMeta of an embedded resource: a missing name stands in as "fakename", the namespace
// is required only when set (schemaobjectmeta.validateEmbeddedResource).
const embeddedMeta: EmbeddedMetaValidator = (x, path) => {
  const metadata = asObject(x['metadata']) ?? {};
  const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
  const namespace = typeof metadata['namespace'] === 'string' ? metadata['namespace'] : '';
  const object = { ...x, metadata: { ...metadata, name: name === '' ? 'fakename' : name } };
  return validateObjectMeta(object, namespace !== '', validatePathSegmentName, path);
};

/** Validates a custom resource's create or update against its CRD's schema; returns the 422, if any. */
export function validateCustomResourceSchema(
  ctx: ChainContext,
  attr: Attributes,
): Status | undefined {
  const statusUpdate = attr.subresource === 'status' && attr.operation === 'UPDATE';
  if (attr.builtin || (attr.subresource !== '' && !statusUpdate) || attr.object === undefined)
    return undefined;
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
  const schema = structuralFrom(json);
  const version = ctx.scenario.kubernetesVersion;
  const old = attr.operation === 'UPDATE' ? attr.oldObject : undefined;
  const { errors, warnings, unsupported } =
    statusUpdate && old !== undefined
      ? validateStatusAgainstSchema(schema, attr.object, old, version)
      : validateAgainstSchema(schema, attr.object, old, version, embeddedMeta);
  for (const w of warnings) ctx.warnings.add(w);
  for (const u of new Set(unsupported))
    noteNotSimulated(
      ctx,
      'x-kubernetes-validations',
      `a rule of the CRD's schema was not evaluated: ${u}`,
    );
  if (errors.length === 0) return undefined;
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
