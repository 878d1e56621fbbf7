import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { crd } from '../testing/builders.ts';
import { builtinRestMapper, withCustomResourceDefinitions } from './restMapper.ts';

const widgets: JsonObject = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    scope: 'Namespaced',
    names: { plural: 'widgets', singular: 'widget', kind: 'Widget' },
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        subresources: {
          status: {},
          scale: { specReplicasPath: '.spec.replicas', statusReplicasPath: '.status.replicas' },
        },
      },
      { name: 'v1beta1', served: true, storage: false },
      { name: 'v1alpha1', served: false, storage: false, subresources: { status: {} } },
    ],
  },
};
const gadgets = crd('example.org', 'gadgets', 'Gadget', 'Cluster', [
  { name: 'v2', served: true, storage: true },
]);

const { mapper, errors } = withCustomResourceDefinitions(builtinRestMapper(), [
  { object: widgets, pointer: '/cluster/objects/0' },
  { object: gadgets, pointer: '/cluster/objects/1' },
]);
const w = (version: string) => ({ group: 'example.com', version, resource: 'widgets' });
const widgetKind = (version: string) => ({ group: 'example.com', version, kind: 'Widget' });
const scale = { group: 'autoscaling', version: 'v1', kind: 'Scale' };

describe('withCustomResourceDefinitions', () => {
  it('accepts well-formed definitions without errors', () => {
    expect(errors).toEqual([]);
  });

  it.each([
    {
      name: 'a namespaced CR with status and scale',
      r: w('v1'),
      expected: {
        kind: widgetKind('v1'),
        namespaced: true,
        subresources: { status: widgetKind('v1'), scale },
        builtin: false,
      },
    },
    {
      name: 'another served version without subresources',
      r: w('v1beta1'),
      expected: { kind: widgetKind('v1beta1'), namespaced: true, subresources: {}, builtin: false },
    },
    {
      name: 'a cluster-scoped CR',
      r: { group: 'example.org', version: 'v2', resource: 'gadgets' },
      expected: {
        kind: { group: 'example.org', version: 'v2', kind: 'Gadget' },
        namespaced: false,
        subresources: {},
        builtin: false,
      },
    },
  ])('maps $name', ({ r, expected }) => {
    expect(mapper.mappingFor(r)).toEqual({ resource: r, ...expected });
  });

  it.each([
    { name: 'an unserved version has no mapping', check: () => mapper.mappingFor(w('v1alpha1')) },
    {
      name: 'an unserved version serves no kind',
      check: () => mapper.resourceForKind(widgetKind('v1alpha1')),
    },
  ])('$name', ({ check }) => {
    expect(check()).toBeUndefined();
  });

  it.each([
    {
      name: 'all versions in spec.versions order, unserved ones too',
      r: w('v1beta1'),
      sub: '',
      equivalents: [w('v1'), w('v1beta1'), w('v1alpha1')],
    },
    {
      name: 'status only where a version declares it',
      r: w('v1'),
      sub: 'status',
      equivalents: [w('v1'), w('v1alpha1')],
    },
    {
      name: 'scale only where a version declares it',
      r: w('v1'),
      sub: 'scale',
      equivalents: [w('v1')],
    },
    {
      name: 'built-ins keep their own equivalents',
      r: { group: 'events.k8s.io', version: 'v1', resource: 'events' },
      sub: '',
      equivalents: [
        { group: '', version: 'v1', resource: 'events' },
        { group: 'events.k8s.io', version: 'v1', resource: 'events' },
      ],
    },
  ])('equivalents: $name', ({ r, sub, equivalents }) => {
    expect(mapper.equivalentResourcesFor(r, sub)).toEqual(equivalents);
  });

  it.each([
    { name: 'the CR kind for the resource', r: w('v1beta1'), sub: '', kind: widgetKind('v1beta1') },
    { name: 'the CR kind for status', r: w('v1'), sub: 'status', kind: widgetKind('v1') },
    { name: 'autoscaling/v1 Scale for scale', r: w('v1'), sub: 'scale', kind: scale },
    {
      name: 'the registered kind of an unserved version',
      r: w('v1alpha1'),
      sub: 'status',
      kind: widgetKind('v1alpha1'),
    },
    {
      name: 'nothing for an undeclared subresource',
      r: w('v1beta1'),
      sub: 'status',
      kind: undefined,
    },
    {
      name: 'built-in kinds still',
      r: { group: 'apps', version: 'v1', resource: 'deployments' },
      sub: 'scale',
      kind: scale,
    },
  ])('kindFor answers $name', ({ r, sub, kind }) => {
    expect(mapper.kindFor(r, sub)).toEqual(kind);
  });

  it('adds CR scale subresources after the built-in ones', () => {
    const resources = mapper
      .resourcesForSubresourceKind(scale, 'scale')
      .map((m) => m.resource.resource);
    expect(resources).toEqual([
      'replicationcontrollers',
      'deployments',
      'replicasets',
      'statefulsets',
      'widgets',
    ]);
  });

  it('finds the resource serving a CR kind', () => {
    expect(mapper.resourceForKind(widgetKind('v1'))?.resource).toEqual(w('v1'));
  });
});

