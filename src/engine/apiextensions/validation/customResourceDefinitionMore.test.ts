import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { conversionWebhookClient } from '../../validation/customResourceDefinitionWebhookClient.ts';
import { validateCustomResourceDefinition } from './customResourceDefinition.ts';
import { validateCustomResourceDefinitionUpdate } from './customResourceDefinitionUpdate.ts';

const ctx = (version: KubernetesVersion = '1.32') => ({
  version,
  webhookClient: conversionWebhookClient(version),
});

const root = (properties: JsonObject = {}, extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  properties: { spec: { type: 'object', properties }, status: { type: 'object' } },
  ...extra,
});

const crd = (version: JsonObject = {}, spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    scope: 'Namespaced',
    names: { plural: 'widgets', kind: 'Widget' },
    versions: [
      { name: 'v1', served: true, storage: true, schema: { openAPIV3Schema: root() }, ...version },
    ],
    ...spec,
  },
});

const errors = (o: JsonObject, v: KubernetesVersion = '1.32'): string[] =>
  validateCustomResourceDefinition(o, ctx(v)).map((e) => fieldErrorString(e.error, v));
const updateErrors = (o: JsonObject, old: JsonObject): string[] =>
  validateCustomResourceDefinitionUpdate(o, old, ctx()).map((e) =>
    fieldErrorString(e.error, '1.32'),
  );

describe('CRDs that projects ship', () => {
  it.each([
    'cert-manager.io_certificates.yaml',
    'gateway.networking.k8s.io_gateways.yaml',
    'monitoring.coreos.com_prometheusrules.yaml',
  ])('accepts %s', (file) => {
    const o = parse(readFileSync(join(import.meta.dirname, '../testdata', file), 'utf8'));
    expect(errors(o as JsonObject)).toEqual([]);
  });
});

describe('subresources', () => {
  it('refuses scale paths that are missing, not simple, or outside .spec/.status', () => {
    const scale = { specReplicasPath: 'spec.replicas', labelSelectorPath: '.metadata.labels' };
    expect(errors(crd({ subresources: { status: {}, scale } }))).toEqual([
      'spec.subresources.scale.specReplicasPath: Invalid value: "spec.replicas": must be a simple json path starting with .',
      'spec.subresources.scale.statusReplicasPath: Required value',
      'spec.subresources.scale.labelSelectorPath: Invalid value: ".metadata.labels": should be a json path under either .spec or .status',
    ]);
  });

  it("reports a version's own subresources at the version when the versions differ", () => {
    const o = crd({
      subresources: { scale: { specReplicasPath: '.spec.n', statusReplicasPath: '.n' } },
    });
    (o['spec'] as { versions: JsonObject[] }).versions.push({
      name: 'v2',
      served: true,
      storage: false,
      schema: { openAPIV3Schema: root() },
    });
    expect(errors(o)).toEqual([
      'spec.versions[0].subresources.scale.statusReplicasPath: Invalid value: ".n": should be a json path under .status',
    ]);
  });

  it('allows only some fields at the root of the schema when status is enabled', () => {
    expect(
      errors(
        crd({
          subresources: { status: {} },
          schema: { openAPIV3Schema: root({}, { nullable: true }) },
        }),
      ),
    ).toEqual([
      'spec.validation.openAPIV3Schema: Invalid value: apiextensions.JSONSchemaProps{…}: only [Description Type Format Title Maximum ExclusiveMaximum Minimum ExclusiveMinimum MaxLength MinLength Pattern MaxItems MinItems UniqueItems MultipleOf Required Items Properties ExternalDocs Example XPreserveUnknownFields XValidations] fields are allowed at the root of the schema if the status subresource is enabled',
      'spec.validation.openAPIV3Schema.nullable: Forbidden: nullable cannot be true at the root',
    ]);
  });
});

