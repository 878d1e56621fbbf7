// Which resources named in the rules of webhook configurations and admission policies the REST
// mapping does not serve. The API server accepts such a rule (a rule is a pattern, checked only for
// its form by ValidateRule in pkg/apis/admissionregistration/validation), so it silently matches
// nothing; the playground points at it. Served resources come from the built-in table and the
// scenario's CustomResourceDefinitions (restmapping/), in every version of each group.

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { builtinResourceTable } from '../restmapping/builtinTable.ts';
import { readCustomResourceDefinition } from '../restmapping/readCustomResourceDefinition.ts';
import type { Scenario } from '../scenario/types.ts';

/** One rule resource no group of its rule serves, with the names those groups do serve. */
export interface UnknownRuleResource {
  /** JSON pointer to the resource string in the scenario. */
  pointer: string;
  /** The resource as written (`pod`, `pods/exe`). */
  resource: string;
  /** The rule's apiGroups. */
  apiGroups: string[];
  /** Every `resource` and `resource/subresource` the rule's groups serve, sorted. */
  known: string[];
}

// The rule lists of each kind, as paths from the object (rules of each webhook, or resourceRules).
const webhookKinds = new Set(['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration']);
const policyRules: Record<string, readonly string[]> = {
  ValidatingAdmissionPolicy: ['spec', 'matchConstraints'],
  MutatingAdmissionPolicy: ['spec', 'matchConstraints'],
  ValidatingAdmissionPolicyBinding: ['spec', 'matchResources'],
  MutatingAdmissionPolicyBinding: ['spec', 'matchResources'],
};

/** Lists the rule resources of the scenario's configurations and policies that no group of their rule serves. */
export function unknownRuleResources(scenario: Pick<Scenario, 'cluster'>): UnknownRuleResource[] {
  const served = servedNames(scenario);
  const found: UnknownRuleResource[] = [];
  for (const { object, pointer } of scenario.cluster.objects) {
    const kind = object['kind'];
    if (typeof kind !== 'string') continue;
    for (const [rules, at] of ruleLists(object, kind, pointer)) {
      rules.forEach((rule, r) => {
        if (!isObject(rule)) return;
        const groups = strings(rule['apiGroups']);
        if (groups.includes('*')) return;
        const known = [...new Set(groups.flatMap((g) => [...(served.get(g) ?? [])]))].sort();
        strings(rule['resources']).forEach((resource, i) => {
          if (isServed(resource, known)) return;
          const where = `${at}/${String(r)}/resources/${String(i)}`;
          found.push({ pointer: where, resource, apiGroups: groups, known });
        });
      });
    }
  }
  return found;
}

function ruleLists(
  object: Record<string, JsonValue>,
  kind: string,
  pointer: string,
): [JsonValue[], string][] {
  if (webhookKinds.has(kind)) {
    const hooks = Array.isArray(object['webhooks']) ? object['webhooks'] : [];
    return hooks.flatMap((hook, h): [JsonValue[], string][] =>
      isObject(hook) && Array.isArray(hook['rules'])
        ? [[hook['rules'], `${pointer}/webhooks/${String(h)}/rules`]]
        : [],
    );
  }
  const path = policyRules[kind];
  if (path === undefined) return [];
  let node: JsonValue | undefined = object;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  const rules = isObject(node) ? node['resourceRules'] : undefined;
  return Array.isArray(rules) ? [[rules, `${pointer}/${path.join('/')}/resourceRules`]] : [];
}

const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

// `*`, `*/scale` and `pods/*` are wildcards (webhook/predicates/rules); only named parts are checked.
function isServed(resource: string, known: readonly string[]): boolean {
  const [parent = '', sub] = resource.split('/', 2);
  if (parent === '*') return true;
  if (sub === undefined || sub === '*') return known.includes(parent);
  return known.includes(`${parent}/${sub}`);
}

/** Resource and resource/subresource names by group, over every served version. */
function servedNames(scenario: Pick<Scenario, 'cluster'>): Map<string, Set<string>> {
  const byGroup = new Map<string, Set<string>>();
  const add = (group: string, names: string[]) => {
    const set = byGroup.get(group) ?? new Set<string>();
    for (const n of names) set.add(n);
    byGroup.set(group, set);
  };
  for (const { mapping } of builtinResourceTable()) {
    const name = mapping.resource.resource;
    add(mapping.resource.group, [
      name,
      ...Object.keys(mapping.subresources).map((s) => `${name}/${s}`),
    ]);
  }
  for (const { object, pointer } of scenario.cluster.objects) {
    if (object['kind'] !== 'CustomResourceDefinition') continue;
    const { crd } = readCustomResourceDefinition(object, pointer);
    if (crd === undefined) continue;
    const subs = crd.versions.flatMap((v) => [
      ...(v.status ? ['status'] : []),
      ...(v.scale ? ['scale'] : []),
    ]);
    add(crd.group, [crd.plural, ...subs.map((s) => `${crd.plural}/${s}`)]);
  }
  return byGroup;
}
