import { describe, expect, it } from 'vitest';
import { requestLine } from './requestLine.ts';

const pods = {
  operation: 'CREATE',
  kind: { group: '', version: 'v1', kind: 'Pod' },
  resource: { group: '', version: 'v1', resource: 'pods' },
  subResource: '',
  namespace: 'team-a',
  name: 'web',
  dryRun: false,
};

describe('requestLine', () => {
  it.each([
    ['a namespaced create', pods, 'alice', 'CREATE pods "web" in namespace team-a, as alice'],
    [
      'a resource outside the core group',
      { ...pods, resource: { group: 'apps', version: 'v1', resource: 'deployments' } },
      'alice',
      'CREATE deployments.apps "web" in namespace team-a, as alice',
    ],
    [
      'a subresource',
      { ...pods, operation: 'CONNECT', subResource: 'exec' },
      'alice',
      'CONNECT pods/exec "web" in namespace team-a, as alice',
    ],
    [
      'a cluster-scoped object',
      { ...pods, resource: { group: '', version: 'v1', resource: 'namespaces' }, namespace: '' },
      'alice',
      'CREATE namespaces "web", as alice',
    ],
    [
      'a name still to be generated',
      { ...pods, name: '' },
      'alice',
      'CREATE pods in namespace team-a, as alice',
    ],
    ['no user', pods, '', 'CREATE pods "web" in namespace team-a'],
    [
      'a dry run',
      { ...pods, dryRun: true },
      'alice',
      'CREATE pods "web" in namespace team-a, as alice (dry run)',
    ],
  ])('describes %s', (_name, request, username, expected) => {
    expect(requestLine(request, username)).toBe(expected);
  });

  it('says nothing when setting up the cluster failed', () => {
    expect(requestLine(undefined, 'alice')).toBeUndefined();
  });
});
