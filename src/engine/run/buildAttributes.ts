// Turns the scenario's request into admission attributes as the API server's handlers do: the REST
// mapping, namespace and name, the options object, the authenticated user, and the object as the
// create handler hands it to admission (endpoints/handlers/{create,update,delete,rest}.go).

import { err, ok, type EngineError, type Result } from '../errors.ts';
import type { RestMapper, ResourceMapping } from '../restmapping/restMapper.ts';
import type { JsonObject, UserInfo } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { defaultNamespace } from '../admission/cluster.ts';
import { optionTypeError } from './optionTypes.ts';
import {
  metadataOf,
  metaString,
  orderObjectMeta,
  parseApiVersion,
  type Attributes,
} from '../admission/attributes.ts';

const optionsKind = {
  CREATE: 'CreateOptions',
  UPDATE: 'UpdateOptions',
  DELETE: 'DeleteOptions',
} as const;

// The authenticator adds system:authenticated to every user but the anonymous one (impersonation does too).
function authenticatedUser(user: UserInfo): UserInfo {
  const groups = [...user.groups];
  if (user.username !== 'system:anonymous' && !groups.includes('system:authenticated'))
    groups.push('system:authenticated');
  return { ...user, groups };
}

// rest.WipeObjectMetaSystemFields on create; typed objects then encode a zero creationTimestamp as null.
function objectForCreate(object: JsonObject, builtin: boolean): JsonObject {
  const metadata = { ...metadataOf(object) };
  for (const field of [
    'uid',
    'creationTimestamp',
    'deletionTimestamp',
    'deletionGracePeriodSeconds',
    'selfLink',
  ])
    delete metadata[field];
  // Typed objects encode a zero creationTimestamp as null.
  if (builtin)
    return { ...object, metadata: orderObjectMeta({ ...metadata, creationTimestamp: null }) };
  return { ...object, metadata };
}

// A PUT or an apply of an object that does not exist is admitted as a CREATE (handlers/update.go,
// patch.go): the scenario says so with a CREATE whose options are UpdateOptions or PatchOptions.
function createVia(options: JsonObject | undefined): 'update' | 'apply' | undefined {
  const kind = options?.['kind'];
  return kind === 'UpdateOptions' ? 'update' : kind === 'PatchOptions' ? 'apply' : undefined;
}

// Those handlers do not wipe the system fields before admission: the object goes as sent (a typed
// one still encodes an unset creationTimestamp as null).
function objectForCreateVia(object: JsonObject, builtin: boolean): JsonObject {
  const metadata = metadataOf(object);
  if (!builtin || 'creationTimestamp' in metadata) return object;
  return { ...object, metadata: orderObjectMeta({ ...metadata, creationTimestamp: null }) };
}

// updateToCreateOptions / patchToCreateOptions: admission gets CreateOptions with three fields copied.
function createOptionsFrom(options: JsonObject): JsonObject {
  const out: JsonObject = { kind: 'CreateOptions', apiVersion: 'meta.k8s.io/v1' };
  for (const k of ['dryRun', 'fieldManager', 'fieldValidation'])
    if (options[k] !== undefined) out[k] = options[k];
  return out;
}

/** A problem with the request itself, reported at its place in the scenario. */
const invalid = (pointer: string, expected: string): EngineError => ({
  kind: 'invalid-value',
  pointer,
  expected,
});

/** Resolves the request's resource through the REST mapping. */
function resolveMapping(
  scenario: Scenario,
  mapper: RestMapper,
  source: JsonObject | undefined,
): Result<ResourceMapping> {
  const req = scenario.request;
  if (req.resource !== undefined) {
    const m = mapper.mappingFor(req.resource);
    if (m === undefined)
      return err(
        invalid(
          '/request/resource',
          `a resource the API server serves (${req.resource.group}/${req.resource.version} ${req.resource.resource} is not served; add a CustomResourceDefinition to cluster.objects)`,
        ),
      );
    return ok(m);
  }
  const which = req.operation === 'DELETE' ? 'oldObject' : 'object';
  if (source === undefined)
    return err(
      invalid(
        `/request/${which}`,
        `the ${which} of a ${req.operation} request (or request.resource)`,
      ),
    );
  const apiVersion = typeof source['apiVersion'] === 'string' ? source['apiVersion'] : '';
  const kindName = typeof source['kind'] === 'string' ? source['kind'] : '';
  if (apiVersion === '' || kindName === '')
    return err(invalid(`/request/${which}`, 'an object with apiVersion and kind'));
  const kind = { ...parseApiVersion(apiVersion), kind: kindName };
  if (req.subResource === '') {
    const m = mapper.resourceForKind(kind);
    return m
      ? ok(m)
      : err(
          invalid(
            `/request/${which}/kind`,
            `a kind the API server serves (no resource serves ${kindName} in ${apiVersion}; add a CustomResourceDefinition to cluster.objects or set request.resource)`,
          ),
        );
  }
  const candidates = mapper.resourcesForSubresourceKind(kind, req.subResource);
  if (candidates.length === 1 && candidates[0] !== undefined) return ok(candidates[0]);
  if (candidates.length === 0)
    return err(
      invalid(
        '/request/subResource',
        `a subresource that carries ${kindName} (${apiVersion}); set request.resource`,
      ),
    );
  return err(
    invalid(
      '/request/resource',
      `one of ${candidates.map((c) => c.resource.resource).join(', ')}: several resources serve subresource ${req.subResource} with kind ${kindName}`,
    ),
  );
}

