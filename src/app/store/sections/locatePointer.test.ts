import { describe, expect, it } from 'vitest';
import { extractSections } from './extractSections.ts';
import { pointerTokens, sectionPlace, spanInSection } from './locatePointer.ts';
import { parseYaml } from './yamlDocument.ts';

const source = `request:
  object:
    kind: Pod
    metadata:
      name: web
cluster:
  admissionPlugins: { enable: [Bogus] }
  objects:
    - kind: Namespace
      metadata: { name: a }
    - kind: ValidatingWebhookConfiguration
      metadata: { name: v1 }
    - kind: MutatingWebhookConfiguration
      metadata: { name: m1 }
      webhooks:
        - name: m.example.com
          sideEffects: Maybe
webhooks:
  m.example.com:
    response: { allowed: maybe }
`;
const doc = parseYaml(source).doc;
const sections = extractSections(source)!;

describe('sectionPlace', () => {
  it.each([
    [
      '/request/object/metadata/name',
      { section: 'object', document: 0, path: ['metadata', 'name'] },
    ],
    [
      '/webhooks/m.example.com/response/allowed',
      { section: 'webhooks', document: 0, path: ['m.example.com', 'response', 'allowed'] },
    ],
    [
      '/cluster/objects/2/webhooks/0/sideEffects',
      { section: 'configurations', document: 1, path: ['webhooks', '0', 'sideEffects'] },
    ],
    [
      '/cluster/objects/0/metadata',
      { section: 'cluster', document: 0, path: ['objects', '0', 'metadata'] },
    ],
    [
      '/cluster/admissionPlugins/enable/0',
      { section: 'cluster', document: 0, path: ['admissionPlugins', 'enable', '0'] },
    ],
  ])('places %s', (pointer, place) => {
    expect(sectionPlace(doc, pointer)).toEqual(place);
  });

  it('leaves request fields to the request bar', () => {
    expect(sectionPlace(doc, '/request/operation')).toBeUndefined();
  });

  it('unescapes pointer tokens', () => {
    expect(pointerTokens('/webhooks/a~1b~0c')).toEqual(['webhooks', 'a/b~c']);
  });
});

describe('spanInSection', () => {
  it('marks the value a pointer names, in the section text', () => {
    const place = sectionPlace(doc, '/cluster/objects/2/webhooks/0/sideEffects')!;
    const span = spanInSection(sections.configurations, place, 'bad');
    const lines = sections.configurations.split('\n');
    expect(lines[span.line - 1]?.slice(span.column - 1, span.endColumn - 1)).toBe('Maybe');
  });

  it('falls back to the deepest node that exists', () => {
    const place = sectionPlace(doc, '/request/object/spec/containers')!;
    expect(spanInSection(sections.object, place, 'missing')).toMatchObject({
      line: 1,
      column: 1,
      endLine: 1,
    });
  });
});