describe('additionalPrinterColumns', () => {
  it('needs a name, a printer type, a known format and a JSON path (the internal JSONPath)', () => {
    const cols = [
      { type: 'int', format: 'percent', jsonPath: 'spec.size' },
      { name: 'Age', jsonPath: '' },
    ];
    expect(errors(crd({ additionalPrinterColumns: cols }))).toEqual([
      'spec.additionalPrinterColumns[0].name: Required value',
      'spec.additionalPrinterColumns[0].type: Invalid value: "int": must be one of boolean,date,integer,number,string',
      'spec.additionalPrinterColumns[0].format: Invalid value: "percent": must be one of byte,date,date-time,double,float,int32,int64,password',
      'spec.additionalPrinterColumns[0].JSONPath: Invalid value: "spec.size": must be a simple json path starting with .',
      'spec.additionalPrinterColumns[1].type: Required value: must be one of boolean,date,integer,number,string',
      'spec.additionalPrinterColumns[1].JSONPath: Required value',
    ]);
  });
});

describe('conversion', () => {
  it('requires the webhook client config and review versions of a Webhook conversion', () => {
    expect(errors(crd({}, { conversion: { strategy: 'Webhook' } }))).toEqual([
      'spec.conversion.webhookClientConfig: Required value: required when strategy is set to Webhook',
      'spec.conversion.conversionReviewVersions: Required value',
    ]);
  });

  it('checks the url and the review versions', () => {
    const webhook = {
      clientConfig: { url: 'http://conv.example.com/convert' },
      conversionReviewVersions: ['v2', 'v2'],
    };
    expect(errors(crd({}, { conversion: { strategy: 'Webhook', webhook } }))).toEqual([
      'spec.conversion.webhookClientConfig.url: Invalid value: "http": \'https\' is the only allowed URL scheme; desired format: https://host[/path]',
      'spec.conversion.conversionReviewVersions[1]: Invalid value: "v2": duplicate version',
      'spec.conversion.conversionReviewVersions: Invalid value: []string{"v2", "v2"}: must include at least one of v1, v1beta1',
    ]);
  });

  it('refuses an unknown strategy, and webhook settings without Webhook', () => {
    const webhook = { clientConfig: { url: 'https://c' }, conversionReviewVersions: ['v1'] };
    expect(errors(crd({}, { conversion: { strategy: 'Magic', webhook } }))).toEqual([
      'spec.conversion.strategy: Unsupported value: "Magic": supported values: "None", "Webhook"',
      'spec.conversion.webhookClientConfig: Forbidden: should not be set when strategy is not set to Webhook',
      'spec.conversion.conversionReviewVersions: Forbidden: should not be set when strategy is not set to Webhook',
    ]);
  });
});

describe('defaults in the schema', () => {
  it('refuses a default that does not validate against its node, at <node>.default', () => {
    const o = crd({ schema: { openAPIV3Schema: root({ size: { type: 'string', default: 5 } }) } });
    expect(errors(o)).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[size].default: Invalid value: "integer":  in body must be of type string: "integer"',
    ]);
  });

  it("refuses a default that breaks its node's x-kubernetes-validations", () => {
    const size = {
      type: 'string',
      default: 'xl',
      'x-kubernetes-validations': [{ rule: 'self.size() <= 1', message: 'one letter' }],
    };
    expect(errors(crd({ schema: { openAPIV3Schema: root({ size }) } }))).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[size].default: Invalid value: "string": one letter',
    ]);
  });

  it('refuses a default with fields pruning would drop', () => {
    const parts = {
      type: 'object',
      properties: { a: { type: 'string' } },
      default: { a: 'x', b: 'y' },
    };
    expect(errors(crd({ schema: { openAPIV3Schema: root({ parts }) } }))).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[parts].default: Invalid value: map[string]interface {}{"a":"x", "b":"y"}: must not have unknown fields',
    ]);
  });

  it('forbids defaults in top-level metadata, and with preserveUnknownFields', () => {
    const schema = root({}, {});
    (schema['properties'] as JsonObject)['metadata'] = {
      type: 'object',
      properties: { name: { type: 'string', default: 'x' } },
    };
    expect(
      errors(crd({ schema: { openAPIV3Schema: schema } }, { preserveUnknownFields: true })),
    ).toEqual([
      'spec.preserveUnknownFields: Invalid value: true: must be false in order to use defaults in the schema',
      'spec.validation.openAPIV3Schema.properties[metadata].properties[name].default: Forbidden: must not be set in top-level metadata',
      'spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
    ]);
  });
});

