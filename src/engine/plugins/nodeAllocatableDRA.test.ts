import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { attrs, gvr } from '../testing/builders.ts';
import { validateNodeAllocatableDRA } from './nodeAllocatableDRA.ts';

const node = (name: string, declaredFeatures: string[], labels: Record<string, string> = {}) => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name, labels },
  status: { declaredFeatures },
});

// A slice with one device mapping node CPU; `spec` overrides the node selection.
const slice = (spec: JsonObject, device: JsonObject = {}): JsonObject => ({
  apiVersion: 'resource.k8s.io/v1',
  kind: 'ResourceSlice',
  metadata: { name: 'gpu-slice' },
  spec: {
    driver: 'gpu.example.com',
    pool: { name: 'pool', generation: 1, resourceSliceCount: 1 },
    ...spec,
    devices: [
      {
        name: 'gpu-0',
        nodeAllocatableResources: { cpu: { deviceMultiplier: '8' } },
        ...device,
      },
    ],
  },
});

function createAt(
  version: string,
  object: JsonObject,
  nodes: JsonObject[],
  gates: Record<string, boolean> = { DRANodeAllocatableResources: true },
) {
  const parsed = parseScenario(
    JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: version,
      request: { operation: 'CREATE', object },
      cluster: { objects: nodes, featureGates: gates },
    }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  const r = run.value;
  const step = r.trace.find((t) => t.plugin === 'NodeDeclaredFeatureValidator');
  return { message: r.allowed ? 'allowed' : r.status?.message, code: r.status?.code, step };
}

const forbidden = (why: string) =>
  `resourceslices.resource.k8s.io "gpu-slice" is forbidden: ${why}`;

describe("NodeDeclaredFeatureValidator's ResourceSlice check (1.37)", () => {
  const lacking = [node('worker-1', [])];

  it('refuses a device whose node does not declare DRANodeAllocatableResources', () => {
    const r = createAt('1.37', slice({ nodeName: 'worker-1' }), lacking);
    expect(r.code).toBe(403);
    expect(r.message).toBe(
      forbidden('node "worker-1" does not support DRANodeAllocatableResources feature'),
    );
  });

  it('allows it when the node declares the feature', () => {
    const ok = [node('worker-1', ['DRANodeAllocatableResources'])];
    expect(createAt('1.37', slice({ nodeName: 'worker-1' }), ok).message).toBe('allowed');
  });

  it('is off by default in 1.37 (alpha gate) and absent before 1.37', () => {
    expect(createAt('1.37', slice({ nodeName: 'worker-1' }), lacking, {}).message).toBe('allowed');
    expect(createAt('1.36', slice({ nodeName: 'worker-1' }), lacking).message).toBe('allowed');
  });

  it('names a missing node and the device', () => {
    expect(createAt('1.37', slice({ nodeName: 'worker-9' }), lacking).message).toBe(
      forbidden('node "worker-9" not found for device "gpu-0"'),
    );
  });

  it("checks the nodes the slice's selector picks, and all nodes with allNodes", () => {
    const nodes = [
      node('a', ['DRANodeAllocatableResources'], { gpu: 'yes' }),
      node('b', [], { gpu: 'no' }),
    ];
    const selector = (value: string) => ({
      nodeSelector: {
        nodeSelectorTerms: [
          { matchExpressions: [{ key: 'gpu', operator: 'In', values: [value] }] },
        ],
      },
    });
    expect(createAt('1.37', slice(selector('yes')), nodes).message).toBe('allowed');
    expect(createAt('1.37', slice(selector('no')), nodes).message).toBe(
      forbidden('node "b" does not support DRANodeAllocatableResources feature'),
    );
    expect(createAt('1.37', slice({ allNodes: true }), nodes).message).toBe(
      forbidden('node "b" does not support DRANodeAllocatableResources feature'),
    );
  });

  it("uses the device's own node with perDeviceNodeSelection, through the whole chain", () => {
    const nodes = [node('a', ['DRANodeAllocatableResources']), node('b', [])];
    const perDevice = (nodeName: string) => slice({ perDeviceNodeSelection: true }, { nodeName });
    expect(createAt('1.37', perDevice('a'), nodes).message).toBe('allowed');
    expect(createAt('1.37', perDevice('b'), nodes).message).toBe(
      forbidden('node "b" does not support DRANodeAllocatableResources feature'),
    );
  });

  it('leaves a slice without nodeAllocatableResources alone', () => {
    const plain = slice({ nodeName: 'worker-1' });
    const devices = (plain['spec'] as JsonObject)['devices'] as JsonObject[];
    delete (devices[0] as JsonObject)['nodeAllocatableResources'];
    const r = createAt('1.37', plain, lacking);
    expect(r.message).toBe('allowed');
    expect(r.step?.reason).toBe('no device of the ResourceSlice maps node allocatable resources');
  });
});

// perDeviceNodeSelection (DRAPartitionableDevices) is past what the playground's ResourceSlice field
// validation knows, so the device's own selection is checked on the plugin function itself.
describe('validateNodeAllocatableDRA with perDeviceNodeSelection', () => {
  const attr = attrs({
    resource: gvr('resource.k8s.io', 'v1', 'resourceslices'),
    name: 'gpu-slice',
  });
  const nodes = [node('a', ['DRANodeAllocatableResources']), node('b', [])];
  const perDevice = (device: JsonObject) =>
    validateNodeAllocatableDRA(attr, slice({ perDeviceNodeSelection: true }, device), nodes);

  it("uses the device's own node, not the slice's", () => {
    expect(perDevice({ nodeName: 'a' }).status).toBeUndefined();
    expect(perDevice({ nodeName: 'b' }).reason).toBe(
      'node "b" does not support DRANodeAllocatableResources feature',
    );
  });

  it('refuses a device that maps no node', () => {
    expect(perDevice({}).reason).toBe(
      'device "gpu-0" in ResourceSlice has NodeAllocatableResources but does not map to any nodes',
    );
  });

  it('reads a v1beta1 device under basic', () => {
    const r = validateNodeAllocatableDRA(
      attr,
      {
        spec: {
          nodeName: 'b',
          devices: [{ name: 'gpu-0', basic: { nodeAllocatableResources: { cpu: {} } } }],
        },
      },
      nodes,
    );
    expect(r.reason).toBe('node "b" does not support DRANodeAllocatableResources feature');
  });

  it('matches matchFields on metadata.name and Gt on a label', () => {
    const sel = (term: JsonObject) =>
      validateNodeAllocatableDRA(attr, slice({ nodeSelector: { nodeSelectorTerms: [term] } }), [
        node('a', ['DRANodeAllocatableResources'], { gen: '5' }),
        node('b', [], { gen: '2' }),
      ]).reason;
    const lacksB = 'node "b" does not support DRANodeAllocatableResources feature';
    expect(sel({ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['b'] }] })).toBe(
      lacksB,
    );
    expect(
      sel({ matchFields: [{ key: 'metadata.name', operator: 'NotIn', values: ['b'] }] }),
    ).not.toBe(lacksB);
    expect(sel({ matchExpressions: [{ key: 'gen', operator: 'Gt', values: ['3'] }] })).not.toBe(
      lacksB,
    );
    expect(sel({ matchExpressions: [{ key: 'gen', operator: 'Lt', values: ['3'] }] })).toBe(lacksB);
  });
});
