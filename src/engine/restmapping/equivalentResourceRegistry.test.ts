import { describe, expect, it } from 'vitest';
import { newEquivalentResourceRegistryWithIdentity } from './equivalentResourceRegistry.ts';

// mirrors the fake registry of upstream webhook_test.go TestShouldCallHook: deployments co-located across groups
const registry = newEquivalentResourceRegistryWithIdentity((_group, resource) =>
  resource === 'deployments' ? '/deployments' : '',
);
const r = (group: string, version: string, resource: string) => ({ group, version, resource });
registry.registerKindFor(r('extensions', 'v1beta1', 'deployments'), '', {
  group: 'extensions',
  version: 'v1beta1',
  kind: 'Deployment',
});
registry.registerKindFor(r('apps', 'v1', 'deployments'), '', {
  group: 'apps',
  version: 'v1',
  kind: 'Deployment',
});
registry.registerKindFor(r('apps', 'v1', 'deployments'), 'scale', {
  group: 'autoscaling',
  version: 'v1',
  kind: 'Scale',
});
registry.registerKindFor(r('', 'v1', 'pods'), '', { group: '', version: 'v1', kind: 'Pod' });
registry.registerKindFor(r('example.com', 'v1', 'pods'), '', {
  group: 'example.com',
  version: 'v1',
  kind: 'Pod',
});

describe('newEquivalentResourceRegistryWithIdentity', () => {
  it.each([
    {
      name: 'resources with one key are equivalent in registration order',
      res: r('apps', 'v1', 'deployments'),
      sub: '',
      out: [r('extensions', 'v1beta1', 'deployments'), r('apps', 'v1', 'deployments')],
    },
    {
      name: 'subresources list only the resources registering them',
      res: r('extensions', 'v1beta1', 'deployments'),
      sub: 'scale',
      out: [r('apps', 'v1', 'deployments')],
    },
    {
      name: 'an empty key falls back to the group/resource, keeping groups apart',
      res: r('', 'v1', 'pods'),
      sub: '',
      out: [r('', 'v1', 'pods')],
    },
    {
      name: 'an unregistered group/resource has none',
      res: r('apps', 'v1', 'pods'),
      sub: '',
      out: [],
    },
  ])('$name', ({ res, sub, out }) => {
    expect(registry.equivalentResourcesFor(res, sub)).toEqual(out);
  });

  it.each([
    {
      name: 'the kind registered for a subresource',
      res: r('apps', 'v1', 'deployments'),
      sub: 'scale',
      kind: { group: 'autoscaling', version: 'v1', kind: 'Scale' },
    },
    {
      name: 'nothing for an equivalent version that never registered the subresource',
      res: r('extensions', 'v1beta1', 'deployments'),
      sub: 'scale',
      kind: undefined,
    },
  ])('kindFor gives $name', ({ res, sub, kind }) => {
    expect(registry.kindFor(res, sub)).toEqual(kind);
  });
});