/** Builds the attributes of the scenario's request, or says what is missing. */
export function buildAttributes(scenario: Scenario, mapper: RestMapper): Result<Attributes> {
  const req = scenario.request;
  const badOption = optionTypeError(req.options);
  if (badOption !== undefined) return err(badOption);
  const source = req.operation === 'DELETE' ? req.oldObject : req.object;
  const mapping = resolveMapping(scenario, mapper, source);
  if (!mapping.ok) return mapping;
  const m = mapping.value;
  const subKind = req.subResource === '' ? m.kind : mapper.kindFor(m.resource, req.subResource);
  let kind = subKind ?? m.kind;
  if (
    source !== undefined &&
    typeof source['kind'] === 'string' &&
    typeof source['apiVersion'] === 'string' &&
    req.resource !== undefined
  ) {
    kind = { ...parseApiVersion(source['apiVersion']), kind: source['kind'] };
  }
  const isNamespace = m.resource.group === '' && m.resource.resource === 'namespaces';
  const name = req.name ?? metaString(source, 'name');
  // For requests on a Namespace the request namespace is the namespace's own name.
  const namespace = isNamespace
    ? name
    : m.namespaced
      ? (req.namespace ?? (metaString(source, 'namespace') || 'default'))
      : '';
  let object = req.operation === 'DELETE' ? undefined : req.object;
  let oldObject =
    req.operation === 'UPDATE' || req.operation === 'DELETE' ? req.oldObject : undefined;
  if (isNamespace && req.subResource === '') {
    if (object !== undefined) object = defaultNamespace(object);
    if (oldObject !== undefined) oldObject = defaultNamespace(oldObject);
  }
  // Only a resource itself is created this way (a subresource's parent must exist).
  const via =
    req.operation === 'CREATE' && req.subResource === '' ? createVia(req.options) : undefined;
  // The create handler wipes the system fields of subresource creates too (an Eviction, say).
  if (object !== undefined && req.operation === 'CREATE')
    object =
      via === undefined
        ? objectForCreate(object, m.builtin)
        : objectForCreateVia(object, m.builtin);
  const requestOptions: JsonObject | null =
    req.operation === 'CONNECT'
      ? null
      : {
          kind: optionsKind[req.operation],
          apiVersion: 'meta.k8s.io/v1',
          ...req.options,
          ...(req.dryRun ? { dryRun: ['All'] } : {}),
        };
  const options =
    via !== undefined && requestOptions !== null
      ? createOptionsFrom(requestOptions)
      : requestOptions;
  return ok({
    operation: req.operation,
    kind,
    resource: m.resource,
    subresource: req.subResource,
    namespace,
    name,
    object,
    oldObject,
    options,
    // dryrun.IsDryRun(options.DryRun): any value (the handler has refused all but "All").
    dryRun: req.dryRun || (Array.isArray(options?.['dryRun']) && options['dryRun'].length > 0),
    userInfo: authenticatedUser(req.userInfo),
    builtin: m.builtin,
    managedFieldsStamped: m.builtin && stampsManagedFields(req.operation, object, oldObject),
    ...(via !== undefined && { createVia: via }),
  });
}

// The field manager stamps time.Now() on the request's managedFields entry when the request sets
// fields: any CREATE of an object with content, any UPDATE that changes something.
function stampsManagedFields(
  op: string,
  object: JsonObject | undefined,
  oldObject: JsonObject | undefined,
): boolean {
  if (object === undefined) return false;
  const fields = (o: JsonObject): { meta: JsonObject; rest: JsonObject } => {
    const { apiVersion: _a, kind: _k, metadata, ...rest } = o;
    const {
      name: _n,
      namespace: _ns,
      uid: _u,
      resourceVersion: _rv,
      generation: _g,
      creationTimestamp: _c,
      managedFields: _m,
      selfLink: _s,
      ...meta
    } = metadataOf({ metadata: metadata ?? {} });
    return { meta, rest };
  };
  const tracked = (o: JsonObject | undefined): string =>
    o === undefined ? '' : JSON.stringify(fields(o));
  // A CREATE sets fields when any is left besides those: no need to serialise a large object.
  if (op === 'CREATE') {
    const { meta, rest } = fields(object);
    return Object.keys(meta).length > 0 || Object.keys(rest).length > 0;
  }
  if (op === 'UPDATE') return tracked(object) !== tracked(oldObject);
  return false;
}