describe('the OpenAPI schema walk', () => {
  it('reports schema errors of the whole tree before the CEL errors, and compiles no rule above a schema error', () => {
    const props = {
      mode: { type: 'string', 'x-kubernetes-validations': [{ rule: '1 +' }] },
      tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
    };
    const schema = root(props);
    const spec = (schema['properties'] as { spec: JsonObject }).spec;
    spec['x-kubernetes-validations'] = [{ rule: '2 +' }];
    const out = errors(crd({ schema: { openAPIV3Schema: schema } }));
    expect(out.map((e) => e.slice(0, e.indexOf(':')))).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[tags].uniqueItems',
      'spec.validation.openAPIV3Schema.properties[spec].properties[mode].x-kubernetes-validations[0].rule',
    ]);
  });

  it('checks map lists: keys required or defaulted, items object', () => {
    const list = {
      type: 'array',
      'x-kubernetes-list-type': 'map',
      'x-kubernetes-list-map-keys': ['name', 'port'],
      items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    };
    expect(errors(crd({ schema: { openAPIV3Schema: root({ list }) } }))).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[list].x-kubernetes-list-map-keys: Invalid value: []string{"name", "port"}: entries must all be names of item properties',
    ]);
  });
});

describe('stored versions and the API approval', () => {
  it('refuses a second storage version the create does not store', () => {
    const o = crd();
    (o['spec'] as { versions: JsonObject[] }).versions.push({
      name: 'v2',
      served: true,
      storage: true,
      schema: { openAPIV3Schema: root() },
    });
    expect(errors(o).slice(-2)).toEqual([
      'spec.versions: Invalid value: []apiextensions.CustomResourceDefinitionVersion{…}: must have exactly one version marked as storage version',
      'status.storedVersions: Invalid value: []string{"v1"}: must have the storage version v2',
    ]);
  });

  it('requires the approval annotation in a protected group', () => {
    const o = crd({}, { group: 'widgets.k8s.io' });
    o['metadata'] = { name: 'widgets.widgets.k8s.io' };
    expect(errors(o)).toEqual([
      'metadata.annotations[api-approved.kubernetes.io]: Required value: protected groups must have approval annotation "api-approved.kubernetes.io", see https://github.com/kubernetes/enhancements/pull/1111',
    ]);
    o['metadata'] = {
      name: 'widgets.widgets.k8s.io',
      annotations: { 'api-approved.kubernetes.io': 'yes' },
    };
    expect(errors(o)[0]).toContain('with either a URL or a reason starting with "unapproved"');
    o['metadata'] = {
      name: 'widgets.widgets.k8s.io',
      annotations: { 'api-approved.kubernetes.io': 'unapproved, testing' },
    };
    expect(errors(o)).toEqual([]);
  });

  it('reports a version name that is not a DNS-1035 label at spec.version too (the first version)', () => {
    const out = errors(crd({ name: 'V1' }));
    expect(out.map((e) => e.slice(0, e.indexOf(':')))).toEqual([
      'spec.versions[0].name',
      'spec.version',
    ]);
  });
});

describe('structural metadata', () => {
  const withMetadata = (metadata: JsonObject): JsonObject => {
    const schema = root();
    (schema['properties'] as JsonObject)['metadata'] = metadata;
    return crd({ schema: { openAPIV3Schema: schema } });
  };

  it('lets the root metadata specify its name and generateName only', () => {
    expect(
      errors(
        withMetadata({ type: 'object', properties: { name: { type: 'string', maxLength: 20 } } }),
      ),
    ).toEqual([]);
    expect(
      errors(withMetadata({ type: 'object', properties: { labels: { type: 'object' } } })),
    ).toEqual([
      'spec.validation.openAPIV3Schema.properties[metadata]: Forbidden: must not specify anything other than name and generateName, but metadata is implicitly specified',
    ]);
    expect(errors(withMetadata({ type: 'string' }))).toEqual([
      'spec.validation.openAPIV3Schema.properties[metadata].type: Invalid value: "string": must be object',
    ]);
  });

  it('needs properties for an embedded resource that does not preserve unknown fields', () => {
    const o = crd({
      schema: {
        openAPIV3Schema: root({
          template: { type: 'object', 'x-kubernetes-embedded-resource': true },
        }),
      },
    });
    expect(errors(o)).toEqual([
      'spec.validation.openAPIV3Schema.properties[spec].properties[template].properties: Required value: must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields',
    ]);
  });
});

