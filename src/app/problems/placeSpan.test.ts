import { describe, expect, it } from 'vitest';
import { extractSections } from '../store/sections/extractSections.ts';
import { parseYaml } from '../store/sections/yamlDocument.ts';
import { placeSpan } from './placeSpan.ts';

const source = `request:
  namespace: team-a
  object:
    kind: Pod
    metadata: { name: web, namespace: payments }
cluster:
  objects:
    - kind: ValidatingWebhookConfiguration
      metadata: { name: v }
      webhooks:
        - name: a.example.com
          rules: [{ resources: [pod] }]
`;
const sections = extractSections(source)!;
const texts = (inScenarioTab: boolean) => ({
  source,
  doc: parseYaml(source).doc,
  sectionText: (id: keyof typeof sections) => sections[id],
  inScenarioTab,
});

/** The text a span covers in its editor's text. */
const covered = (text: string, s: { line: number; column: number; endColumn: number }) =>
  text.split('\n')[s.line - 1]?.slice(s.column - 1, s.endColumn - 1);

describe('placeSpan', () => {
  it('places a pointer in the section editor that shows it', () => {
    const span = placeSpan(
      { pointer: '/cluster/objects/0/webhooks/0/rules/0/resources/0' },
      texts(false),
    )!;
    expect(span.target).toBe('configurations');
    expect(covered(sections.configurations, span)).toBe('pod');
    const ns = placeSpan({ pointer: '/request/object/metadata/namespace' }, texts(false))!;
    expect(ns.target).toBe('object');
    expect(covered(sections.object, ns)).toBe('payments');
  });

  it('places the request’s own fields, and everything while the Scenario tab is on show, in the whole scenario', () => {
    const span = placeSpan({ pointer: '/request/namespace' }, texts(false))!;
    expect(span).toMatchObject({ target: 'scenario', line: 2 });
    expect(covered(source, span)).toBe('team-a');
    const rule = placeSpan(
      { pointer: '/cluster/objects/0/webhooks/0/rules/0/resources/0' },
      texts(true),
    )!;
    expect(rule).toMatchObject({ target: 'scenario', line: 12 });
    expect(covered(source, rule)).toBe('pod');
  });

  it('keeps a span as it is', () => {
    const span = { target: 'object', line: 1, column: 1, endLine: 1, endColumn: 2 } as const;
    expect(placeSpan(span, texts(false))).toBe(span);
  });
});