describe('withCustomResourceDefinitions errors', () => {
  const withSpec = (spec: JsonObject): JsonObject => ({
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'x.example.com' },
    spec,
  });
  const good = widgets['spec'] as JsonObject;
  it.each([
    {
      name: 'a missing group',
      object: withSpec({ ...good, group: '' }),
      pointer: '/c/spec/group',
      message: 'customresourcedefinition x.example.com: spec.group is required',
    },
    {
      name: 'a missing plural',
      object: withSpec({ ...good, names: { kind: 'Widget' } }),
      pointer: '/c/spec/names/plural',
      message: 'customresourcedefinition x.example.com: spec.names.plural is required',
    },
    {
      name: 'a missing kind',
      object: withSpec({ ...good, names: { plural: 'widgets' } }),
      pointer: '/c/spec/names/kind',
      message: 'customresourcedefinition x.example.com: spec.names.kind is required',
    },
    {
      name: 'no versions',
      object: withSpec({ ...good, versions: [] }),
      pointer: '/c/spec/versions',
      message:
        'customresourcedefinition x.example.com: spec.versions must list at least one version',
    },
    {
      name: 'a version without a name',
      object: withSpec({ ...good, versions: [{ served: true }] }),
      pointer: '/c/spec/versions/0/name',
      message: 'customresourcedefinition x.example.com: spec.versions[0].name is required',
    },
    {
      name: 'a bad scope',
      object: withSpec({ ...good, scope: 'Global' }),
      pointer: '/c/spec/scope',
      message: 'customresourcedefinition x.example.com: spec.scope must be Namespaced or Cluster',
    },
    {
      name: 'no spec at all',
      object: { metadata: { name: 'x.example.com' } },
      pointer: '/c/spec',
      message: 'customresourcedefinition x.example.com: spec is required',
    },
    {
      name: 'a v1beta1 definition',
      object: { ...withSpec(good), apiVersion: 'apiextensions.k8s.io/v1beta1' },
      pointer: '/c/apiVersion',
      message:
        'customresourcedefinition x.example.com: only apiextensions.k8s.io/v1 is served by kubernetes 1.32',
    },
  ])('reports $name at its pointer and leaves the CRD out', ({ object, pointer, message }) => {
    const result = withCustomResourceDefinitions(builtinRestMapper(), [{ object, pointer: '/c' }]);
    expect(result.errors).toEqual([{ pointer, message }]);
    expect(result.mapper.mappingFor(w('v1'))).toBeUndefined();
  });

  it('reports a second definition of the same group/plural and keeps the first', () => {
    const twin = { ...gadgets, spec: { ...(gadgets['spec'] as JsonObject), scope: 'Namespaced' } };
    const result = withCustomResourceDefinitions(builtinRestMapper(), [
      { object: gadgets, pointer: '/a' },
      { object: twin, pointer: '/b' },
    ]);
    expect(result.errors).toEqual([
      {
        pointer: '/b',
        message: 'customresourcedefinition for example.org/gadgets is defined twice',
      },
    ]);
    expect(
      result.mapper.mappingFor({ group: 'example.org', version: 'v2', resource: 'gadgets' })
        ?.namespaced,
    ).toBe(false);
  });
});
