import { describe, expect, it } from 'vitest';
import { builtinResourceTable, builtinVerbs } from './builtinTable.ts';

describe('builtinVerbs', () => {
  it.each([
    {
      name: 'pods serve every storage verb',
      r: { group: '', version: 'v1', resource: 'pods' },
      sub: '',
      verbs: ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'],
    },
    {
      name: 'namespaces have no deletecollection',
      r: { group: '', version: 'v1', resource: 'namespaces' },
      sub: '',
      verbs: ['create', 'delete', 'get', 'list', 'patch', 'update', 'watch'],
    },
    {
      name: 'tokenreviews are create-only',
      r: { group: 'authentication.k8s.io', version: 'v1', resource: 'tokenreviews' },
      sub: '',
      verbs: ['create'],
    },
    {
      name: 'pods/exec is a connect subresource',
      r: { group: '', version: 'v1', resource: 'pods' },
      sub: 'exec',
      verbs: ['connect'],
    },
    {
      name: 'pods/eviction is create-only',
      r: { group: '', version: 'v1', resource: 'pods' },
      sub: 'eviction',
      verbs: ['create'],
    },
    {
      name: 'deployments/scale is read and written',
      r: { group: 'apps', version: 'v1', resource: 'deployments' },
      sub: 'scale',
      verbs: ['get', 'patch', 'update'],
    },
    {
      name: 'an unknown subresource is not served',
      r: { group: 'apps', version: 'v1', resource: 'deployments' },
      sub: 'exec',
      verbs: undefined,
    },
    {
      name: 'an unknown resource is not served',
      r: { group: 'apps', version: 'v1', resource: 'widgets' },
      sub: '',
      verbs: undefined,
    },
  ])('$name', ({ r, sub, verbs }) => {
    expect(builtinVerbs(r, sub)).toEqual(verbs);
  });
});

describe('builtinResourceTable', () => {
  it('lists the core group first, in registration order', () => {
    expect(builtinResourceTable()[0]?.mapping.resource).toEqual({
      group: '',
      version: 'v1',
      resource: 'bindings',
    });
  });
});
