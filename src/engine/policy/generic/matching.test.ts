import { describe, expect, it } from 'vitest';
import { attrs, fakeEquivalentMapper, gvk, gvr, namespaces } from '../../testing/builders.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { matchResources } from './matching.ts';

const deployments = {
  operations: ['CREATE'],
  apiGroups: ['apps'],
  apiVersions: ['v1'],
  resources: ['deployments'],
};
const env = {
  namespaces: namespaces({ default: { team: 'a' } }),
  mapper: fakeEquivalentMapper([
    {
      resource: gvr('apps', 'v1', 'deployments'),
      subresource: '',
      kind: gvk('apps', 'v1', 'Deployment'),
    },
    {
      resource: gvr('apps', 'v1beta1', 'deployments'),
      subresource: '',
      kind: gvk('apps', 'v1beta1', 'Deployment'),
    },
  ]),
};
const deploymentAttrs = (version = 'v1', name = 'd') =>
  attrs({
    kind: gvk('apps', version, 'Deployment'),
    resource: gvr('apps', version, 'deployments'),
    name,
  });

describe('matchResources', () => {
  it.each<[string, JsonObject, ReturnType<typeof deploymentAttrs>, boolean]>([
    ['empty resourceRules match every resource', {}, attrs(), true],
    ['an exact rule matches', { resourceRules: [deployments] }, deploymentAttrs(), true],
    ['another resource does not match', { resourceRules: [deployments] }, attrs(), false],
    [
      'resourceNames lists the name',
      { resourceRules: [{ ...deployments, resourceNames: ['d'] }] },
      deploymentAttrs(),
      true,
    ],
    [
      'resourceNames without the name',
      { resourceRules: [{ ...deployments, resourceNames: ['other'] }] },
      deploymentAttrs(),
      false,
    ],
    [
      'resourceNames never list the empty generateName name',
      { resourceRules: [{ ...deployments, resourceNames: ['d'] }] },
      deploymentAttrs('v1', ''),
      false,
    ],
    [
      'excludeResourceRules win over resourceRules',
      { resourceRules: [deployments], excludeResourceRules: [deployments] },
      deploymentAttrs(),
      false,
    ],
    [
      'a non-selecting namespaceSelector',
      { namespaceSelector: { matchLabels: { team: 'b' } } },
      attrs(),
      false,
    ],
    [
      'a selecting namespaceSelector',
      { namespaceSelector: { matchLabels: { team: 'a' } } },
      attrs(),
      true,
    ],
    [
      'an objectSelector that the object does not carry',
      { objectSelector: { matchLabels: { x: 'y' } } },
      attrs(),
      false,
    ],
  ])('%s', (_name, criteria, a, want) => {
    expect(matchResources(criteria, a, env).matches).toBe(want);
  });

  it('matches an equivalent version with matchPolicy Equivalent and answers its resource and kind', () => {
    const r = matchResources({ resourceRules: [deployments] }, deploymentAttrs('v1beta1'), env);
    expect(r).toMatchObject({
      matches: true,
      resource: gvr('apps', 'v1', 'deployments'),
      kind: gvk('apps', 'v1', 'Deployment'),
    });
  });

  it('does not look at equivalents with matchPolicy Exact', () => {
    expect(
      matchResources(
        { resourceRules: [deployments], matchPolicy: 'Exact' },
        deploymentAttrs('v1beta1'),
        env,
      ).matches,
    ).toBe(false);
  });

  it('excludes equivalent versions too', () => {
    const r = matchResources(
      { excludeResourceRules: [deployments] },
      deploymentAttrs('v1beta1'),
      env,
    );
    expect(r.matches).toBe(false);
  });

  it('defers a missing namespace until the rules match, then reports the 404 text', () => {
    const a = attrs({ namespace: 'gone' });
    expect(
      matchResources(
        { namespaceSelector: { matchLabels: { team: 'a' } }, resourceRules: [deployments] },
        a,
        env,
      ),
    ).toMatchObject({ matches: false });
    expect(
      matchResources({ namespaceSelector: { matchLabels: { team: 'a' } } }, a, env),
    ).toMatchObject({ matches: false, error: 'namespaces "gone" not found' });
  });

  it('reports an equivalent whose kind is unknown', () => {
    const mapper = fakeEquivalentMapper([
      {
        resource: gvr('apps', 'v1', 'deployments'),
        subresource: '',
        kind: gvk('apps', 'v1', 'Deployment'),
      },
      { resource: gvr('apps', 'v2', 'deployments'), subresource: '', kind: gvk('', '', '') },
    ]);
    const rule = { ...deployments, apiVersions: ['v2'] };
    const r = matchResources({ resourceRules: [rule] }, deploymentAttrs(), { ...env, mapper });
    expect(r).toMatchObject({
      matches: false,
      error: 'unable to convert to apps/v2, Resource=deployments: unknown kind',
    });
  });
});
