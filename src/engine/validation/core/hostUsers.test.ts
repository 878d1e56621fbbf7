// validateHostUsers and the resize-policy text per version: the 1.33 wording and rules, 1.34's
// volumeDevices rule and new wording (kubernetes#132868), 1.35's UserNamespacesHostNetworkSupport.

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { podValidationOptions } from './options.ts';
import { validatePodCreate } from './pod.ts';
import { validPod } from './testing.ts';

function check(
  version: KubernetesVersion,
  change: (spec: JsonObject, ctr: JsonObject) => void,
  gates: Record<string, boolean> = {},
  oldSpec?: JsonObject,
): string[] {
  const pod = validPod();
  const spec = pod['spec'] as JsonObject;
  change(spec, (spec['containers'] as JsonObject[])[0] as JsonObject);
  const opts = podValidationOptions(
    version,
    true,
    gates,
    () => undefined,
    oldSpec !== undefined,
    oldSpec,
  );
  return validatePodCreate(pod, opts).map((e) => fieldErrorString(e, version));
}

const hostNamespaces = (spec: JsonObject): void => {
  Object.assign(spec, { hostUsers: false, hostPID: true, hostIPC: true });
};
const withDevice = (spec: JsonObject, ctr: JsonObject): void => {
  spec['hostUsers'] = false;
  spec['volumes'] = [{ name: 'blk', persistentVolumeClaim: { claimName: 'c' } }];
  ctr['volumeDevices'] = [{ name: 'blk', devicePath: '/dev/xvda' }];
};

describe('validateHostUsers', () => {
  it('says `pod.Spec.HostUsers` up to 1.33 and `hostUsers` from 1.34', () => {
    expect(check('1.33', hostNamespaces)).toEqual([
      'spec.HostPID: Forbidden: when `pod.Spec.HostUsers` is false',
      'spec.HostIPC: Forbidden: when `pod.Spec.HostUsers` is false',
    ]);
    expect(check('1.34', hostNamespaces)).toEqual([
      'spec.HostPID: Forbidden: when `hostUsers` is false',
      'spec.HostIPC: Forbidden: when `hostUsers` is false',
    ]);
  });

  it('refuses volumeDevices with a user namespace from 1.34 only', () => {
    expect(check('1.33', withDevice)).toEqual([]);
    expect(check('1.34', withDevice)).toEqual([
      'spec.containers[0].volumeDevices: Forbidden: when `hostUsers` is false',
    ]);
  });

  it('keeps allowing volumeDevices when the stored spec already mixed them', () => {
    const stored = validPod()['spec'] as JsonObject;
    withDevice(stored, (stored['containers'] as JsonObject[])[0] as JsonObject);
    expect(check('1.37', withDevice, {}, stored)).toEqual([]);
  });

  it('refuses the host network with a user namespace unless UserNamespacesHostNetworkSupport (1.35+)', () => {
    const hostNet = (spec: JsonObject): void => {
      Object.assign(spec, { hostUsers: false, hostNetwork: true, dnsPolicy: 'Default' });
    };
    expect(check('1.37', hostNet)).toEqual([
      'spec.hostNetwork: Forbidden: when `hostUsers` is false',
    ]);
    expect(check('1.35', hostNet, { UserNamespacesHostNetworkSupport: true })).toEqual([]);
    // The gate does not exist before 1.35.
    expect(check('1.34', hostNet, { UserNamespacesHostNetworkSupport: true })).toEqual([
      'spec.hostNetwork: Forbidden: when `hostUsers` is false',
    ]);
  });
});

describe('validateResizePolicy with restartPolicy Never', () => {
  const never = (spec: JsonObject, ctr: JsonObject): void => {
    spec['restartPolicy'] = 'Never';
    ctr['resizePolicy'] = [{ resourceName: 'memory', restartPolicy: 'RestartContainer' }];
  };
  it('names the pod `restartPolicy` from 1.34', () => {
    expect(check('1.33', never)).toEqual([
      "spec.containers[0].resizePolicy: Invalid value: \"RestartContainer\": must be 'NotRequired' when `restartPolicy` is 'Never'",
    ]);
    expect(check('1.34', never)).toEqual([
      "spec.containers[0].resizePolicy: Invalid value: \"RestartContainer\": must be 'NotRequired' when pod `restartPolicy` is 'Never'",
    ]);
  });
});
