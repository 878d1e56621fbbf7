import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages, podOptions, validPod } from './testing.ts';
import { validatePodEphemeralContainersUpdate } from './podEphemeralContainers.ts';

const debug = (image = 'busybox:1.36'): JsonObject => ({
  name: 'debugger',
  image,
  imagePullPolicy: 'IfNotPresent',
  terminationMessagePath: '/dev/termination-log',
  terminationMessagePolicy: 'File',
  targetContainerName: 'app',
});

const withEphemeral = (pod: JsonObject, containers: JsonObject[]): JsonObject => ({
  ...pod,
  metadata: { ...(pod['metadata'] as JsonObject), resourceVersion: '1' },
  spec: { ...(pod['spec'] as JsonObject), ephemeralContainers: containers },
});

// Rows follow pkg/apis/core/validation/validation_test.go TestValidatePodEphemeralContainersUpdate.
describe('validatePodEphemeralContainersUpdate', () => {
  const old = withEphemeral(validPod(), []);

  it('accepts a new ephemeral container', () => {
    expect(
      messages(
        validatePodEphemeralContainersUpdate(
          withEphemeral(validPod(), [debug()]),
          old,
          podOptions(),
        ),
      ),
    ).toEqual([]);
  });

  it('refuses removing or changing an existing one', () => {
    const before = withEphemeral(validPod(), [debug()]);
    expect(
      messages(
        validatePodEphemeralContainersUpdate(withEphemeral(validPod(), []), before, podOptions()),
      ),
    ).toEqual([
      'spec.ephemeralContainers: Forbidden: existing ephemeral containers "debugger" may not be removed\n',
    ]);
    const notes: string[] = [];
    const changed = validatePodEphemeralContainersUpdate(
      withEphemeral(validPod(), [debug('busybox:1.37')]),
      before,
      podOptions(notes),
    );
    expect(messages(changed)[0]).toMatch(
      /^spec\.ephemeralContainers: Forbidden: existing ephemeral containers "debugger" may not be changed\n {2}core\.EphemeralContainer\{\n/,
    );
    expect(notes.some((n) => n.includes('cmp.Diff'))).toBe(true);
  });

  it('refuses ephemeral containers on a static pod, with that error alone', () => {
    const mirror = withEphemeral(validPod(), []);
    (mirror['metadata'] as JsonObject)['annotations'] = { 'kubernetes.io/config.mirror': 'x' };
    const now = withEphemeral(mirror, [debug()]);
    expect(messages(validatePodEphemeralContainersUpdate(now, mirror, podOptions()))).toEqual([
      ': Forbidden: static pods do not support ephemeral containers',
    ]);
  });

  it('checks the new ephemeral container like the rest of the spec', () => {
    const bad = { ...debug(), ports: [{ containerPort: 80, protocol: 'TCP' }] };
    expect(
      messages(
        validatePodEphemeralContainersUpdate(withEphemeral(validPod(), [bad]), old, podOptions()),
      ),
    ).toEqual([
      'spec.ephemeralContainers[0].ports: Forbidden: cannot be set for an Ephemeral Container',
    ]);
  });
});
