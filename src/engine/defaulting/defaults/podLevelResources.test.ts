// SetDefaults_Pod's pod-level resource defaulting (defaultHugePagePodLimits, defaultPodRequests),
// after pkg/apis/core/v1/defaults_test.go TestPodLevelResourcesDefaults and
// TestPodLevelHugePagesDefaults, per version and PodLevelResources gate.

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { decodeTyped } from '../index.ts';
import { at } from '../testing.ts';

const podKind = { group: '', version: 'v1', kind: 'Pod' };

function podLevel(
  spec: JsonObject,
  version: KubernetesVersion,
  featureGates: Record<string, boolean> = {},
  kind = podKind,
): JsonObject | undefined {
  const body = { apiVersion: 'v1', kind: kind.kind, metadata: { name: 'p' }, spec };
  const decoded = decodeTyped(body, kind, { version, featureGates }).object;
  return at(decoded, 'spec.resources') as JsonObject | undefined;
}

const ctr = (resources: JsonObject, extra: JsonObject = {}): JsonObject => ({
  name: `c${JSON.stringify(resources).length}`,
  image: 'nginx:1.27',
  resources,
  ...extra,
});

describe('defaultPodRequests', () => {
  const spec = { resources: { limits: { cpu: '2', memory: '1Gi' } }, containers: [ctr({})] };

  it('copies the pod-level limits into the requests from 1.34 (gate on by default)', () => {
    expect(podLevel(spec, '1.34')).toEqual({
      limits: { cpu: '2', memory: '1Gi' },
      requests: { cpu: '2', memory: '1Gi' },
    });
  });

  it('leaves the requests alone at 1.33 (gate off by default) and with the gate turned off', () => {
    expect(podLevel(spec, '1.33')).toEqual({ limits: { cpu: '2', memory: '1Gi' } });
    expect(podLevel(spec, '1.36', { PodLevelResources: false })).toEqual({
      limits: { cpu: '2', memory: '1Gi' },
    });
  });

  it('leaves spec.resources alone from 1.37, whose pod strategy defaults it instead', () => {
    expect(podLevel(spec, '1.37')).toEqual({ limits: { cpu: '2', memory: '1Gi' } });
    expect(podLevel(spec, '1.36')?.['requests']).toEqual({ cpu: '2', memory: '1Gi' });
  });

  it('defaults at 1.32 and 1.33 where the scenario turns the gate on', () => {
    const out = { limits: { cpu: '2', memory: '1Gi' }, requests: { cpu: '2', memory: '1Gi' } };
    expect(podLevel(spec, '1.32', { PodLevelResources: true })).toEqual(out);
    expect(podLevel(spec, '1.33', { PodLevelResources: true })).toEqual(out);
  });

  it("prefers the containers' aggregate request, and keeps a pod-level request", () => {
    const withCtrs = {
      resources: { limits: { cpu: '2', memory: '1Gi' }, requests: { memory: '512Mi' } },
      containers: [
        ctr({ requests: { cpu: '100m' } }),
        ctr({ requests: { cpu: '250m', memory: '1Mi' } }),
      ],
      initContainers: [ctr({ requests: { cpu: '1' } }, { name: 'init' })],
    };
    expect(podLevel(withCtrs, '1.34')).toEqual({
      limits: { cpu: '2', memory: '1Gi' },
      // max(100m+250m, 1 for the init container) = 1; memory as the pod level set it.
      requests: { cpu: '1', memory: '512Mi' },
    });
  });

  it("takes a container's limit copied into its request (SetDefaults_Pod's first step)", () => {
    const s = {
      resources: { limits: { cpu: '2' } },
      containers: [ctr({ limits: { cpu: '300m' } })],
    };
    expect(podLevel(s, '1.34')).toEqual({ limits: { cpu: '2' }, requests: { cpu: '300m' } });
  });

  it('skips unsupported resources and needs pod-level limits', () => {
    const s = {
      resources: { limits: { cpu: '1', 'example.com/gpu': '1' } },
      containers: [
        ctr({ requests: { 'example.com/gpu': '1' }, limits: { 'example.com/gpu': '1' } }),
      ],
    };
    expect(podLevel(s, '1.34')?.['requests']).toEqual({ cpu: '1' });
    const requestsOnly = { resources: { requests: { cpu: '1' } }, containers: [ctr({})] };
    expect(podLevel(requestsOnly, '1.34')).toEqual({ requests: { cpu: '1' } });
    expect(podLevel({ containers: [ctr({ limits: { cpu: '1' } })] }, '1.34')).toBeUndefined();
  });

  it('rounds the defaulted requests to milli precision like the rest of the lists', () => {
    const s = { resources: { limits: { cpu: '0.0001' } }, containers: [ctr({})] };
    expect(podLevel(s, '1.34')).toEqual({ limits: { cpu: '1m' }, requests: { cpu: '1m' } });
  });

  it('does not touch pod templates (SetDefaults_Pod is for Pods only)', () => {
    const body = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'd' },
      spec: {
        selector: { matchLabels: { a: 'b' } },
        template: { metadata: { labels: { a: 'b' } }, spec },
      },
    };
    const kind = { group: 'apps', version: 'v1', kind: 'Deployment' };
    const decoded = decodeTyped(body, kind, { version: '1.34' }).object;
    expect(at(decoded, 'spec.template.spec.resources')).toEqual({
      limits: { cpu: '2', memory: '1Gi' },
    });
  });
});

describe('defaultHugePagePodLimits', () => {
  const hp = (podResources: JsonObject): JsonObject => ({
    resources: podResources,
    containers: [
      ctr({ limits: { 'hugepages-2Mi': '4Mi' } }),
      ctr({ limits: { 'hugepages-2Mi': '2Mi', cpu: '1' } }),
    ],
  });

  it("defaults a hugepage limit to the containers' aggregate, then the request to it", () => {
    expect(podLevel(hp({ limits: { memory: '1Gi' } }), '1.34')).toEqual({
      limits: { 'hugepages-2Mi': '6Mi', memory: '1Gi' },
      // cpu from the containers' aggregate request; hugepages from the defaulted limit, not the
      // containers' requests (hugepages are not overcommittable).
      requests: { cpu: '1', 'hugepages-2Mi': '6Mi', memory: '1Gi' },
    });
  });

  it('runs on pod-level requests alone, but keeps a hugepage the pod level requests', () => {
    expect(podLevel(hp({ requests: { memory: '1Gi' } }), '1.34')).toEqual({
      limits: { 'hugepages-2Mi': '6Mi' },
      // The defaulted limit lets defaultPodRequests run: cpu from the containers, hugepages from it.
      requests: { cpu: '1', 'hugepages-2Mi': '6Mi', memory: '1Gi' },
    });
    expect(podLevel(hp({ requests: { 'hugepages-2Mi': '8Mi' } }), '1.34')).toEqual({
      requests: { 'hugepages-2Mi': '8Mi' },
    });
  });

  it('leaves hugepages alone at 1.32, whose pod level supports only cpu and memory', () => {
    expect(
      podLevel(hp({ limits: { memory: '1Gi' } }), '1.32', { PodLevelResources: true }),
    ).toEqual({
      limits: { memory: '1Gi' },
      requests: { cpu: '1', memory: '1Gi' },
    });
  });
});
