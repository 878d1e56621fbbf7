import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';
import type { JsonObject } from '../apimachinery/types.ts';

// A bound pod with one plain init container and one app container, both sized by `cpu`.
const pod = (initCpu: string, appCpu = '1', qosClass?: string): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'api', namespace: 'default', generation: 1 },
  spec: {
    nodeName: 'worker-1',
    initContainers: [{ name: 'init', image: 'init:1', resources: { requests: { cpu: initCpu } } }],
    containers: [
      {
        name: 'app',
        image: 'api:2',
        resources: {
          requests: { cpu: appCpu, memory: '1Gi' },
          limits: { cpu: appCpu, memory: '1Gi' },
        },
      },
    ],
  },
  ...(qosClass === undefined ? {} : { status: { qosClass } }),
});
const node = (declaredFeatures: string[]): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'worker-1', labels: { 'kubernetes.io/os': 'linux' } },
  status: { allocatable: { cpu: '8', memory: '16Gi' }, declaredFeatures },
});

function resize(
  version: string,
  object: JsonObject,
  oldObject: JsonObject,
  opts: {
    declared?: string[];
    gates?: Record<string, boolean>;
  } = {},
) {
  const parsed = parseScenario(
    JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: version,
      request: {
        operation: 'UPDATE',
        subResource: 'resize',
        name: 'api',
        namespace: 'default',
        object,
        oldObject,
      },
      cluster: {
        objects: [node(opts.declared ?? [])],
        featureGates: opts.gates ?? {},
        admissionPlugins: { disable: ['PodSecurity'] },
      },
    }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value;
}
const step = (r: ReturnType<typeof resize>) =>
  r.trace.find((t) => t.plugin === 'NodeDeclaredFeatureValidator');

describe('NodeDeclaredFeatureValidator', () => {
  it.each(['1.36', '1.37'])(
    '%s refuses resizing a plain init container on a node that does not declare it',
    (version) => {
      const r = resize(version, pod('2'), pod('1'));
      expect(r.status).toMatchObject({
        code: 403,
        message:
          'pods "api" is forbidden: pod update requires features InPlacePodVerticalScalingInitContainers which are not available on node "worker-1"',
      });
    },
  );

  it('allows it when the node declares the feature', () => {
    const r = resize('1.36', pod('2'), pod('1'), {
      declared: ['InPlacePodVerticalScalingInitContainers'],
    });
    expect(r.allowed).toBe(true);
    expect(step(r)?.reason).toBe(
      'node "worker-1" declares InPlacePodVerticalScalingInitContainers',
    );
  });

  it('needs no feature to resize an app container at 1.36', () => {
    const r = resize('1.36', pod('1', '2'), pod('1', '1'));
    expect(r.allowed).toBe(true);
    expect(step(r)?.reason).toBe('the update needs no declared node feature');
  });

  it('is inert at 1.35 (gate off) and absent at 1.34', () => {
    expect(step(resize('1.35', pod('1', '2'), pod('1')))?.reason).toBe(
      'the NodeDeclaredFeatures feature gate is off',
    );
    expect(step(resize('1.34', pod('2'), pod('1')))).toBeUndefined();
  });

  it("uses 1.35's features when the gate is turned on there: a Guaranteed pod's CPU resize", () => {
    const gates = { NodeDeclaredFeatures: true };
    // Guaranteed in earnest: the init container's limits equal its requests too (ValidatePodResize
    // refuses a resize whose computed QoS class differs from the stored one).
    const guaranteed = (p: JsonObject): JsonObject => {
      const init = ((p['spec'] as JsonObject)['initContainers'] as JsonObject[])[0] as JsonObject;
      const requests = {
        ...((init['resources'] as JsonObject)['requests'] as JsonObject),
        memory: '1Gi',
      };
      init['resources'] = { requests, limits: requests };
      return p;
    };
    const r = resize('1.35', guaranteed(pod('1', '2')), guaranteed(pod('1', '1', 'Guaranteed')), {
      gates,
    });
    expect(r.status?.message).toBe(
      'pods "api" is forbidden: pod update requires features GuaranteedQoSPodCPUResize which are not available on node "worker-1"',
    );
    // 1.35 resizes no plain init container: field validation refuses it before the plugin.
    expect(resize('1.35', pod('2'), pod('1'), { gates }).status?.message).toBe(
      'Pod "api" is invalid: spec: Forbidden: resources for non-sidecar init containers are immutable',
    );
    // A Burstable pod needs nothing.
    expect(resize('1.35', pod('1', '2'), pod('1', '1', 'Burstable'), { gates }).allowed).toBe(true);
  });

  it('skips an update that leaves the generation as it was', () => {
    const r = resize('1.36', pod('1'), pod('1'));
    expect(step(r)?.reason).toMatch(/generation did not change/);
  });
});

// The resize strategy takes the pod-level spec.resources from 1.36 (InPlacePodLevelResourcesVerticalScaling,
// beta on), so a pod-level resize reaches the validators there; before, ValidatePodResize refuses it.
describe('a resize of the pod-level resources', () => {
  const withPodLevel = (cpu: string): JsonObject => ({
    ...pod('1'),
    spec: { ...(pod('1')['spec'] as JsonObject), resources: { requests: { cpu } } },
  });
  const podLevelCPU = (r: ReturnType<typeof resize>) =>
    ((r.object as JsonObject | undefined)?.['spec'] as JsonObject | undefined)?.['resources'];

  const refused =
    'Pod "api" is invalid: : Forbidden: resize of pods with pod-level resources is forbidden when InPlacePodLevelResourcesVerticalScalingEnabled feature gate is disabled';

  it('is refused at 1.35: ValidatePodResize forbids resizing a pod with pod-level resources', () => {
    const r = resize('1.35', withPodLevel('4'), withPodLevel('2'), {
      gates: { NodeDeclaredFeatures: true },
    });
    expect(r.status?.message).toBe(refused);
    expect(step(r)).toBeUndefined();
  });

  it('is taken at 1.36 and needs the node to declare InPlacePodLevelResourcesVerticalScaling', () => {
    const r = resize('1.36', withPodLevel('4'), withPodLevel('2'));
    expect(r.status?.message).toBe(
      'pods "api" is forbidden: pod update requires features InPlacePodLevelResourcesVerticalScaling which are not available on node "worker-1"',
    );
    const ok = resize('1.37', withPodLevel('4'), withPodLevel('2'), {
      declared: ['InPlacePodLevelResourcesVerticalScaling'],
    });
    expect(ok.allowed).toBe(true);
    expect(podLevelCPU(ok)).toEqual({ requests: { cpu: '4' } });
  });

  it('follows the gate: off at 1.36 refuses it, on at 1.35 takes it', () => {
    const off = resize('1.36', withPodLevel('4'), withPodLevel('2'), {
      gates: { InPlacePodLevelResourcesVerticalScaling: false },
    });
    expect(off.status?.message).toBe(refused);
    const on = resize('1.35', withPodLevel('4'), withPodLevel('2'), {
      gates: { InPlacePodLevelResourcesVerticalScaling: true },
    });
    expect(podLevelCPU(on)).toEqual({ requests: { cpu: '4' } });
  });
});
