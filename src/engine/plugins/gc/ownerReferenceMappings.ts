// Turns an ownerReference into the `update <resource>/finalizers` checks on its owner, one per
// resource its kind maps to (gc_admission.go ownerRefToDeleteAttributeRecords), using the API
// server's REST mapping: the built-in 1.32 resources plus the scenario's CustomResourceDefinitions.

import type { Attributes } from '../../admission/attributes.ts';
import { emptyAttributes, type AuthorizationAttributes } from '../../authz/authorizer.ts';
import { groupVersionString, parseGroupVersion } from '../../restmapping/groupVersion.ts';
import {
  builtinRestMapper,
  withCustomResourceDefinitions,
  type RestMapper,
} from '../../restmapping/restMapper.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';

/** The checks to run, or the REST mapping error text. */
export type FinalizerChecks =
  { ok: true; records: AuthorizationAttributes[] } | { ok: false; error: string };

const mappers = new WeakMap<readonly JsonObject[], RestMapper>();

function mapperFor(objects: readonly JsonObject[]): RestMapper {
  let mapper = mappers.get(objects);
  if (mapper === undefined) {
    const crds = objects
      .filter((o) => o['kind'] === 'CustomResourceDefinition')
      .map((object, i) => ({ object, pointer: `/cluster/objects/${i}` }));
    mapper = withCustomResourceDefinitions(builtinRestMapper(), crds).mapper;
    mappers.set(objects, mapper);
  }
  return mapper;
}

/** Returns the owner's finalizer checks: namespaced owners are checked in the dependent's namespace. */
export function ownerRefToFinalizerChecks(
  ref: JsonObject,
  attr: Attributes,
  objects: readonly JsonObject[],
): FinalizerChecks {
  const apiVersion = typeof ref['apiVersion'] === 'string' ? ref['apiVersion'] : '';
  const kind = typeof ref['kind'] === 'string' ? ref['kind'] : '';
  const gv = parseGroupVersion(apiVersion);
  if ('error' in gv) return { ok: false, error: gv.error };
  const mapping = mapperFor(objects).resourceForKind({ ...gv, kind });
  if (mapping === undefined) {
    // meta.NoKindMatchError for one searched version.
    return {
      ok: false,
      error: `no matches for kind ${goQuote(kind)} in version ${goQuote(groupVersionString(gv))}`,
    };
  }
  return {
    ok: true,
    records: [
      {
        ...emptyAttributes(attr.userInfo),
        verb: 'update',
        namespace: mapping.namespaced ? attr.namespace : '',
        apiGroup: mapping.resource.group,
        apiVersion: mapping.resource.version,
        resource: mapping.resource.resource,
        subresource: 'finalizers',
        name: typeof ref['name'] === 'string' ? ref['name'] : '',
        resourceRequest: true,
      },
    ],
  };
}
