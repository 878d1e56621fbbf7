import { describe, expect, it } from 'vitest';
import type { GroupVersionKind, GroupVersionResource } from '../apimachinery/types.ts';
import { builtinRestMapper } from './restMapper.ts';

const gvr = (group: string, version: string, resource: string): GroupVersionResource => ({
  group,
  version,
  resource,
});
const gvk = (group: string, version: string, kind: string): GroupVersionKind => ({
  group,
  version,
  kind,
});
const mapper = builtinRestMapper();

describe('builtinRestMapper mappingFor', () => {
  it.each([
    {
      name: 'pods are namespaced core v1 Pod',
      r: gvr('', 'v1', 'pods'),
      kind: gvk('', 'v1', 'Pod'),
      namespaced: true,
    },
    {
      name: 'deployments are namespaced apps/v1 Deployment',
      r: gvr('apps', 'v1', 'deployments'),
      kind: gvk('apps', 'v1', 'Deployment'),
      namespaced: true,
    },
    {
      name: 'namespaces are cluster-scoped',
      r: gvr('', 'v1', 'namespaces'),
      kind: gvk('', 'v1', 'Namespace'),
      namespaced: false,
    },
    {
      name: 'clusterroles are cluster-scoped rbac',
      r: gvr('rbac.authorization.k8s.io', 'v1', 'clusterroles'),
      kind: gvk('rbac.authorization.k8s.io', 'v1', 'ClusterRole'),
      namespaced: false,
    },
    {
      name: 'core events are namespaced Event',
      r: gvr('', 'v1', 'events'),
      kind: gvk('', 'v1', 'Event'),
      namespaced: true,
    },
    {
      name: 'events.k8s.io events are namespaced Event',
      r: gvr('events.k8s.io', 'v1', 'events'),
      kind: gvk('events.k8s.io', 'v1', 'Event'),
      namespaced: true,
    },
    {
      name: 'create-only tokenreviews are served cluster-wide',
      r: gvr('authentication.k8s.io', 'v1', 'tokenreviews'),
      kind: gvk('authentication.k8s.io', 'v1', 'TokenReview'),
      namespaced: false,
    },
    {
      name: 'localsubjectaccessreviews are namespaced',
      r: gvr('authorization.k8s.io', 'v1', 'localsubjectaccessreviews'),
      kind: gvk('authorization.k8s.io', 'v1', 'LocalSubjectAccessReview'),
      namespaced: true,
    },
    {
      name: 'customresourcedefinitions are served by the apiextensions server',
      r: gvr('apiextensions.k8s.io', 'v1', 'customresourcedefinitions'),
      kind: gvk('apiextensions.k8s.io', 'v1', 'CustomResourceDefinition'),
      namespaced: false,
    },
  ])('$name', ({ r, kind, namespaced }) => {
    const m = mapper.mappingFor(r);
    expect(m).toMatchObject({ resource: r, kind, namespaced, builtin: true });
  });

  it.each([
    { name: 'an unserved version', r: gvr('apps', 'v1beta1', 'deployments') },
    { name: 'an unknown resource', r: gvr('', 'v1', 'widgets') },
    { name: 'a removed group', r: gvr('extensions', 'v1beta1', 'deployments') },
  ])('has no mapping for $name', ({ r }) => {
    expect(mapper.mappingFor(r)).toBeUndefined();
  });
});

describe('builtinRestMapper resourceForKind', () => {
  it.each([
    { name: 'Pod is served by pods', kind: gvk('', 'v1', 'Pod'), resource: gvr('', 'v1', 'pods') },
    {
      name: 'core Event is served by core events',
      kind: gvk('', 'v1', 'Event'),
      resource: gvr('', 'v1', 'events'),
    },
    {
      name: 'events.k8s.io Event is served by its own events',
      kind: gvk('events.k8s.io', 'v1', 'Event'),
      resource: gvr('events.k8s.io', 'v1', 'events'),
    },
    {
      name: 'autoscaling/v1 HPA is served in v1',
      kind: gvk('autoscaling', 'v1', 'HorizontalPodAutoscaler'),
      resource: gvr('autoscaling', 'v1', 'horizontalpodautoscalers'),
    },
  ])('$name', ({ kind, resource }) => {
    expect(mapper.resourceForKind(kind)?.resource).toEqual(resource);
  });

  it.each([
    { name: 'Scale, which only subresources carry', kind: gvk('autoscaling', 'v1', 'Scale') },
    { name: 'Eviction, which only pods/eviction carries', kind: gvk('policy', 'v1', 'Eviction') },
    { name: 'PodExecOptions, a connect options kind', kind: gvk('', 'v1', 'PodExecOptions') },
  ])('finds no top-level resource for $name', ({ kind }) => {
    expect(mapper.resourceForKind(kind)).toBeUndefined();
  });
});

