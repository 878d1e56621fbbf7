import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { podValidationOptions } from './options.ts';
import { validatePodStatusUpdate } from './podStatus.ts';
import { validPod } from './testing.ts';

// Rows in the spirit of master's TestValidatePodStatusUpdate cases for containerStatuses[].user.

function statusUpdate(version: KubernetesVersion, user: JsonObject, os?: string): string[] {
  const old = validPod();
  old['status'] = { qosClass: 'BestEffort' };
  if (os !== undefined) (old['spec'] as JsonObject)['os'] = { name: os };
  const now = structuredClone(old);
  now['status'] = { qosClass: 'BestEffort', containerStatuses: [{ name: 'app', user }] };
  const notes: string[] = [];
  const opts = podValidationOptions(version, true, {}, (d) => notes.push(d), true);
  const errs = validatePodStatusUpdate(now, old, (d) => notes.push(d), false, opts);
  return [...errs.map((e) => fieldErrorString(e, version)), ...notes.map((n) => `note: ${n}`)];
}

const U = 'status.containerStatuses[0].user.linux';

describe('status containerStatuses[].user (validateContainerStatusUsers)', () => {
  it('accepts Linux IDs up to 2^31-1', () => {
    expect(
      statusUpdate('1.35', { linux: { uid: 2147483647, gid: 0, supplementalGroups: [1000] } }),
    ).toEqual([]);
  });

  it('refuses IDs past 2^31-1, still at 1.37 (IsValidUserID at apimachinery v0.37.0-beta.0)', () => {
    expect(
      statusUpdate('1.37', {
        linux: { uid: 4294967295, gid: -1, supplementalGroups: [0, 2147483648] },
      }),
    ).toEqual([
      `${U}.uid: Invalid value: 4294967295: must be between 0 and 2147483647, inclusive`,
      `${U}.gid: Invalid value: -1: must be between 0 and 2147483647, inclusive`,
      `${U}.supplementalGroups[1]: Invalid value: 2147483648: must be between 0 and 2147483647, inclusive`,
    ]);
  });

  it('forbids a Linux user on a windows pod', () => {
    expect(statusUpdate('1.35', { linux: { uid: 1, gid: 1 } }, 'windows')).toEqual([
      `${U}: Forbidden: cannot be set for a windows pod`,
    ]);
  });

  it('says it is not checked at 1.32, where SupplementalGroupsPolicy is off', () => {
    expect(statusUpdate('1.32', { linux: { uid: -1, gid: 0 } })).toEqual([
      'note: field validation of status.containerStatuses[].user (validateContainerStatusUsers)',
    ]);
  });
});
