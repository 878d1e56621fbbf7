// Finds the param objects one binding evaluates its policy with, and the binding configuration errors
// on the way, with upstream's exact texts (k8s.io/apiserver pkg/admission/plugin/policy/generic/
// policy_dispatcher.go CollectParams). Params are read from cluster.objects.
//
// 1.37 (kubernetes#140201) adds a live GET when the informer answers NotFound, reports a paramKind
// that lost its REST mapping on that path as NotFound (so parameterNotFoundAction decides), and
// converts what the GET returns to the informer's representation. In the playground the informer
// and the store hold the same objects, and a paramKind without a mapping never gets an informer
// (policySource.ts: the policy's configuration error), so no answer changes by version here.

import type { ClusterObject } from '../../scenario/types.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';
import { labelsOf, matchLabelSelector } from '../../apimachinery/labelSelector.ts';
import { type ParamKind, type ParamRef, asString, objectName } from './accessor.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { parseGroupVersion } from '../../restmapping/groupVersion.ts';
import type { ParamSource } from './policySource.ts';

/** One param object, with where it came from; `label` is "namespace/name" or "name". */
export interface Param {
  /**
   * The object as the param informer lists it, which MutatingAdmissionPolicy's CEL sees: a built-in
   * kind's typed informer drops TypeMeta (no apiVersion or kind); a custom resource's dynamic
   * informer keeps them.
   */
  object: JsonObject;
  /** What ValidatingAdmissionPolicy's CEL sees: the object with paramKind's TypeMeta (wrappedParam). */
  wrapped: JsonObject;
  pointer: string;
  label: string;
}

/** The params to evaluate with (null = evaluate once with `params` null), or the configuration error. */
export type CollectedParams = { ok: true; params: (Param | null)[] } | { ok: false; error: string };

/** Renders a ParamKind as its generated String(): `&ParamKind{APIVersion:v1,Kind:ConfigMap,}`. */
export const paramKindString = (pk: ParamKind): string =>
  `&ParamKind{APIVersion:${pk.apiVersion},Kind:${pk.kind},}`;

const namespaceOf = (o: JsonObject): string => asString(asObject(o['metadata'])?.['namespace']);

/** Mirrors CollectParams. `namespace` is the request's namespace ("" for cluster-scoped requests). */
export function collectParams(
  paramKind: ParamKind | undefined,
  source: ParamSource | undefined,
  paramRef: ParamRef | undefined,
  namespace: string,
  objects: ClusterObject[],
): CollectedParams {
  if (paramKind === undefined || paramRef === undefined) return { ok: true, params: [null] };
  if (source === undefined)
    return { ok: false, error: `paramKind kind \`${paramKindString(paramKind)}\` not known` };
  let paramsNamespace: string | undefined;
  if (source.namespaced) {
    paramsNamespace = paramRef.namespace !== '' ? paramRef.namespace : namespace;
    if (paramsNamespace === '') {
      // A binding that can match cluster-scoped resources must name the params' namespace.
      return {
        ok: false,
        error:
          'cannot use namespaced paramRef in policy binding that matches cluster-scoped resources',
      };
    }
  } else if (paramRef.namespace !== '') {
    return {
      ok: false,
      error: 'paramRef.namespace must not be provided for a cluster-scoped `paramKind`',
    };
  }
  const candidates = paramObjects(objects, source, paramKind, paramsNamespace);
  let params: Param[];
  if (paramRef.name !== '') {
    if (paramRef.selector !== undefined)
      return { ok: false, error: 'paramRef.name and paramRef.selector are mutually exclusive' };
    // Not found is not an error: the parameterNotFoundAction decides below.
    params = candidates.filter((p) => objectName(p.object) === paramRef.name);
  } else if (paramRef.selector !== undefined) {
    params = [];
    for (const p of candidates) {
      const m = matchLabelSelector(paramRef.selector, labelsOf(p.object));
      if (!m.ok) return { ok: false, error: m.error };
      if (m.matches) params.push(p);
    }
  } else {
    return { ok: false, error: 'one of name or selector must be provided' };
  }
  if (params.length === 0 && paramRef.parameterNotFoundAction === 'Deny') {
    return {
      ok: false,
      error: 'no params found for policy binding with `Deny` parameterNotFoundAction',
    };
  }
  return { ok: true, params };
}

// The param informer lists one resource at paramKind's version: the shared informer factory's typed
// informer for a built-in resource (objects without TypeMeta), else a dynamic informer (unstructured,
// with apiVersion and kind) — policy_source.go ensureParamsForPolicyLocked. The validating
// dispatcher wraps an object without TypeMeta with paramKind's apiVersion and kind (wrappedParam);
// the mutating one does not. Listing order is the informer's (a Go map); the playground sorts by
// namespace and name.
function paramObjects(
  objects: ClusterObject[],
  source: ParamSource,
  paramKind: ParamKind,
  namespace: string | undefined,
): Param[] {
  const out: Param[] = [];
  for (const { object, pointer } of objects) {
    const gv = parseGroupVersion(asString(object['apiVersion']));
    if ('error' in gv || gv.group !== source.kind.group || object['kind'] !== source.kind.kind)
      continue;
    // kubectl puts a namespaced object without a namespace into "default".
    const ns = source.namespaced ? namespaceOf(object) || 'default' : '';
    if (namespace !== undefined && ns !== namespace) continue;
    const name = objectName(object);
    const { apiVersion: _apiVersion, kind: _kind, ...withoutTypeMeta } = object;
    const wrapped = { ...object, apiVersion: paramKind.apiVersion, kind: paramKind.kind };
    out.push({
      object: source.typed ? withoutTypeMeta : wrapped,
      wrapped,
      pointer,
      label: ns === '' ? name : `${ns}/${name}`,
    });
  }
  return out.sort((a, b) => compareUtf8(a.label, b.label));
}
