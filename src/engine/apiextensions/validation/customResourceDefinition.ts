// ValidateCustomResourceDefinition, the part the playground checks, in upstream's order: the name
// (`<plural>.<group>`), spec.group, spec.scope, a schema for every version, version names,
// unique names and exactly one storage version, the required names, then each schema's structural
// invariants and x-kubernetes-validations — at spec.validation.openAPIV3Schema when all versions
// share one schema (the v1 → internal conversion moves it there), else at each version's.
// Mirrors apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinition, validateCustomResourceDefinitionSpec) and the v1 defaults of
// pkg/apis/apiextensions/v1/defaults.go (singular, listKind). Not checked: names' conflicts
// (status.acceptedNames), subresources, printer columns, selectable fields, conversion, status, value
// validations and defaults of the schema, cost estimates.

import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goString, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { isDNS1035Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { childOf, indexOf, type LocatedError, type Place } from './located.ts';
import { validateNames } from './names.ts';
import { validateSchemaRules } from './rules.ts';
import { validateStructural } from './structuralInvariants.ts';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const objects = (v: JsonValue | undefined): JsonObject[] =>
  Array.isArray(v) ? v.flatMap((x) => (isObject(x) ? [x] : [])) : [];

// spec.versions as field.Invalid prints it: %#v of []apiextensions.CustomResourceDefinitionVersion
// (its pointers' addresses cannot be known, so the playground abbreviates it) or its JSON (1.34).
const versionsValue = (versions: JsonValue | undefined) =>
  goText('[]apiextensions.CustomResourceDefinitionVersion{…}', marshalGo(versions ?? null));

/** The schema of a version, if it has one. */
const schemaOf = (v: JsonObject): JsonObject | undefined => {
  const schema = v['schema'];
  return isObject(schema) && isObject(schema['openAPIV3Schema'])
    ? schema['openAPIV3Schema']
    : undefined;
};

/** hasIdenticalPerVersionSchema: every version has a schema, all the same. */
function identicalSchemas(versions: JsonObject[]): boolean {
  if (versions.length === 0) return false;
  const first = schemaOf(versions[0]!);
  if (first === undefined) return false;
  return versions.every((v) => {
    const s = schemaOf(v);
    return s !== undefined && marshalGo(s) === marshalGo(first);
  });
}

/** Validates a CRD as the API server does when it is written (the subset described above). */
export function validateCustomResourceDefinition(
  crd: JsonObject,
  version: KubernetesVersion,
): LocatedError[] {
  const out: LocatedError[] = [];
  const push = (place: Place, e: FieldError): void => {
    out.push({ error: { ...e, field: place.field }, pointer: place.pointer });
  };
  const root: Place = { field: '', pointer: '' };
  const metadata = isObject(crd['metadata']) ? crd['metadata'] : {};
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const names = isObject(spec['names']) ? spec['names'] : {};
  const group = str(spec['group']);
  const plural = str(names['plural']);
  const name = str(metadata['name']);
  const specAt = childOf(root, 'spec');
  if (name !== '' && name !== `${plural}.${group}`)
    push(
      childOf(childOf(root, 'metadata'), 'name'),
      invalid('', goString(name), 'must be spec.names.plural+"."+spec.group'),
    );
  const groupAt = childOf(specAt, 'group');
  if (group === '') push(groupAt, required('', ''));
  else {
    const errs = isDNS1123Subdomain(group);
    if (errs.length > 0) push(groupAt, invalid('', goString(group), errs.join(',')));
    else if (group.split('.').length < 2)
      push(groupAt, invalid('', goString(group), 'should be a domain with at least one dot'));
  }
  const scope = str(spec['scope']);
  if (scope === '') push(childOf(specAt, 'scope'), required('', ''));
  else if (scope !== 'Cluster' && scope !== 'Namespaced')
    push(childOf(specAt, 'scope'), notSupported('', goString(scope), ['Cluster', 'Namespaced']));
  const versions = objects(spec['versions']);
  const versionsAt = childOf(specAt, 'versions');
  const topLevel = identicalSchemas(versions);
  if (!topLevel)
    versions.forEach((v, i) => {
      if (schemaOf(v) === undefined)
        push(
          childOf(childOf(indexOf(versionsAt, i), 'schema'), 'openAPIV3Schema'),
          required('', 'schemas are required'),
        );
    });
  const schemaErrors = (schema: JsonObject, at: Place): LocatedError[] => {
    const structural = validateStructural(schema, at);
    // the rules are compiled only over a schema without structural errors
    return structural.length > 0 ? structural : validateSchemaRules(schema, at, version);
  };
  let storage = 0;
  const seen = new Set<string>();
  let unique = true;
  versions.forEach((v, i) => {
    const vName = str(v['name']);
    if (v['storage'] === true) storage++;
    if (seen.has(vName)) unique = false;
    seen.add(vName);
    const at = indexOf(versionsAt, i);
    const errs = isDNS1035Label(vName);
    if (errs.length > 0) push(childOf(at, 'name'), invalid('', goString(vName), errs.join(',')));
    const schema = schemaOf(v);
    if (!topLevel && schema !== undefined)
      out.push(...schemaErrors(schema, childOf(childOf(at, 'schema'), 'openAPIV3Schema')));
  });
  if (!unique)
    push(
      versionsAt,
      invalid('', versionsValue(spec['versions']), 'must contain unique version names'),
    );
  if (storage !== 1)
    push(
      versionsAt,
      invalid(
        '',
        versionsValue(spec['versions']),
        'must have exactly one version marked as storage version',
      ),
    );
  const namesAt = childOf(specAt, 'names');
  // v1 defaults: singular is the lower-cased kind, listKind the kind + "List"
  const kind = str(names['kind']);
  if (plural === '') push(childOf(namesAt, 'plural'), required('', ''));
  if (str(names['singular']) === '' && kind === '')
    push(childOf(namesAt, 'singular'), required('', ''));
  if (kind === '') push(childOf(namesAt, 'kind'), required('', ''));
  if (str(names['listKind']) === '' && kind === '')
    push(childOf(namesAt, 'listKind'), required('', ''));
  out.push(...validateNames(names, namesAt));
  if (topLevel) {
    // reported at the internal type's path, pointing at the first version's schema in the text
    const at: Place = {
      field: 'spec.validation.openAPIV3Schema',
      pointer: '/spec/versions/0/schema/openAPIV3Schema',
    };
    out.push(...schemaErrors(schemaOf(versions[0]!)!, at));
  }
  return out;
}
