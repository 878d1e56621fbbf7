import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { celJsTypeOf, type DeclType, maybeAssignTypeName } from '../../cel/declType.ts';
import { structuralFrom } from '../structural.ts';
import { schemaDeclType } from './model.ts';

const declOf = (schema: JsonObject, root = false): DeclType | undefined =>
  schemaDeclType(structuralFrom(schema), root);

describe('SchemaDeclType (pkg/cel/common/schemas.go)', () => {
  it.each<[string, JsonObject, string | undefined, number]>([
    ['an integer', { type: 'integer' }, 'int', 0],
    ['a number', { type: 'number' }, 'double', 0],
    ['a string up to the request size', { type: 'string' }, 'string', 3 * 1024 * 1024 - 2],
    [
      'a string of maxLength 10 (4 bytes a code point)',
      { type: 'string', maxLength: 10 },
      'string',
      40,
    ],
    ['a string enum (its longest value)', { type: 'string', enum: ['a', 'bbb'] }, 'string', 3],
    ['a date-time', { type: 'string', format: 'date-time' }, 'google.protobuf.Timestamp', 32],
    ['a duration', { type: 'string', format: 'duration' }, 'google.protobuf.Duration', 32],
    ['bytes', { type: 'string', format: 'byte', maxLength: 7 }, 'bytes', 7],
    ['int-or-string', { 'x-kubernetes-int-or-string': true }, 'dyn', 3 * 1024 * 1024 - 2],
    ['a list of strings', { type: 'array', items: { type: 'string' } }, 'list<string>', 1048575],
    ['a bounded list', { type: 'array', maxItems: 5, items: { type: 'integer' } }, 'list<int>', 5],
    [
      'a map',
      { type: 'object', additionalProperties: { type: 'boolean' } },
      'map<string, bool>',
      314572,
    ],
    [
      'no type (preserve-unknown-fields)',
      { 'x-kubernetes-preserve-unknown-fields': true },
      undefined,
      0,
    ],
    [
      'a list of untyped items',
      { type: 'array', items: { 'x-kubernetes-preserve-unknown-fields': true } },
      undefined,
      0,
    ],
  ])('%s', (_, schema, type, maxElements) => {
    const t = declOf(schema);
    expect(t === undefined ? undefined : celJsTypeOf(t)).toBe(type);
    if (t !== undefined) expect(t.maxElements).toBe(maxElements);
  });

  it('names object types by their path (MaybeAssignTypeName)', () => {
    const t = declOf({
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: {
            ports: {
              type: 'array',
              items: { type: 'object', properties: { port: { type: 'integer' } } },
            },
            'a-b': { type: 'string' },
            other: { 'x-kubernetes-preserve-unknown-fields': true },
          },
        },
      },
    });
    const named = maybeAssignTypeName(t!, 'selfType0');
    expect(celJsTypeOf(named)).toBe('selfType0');
    const spec = named.kind === 'object' ? named.fields.get('spec')?.type : undefined;
    expect(spec?.name).toBe('selfType0.spec');
    expect(spec?.kind === 'object' && [...spec.fields.keys()]).toEqual(['ports', 'a__dash__b']);
    const ports = spec?.kind === 'object' ? spec.fields.get('ports')?.type : undefined;
    expect(ports && celJsTypeOf(ports)).toBe('list<selfType0.spec.ports.@idx>');
  });

  it('gives a resource root apiVersion, kind and metadata.name/generateName only', () => {
    const t = declOf({ type: 'object', properties: { metadata: { type: 'object' } } }, true);
    const meta = t?.kind === 'object' ? t.fields.get('metadata')?.type : undefined;
    expect(t?.kind === 'object' && [...t.fields.keys()].sort()).toEqual([
      'apiVersion',
      'kind',
      'metadata',
    ]);
    expect(meta?.kind === 'object' && [...meta.fields.keys()]).toEqual(['name', 'generateName']);
  });

  it('counts required properties without defaults in the minimum size', () => {
    const t = declOf({
      type: 'object',
      properties: { name: { type: 'string' }, n: { type: 'integer', default: 1 } },
      required: ['name', 'n'],
    });
    // {} plus "name": "" (4 + 4 + 2)
    expect(t?.minSerializedSize).toBe(12);
  });
});
