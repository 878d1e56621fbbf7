// Table tests for DefaultTolerationSeconds, after plugin/pkg/admission/defaulttolerationseconds/
// admission_test.go (TestForgivenessAdmission) and the tolerations of recorded/ex-01-mutate-deny.json.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { defaultTolerationSecondsPlugin as plugin } from './defaultTolerationSeconds.ts';
import { pluginRequest, pod } from './testing.ts';

const notReady = {
  key: 'node.kubernetes.io/not-ready',
  operator: 'Exists',
  effect: 'NoExecute',
  tolerationSeconds: 300,
};
const unreachable = {
  key: 'node.kubernetes.io/unreachable',
  operator: 'Exists',
  effect: 'NoExecute',
  tolerationSeconds: 300,
};
const admit = (tolerations: JsonObject[] | undefined, attr = {}) =>
  plugin.admit?.(
    pluginRequest({
      attr: { object: pod({ containers: [], ...(tolerations && { tolerations }) }), ...attr },
    }),
  );
const tolerationsOf = (o: JsonObject | undefined) =>
  (o?.['spec'] as JsonObject | undefined)?.['tolerations'];

describe('DefaultTolerationSeconds', () => {
  it('adds both tolerations to a pod without any, exactly as recorded', () => {
    const t = tolerationsOf(admit(undefined)?.object);
    expect(JSON.stringify(t)).toBe(JSON.stringify([notReady, unreachable]));
  });

  it.each([
    [
      'a NoSchedule toleration of the same keys tolerates neither',
      [{ key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoSchedule' }],
      2,
    ],
    [
      'a not-ready NoExecute toleration leaves only unreachable to add',
      [
        {
          key: 'node.kubernetes.io/not-ready',
          operator: 'Exists',
          effect: 'NoExecute',
          tolerationSeconds: 700,
        },
      ],
      1,
    ],
    [
      'an unreachable toleration without effect leaves only not-ready to add',
      [{ key: 'node.kubernetes.io/unreachable', operator: 'Exists' }],
      1,
    ],
  ])('%s', (_, existing, added) => {
    const t = tolerationsOf(admit(existing)?.object) as JsonObject[];
    expect(t.slice(0, existing.length)).toEqual(existing);
    expect(t).toHaveLength(existing.length + added);
  });

  it.each([
    ['an empty-key toleration tolerating everything', [{ operator: 'Exists' }]],
    ['an empty-key NoExecute toleration', [{ operator: 'Exists', effect: 'NoExecute' }]],
    ['both tolerations already', [notReady, unreachable]],
  ])('changes nothing for %s', (_, existing) => {
    expect(admit(existing)?.object).toBeUndefined();
  });

  it('acts on UPDATE too, but not on subresources or other resources', () => {
    expect(tolerationsOf(admit(undefined, { operation: 'UPDATE' })?.object)).toHaveLength(2);
    expect(admit(undefined, { subresource: 'binding' })).toBeUndefined();
    expect(
      admit(undefined, { resource: { group: '', version: 'v1', resource: 'nodes' } }),
    ).toBeUndefined();
    expect(plugin.handles('DELETE')).toBe(false);
  });
});
