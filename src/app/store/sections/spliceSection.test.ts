import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { extractSections } from './extractSections.ts';
import type { SectionId } from './sectionIds.ts';
import { splicedSection, spliceSection } from './spliceSection.ts';

const read = (text: string) => parse(text, { version: '1.1' }) as unknown;

const base = `kind: AdmissionScenario
# the request
request:
  operation: CREATE
  resources: [pods]
  object:
    # the object
    kind: Pod # a pod
    metadata: { name: web }
  # after the object
webhooks:
  a.example.com: { latencyMs: 010 }
`;

/** The base with its lines `from`..`to` (1-based, inclusive) replaced by `lines`. */
const lines = (text: string, from: number, to: number, ...replacement: string[]) => {
  const all = text.split('\n');
  all.splice(from - 1, to - from + 1, ...replacement);
  return all.join('\n');
};

describe('spliceSection writes only the section’s bytes', () => {
  it.each<[string, string, SectionId, string, string]>([
    [
      'a block value: its lines, comments inside kept as typed',
      base,
      'object',
      '# the object\nkind: Pod # a pod\nmetadata: { name: api }\n',
      lines(base, 9, 9, '    metadata: { name: api }'),
    ],
    [
      'a block value that becomes flow: onto the key’s line',
      base,
      'object',
      '{ kind: Pod }\n',
      lines(base, 6, 9, '  object: { kind: Pod }'),
    ],
    [
      'a flow value that becomes a block: onto the lines after the key',
      base,
      'webhooks',
      'a.example.com:\n  latencyMs: 010\n',
      lines(base, 12, 12, '  a.example.com:', '    latencyMs: 010'),
    ],
    [
      'a scalar stays on the key’s line',
      base,
      'webhooks',
      'none\n',
      lines(base, 11, 12, 'webhooks: none'),
    ],
    [
      'a new section beside its sibling (oldObject after object)',
      base,
      'oldObject',
      'kind: Pod\n',
      lines(base, 9, 9, '    metadata: { name: web }', '  oldObject:', '    kind: Pod'),
    ],
    [
      'an emptied section loses its entry’s lines, comments outside it stay',
      base,
      'object',
      '',
      lines(base, 6, 9),
    ],
    [
      'a new section whose parent is missing',
      'kind: AdmissionScenario\n',
      'oldObject',
      'kind: Pod\n',
      'kind: AdmissionScenario\nrequest:\n  oldObject:\n    kind: Pod\n',
    ],
    [
      'a key with no value yet',
      'request:\n  object:\n  operation: CREATE\n',
      'object',
      'kind: Pod\n',
      'request:\n  object:\n    kind: Pod\n  operation: CREATE\n',
    ],
    [
      'a key with no value keeps its line’s comment',
      'request:\n  object: # soon\n',
      'object',
      'kind: Pod\n',
      'request:\n  object: # soon\n    kind: Pod\n',
    ],
    ['an empty scenario', '', 'object', 'kind: Pod\n', 'request:\n  object:\n    kind: Pod\n'],
    [
      'a scenario of only a comment',
      '# mine\n',
      'webhooks',
      'a: {}\n',
      '# mine\nwebhooks:\n  a: {}\n',
    ],
    [
      'the only entry of a mapping: the mapping stays, as {}',
      'request:\n  object:\n    kind: Pod\nwebhooks: {}\n',
      'object',
      '',
      'request: {}\nwebhooks: {}\n',
    ],
    [
      'a text without a final line break keeps none',
      'request:\n  object:\n    kind: Pod',
      'object',
      'kind: Job\n',
      'request:\n  object:\n    kind: Job',
    ],
    [
      'a document with a directive, `---` and `...`',
      '%YAML 1.1\n---\n# c\nrequest:\n  object:\n    kind: Pod\n...\n',
      'object',
      'kind: Pod\nx: [a]\n',
      '%YAML 1.1\n---\n# c\nrequest:\n  object:\n    kind: Pod\n    x: [a]\n...\n',
    ],
    [
      'a flow value over lines keeps its place relative to the key',
      'request:\n  object: {kind: Pod,\n    metadata: {name: a}}\n',
      'object',
      '{kind: Job,\n  metadata: {name: a}}\n',
      'request:\n  object: {kind: Job,\n    metadata: {name: a}}\n',
    ],
    [
      'a flow value typed from column 0 goes on the lines after the key',
      'request:\n  object: {kind: Pod}\n',
      'object',
      '{kind: Pod,\nx: 1}\n',
      'request:\n  object:\n    {kind: Pod,\n    x: 1}\n',
    ],
    [
      'a block scalar',
      'webhooks: |\n  text\n  more\nrequest: {}\n',
      'webhooks',
      '|\n  text\n  less\n',
      'webhooks: |\n  text\n  less\nrequest: {}\n',
    ],
    [
      'a list under its key at the key’s column',
      'request:\n  object:\n    items:\n    - a\n  operation: CREATE\n',
      'object',
      'items:\n- b\n',
      'request:\n  object:\n    items:\n    - b\n  operation: CREATE\n',
    ],
    [
      'indentation of four',
      'request:\n    object:\n        kind: Pod\n',
      'oldObject',
      'kind: Pod\nspec: {}\n',
      'request:\n    object:\n        kind: Pod\n    oldObject:\n        kind: Pod\n        spec: {}\n',
    ],
  ])('%s', (_, source, id, text, expected) => {
    expect(splicedSection(source, id, text)).toEqual({ ok: true, source: expected });
  });

  it('writes into a CRLF text with CRLF line breaks', () => {
    const crlf = base.replace(/\n/g, '\r\n');
    expect(extractSections(crlf)!.object).toBe(extractSections(base)!.object);
    const out = splicedSection(crlf, 'object', 'kind: Pod\nmetadata:\n  name: x\n');
    expect(out).toEqual({
      ok: true,
      source: lines(base, 7, 9, '    kind: Pod', '    metadata:', '      name: x').replace(
        /\n/g,
        '\r\n',
      ),
    });
    expect(splicedSection(crlf, 'webhooks', extractSections(crlf)!.webhooks)).toEqual({
      ok: true,
      source: crlf,
    });
  });

  it('keeps an earlier flow list as written, where the rewrite spaced it out', () => {
    const out = spliceSection(base, 'object', 'kind: Job\n');
    expect(out.ok && out.source).toContain('  resources: [pods]\n');
  });
});

