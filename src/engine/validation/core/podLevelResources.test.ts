// Pod-level spec.resources per version (validatePodResources): 1.33's rules (read at kubernetes
// commit 000f260) where PodLevelResources is turned on, 1.34's (on by default) and later.

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { podValidationOptions } from './options.ts';
import { validatePodCreate } from './pod.ts';
import { validPod } from './testing.ts';

function check(
  version: KubernetesVersion,
  podLevel: JsonObject,
  containerResources: JsonObject = { requests: { cpu: '500m' } },
  gates: Record<string, boolean> = {},
  more: JsonObject = {},
  notes: string[] = [],
): string[] {
  const pod = validPod();
  const spec = pod['spec'] as JsonObject;
  Object.assign(spec, { resources: podLevel, ...more });
  ((spec['containers'] as JsonObject[])[0] as JsonObject)['resources'] = containerResources;
  const opts = podValidationOptions(version, true, gates, (d) => notes.push(d));
  return validatePodCreate(pod, opts).map((e) => fieldErrorString(e, version));
}
const on = { PodLevelResources: true };

describe('validatePodResources', () => {
  it('accepts pod-level requests and limits that cover the containers', () => {
    const podLevel = { requests: { cpu: '1' }, limits: { cpu: '2' } };
    expect(check('1.34', podLevel)).toEqual([]);
    expect(check('1.33', podLevel, undefined, on)).toEqual([]);
  });

  it('is not run while the gate is off (1.33 by default)', () => {
    expect(check('1.33', { requests: { cpu: '100m' } })).toEqual([]);
    expect(
      check('1.37', { requests: { cpu: '100m' } }, undefined, { PodLevelResources: false }),
    ).toEqual([]);
  });

  it("refuses pod-level requests below the containers' sum", () => {
    expect(check('1.35', { requests: { cpu: '100m' } })).toEqual([
      'spec.resources.requests[cpu]: Invalid value: "100m": must be greater than or equal to aggregate container requests of 500m',
    ]);
  });

  it('reads a resource the pod level leaves out as 0 at 1.33, and skips it from 1.34', () => {
    const containers = { requests: { cpu: '500m', memory: '1Gi' } };
    expect(check('1.33', { requests: { cpu: '1' } }, containers, on)).toEqual([
      'spec.resources.requests[memory]: Invalid value: "0": must be greater than or equal to aggregate container requests of 1Gi',
    ]);
    expect(check('1.34', { requests: { cpu: '1' } }, containers)).toEqual([]);
  });

  it('refuses a container limit above the pod limit at its odd path', () => {
    expect(
      check('1.36', { limits: { cpu: '1' } }, { limits: { cpu: '2' }, requests: { cpu: '2' } }),
    ).toEqual([
      'spec.resources.containers[0][cpu].limits: Invalid value: "2": must be less than or equal to pod limits of 1',
    ]);
  });

  it('names the supported resources of each version', () => {
    expect(check('1.32', { requests: { 'ephemeral-storage': '1Gi' } }, {}, on)).toEqual([
      'spec.resources.requests[ephemeral-storage]: Unsupported value: "ephemeral-storage": supported values: "cpu", "memory"',
    ]);
    expect(check('1.34', { requests: { 'ephemeral-storage': '1Gi' } }, {})).toEqual([
      'spec.resources.requests[ephemeral-storage]: Unsupported value: "ephemeral-storage": supported values: "cpu", "hugepages-", "memory"',
    ]);
  });

  it('words the claims refusal per version', () => {
    const podLevel = { requests: { cpu: '1' }, claims: [{ name: 'c' }] };
    expect(check('1.33', podLevel, undefined, on)).toEqual([
      'spec.resources.claims: Forbidden: claims cannot be set for Resources at pod-level',
    ]);
    expect(check('1.34', podLevel)).toEqual([
      'spec.resources.claims: Forbidden: claims may not be set for Resources at pod-level',
    ]);
  });

  it('refuses pod-level resources on a windows pod from 1.34, before any other check', () => {
    const windows = { os: { name: 'windows' } };
    expect(check('1.34', { requests: { cpu: '1m' } }, undefined, {}, windows)).toEqual([
      'spec.resources: Forbidden: may not be set for a windows pod',
    ]);
    expect(check('1.33', { requests: { cpu: '1m' } }, undefined, on, windows)).toEqual([
      'spec.resources.requests[cpu]: Invalid value: "1m": must be greater than or equal to aggregate container requests of 500m',
    ]);
  });

  it("wants hugepage limits to cover the containers' from 1.34", () => {
    const podLevel = {
      requests: { memory: '1Gi', 'hugepages-2Mi': '2Mi' },
      limits: { memory: '1Gi', 'hugepages-2Mi': '2Mi' },
    };
    const containers = {
      requests: { memory: '1Gi', 'hugepages-2Mi': '4Mi' },
      limits: { memory: '1Gi', 'hugepages-2Mi': '4Mi' },
    };
    expect(check('1.34', podLevel, containers)).toEqual([
      'spec.resources.requests[hugepages-2Mi]: Invalid value: "2Mi": must be greater than or equal to aggregate container requests of 4Mi',
      'spec.resources.limits[hugepages-2Mi]: Invalid value: "2Mi": must be greater than or equal to aggregate container limits of 4Mi',
      'spec.resources.containers[0][hugepages-2Mi].limits: Invalid value: "4Mi": must be less than or equal to pod limits of 2Mi',
    ]);
  });

  it('leaves pod-level requests missing beside limits without a notice (the defaulting fills them first)', () => {
    const notes: string[] = [];
    expect(check('1.34', { limits: { cpu: '2' } }, undefined, {}, {}, notes)).toEqual([]);
    expect(notes).toEqual([]);
  });

  it("says 1.37's strategy-side defaulting is not simulated", () => {
    const notes: string[] = [];
    expect(check('1.37', { limits: { cpu: '2' } }, undefined, {}, {}, notes)).toEqual([]);
    expect(notes).toEqual([
      "1.37's pod-level resource defaulting in the pod strategy (PrepareForCreate/PrepareForUpdate, kubernetes#140514): the pod-level checks ran on spec.resources as written",
    ]);
  });
});