describe('builtinRestMapper kindFor', () => {
  it.each([
    {
      name: 'deployments/scale carries autoscaling/v1 Scale',
      r: gvr('apps', 'v1', 'deployments'),
      sub: 'scale',
      kind: gvk('autoscaling', 'v1', 'Scale'),
    },
    {
      name: 'replicationcontrollers/scale carries autoscaling/v1 Scale',
      r: gvr('', 'v1', 'replicationcontrollers'),
      sub: 'scale',
      kind: gvk('autoscaling', 'v1', 'Scale'),
    },
    {
      name: 'pods/eviction carries policy/v1 Eviction',
      r: gvr('', 'v1', 'pods'),
      sub: 'eviction',
      kind: gvk('policy', 'v1', 'Eviction'),
    },
    {
      name: 'pods/exec carries the connect options kind',
      r: gvr('', 'v1', 'pods'),
      sub: 'exec',
      kind: gvk('', 'v1', 'PodExecOptions'),
    },
    {
      name: 'pods/attach carries PodAttachOptions',
      r: gvr('', 'v1', 'pods'),
      sub: 'attach',
      kind: gvk('', 'v1', 'PodAttachOptions'),
    },
    {
      name: 'nodes/proxy carries NodeProxyOptions',
      r: gvr('', 'v1', 'nodes'),
      sub: 'proxy',
      kind: gvk('', 'v1', 'NodeProxyOptions'),
    },
    {
      name: 'services/proxy carries ServiceProxyOptions',
      r: gvr('', 'v1', 'services'),
      sub: 'proxy',
      kind: gvk('', 'v1', 'ServiceProxyOptions'),
    },
    {
      name: 'pods/status carries Pod',
      r: gvr('', 'v1', 'pods'),
      sub: 'status',
      kind: gvk('', 'v1', 'Pod'),
    },
    {
      name: 'pods/log carries Pod',
      r: gvr('', 'v1', 'pods'),
      sub: 'log',
      kind: gvk('', 'v1', 'Pod'),
    },
    {
      name: 'pods/binding carries Binding',
      r: gvr('', 'v1', 'pods'),
      sub: 'binding',
      kind: gvk('', 'v1', 'Binding'),
    },
    {
      name: 'serviceaccounts/token carries TokenRequest',
      r: gvr('', 'v1', 'serviceaccounts'),
      sub: 'token',
      kind: gvk('authentication.k8s.io', 'v1', 'TokenRequest'),
    },
    {
      name: 'namespaces/finalize carries Namespace',
      r: gvr('', 'v1', 'namespaces'),
      sub: 'finalize',
      kind: gvk('', 'v1', 'Namespace'),
    },
    {
      name: 'a top-level resource carries its kind',
      r: gvr('apps', 'v1', 'deployments'),
      sub: '',
      kind: gvk('apps', 'v1', 'Deployment'),
    },
  ])('$name', ({ r, sub, kind }) => {
    expect(mapper.kindFor(r, sub)).toEqual(kind);
    expect(mapper.mappingFor(r)?.subresources[sub] ?? mapper.mappingFor(r)?.kind).toEqual(kind);
  });

  it.each([
    { name: 'an unknown subresource', r: gvr('apps', 'v1', 'deployments'), sub: 'exec' },
    { name: 'an unknown resource', r: gvr('', 'v1', 'widgets'), sub: '' },
  ])('answers nothing for $name', ({ r, sub }) => {
    expect(mapper.kindFor(r, sub)).toBeUndefined();
  });
});