describe('spliceSection falls back to rewriting', () => {
  it('where a section lies in a flow mapping, with the same data', () => {
    const flow = 'request: {operation: CREATE, object: {kind: Pod}}\n';
    expect(splicedSection(flow, 'object', 'kind: Job\n')).toBeUndefined();
    const out = spliceSection(flow, 'object', 'kind: Job\n');
    expect(out.ok && read(out.source)).toEqual({
      request: { operation: 'CREATE', object: { kind: 'Job' } },
    });
  });

  it('where the splice would leave a section text’s own `---` in the middle', () => {
    const out = spliceSection(base, 'object', '---\nkind: Job\n');
    expect(splicedSection(base, 'object', '---\nkind: Job\n')).toBeUndefined();
    expect(out.ok && (read(out.source) as any).request.object).toEqual({ kind: 'Job' });
  });

  it('and refuses, never crashes, where an alias elsewhere points into the replaced text', () => {
    const alias = 'request:\n  object: &o {kind: Pod}\n  oldObject: *o\n';
    // Spliced, the alias would read the new object: not the data the rewrite means to write.
    expect(splicedSection(alias, 'object', '{kind: Job}\n')).toBeUndefined();
    const out = spliceSection(alias, 'object', '{kind: Job}\n');
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.problems[0]?.message).toMatch(/unresolved alias/);
  });
});
