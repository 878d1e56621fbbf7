import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';
import type { JsonObject } from '../apimachinery/types.ts';

const pod = (cpu: string, generation = 1, nodeName = 'worker-1'): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'api', namespace: 'default', generation },
  spec: {
    nodeName,
    containers: [
      {
        name: 'app',
        image: 'api:2',
        resources: { requests: { cpu, memory: '1Gi' }, limits: { cpu, memory: '1Gi' } },
      },
    ],
  },
});
const node = (os: string | undefined, allocatable = { cpu: '2', memory: '4Gi' }): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'worker-1', labels: os === undefined ? {} : { 'kubernetes.io/os': os } },
  status: { allocatable },
});

function resize(opts: {
  version?: string;
  cpu: string;
  podLevelCPU?: string;
  old?: JsonObject;
  objects?: JsonObject[];
  gates?: Record<string, boolean>;
}) {
  const parsed = parseScenario(
    JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: opts.version ?? '1.36',
      request: {
        operation: 'UPDATE',
        subResource: 'resize',
        name: 'api',
        namespace: 'default',
        object:
          opts.podLevelCPU === undefined
            ? pod(opts.cpu)
            : {
                ...pod(opts.cpu),
                spec: {
                  ...(pod(opts.cpu)['spec'] as JsonObject),
                  resources: { requests: { cpu: opts.podLevelCPU } },
                },
              },
        oldObject: opts.old ?? pod('1'),
      },
      cluster: {
        objects: opts.objects ?? [node('linux')],
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
  r.trace.find((t) => t.plugin === 'PodResizeValidator');

describe('PodResizeValidator', () => {
  it('refuses requests above the node allocatable with cause NodeCapacity (403)', () => {
    const r = resize({ cpu: '3' });
    expect(r.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message:
        'pods "api" is forbidden: Node didn\'t have enough allocatable resources: cpu, requested: 3000, allocatable: 2000',
      details: { name: 'api', kind: 'pods', causes: [{ reason: 'NodeCapacity' }] },
    });
  });

  it('lists cpu and memory when both are short', () => {
    const r = resize({ cpu: '3', objects: [node('linux', { cpu: '500m', memory: '512Mi' })] });
    expect(r.status?.message).toBe(
      'pods "api" is forbidden: Node didn\'t have enough allocatable resources: cpu, requested: 3000, allocatable: 500; memory, requested: 1073741824, allocatable: 536870912',
    );
  });

  it('refuses a node that is not linux with cause UnsupportedPlatform', () => {
    const r = resize({ cpu: '2', objects: [node('windows')] });
    expect(r.status?.message).toBe(
      'pods "api" is forbidden: pod resize is only supported on linux nodes, node "worker-1" is "windows"',
    );
    expect(r.status?.details?.causes).toEqual([{ reason: 'UnsupportedPlatform' }]);
  });

  it('refuses when the node is not in the cluster', () => {
    expect(resize({ cpu: '2', objects: [] }).status?.message).toBe(
      'pods "api" is forbidden: node "worker-1" not found',
    );
  });

  it('allows a resize that fits', () => {
    const r = resize({ cpu: '2' });
    expect(r.allowed).toBe(true);
    expect(step(r)?.outcome).toBe('allowed');
  });

  it('looks only when the resize strategy bumped the generation (the resources changed)', () => {
    const r = resize({ cpu: '3', old: pod('3') });
    expect(r.allowed).toBe(true);
    expect(step(r)?.reason).toMatch(/generation did not change/);
  });

  it('is not in 1.35, and is inert with InPlacePodVerticalScaling off', () => {
    expect(resize({ version: '1.35', cpu: '3' }).allowed).toBe(true);
    expect(step(resize({ version: '1.35', cpu: '3' }))).toBeUndefined();
    expect(resize({ cpu: '3', gates: { InPlacePodVerticalScaling: false } }).allowed).toBe(true);
  });

  it('counts pod-level requests when PodLevelResources is on and the pod sets them', () => {
    const old = pod('500m');
    (old['spec'] as JsonObject)['resources'] = { requests: { cpu: '3' } };
    // The request keeps the pod-level resources (from 1.36 the resize strategy takes them from the
    // request); the containers' request changes.
    const r = resize({ cpu: '1', old, podLevelCPU: '3' });
    expect(r.status?.message).toMatch(/cpu, requested: 3000, allocatable: 2000/);
  });
});
