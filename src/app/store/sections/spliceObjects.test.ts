import { describe, expect, it } from 'vitest';
import { extractSections } from './extractSections.ts';
import type { SectionId } from './sectionIds.ts';
import { splicedSection } from './spliceSection.ts';

const mixed = `request:
  object: {kind: Pod}
cluster:
  featureGates: {A: "true"}
  objects:
  - kind: Namespace
    metadata: {name: a}
  # the hook
  - kind: MutatingWebhookConfiguration
    metadata: {name: m}
  - kind: ConfigMap
  extra: x
webhooks: {}
`;

const onlyConfigurations = `cluster:
  # plugins
  admissionPlugins: {enable: [A]}
  objects:
    - kind: MutatingWebhookConfiguration
      metadata: {name: m}
    - kind: ValidatingWebhookConfiguration # second
      metadata: {name: v}
  featureGates: {}
webhooks: {}
`;

const without = (text: string, ...removed: string[]) =>
  text
    .split('\n')
    .filter((l) => !removed.includes(l))
    .join('\n');

describe('the Cluster and Configurations editors share cluster.objects', () => {
  it('cuts each editor’s text from the items as written', () => {
    const s = extractSections(mixed)!;
    expect(s.configurations).toBe(
      '# the hook\nkind: MutatingWebhookConfiguration\nmetadata: {name: m}\n',
    );
    expect(s.cluster).toBe(
      'featureGates: {A: "true"}\nobjects:\n- kind: Namespace\n  metadata: {name: a}\n- kind: ConfigMap\nextra: x\n',
    );
    const t = extractSections(onlyConfigurations)!;
    expect(t.cluster).toBe('# plugins\nadmissionPlugins: {enable: [A]}\nfeatureGates: {}\n');
    expect(t.configurations).toBe(
      'kind: MutatingWebhookConfiguration\nmetadata: {name: m}\n---\nkind: ValidatingWebhookConfiguration # second\nmetadata: {name: v}\n',
    );
  });

  it.each<[string, string, SectionId, string, string]>([
    [
      'a Cluster edit keeps the configuration in its place among the objects',
      mixed,
      'cluster',
      'featureGates: {A: "false"}\nobjects:\n- kind: Namespace\n  metadata: {name: b}\n- kind: ConfigMap\nextra: x\n',
      mixed.replace('{A: "true"}', '{A: "false"}').replace('{name: a}', '{name: b}'),
    ],
    [
      'a Cluster edit that drops every other object keeps the configuration',
      mixed,
      'cluster',
      'featureGates: {A: "true"}\nextra: x\n',
      without(mixed, '  - kind: Namespace', '    metadata: {name: a}', '  - kind: ConfigMap'),
    ],
    [
      'an emptied Cluster leaves the configurations under objects',
      mixed,
      'cluster',
      '',
      'request:\n  object: {kind: Pod}\ncluster:\n  objects:\n  # the hook\n  - kind: MutatingWebhookConfiguration\n    metadata: {name: m}\nwebhooks: {}\n',
    ],
    [
      'a Cluster edit puts an objects entry of only configurations back where it was',
      onlyConfigurations,
      'cluster',
      '# plugins\nadmissionPlugins: {enable: [B]}\nfeatureGates: {}\n',
      onlyConfigurations.replace('[A]', '[B]'),
    ],
    [
      'a Cluster edit adds an object',
      onlyConfigurations,
      'cluster',
      '# plugins\nadmissionPlugins: {enable: [A]}\nfeatureGates: {}\nobjects:\n  - kind: Namespace\n',
      // The configurations go into the objects entry as the person typed it.
      'cluster:\n  # plugins\n  admissionPlugins: {enable: [A]}\n  featureGates: {}\n  objects:\n    - kind: MutatingWebhookConfiguration\n      metadata: {name: m}\n    - kind: ValidatingWebhookConfiguration # second\n      metadata: {name: v}\n    - kind: Namespace\nwebhooks: {}\n',
    ],
    [
      'a changed configuration is replaced in place, its comment kept',
      mixed,
      'configurations',
      '# the hook\nkind: MutatingWebhookConfiguration\nmetadata: {name: n}\n',
      mixed.replace('{name: m}', '{name: n}'),
    ],
    [
      'an added configuration goes at the end of the list, in its style',
      mixed,
      'configurations',
      '# the hook\nkind: MutatingWebhookConfiguration\nmetadata: {name: m}\n---\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: v\n',
      mixed.replace(
        '  - kind: ConfigMap\n',
        '  - kind: ConfigMap\n  - kind: ValidatingWebhookConfiguration\n    metadata:\n      name: v\n',
      ),
    ],
    [
      'a removed configuration loses its lines and its comment',
      mixed,
      'configurations',
      '',
      without(
        mixed,
        '  # the hook',
        '  - kind: MutatingWebhookConfiguration',
        '    metadata: {name: m}',
      ),
    ],
    [
      'removing every object removes the objects entry',
      onlyConfigurations,
      'configurations',
      '',
      without(
        onlyConfigurations,
        '  objects:',
        '    - kind: MutatingWebhookConfiguration',
        '      metadata: {name: m}',
        '    - kind: ValidatingWebhookConfiguration # second',
        '      metadata: {name: v}',
      ),
    ],
    [
      'configurations where there is no cluster: a block list in the text’s style',
      'request: {}\n',
      'configurations',
      'kind: ValidatingWebhookConfiguration\n---\n---\nkind: MutatingWebhookConfiguration\n',
      'request: {}\ncluster:\n  objects:\n    - kind: ValidatingWebhookConfiguration\n    - kind: MutatingWebhookConfiguration\n',
    ],
    [
      'configurations where the list is not indented',
      'cluster:\n  objects:\n  - kind: A\n',
      'configurations',
      'kind: MutatingWebhookConfiguration\n',
      'cluster:\n  objects:\n  - kind: A\n  - kind: MutatingWebhookConfiguration\n',
    ],
  ])('%s', (_, source, id, text, expected) => {
    expect(splicedSection(source, id, text)).toEqual({ ok: true, source: expected });
  });

  it.each([mixed, onlyConfigurations])('gives each text back unchanged: %#', (source) => {
    const s = extractSections(source)!;
    for (const id of ['cluster', 'configurations'] as const)
      expect(splicedSection(source, id, s[id])).toEqual({ ok: true, source });
  });
});
