// Table tests for AlwaysPullImages, after plugin/pkg/admission/alwayspullimages/admission_test.go
// (TestAdmission, TestValidate, TestUpdatePod).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { alwaysPullImagesPlugin as plugin } from './alwaysPullImages.ts';
import { pluginRequest, pod } from './testing.ts';

const containers = (...policies: string[]) =>
  policies.map((p, i) => ({ name: `c${i}`, image: `img${i}`, imagePullPolicy: p }));
const policies = (o: JsonObject | undefined, list = 'containers') =>
  (((o?.['spec'] as JsonObject | undefined)?.[list] ?? []) as JsonObject[]).map(
    (c) => c['imagePullPolicy'],
  );
const run = (phase: 'admit' | 'validate', object: JsonObject, attr = {}) =>
  plugin[phase]?.(pluginRequest({ attr: { object, ...attr } }));

describe('AlwaysPullImages admit', () => {
  it('sets Always on init, regular and ephemeral containers (TestAdmission)', () => {
    const object = pod({
      initContainers: containers('IfNotPresent', 'Never'),
      containers: containers('', 'Always'),
      ephemeralContainers: containers('Never'),
    });
    const out = run('admit', object)?.object;
    expect(policies(out, 'initContainers')).toEqual(['Always', 'Always']);
    expect(policies(out, 'containers')).toEqual(['Always', 'Always']);
    expect(policies(out, 'ephemeralContainers')).toEqual(['Always']);
    expect(policies(object)).toEqual(['', 'Always']);
  });

  it.each([
    ['an update with only old images is left alone', [{ name: 'a', image: 'x' }], undefined],
    ['an update bringing a new image is mutated', [{ name: 'a', image: 'y' }], 'Always'],
  ])('%s (TestUpdatePod)', (_, newContainers, expected) => {
    const oldObject = pod({
      containers: [{ name: 'a', image: 'x', imagePullPolicy: 'IfNotPresent' }],
    });
    const object = pod({
      containers: newContainers.map((c) => ({ ...c, imagePullPolicy: 'IfNotPresent' })),
    });
    const out = run('admit', object, { operation: 'UPDATE', oldObject });
    expect(out === undefined ? undefined : policies(out.object)[0]).toBe(expected);
  });

  it('ignores subresources and other resources', () => {
    expect(
      run('admit', pod({ containers: containers('Never') }), {
        subresource: 'ephemeralcontainers',
      }),
    ).toBeUndefined();
    expect(
      run('admit', pod({ containers: containers('Never') }), {
        resource: { group: 'apps', version: 'v1', resource: 'deployments' },
      }),
    ).toBeUndefined();
  });
});

describe('AlwaysPullImages validate', () => {
  it('passes a pod whose containers all pull Always', () => {
    expect(run('validate', pod({ containers: containers('Always') }))?.status).toBeUndefined();
  });

  it('answers 500 with the one Forbidden message for one bad container', () => {
    expect(
      run('validate', pod({ containers: containers('Always', 'IfNotPresent') }))?.status,
    ).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'pods "p" is forbidden: spec.containers[1].imagePullPolicy: Unsupported value: "IfNotPresent": supported values: "Always"',
      code: 500,
    });
  });

  it('aggregates several bad containers in visiting order (TestValidate)', () => {
    const status = run(
      'validate',
      pod({
        initContainers: containers('Never'),
        containers: containers(''),
        ephemeralContainers: containers('IfNotPresent'),
      }),
    )?.status;
    expect(status?.message).toBe(
      '[pods "p" is forbidden: spec.initContainers[0].imagePullPolicy: Unsupported value: "Never": supported values: "Always", ' +
        'pods "p" is forbidden: spec.containers[0].imagePullPolicy: Unsupported value: "": supported values: "Always", ' +
        'pods "p" is forbidden: spec.ephemeralContainers[0].imagePullPolicy: Unsupported value: "IfNotPresent": supported values: "Always"]',
    );
  });

  it('renders the bad value as JSON in 1.34', () => {
    const status = plugin.validate?.(
      pluginRequest({
        attr: { object: pod({ containers: containers('Never') }) },
        version: '1.34',
      }),
    )?.status;
    expect(status?.message).toBe(
      'pods "p" is forbidden: spec.containers[0].imagePullPolicy: Unsupported value: "Never": supported values: "Always"',
    );
  });
});
