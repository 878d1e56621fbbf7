import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { conversionWebhookClient } from '../../validation/customResourceDefinitionWebhookClient.ts';
import { validateCustomResourceDefinition } from './customResourceDefinition.ts';

const ctx = (version: KubernetesVersion) => ({
  version,
  webhookClient: conversionWebhookClient(version),
});

const crd = (schema: JsonObject | undefined, patch: JsonObject = {}): JsonObject => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    scope: 'Namespaced',
    names: { plural: 'widgets', kind: 'Widget' },
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        ...(schema && { schema: { openAPIV3Schema: schema } }),
      },
    ],
    ...patch,
  },
});

const errors = (o: JsonObject, v: KubernetesVersion = '1.32'): string[] =>
  validateCustomResourceDefinition(o, ctx(v)).map((e) => fieldErrorString(e.error, v));
const pointers = (o: JsonObject): string[] =>
  validateCustomResourceDefinition(o, ctx('1.32')).map((e) => e.pointer);

const spec = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  properties: { spec: { type: 'object', properties, ...extra } },
});

describe('validateCustomResourceDefinition', () => {
  it('accepts a valid CRD', () => {
    expect(errors(crd(spec({ size: { type: 'string' } })))).toEqual([]);
  });

  it('refuses a name other than <plural>.<group>', () => {
    const o = crd(spec({}));
    o['metadata'] = { name: 'widget.example.com' };
    expect(errors(o)).toEqual([
      'metadata.name: Invalid value: "widget.example.com": must be spec.names.plural+"."+spec.group',
    ]);
  });

  it('refuses a group without a dot and an unknown scope', () => {
    const o = crd(spec({}), { group: 'example', scope: 'Global' });
    o['metadata'] = { name: 'widgets.example' };
    expect(errors(o)).toEqual([
      'spec.group: Invalid value: "example": should be a domain with at least one dot',
      'spec.scope: Unsupported value: "Global": supported values: "Cluster", "Namespaced"',
    ]);
  });

  it('requires a schema and exactly one storage version', () => {
    const o = crd(undefined);
    (o['spec'] as { versions: JsonObject[] }).versions[0]!['storage'] = false;
    expect(errors(o)).toEqual([
      'spec.versions[0].schema.openAPIV3Schema: Required value: schemas are required',
      'spec.versions: Invalid value: []apiextensions.CustomResourceDefinitionVersion{…}: must have exactly one version marked as storage version',
      'status.storedVersions: Invalid value: []string(nil): must have at least one stored version',
    ]);
  });

  it('refuses a version name that is not a DNS-1035 label', () => {
    const o = crd(spec({}));
    (o['spec'] as { versions: JsonObject[] }).versions[0]!['name'] = 'V1';
    expect(errors(o)[0]).toBe(
      "spec.versions[0].name: Invalid value: \"V1\": a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
    );
  });

  it('reports structural errors at spec.validation when all versions share the schema', () => {
    expect(errors(crd(spec({ size: {} })))).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[size].type: Required value: must not be empty for specified object fields',
    ]);
    expect(pointers(crd(spec({ size: {} })))).toEqual([
      '/spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/size/type',
    ]);
  });

  it('reports a rule that does not compile with the rule as its value', () => {
    const o = crd(spec({}, { 'x-kubernetes-validations': [{ rule: 'self.size >' }] }));
    const [e] = errors(o);
    expect(e).toMatch(
      /^spec\.validation\.openAPIV3Schema\.properties\[spec\]\.x-kubernetes-validations\[0\]\.rule: Invalid value: apiextensions\.ValidationRule\{Rule:"self\.size >", Message:"", MessageExpression:"", Reason:\(\*apiextensions\.FieldValueErrorReason\)\(nil\), FieldPath:"", OptionalOldSelf:\(\*bool\)\(nil\)\}: compilation failed: ERROR: <input>:1:/,
    );
    expect(errors(o, '1.34')[0]).toContain(
      'Invalid value: {"rule":"self.size \\u003e"}: compilation failed',
    );
  });

  it("checks a rule's message, reason and fieldPath before compiling", () => {
    const rules = [
      { rule: 'true', message: ' ' },
      { rule: 'true', reason: 'FieldValueGone' },
      { rule: 'true', fieldPath: '.nope' },
    ];
    expect(errors(crd(spec({}, { 'x-kubernetes-validations': rules })))).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].message: Invalid value: " ": message must be non-empty if specified',
      'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].reason: Unsupported value: "FieldValueGone": supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"',
      'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[2].fieldPath: Invalid value: ".nope": fieldPath must be a valid path',
    ]);
  });

  it('refuses oldSelf below a list that does not correlate its items', () => {
    const items = { type: 'object', 'x-kubernetes-validations': [{ rule: 'self == oldSelf' }] };
    const o = crd(spec({ parts: { type: 'array', items } }));
    expect(errors(o)).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[parts].items.x-kubernetes-validations[0].rule: Invalid value: "self == oldSelf": oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[spec].properties[parts]',
    ]);
  });

  it('refuses optionalOldSelf on a rule without oldSelf', () => {
    const o = crd(
      spec({}, { 'x-kubernetes-validations': [{ rule: 'true', optionalOldSelf: true }] }),
    );
    expect(errors(o)).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].optionalOldSelf: Invalid value: true: may not be set if oldSelf is not used in rule',
    ]);
  });

  it("reports each version's schema at its own path when they differ", () => {
    const o = crd(spec({ a: {} }));
    const versions = (o['spec'] as { versions: JsonObject[] }).versions;
    versions.push({
      name: 'v2',
      served: true,
      storage: false,
      schema: { openAPIV3Schema: spec({}) },
    });
    expect(errors(o)).toEqual([
      'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[a].type: Required value: must not be empty for specified object fields',
    ]);
  });

  it('checks the names: DNS-1035 labels, kind in mixed case, kind and listKind apart', () => {
    const o = crd(spec({}), {
      names: { plural: 'Widgets', kind: 'Widget', listKind: 'Widget', shortNames: ['w_1'] },
    });
    o['metadata'] = { name: 'Widgets.example.com' };
    const names = errors(o).filter((e) => e.startsWith('spec.names'));
    expect(names.map((e) => e.slice(0, e.indexOf(': Invalid value')))).toEqual([
      'spec.names.plural',
      'spec.names.shortNames[0]',
      'spec.names.listKind',
    ]);
    expect(names[2]).toBe(
      'spec.names.listKind: Invalid value: "Widget": kind and listKind may not be the same',
    );
  });
});
