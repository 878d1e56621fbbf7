// Tests for the pod spec helpers: fields land at their Go struct position, containers are visited
// in pods.VisitContainersWithPath order.

import { describe, expect, it } from 'vitest';
import { mapContainers, sortedStringMap, visitContainers, withSpecField } from './podSpec.ts';

describe('withSpecField', () => {
  it.each([
    [
      'a new field before the first later one',
      { containers: [], dnsPolicy: 'x', securityContext: {} },
      'serviceAccountName',
      ['containers', 'dnsPolicy', 'serviceAccountName', 'securityContext'],
    ],
    ['a new first field', { containers: [] }, 'volumes', ['volumes', 'containers']],
    ['a new last field', { containers: [] }, 'resources', ['containers', 'resources']],
    [
      'a field after unknown ones, which only typed decoding would drop',
      { containers: [], zz: 1 },
      'overhead',
      ['containers', 'zz', 'overhead'],
    ],
    [
      'an existing field in place',
      { tolerations: [], containers: [] },
      'tolerations',
      ['tolerations', 'containers'],
    ],
  ])('puts %s', (_, spec, key, keys) => {
    expect(Object.keys(withSpecField(spec, key, 1))).toEqual(keys);
  });

  it('removes a field set to undefined and leaves the input alone', () => {
    const spec = { nodeSelector: {}, containers: [] };
    expect(withSpecField(spec, 'nodeSelector', undefined)).toEqual({ containers: [] });
    expect(spec).toEqual({ nodeSelector: {}, containers: [] });
  });
});

describe('containers', () => {
  const spec = {
    ephemeralContainers: [{ name: 'e' }],
    containers: [{ name: 'c' }],
    initContainers: [{ name: 'i' }],
  };

  it('visits init containers, containers, then ephemeral containers with their paths', () => {
    expect(visitContainers(spec).map((v) => v.path)).toEqual([
      'spec.initContainers[0]',
      'spec.containers[0]',
      'spec.ephemeralContainers[0]',
    ]);
  });

  it('maps only the lists asked for', () => {
    const out = mapContainers(spec, (c) => ({ ...c, x: 1 }), ['containers']);
    expect(out['containers']).toEqual([{ name: 'c', x: 1 }]);
    expect(out['initContainers']).toEqual([{ name: 'i' }]);
  });

  it('sorts map keys as encoding/json does', () => {
    expect(
      Object.keys(
        sortedStringMap(
          new Map([
            ['b', '1'],
            ['a', '2'],
          ]),
        ),
      ),
    ).toEqual(['a', 'b']);
  });
});
