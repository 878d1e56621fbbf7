// Lists the policies an admission-policy plugin evaluates: one hook per policy that has at least one
// binding, with its bindings, the REST mapping of its paramKind and any configuration error
// (k8s.io/apiserver pkg/admission/plugin/policy/generic/policy_source.go calculatePolicyData).
//
// Upstream iterates a Go map of policy name → bindings (random order) and lists bindings in informer
// order; nothing is sorted. The playground sorts policies and bindings by name (byte-wise) so a run is
// deterministic; dispatchers note the nondeterminism when it could change the answer.

import { parseGroupVersion } from '../../restmapping/groupVersion.ts';
import type { RestMapper } from '../../restmapping/restMapper.ts';
import type { ClusterObject } from '../../scenario/types.ts';
import type { GroupVersionKind, GroupVersionResource } from '../../apimachinery/types.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';
import type { Attributes } from '../../admission/attributes.ts';
import { type PolicyObject, objectName, paramKindOf, policyNameOf } from './accessor.ts';
import { isPolicyResource } from './plugin.ts';

/** The kinds one plugin reads: e.g. ValidatingAdmissionPolicy and ValidatingAdmissionPolicyBinding. */
export interface PolicyKinds {
  policy: string;
  binding: string;
}

/** Where a paramKind's objects live, as the REST mapper resolved it. */
export interface ParamSource {
  kind: GroupVersionKind;
  resource: GroupVersionResource;
  namespaced: boolean;
  /** A built-in resource: its informer is the shared typed one, whose objects carry no TypeMeta. */
  typed: boolean;
}

/** One policy with its bindings: what the dispatcher iterates (generic.PolicyHook). */
export interface PolicyHook {
  policy: PolicyObject;
  /** Bindings naming this policy, sorted by name. */
  bindings: PolicyObject[];
  /** Set when the policy has a resolvable paramKind. */
  paramSource?: ParamSource;
  /** The sync-time error every request matching this policy reports (hook.ConfigurationError). */
  configurationError?: string;
  /** The file of a static (manifest-based) policy; absent for one from the API. */
  staticManifest?: string;
}

const group = 'admissionregistration.k8s.io';

/** Reports whether a cluster object is of the given admissionregistration kind (any version). */
export function isAdmissionRegistrationKind(
  object: ClusterObject['object'],
  kind: string,
): boolean {
  const apiVersion = object['apiVersion'];
  return (
    object['kind'] === kind && typeof apiVersion === 'string' && apiVersion.startsWith(`${group}/`)
  );
}

/** Lists the cluster objects of one admissionregistration kind, the first of each name winning. */
export function policyObjects(objects: ClusterObject[], kind: string): PolicyObject[] {
  const byName = new Map<string, PolicyObject>();
  for (const { object, pointer } of objects) {
    if (!isAdmissionRegistrationKind(object, kind)) continue;
    const name = objectName(object);
    // A second object of the same name is refused on create (AlreadyExists), so the first one stands.
    if (!byName.has(name)) byName.set(name, { name, object, pointer });
  }
  return [...byName.values()];
}

/** Renders a GroupVersionKind as schema.GroupVersionKind.String() does: `group/version, Kind=Kind`. */
export const gvkString = (k: GroupVersionKind): string => `${k.group}/${k.version}, Kind=${k.kind}`;

/** Builds the hooks: policies with at least one binding, by name; bindings to missing policies are ignored. */
export function policyHooks(
  objects: ClusterObject[],
  kinds: PolicyKinds,
  mapper: RestMapper,
): PolicyHook[] {
  const policies = new Map(policyObjects(objects, kinds.policy).map((p) => [p.name, p]));
  const bindingsByPolicy = new Map<string, PolicyObject[]>();
  for (const binding of policyObjects(objects, kinds.binding)) {
    const policyName = policyNameOf(binding);
    bindingsByPolicy.set(policyName, [...(bindingsByPolicy.get(policyName) ?? []), binding]);
  }
  const hooks: PolicyHook[] = [];
  for (const [policyName, bindings] of bindingsByPolicy) {
    const policy = policies.get(policyName);
    if (policy === undefined) continue;
    const hook: PolicyHook = {
      policy,
      bindings: bindings.sort((a, b) => compareUtf8(a.name, b.name)),
    };
    const paramKind = paramKindOf(policy);
    if (paramKind !== undefined) {
      const gv = parseGroupVersion(paramKind.apiVersion);
      // An unparsable paramKind apiVersion drops the policy from the list altogether.
      if ('error' in gv) continue;
      const kind = { ...gv, kind: paramKind.kind };
      const mapping = mapper.resourceForKind(kind);
      if (mapping === undefined)
        hook.configurationError = `failed to find resource referenced by paramKind: '${gvkString(kind)}'`;
      else
        hook.paramSource = {
          kind,
          resource: mapping.resource,
          namespaced: mapping.namespaced,
          typed: mapping.builtin,
        };
    }
    hooks.push(hook);
  }
  return hooks.sort((a, b) => compareUtf8(a.policy.name, b.policy.name));
}

/**
 * Returns the hooks a policy plugin dispatches for a request: the static (manifest-based) ones
 * first, then the API's (composite_policy_source.go); for a request on a policy kind only the
 * static ones, which cannot be changed through the API (plugin.go Dispatch, isExcludedFromAPIHooks).
 */
export function dispatchedPolicyHooks(
  apiHooks: readonly PolicyHook[],
  staticHooks: readonly PolicyHook[],
  attr: Attributes,
): { hooks: PolicyHook[]; apiExempt: boolean } {
  if (isPolicyResource(attr)) return { hooks: [...staticHooks], apiExempt: apiHooks.length > 0 };
  return { hooks: [...staticHooks, ...apiHooks], apiExempt: false };
}

/** The trace's label of a static policy's steps. */
export const staticLabel = (hook: PolicyHook): { staticManifest?: string } =>
  hook.staticManifest === undefined ? {} : { staticManifest: hook.staticManifest };
