// Finds the type converter for a mutation's versioned kind (patch/typeconverter.go
// TypeConverterManager.GetTypeConverter): the built-in OpenAPI for built-in kinds, the CRD's schema
// for custom resources; without one, the dispatcher answers 503 (dispatcher.go dispatchOne).

import type { Status } from '../../apimachinery/status.ts';
import type { ClusterObject } from '../../scenario/types.ts';
import type { GroupVersionKind } from '../../apimachinery/types.ts';
import { failure } from '../../apimachinery/statusErrors.ts';
import { gvkString } from '../generic/index.ts';
import { builtinSchema, customResourceSchema, type SchemaNode } from './schema.ts';
import { asObject } from '../../apimachinery/isObject.ts';

/** The type of objects of `kind`, or undefined when the server has no schema for it. */
export function schemaFor(
  kind: GroupVersionKind,
  objects: readonly ClusterObject[],
): SchemaNode | undefined {
  const builtin = builtinSchema(kind);
  if (builtin !== undefined) return builtin;
  for (const { object } of objects) {
    if (object['kind'] !== 'CustomResourceDefinition') continue;
    const spec = asObject(object['spec']);
    if (spec?.['group'] !== kind.group || asObject(spec['names'])?.['kind'] !== kind.kind) continue;
    const versions = Array.isArray(spec['versions']) ? spec['versions'] : [];
    const version = versions.map(asObject).find((v) => v?.['name'] === kind.version);
    if (version === undefined) continue;
    const schema =
      asObject(asObject(version['schema'])?.['openAPIV3Schema']) ??
      asObject(asObject(spec['validation'])?.['openAPIV3Schema']);
    return customResourceSchema(schema);
  }
  return undefined;
}

/** apierrors.NewServiceUnavailable for a kind without a type converter. */
export function serviceUnavailable(kind: GroupVersionKind): Status {
  return failure(
    503,
    'ServiceUnavailable',
    `Resource kind ${gvkString(kind)} not found. There can be a delay between when CustomResourceDefinitions are created and when they are available.`,
  );
}
