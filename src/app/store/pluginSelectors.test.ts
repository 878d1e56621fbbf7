import { describe, expect, it } from 'vitest';
import { sampleScenario } from '../sampleScenario.ts';
import { createPlaygroundStore } from './index.ts';
import { selectPluginContext } from './pluginSelectors.ts';

const context = (source: string) =>
  selectPluginContext(createPlaygroundStore({ source }).getState());

describe('selectPluginContext', () => {
  it('reads the default plugins, the request namespace and user of the sample', () => {
    const c = context(sampleScenario)!;
    expect(c.enabled).toContain('LimitRanger');
    expect(c.enabled).not.toContain('PodNodeSelector');
    expect(c).toMatchObject({ namespace: 'team-a', username: 'alice' });
  });

  it.each([
    [
      'flow lists',
      'cluster:\n  admissionPlugins: { enable: [PodNodeSelector], disable: [LimitRanger] }\n',
    ],
    [
      'block lists',
      'cluster:\n  admissionPlugins:\n    enable:\n      - PodNodeSelector\n    disable:\n      - LimitRanger\n',
    ],
  ])('applies enable and disable written as %s', (_, source) => {
    const { enabled } = context(source)!;
    expect(enabled).toContain('PodNodeSelector');
    expect(enabled).not.toContain('LimitRanger');
  });

  it('reads kubernetesVersion as written: PodTopologyLabels is on from 1.33', () => {
    expect(context('kubernetesVersion: 1.32\n')!.enabled).not.toContain('PodTopologyLabels');
    expect(context('kubernetesVersion: 1.33\n')!.enabled).toContain('PodTopologyLabels');
    expect(context('kubernetesVersion: "1.34"\n')!.enabled).toContain('PodTopologyLabels');
  });

  it.each([
    ['the request', 'request:\n  namespace: a\n  object: { metadata: { namespace: b } }\n', 'a'],
    ['the object', 'request:\n  object: { metadata: { namespace: b } }\n', 'b'],
    [
      'the old object',
      'request:\n  operation: DELETE\n  oldObject: { metadata: { namespace: c } }\n',
      'c',
    ],
    ['nowhere', 'request: {}\n', 'default'],
  ])('takes the namespace from %s', (_, source, namespace) => {
    expect(context(source)!.namespace).toBe(namespace);
  });

  it('gives back the same answer while other edits leave it the same, and nothing when the text is not YAML', () => {
    const store = createPlaygroundStore({ source: sampleScenario });
    const first = selectPluginContext(store.getState());
    store.getState().setSource(sampleScenario.replace('name: web', 'name: api'));
    expect(selectPluginContext(store.getState())).toBe(first);
    store.getState().setSource(sampleScenario.replace('namespace: team-a', 'namespace: team-b'));
    expect(selectPluginContext(store.getState())).not.toBe(first);
    store.getState().setSource('request: {\n');
    expect(selectPluginContext(store.getState())).toBeUndefined();
  });
});
