// Package groups decides and loads the engine's groups a scenario needs (modules/lazyGroup.ts).
//
// The cheap scan: which groups a run of the scenario can reach, read from the scenario without
// running it. It may name a group the run then does not use (the price is a chunk fetched for
// nothing), never miss one (that run would fail loudly: the engine-groups test runs every gallery
// and conformance scenario both ways).

import type { GroupName } from '../modules/lazyGroup.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';
import { enabledPlugins, type PluginName } from '../admission/plugins.ts';
import { PLUGIN_FAMILIES } from '../plugins/lazy.ts';
import { isPolicyObject } from '../policy/policyObjects.ts';
import { builtinRestMapper } from '../restmapping/restMapper.ts';
import { VALIDATOR_FAMILY_KEYS, validatorFamilyOf } from '../rest/validatorFamilies.ts';
import { validatorKey } from '../rest/validators.ts';
import { hasStrategy } from '../registry/strategies.ts';
import { keyOf, REVIEW_CREATE_KEYS } from '../rest/reviewCreate.ts';
import { buildAttributes } from '../run/buildAttributes.ts';
import { needsStaticSources } from '../manifest/needed.ts';
import { needsStoragePreconditions } from '../run/preconditionsLazy.ts';
import { CONVERTED_KINDS } from '../conversion/lazy.ts';

// True when `key` names a member of any object inside the value.
function hasKey(value: JsonValue | undefined, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasKey(v, key));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k === key || hasKey(v, key));
}

// The scan reads the request through 1.32's REST mapping, always present: a later release's
// resource that 1.32 lacks does not resolve, and the scan then names every family it could need.
const scanMapper = () => builtinRestMapper();

// The field validators' family of the resource the request stores: field validation runs on a
// built-in CREATE or UPDATE with the scheme defaults on (rest/fieldValidation.ts). The request is
// resolved as the run resolves it, through the built-in REST mapping; when that fails here (a
// custom resource, a bad request), the run refuses it or finds no built-in validator — unless a
// CRD the run adds changes the mapping, so then every family is named.
// NamespaceAutoProvision creates a CREATE's missing namespace through the loopback client, a
// request of its own through the whole chain: its Namespace's validators too.
function validatorFamiliesFor(scenario: Scenario, plugins: readonly PluginName[]): GroupName[] {
  const { request, cluster } = scenario;
  if (!cluster.defaulting || (request.operation !== 'CREATE' && request.operation !== 'UPDATE'))
    return [];
  const attr = buildAttributes(scenario, scanMapper());
  if (!attr.ok) return Object.keys(VALIDATOR_FAMILY_KEYS) as GroupName[];
  const keys = [
    validatorKey(attr.value.resource, attr.value.subresource),
    ...(request.operation === 'CREATE' && plugins.includes('NamespaceAutoProvision')
      ? [validatorKey({ group: '', resource: 'namespaces' })]
      : []),
  ];
  return [
    ...new Set(
      keys.flatMap((k) => {
        const family = validatorFamilyOf(k);
        return family === undefined ? [] : [family];
      }),
    ),
  ];
}

// The registry strategies, which rest.BeforeCreate/BeforeUpdate run on a CREATE or UPDATE of a
// store that has one (registry/strategies.ts lists them): a custom resource's always, so a request
// the built-in REST mapping cannot resolve names them too; and the Namespace's, when
// NamespaceAutoProvision may create it through the loopback client.
function strategiesFor(scenario: Scenario, plugins: readonly PluginName[]): GroupName[] {
  const { request } = scenario;
  if (request.operation !== 'CREATE' && request.operation !== 'UPDATE') return [];
  const attr = buildAttributes(scenario, scanMapper());
  const needed =
    !attr.ok ||
    hasStrategy(attr.value.resource, attr.value.subresource, attr.value.builtin) ||
    (request.operation === 'CREATE' && plugins.includes('NamespaceAutoProvision'));
  return needed ? ['strategies'] : [];
}

// The REST handlers of the reviews and the TokenRequest, for a CREATE of one of them
// (rest/reviewCreate.ts lists them); a request the built-in mapping cannot resolve names them too.
function reviewCreatesFor(scenario: Scenario): GroupName[] {
  if (scenario.request.operation !== 'CREATE') return [];
  const attr = buildAttributes(scenario, scanMapper());
  return !attr.ok || REVIEW_CREATE_KEYS.includes(keyOf(attr.value)) ? ['reviewCreates'] : [];
}

/** Names the groups a run of the scenario can reach. */
export function groupsFor(scenario: Scenario): GroupName[] {
  const { request } = scenario;
  const objects = [
    ...scenario.cluster.objects.map((o) => o.object),
    // Static manifests are validated and run like the API's objects.
    ...scenario.cluster.staticManifests.flatMap((f) => f.objects.map((o) => o.object)),
    ...(request.object === undefined ? [] : [request.object]),
    ...(request.oldObject === undefined ? [] : [request.oldObject]),
  ];
  const kinds = new Set(objects.map((o) => o['kind']));
  // The policy plugins (policy) and the policy objects' own validation (policyObjects).
  const policy = objects.some(isPolicyObject);
  // A CRD's structural schema, pruning, defaults and x-kubernetes-validations; a custom resource needs its CRD.
  const apiextensions = kinds.has('CustomResourceDefinition');
  // Both groups above compile CEL; so do a webhook's matchConditions (when called, and when its
  // configuration is checked on create) and a simulated server's `when`.
  const cel =
    policy ||
    apiextensions ||
    objects.some((o) => hasKey(o, 'matchConditions')) ||
    Object.values(scenario.webhooks).some((b) => (b.cases ?? []).some((c) => c.when !== undefined));
  // The chain builds every enabled plugin, so each enabled plugin's family.
  const plugins = enabledPlugins(scenario.cluster.admissionPlugins, scenario.kubernetesVersion);
  const families = new Set(
    plugins.flatMap((name) => {
      const family = PLUGIN_FAMILIES[name];
      return family === undefined ? [] : [family];
    }),
  );
  return [
    ...(cel ? (['cel'] as const) : []),
    ...(policy ? (['policy', 'policyObjects'] as const) : []),
    ...(apiextensions ? (['apiextensions'] as const) : []),
    ...[...families].sort(),
    ...validatorFamiliesFor(scenario, plugins),
    ...strategiesFor(scenario, plugins),
    ...reviewCreatesFor(scenario),
    // The later releases' served tables and REST mapping changes.
    ...(scenario.kubernetesVersion === '1.32' ? [] : (['laterVersions'] as const)),
    // Manifest-based admission's loaders, asked exactly as the run asks (manifest/needed.ts).
    ...(needsStaticSources(scenario) ? (['staticManifests'] as const) : []),
    // The store's preconditions of an UPDATE or a DELETE (run/preconditionsLazy.ts).
    ...(needsStoragePreconditions(scenario) ? (['storagePreconditions'] as const) : []),
    // The field-for-field conversions (and the HorizontalPodAutoscaler's round trip when decoded)
    // touch only objects of their kinds.
    ...([...kinds].some((k) => typeof k === 'string' && CONVERTED_KINDS.has(k))
      ? (['conversion'] as const)
      : []),
  ];
}
