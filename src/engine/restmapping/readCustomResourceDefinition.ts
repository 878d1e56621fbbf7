// Reads the parts of an apiextensions.k8s.io/v1 CustomResourceDefinition that decide how its custom
// resources are served (group, names, scope, versions and their subresources), reporting what is
// missing. Mirrors the fields customresource_handler.go getOrCreateServingInfoFor reads
// (k8s.io/apiextensions-apiserver/pkg/apiserver); status.acceptedNames is taken to equal spec.names.
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { CrdError } from './restMapper.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** One entry of spec.versions. */
export interface CrdVersion {
  name: string;
  served: boolean;
  status: boolean;
  scale: boolean;
}

/** The serving-relevant part of a CRD. */
export interface CrdServing {
  group: string;
  plural: string;
  kind: string;
  namespaced: boolean;
  versions: CrdVersion[];
}

const nonEmptyString = (v: JsonValue | undefined): v is string => typeof v === 'string' && v !== '';

/** The serving-relevant part of `object`, or the errors that keep it from being served. */
export function readCustomResourceDefinition(
  object: JsonObject,
  pointer: string,
): { crd: CrdServing; errors: [] } | { crd: undefined; errors: CrdError[] } {
  const metadata = isObject(object['metadata']) ? object['metadata'] : {};
  const name = nonEmptyString(metadata['name']) ? metadata['name'] : '(unnamed)';
  const errors: CrdError[] = [];
  const fail = (path: string, what: string): void => {
    errors.push({ pointer: pointer + path, message: `customresourcedefinition ${name}: ${what}` });
  };

  if (object['apiVersion'] !== undefined && object['apiVersion'] !== 'apiextensions.k8s.io/v1') {
    fail('/apiVersion', 'only apiextensions.k8s.io/v1 is served by kubernetes 1.32');
  }
  const spec = isObject(object['spec']) ? object['spec'] : undefined;
  if (spec === undefined) {
    fail('/spec', 'spec is required');
    return { crd: undefined, errors };
  }
  const names = isObject(spec['names']) ? spec['names'] : {};
  const group = spec['group'];
  const plural = names['plural'];
  const kind = names['kind'];
  if (!nonEmptyString(group)) fail('/spec/group', 'spec.group is required');
  if (!nonEmptyString(plural)) fail('/spec/names/plural', 'spec.names.plural is required');
  if (!nonEmptyString(kind)) fail('/spec/names/kind', 'spec.names.kind is required');
  const scope = spec['scope'];
  if (scope !== 'Namespaced' && scope !== 'Cluster')
    fail('/spec/scope', 'spec.scope must be Namespaced or Cluster');

  const versions: CrdVersion[] = [];
  const rawVersions = spec['versions'];
  if (!Array.isArray(rawVersions) || rawVersions.length === 0) {
    fail('/spec/versions', 'spec.versions must list at least one version');
  } else {
    rawVersions.forEach((v, i) => {
      const version = isObject(v) ? v : {};
      if (!nonEmptyString(version['name'])) {
        fail(`/spec/versions/${i}/name`, `spec.versions[${i}].name is required`);
        return;
      }
      const subresources = isObject(version['subresources']) ? version['subresources'] : {};
      versions.push({
        name: version['name'],
        served: version['served'] === true,
        status: isObject(subresources['status']),
        scale: isObject(subresources['scale']),
      });
    });
  }

  if (
    errors.length > 0 ||
    !nonEmptyString(group) ||
    !nonEmptyString(plural) ||
    !nonEmptyString(kind)
  ) {
    return { crd: undefined, errors };
  }
  return { crd: { group, plural, kind, namespaced: scope === 'Namespaced', versions }, errors: [] };
}
