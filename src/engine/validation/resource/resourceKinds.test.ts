import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateDeviceClass,
  validateResourceClaim,
  validateResourceClaimUpdate,
  validateResourceSlice,
} from './resourceKinds.ts';

const quiet = (): void => {};
const claim = (devices: JsonObject): JsonObject => ({
  metadata: { name: 'gpu-claim', namespace: 'default' },
  spec: { devices },
});
const gpu = { name: 'gpu', deviceClassName: 'gpu.example.com' };

// Rows follow pkg/apis/resource/validation/validation_resourceclaim_test.go.
describe('validateResourceClaim', () => {
  it.each<[string, JsonObject, string[]]>([
    ['one GPU', { requests: [gpu] }, []],
    ['all GPUs', { requests: [{ ...gpu, allocationMode: 'All' }] }, []],
    [
      'a request without a class',
      { requests: [{ name: 'gpu' }] },
      ['spec.devices.requests[0].deviceClassName: Required value'],
    ],
    [
      'a count with All',
      { requests: [{ ...gpu, allocationMode: 'All', count: 2 }] },
      [
        "spec.devices.requests[0].count: Invalid value: 2: must not be specified when allocationMode is 'All'",
      ],
    ],
    [
      'a negative count',
      { requests: [{ ...gpu, count: -1 }] },
      ['spec.devices.requests[0].count: Invalid value: -1: must be greater than zero'],
    ],
    [
      'an unknown allocation mode',
      { requests: [{ ...gpu, allocationMode: 'Some' }] },
      [
        'spec.devices.requests[0].allocationMode: Unsupported value: "Some": supported values: "All", "ExactCount"',
      ],
    ],
    [
      'two requests of one name',
      { requests: [gpu, gpu] },
      ['spec.devices.requests[1].name: Duplicate value: "gpu"'],
    ],
    [
      'a selector without CEL',
      { requests: [{ ...gpu, selectors: [{}] }] },
      ['spec.devices.requests[0].selectors[0].cel: Required value'],
    ],
    [
      'a constraint on an unknown request, without an attribute',
      { requests: [gpu], constraints: [{ requests: ['tpu'] }] },
      [
        'spec.devices.constraints[0].requests[0]: Invalid value: "tpu": must be the name of a request in the claim',
        'spec.devices.constraints[0].matchAttribute: Required value',
      ],
    ],
    [
      'a configuration without opaque parameters',
      { requests: [gpu], config: [{ opaque: { driver: 'gpu.example.com' } }] },
      ['spec.devices.config[0].opaque.parameters: Required value'],
    ],
  ])('%s', (_name, devices, want) => {
    expect(messages(validateResourceClaim(claim(devices), quiet))).toEqual(want);
  });

  it('says the selector expressions are not compiled', () => {
    const seen: string[] = [];
    validateResourceClaim(
      claim({ requests: [{ ...gpu, selectors: [{ cel: { expression: 'true' } }] }] }),
      (d) => seen.push(d),
    );
    expect(seen).toEqual([
      'compiling the CEL expressions of device selectors in the DRA environment (dracel)',
    ]);
  });

  it('keeps the spec on update', () => {
    const old = claim({ requests: [gpu] });
    (old['metadata'] as JsonObject)['resourceVersion'] = '1';
    const now = structuredClone(old);
    ((now['spec'] as JsonObject)['devices'] as JsonObject)['requests'] = [{ ...gpu, count: 2 }];
    expect(messages(validateResourceClaimUpdate(now, old, quiet))).toEqual([
      'spec: Invalid value: resource.ResourceClaimSpec{…}: field is immutable',
    ]);
  });
});

describe('validateDeviceClass', () => {
  it('needs CEL in each selector', () => {
    const c = { metadata: { name: 'gpu.example.com' }, spec: { selectors: [{}] } };
    expect(messages(validateDeviceClass(c, quiet))).toEqual([
      'spec.selectors[0].cel: Required value',
    ]);
  });
});

describe('validateResourceSlice', () => {
  const slice = (spec: JsonObject): JsonObject => ({
    metadata: { name: 'node-1-gpu' },
    spec: { driver: 'gpu.example.com', pool: { name: 'node-1', resourceSliceCount: 1 }, ...spec },
  });

  it('takes a node and its devices', () => {
    expect(
      validateResourceSlice(
        slice({ nodeName: 'node-1', devices: [{ name: 'gpu-0', basic: {} }] }),
        quiet,
      ),
    ).toEqual([]);
  });

  it('needs one node selection and device names once each', () => {
    expect(
      messages(
        validateResourceSlice(
          slice({ devices: [{ name: 'gpu-0' }, { name: 'gpu-0', basic: {} }] }),
          quiet,
        ),
      ),
    ).toEqual([
      'spec: Required value: exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required',
      'spec.devices[0].basic: Required value',
      'spec.devices[1].name: Duplicate value: "gpu-0"',
    ]);
  });

  it('names perDeviceNodeSelection and needs no basic wrapper from 1.33', () => {
    const at = (version: '1.32' | '1.33' | '1.37', spec: JsonObject) =>
      messages(validateResourceSlice(slice(spec), quiet, version));
    expect(at('1.33', { devices: [{ name: 'gpu-0' }] })).toEqual([
      'spec: Required value: exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` is required',
    ]);
    expect(at('1.37', { nodeName: 'node-1', allNodes: true })).toEqual([
      'spec: Invalid value: "{`nodeName`, `allNodes`}": exactly one of `nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection` is required, but multiple fields are set',
    ]);
    expect(at('1.32', { nodeName: 'node-1', devices: [{ name: 'gpu-0' }] })).toEqual([
      'spec.devices[0].basic: Required value',
    ]);
  });

  it("checks each device's node selection under perDeviceNodeSelection (1.33+)", () => {
    const at = (spec: JsonObject) => messages(validateResourceSlice(slice(spec), quiet, '1.37'));
    const perDevice = (devices: JsonObject[]) => ({ perDeviceNodeSelection: true, devices });
    expect(
      at(
        perDevice([
          { name: 'a', nodeName: 'node-1' },
          { name: 'b', allNodes: true },
        ]),
      ),
    ).toEqual([]);
    expect(at(perDevice([{ name: 'a' }]))).toEqual([
      'spec.devices[0]: Required value: exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required when `perDeviceNodeSelection` is set to true in the ResourceSlice spec',
    ]);
    const stray = validateResourceSlice(
      slice({ nodeName: 'node-1', devices: [{ name: 'a', nodeName: 'node-1' }] }),
      quiet,
      '1.37',
    );
    // A nil bad value: %#v's <nil> up to 1.33, JSON's null from 1.34 (field.Error rendering).
    expect(stray.map((e) => fieldErrorString(e, '1.37'))).toEqual([
      'spec.devices[0]: Invalid value: null: `nodeName`, `nodeSelector` and `allNodes` can only be set if `perDeviceNodeSelection` is set to true in the ResourceSlice spec',
    ]);
    expect(stray.map((e) => fieldErrorString(e, '1.33'))[0]).toMatch(
      /^spec\.devices\[0\]: Invalid value: <nil>: /,
    );
  });

  it('needs a positive slice count', () => {
    expect(
      messages(
        validateResourceSlice(
          slice({ allNodes: true, pool: { name: 'p', resourceSliceCount: 0 } }),
          quiet,
        ),
      ),
    ).toEqual(['spec.pool.resourceSliceCount: Invalid value: 0: must be greater than zero']);
  });
});
