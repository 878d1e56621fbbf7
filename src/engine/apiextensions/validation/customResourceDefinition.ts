// ValidateCustomResourceDefinition, in upstream's order: the name (`<plural>.<group>`), then the spec (group, scope, a schema for every version,
// defaults only without preserveUnknownFields, each version's name, deprecation warning, schema,
// subresources and printer columns, unique names and exactly one storage version, spec.version, the
// names, the top-level schema, subresources and columns, the conversion), then the stored versions,
// the API approval of protected groups and preserveUnknownFields. The v1 object is read as the
// internal type the server validates: a schema, subresources or columns identical in all versions
// move to spec.validation, spec.subresources and spec.additionalPrinterColumns (v1/conversion.go),
// and spec.version is the first version's name. The update rules: customResourceDefinitionUpdate.ts.
// Mirrors apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinition, validateCustomResourceDefinitionSpec,
// validateCustomResourceDefinitionVersion), v1/defaults.go and
// v1/conversion.go. Not checked: selectable fields, status.acceptedNames, the conversion caBundle,
// the structural rules inside allOf/anyOf/oneOf/not, non-structural schemas
// kept by preserveUnknownFields.

import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goString, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { isDNS1035Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { validateConversion, type WebhookClientChecks } from './conversion.ts';
import { childOf, indexOf, type LocatedError, type Place } from './located.ts';
import { validateNames } from './names.ts';
import { validateColumn } from './printerColumns.ts';
import { validateSchema } from './schemaValidation.ts';
import { hasDefaults, specOptions, type SpecOptions } from './specOptions.ts';
import {
  storedVersionsAfter,
  validateAPIApproval,
  validatePreserveUnknownFields,
  validateStoredVersions,
} from './status.ts';
import { validateSubresources } from './subresources.ts';
import { deprecationWarning } from './deprecationWarning.ts';

export type { WebhookClientChecks } from './conversion.ts';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const objects = (v: JsonValue | undefined): JsonObject[] =>
  Array.isArray(v) ? v.flatMap((x) => (isObject(x) ? [x] : [])) : [];
const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  marshalGo(a ?? null) === marshalGo(b ?? null);

// spec.versions as field.Invalid prints it: %#v of []apiextensions.CustomResourceDefinitionVersion
// (its pointers' addresses cannot be known, so the playground abbreviates it) or its JSON (1.34).
const versionsValue = (versions: JsonValue | undefined) =>
  goText('[]apiextensions.CustomResourceDefinitionVersion{…}', marshalGo(versions ?? null));

const schemaOf = (v: JsonObject | undefined): JsonObject | undefined => {
  const schema = v?.['schema'];
  return isObject(schema) && isObject(schema['openAPIV3Schema'])
    ? schema['openAPIV3Schema']
    : undefined;
};
const hasStatus = (sub: JsonValue | undefined): boolean =>
  isObject(sub) && sub['status'] !== undefined && sub['status'] !== null;

/** Whether all versions carry the same value of `key`: the conversion moves it to the top. */
const identical = (versions: JsonObject[], key: string): boolean =>
  versions.length > 0 && versions.every((v) => same(v[key], versions[0]![key]));

/** What the CRD validators need besides the object. */
export interface CrdValidationContext {
  version: KubernetesVersion;
  webhookClient: WebhookClientChecks;
}

/** validateCustomResourceDefinitionSpec (its update rules aside). */
export function validateSpec(
  crd: JsonObject,
  o: SpecOptions,
  c: CrdValidationContext,
): LocatedError[] {
  const out: LocatedError[] = [];
  const push = (place: Place, e: FieldError): void => {
    out.push({ error: { ...e, field: place.field }, pointer: place.pointer });
  };
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const names = isObject(spec['names']) ? spec['names'] : {};
  const specAt: Place = { field: 'spec', pointer: '/spec' };
  const group = str(spec['group']);
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
  const topSchema = identical(versions, 'schema') && schemaOf(versions[0]) !== undefined;
  const topSubresources = identical(versions, 'subresources');
  const topColumns = identical(versions, 'additionalPrinterColumns');
  const preserve = spec['preserveUnknownFields'] === true;
  if (!topSchema)
    versions.forEach((v, i) => {
      const at = childOf(childOf(indexOf(versionsAt, i), 'schema'), 'openAPIV3Schema');
      if (schemaOf(v) !== undefined) return;
      if (o.requireOpenAPISchema) push(at, required('', 'schemas are required'));
      else if (!preserve && v['served'] === true)
        push(at, required('', 'because otherwise all fields are pruned'));
    });
  if (preserve && hasDefaults(versions.map(schemaOf)))
    push(
      childOf(specAt, 'preserveUnknownFields'),
      invalid(
        '',
        { go: 'bool', value: true },
        'must be false in order to use defaults in the schema',
      ),
    );
  let storage = 0;
  const seen = new Set<string>();
  let unique = true;
  const anyStatus = versions.some((v) => hasStatus(v['subresources']));
  versions.forEach((v, i) => {
    const vName = str(v['name']);
    if (v['storage'] === true) storage++;
    if (seen.has(vName)) unique = false;
    seen.add(vName);
    const at = indexOf(versionsAt, i);
    const errs = isDNS1035Label(vName);
    if (errs.length > 0) push(childOf(at, 'name'), invalid('', goString(vName), errs.join(',')));
    for (const e of deprecationWarning(v))
      push(
        childOf(at, 'deprecationWarning'),
        invalid('', goString(str(v['deprecationWarning'])), e),
      );
    const schema = schemaOf(v);
    const statusEnabled = hasStatus((topSubresources ? versions[0]! : v)['subresources']);
    if (!topSchema && schema !== undefined)
      out.push(
        ...validateSchema(
          schema,
          childOf(childOf(at, 'schema'), 'openAPIV3Schema'),
          statusEnabled,
          o,
          c.version,
          o.unchangedSchemaVersions.has(str(v['name'])),
        ),
      );
    if (!topSubresources)
      out.push(...validateSubresources(v['subresources'], childOf(at, 'subresources')));
    if (!topColumns)
      objects(v['additionalPrinterColumns']).forEach((col, j) =>
        out.push(...validateColumn(col, indexOf(childOf(at, 'additionalPrinterColumns'), j))),
      );
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
  // the internal spec.version is the first version's name
  if (versions.length > 0) {
    const first = str(versions[0]!['name']);
    const errs = isDNS1035Label(first);
    if (first !== '' && errs.length > 0)
      out.push({
        error: invalid('spec.version', goString(first), errs.join(',')),
        pointer: '/spec/versions/0/name',
      });
  }
  const namesAt = childOf(specAt, 'names');
  // v1 defaults: singular is the lower-cased kind, listKind the kind + "List"
  const kind = str(names['kind']);
  if (str(names['plural']) === '') push(childOf(namesAt, 'plural'), required('', ''));
  if (str(names['singular']) === '' && kind === '')
    push(childOf(namesAt, 'singular'), required('', ''));
  if (kind === '') push(childOf(namesAt, 'kind'), required('', ''));
  if (str(names['listKind']) === '' && kind === '')
    push(childOf(namesAt, 'listKind'), required('', ''));
  out.push(...validateNames(names, namesAt));
  const first: Place = { field: '', pointer: '/spec/versions/0' };
  if (topSchema)
    out.push(
      ...validateSchema(
        schemaOf(versions[0])!,
        {
          field: 'spec.validation.openAPIV3Schema',
          pointer: `${first.pointer}/schema/openAPIV3Schema`,
        },
        anyStatus,
        o,
        c.version,
        versions.every((v) => o.unchangedSchemaVersions.has(str(v['name']))),
      ),
    );
  if (topSubresources)
    out.push(
      ...validateSubresources(versions[0]!['subresources'], {
        field: 'spec.subresources',
        pointer: `${first.pointer}/subresources`,
      }),
    );
  if (topColumns)
    objects(versions[0]!['additionalPrinterColumns']).forEach((col, j) =>
      out.push(
        ...validateColumn(col, {
          field: `spec.additionalPrinterColumns[${j}]`,
          pointer: `${first.pointer}/additionalPrinterColumns/${j}`,
        }),
      ),
    );
  out.push(
    ...validateConversion(
      spec,
      specAt,
      o.requireRecognizedConversionReviewVersion,
      c.webhookClient,
    ),
  );
  return out;
}

// ValidateObjectMeta's name check with the CRD's name function: a DNS subdomain, <plural>.<group>.
function validateName(crd: JsonObject): LocatedError[] {
  const metadata = isObject(crd['metadata']) ? crd['metadata'] : {};
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const names = isObject(spec['names']) ? spec['names'] : {};
  const name = str(metadata['name']);
  if (name === '') return [];
  const msgs = isDNS1123Subdomain(name);
  if (name !== `${str(names['plural'])}.${str(spec['group'])}`)
    msgs.push('must be spec.names.plural+"."+spec.group');
  return msgs.map((m) => ({
    error: invalid('metadata.name', goString(name), m),
    pointer: '/metadata/name',
  }));
}

/** Validates a CRD as the API server does when it is created. */
export function validateCustomResourceDefinition(
  crd: JsonObject,
  c: CrdValidationContext,
): LocatedError[] {
  return [
    ...validateName(crd),
    ...validateSpec(crd, specOptions(undefined), c),
    ...validateStoredVersions(crd, storedVersionsAfter(crd, [])),
    ...validateAPIApproval(crd, undefined),
    ...validatePreserveUnknownFields(crd, undefined),
  ];
}