describe('builtinRestMapper resourcesForSubresourceKind', () => {
  it.each([
    {
      name: 'Scale+scale is ambiguous: replicationcontrollers, then apps in registration order',
      kind: gvk('autoscaling', 'v1', 'Scale'),
      sub: 'scale',
      resources: [
        gvr('', 'v1', 'replicationcontrollers'),
        gvr('apps', 'v1', 'deployments'),
        gvr('apps', 'v1', 'replicasets'),
        gvr('apps', 'v1', 'statefulsets'),
      ],
    },
    {
      name: 'Eviction+eviction is pods only',
      kind: gvk('policy', 'v1', 'Eviction'),
      sub: 'eviction',
      resources: [gvr('', 'v1', 'pods')],
    },
    {
      name: 'PodExecOptions+exec is pods only',
      kind: gvk('', 'v1', 'PodExecOptions'),
      sub: 'exec',
      resources: [gvr('', 'v1', 'pods')],
    },
    {
      name: 'Pod+status is pods',
      kind: gvk('', 'v1', 'Pod'),
      sub: 'status',
      resources: [gvr('', 'v1', 'pods')],
    },
    {
      name: 'Scale under another subresource name matches nothing',
      kind: gvk('autoscaling', 'v1', 'Scale'),
      sub: 'status',
      resources: [],
    },
  ])('$name', ({ kind, sub, resources }) => {
    expect(mapper.resourcesForSubresourceKind(kind, sub).map((m) => m.resource)).toEqual(resources);
  });
});

describe('builtinRestMapper equivalentResourcesFor', () => {
  const hpaV2 = gvr('autoscaling', 'v2', 'horizontalpodautoscalers');
  const hpaV1 = gvr('autoscaling', 'v1', 'horizontalpodautoscalers');
  const coreEvents = gvr('', 'v1', 'events');
  const eventsV1 = gvr('events.k8s.io', 'v1', 'events');
  it.each([
    {
      name: 'hpa v1 and v2 are equivalent, v2 registered first',
      r: hpaV1,
      sub: '',
      equivalents: [hpaV2, hpaV1],
    },
    {
      name: 'hpa status is equivalent across versions',
      r: hpaV2,
      sub: 'status',
      equivalents: [hpaV2, hpaV1],
    },
    {
      name: 'core events cohabit with events.k8s.io events, core first',
      r: eventsV1,
      sub: '',
      equivalents: [coreEvents, eventsV1],
    },
    {
      name: 'a single-version resource is equivalent to itself',
      r: gvr('apps', 'v1', 'deployments'),
      sub: '',
      equivalents: [gvr('apps', 'v1', 'deployments')],
    },
    {
      name: 'deployments/scale is equivalent only to itself',
      r: gvr('apps', 'v1', 'deployments'),
      sub: 'scale',
      equivalents: [gvr('apps', 'v1', 'deployments')],
    },
    {
      name: 'validatingadmissionpolicies follow admissionregistration priority v1, v1beta1',
      r: gvr('admissionregistration.k8s.io', 'v1beta1', 'validatingadmissionpolicies'),
      sub: '',
      equivalents: [
        gvr('admissionregistration.k8s.io', 'v1', 'validatingadmissionpolicies'),
        gvr('admissionregistration.k8s.io', 'v1beta1', 'validatingadmissionpolicies'),
      ],
    },
    {
      name: 'resource.k8s.io prefers v1beta1 over v1alpha3',
      r: gvr('resource.k8s.io', 'v1alpha3', 'resourceclaims'),
      sub: 'status',
      equivalents: [
        gvr('resource.k8s.io', 'v1beta1', 'resourceclaims'),
        gvr('resource.k8s.io', 'v1alpha3', 'resourceclaims'),
      ],
    },
    {
      name: 'a subresource no version serves has no equivalents',
      r: coreEvents,
      sub: 'status',
      equivalents: [],
    },
    {
      name: 'an unknown resource has no equivalents',
      r: gvr('', 'v1', 'widgets'),
      sub: '',
      equivalents: [],
    },
  ])('$name', ({ r, sub, equivalents }) => {
    expect(mapper.equivalentResourcesFor(r, sub)).toEqual(equivalents);
  });

  it('hands out copies, so a caller cannot change the table', () => {
    mapper.equivalentResourcesFor(hpaV1, '')[0]!.version = 'v9';
    const m = mapper.mappingFor(hpaV1)!;
    m.kind.kind = 'Changed';
    expect(mapper.equivalentResourcesFor(hpaV1, '')[0]).toEqual(hpaV2);
    expect(mapper.mappingFor(hpaV1)?.kind.kind).toBe('HorizontalPodAutoscaler');
  });
});
