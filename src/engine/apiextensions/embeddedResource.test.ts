import { describe, expect, it } from 'vitest';
import { aggregateString, invalid } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { type EmbeddedMetaValidator, validateEmbeddedResources } from './embeddedResource.ts';
import { structuralFrom } from './structural.ts';

const schema = structuralFrom({
  type: 'object',
  properties: {
    spec: {
      type: 'object',
      properties: {
        template: {
          type: 'object',
          'x-kubernetes-embedded-resource': true,
          'x-kubernetes-preserve-unknown-fields': true,
        },
      },
    },
  },
});

// Stands in for ValidateObjectMeta: refuses upper-case names, to show where it is called.
const meta: EmbeddedMetaValidator = (x, path) => {
  const name = (x['metadata'] as { name: string }).name;
  return /[A-Z]/.test(name) ? [invalid(`${path}.name`, goString(name), 'lower case only')] : [];
};
const messages = (template: JsonValue): string =>
  aggregateString(validateEmbeddedResources(schema, { spec: { template } }, meta), '1.32');

describe('validateEmbeddedResources (schemaobjectmeta.Validate)', () => {
  it('accepts a well-formed embedded object', () => {
    expect(messages({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'a' } })).toBe('');
  });

  it('requires apiVersion and kind', () => {
    expect(messages({})).toBe(
      '[spec.template.apiVersion: Required value: must not be empty, spec.template.kind: Required value: must not be empty]',
    );
  });

  it('refuses a malformed group version and kind', () => {
    expect(messages({ apiVersion: 'a/b/c', kind: 'My_Kind' })).toBe(
      "[spec.template.apiVersion: Invalid value: \"a/b/c\": unexpected GroupVersion string: a/b/c, spec.template.kind: Invalid value: \"My_Kind\": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')]",
    );
  });

  it('checks the embedded metadata at its path', () => {
    expect(messages({ apiVersion: 'v1', kind: 'Pod', metadata: { name: 'Web' } })).toBe(
      'spec.template.metadata.name: Invalid value: "Web": lower case only',
    );
  });
});