describe('deprecationWarning', () => {
  it('is only for deprecated versions, and printable', () => {
    expect(errors(crd({ deprecationWarning: 'old' }))).toEqual([
      'spec.versions[0].deprecationWarning: Invalid value: "old": can only be set for deprecated versions',
    ]);
    expect(errors(crd({ deprecated: true, deprecationWarning: 'use\tv2' }))).toEqual([
      'spec.versions[0].deprecationWarning: Invalid value: "use\\tv2": must only contain printable UTF-8 characters; non-printable character found at index 3',
    ]);
  });
});

describe('ValidateCustomResourceDefinitionUpdate', () => {
  const established = (o: JsonObject): JsonObject => ({
    ...o,
    status: { conditions: [{ type: 'Established', status: 'True' }], storedVersions: ['v1'] },
  });

  it('keeps group and plural, and scope and kind once Established', () => {
    const old = established(crd());
    const o = crd({}, { scope: 'Cluster', names: { plural: 'widgets', kind: 'Gadget' } });
    expect(updateErrors(o, old)).toEqual([
      'spec.scope: Invalid value: "Cluster": field is immutable',
      'spec.names.kind: Invalid value: "Gadget": field is immutable',
    ]);
    expect(updateErrors(o, crd())).toEqual([]);
  });

  it('refuses dropping a version that is still in status.storedVersions', () => {
    const old = established(crd());
    (old['status'] as JsonObject)['storedVersions'] = ['v1beta1', 'v1'];
    expect(updateErrors(crd(), old)).toEqual([
      'status.storedVersions[0]: Invalid value: "v1beta1": must appear in spec.versions',
    ]);
  });

  it('lets a stored CRD keep unpruned defaults and versions without a schema (ratcheting)', () => {
    const parts = {
      type: 'object',
      properties: { a: { type: 'string' } },
      default: { a: 'x', b: 'y' },
    };
    const withUnpruned = crd({ schema: { openAPIV3Schema: root({ parts }) } });
    expect(errors(withUnpruned)).toHaveLength(1);
    expect(updateErrors(withUnpruned, withUnpruned)).toEqual([]);
    const noSchema = crd({ served: false });
    delete (noSchema['spec'] as { versions: JsonObject[] }).versions[0]!['schema'];
    expect(errors(noSchema)).toEqual([
      'spec.versions[0].schema.openAPIV3Schema: Required value: schemas are required',
    ]);
    expect(updateErrors(noSchema, noSchema)).toEqual([]);
  });

  it('refuses turning preserveUnknownFields on', () => {
    expect(updateErrors(crd({}, { preserveUnknownFields: true }), crd())).toEqual([
      'spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
    ]);
  });
});

describe('the per-expression cost limit on an update (suppressPerExpressionCost)', () => {
  // 1000 items × 16004 per item: over the 10,000,000 per-expression limit, under the CRD's total.
  const costly = root({
    items: {
      type: 'array',
      maxItems: 1000,
      items: {
        type: 'object',
        properties: {
          a: { type: 'string', maxLength: 1000 },
          b: { type: 'string', maxLength: 100 },
        },
        'x-kubernetes-validations': [{ rule: 'self.a.contains(self.b)' }],
      },
    },
  });
  const rule =
    'spec.validation.openAPIV3Schema.properties[spec].properties[items].items.x-kubernetes-validations[0].rule';
  const costError = `${rule}: Forbidden: estimated rule cost exceeds budget by factor of 1.6x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
  const stored = crd({ schema: { openAPIV3Schema: costly } });

  it('holds a new CRD to it', () => {
    expect(errors(stored)).toContain(costError);
  });

  it('lets an update keep a schema the server stored (findVersionsWithUnchangedSchemas)', () => {
    const relabelled = { ...stored, metadata: { name: 'widgets.example.com', labels: { a: 'b' } } };
    expect(updateErrors(relabelled, stored)).not.toContain(costError);
  });

  it('holds an update that changes the schema to it', () => {
    const changed = crd({
      schema: { openAPIV3Schema: { ...costly, description: 'now described' } },
    });
    expect(updateErrors(changed, stored)).toContain(costError);
  });
});
