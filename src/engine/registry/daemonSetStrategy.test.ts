// Cases ported from pkg/registry/apps/daemonset/strategy_test.go (release-1.32): the template
// generation (the apps/v1 annotation) on create and update, and daemonsets/status.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { daemonSetStatusStrategy, daemonSetStrategy } from './daemonSetStrategy.ts';
import { created, updated } from './testing.ts';

const key = 'deprecated.daemonset.template.generation';
const ds = (
  image: string,
  templateGeneration: string,
  generation: number,
  extra: JsonObject = {},
): JsonObject => ({
  kind: 'DaemonSet',
  metadata: {
    name: 'd',
    namespace: 'default',
    generation,
    annotations: { [key]: templateGeneration },
  },
  spec: {
    selector: { matchLabels: { a: 'b' } },
    template: { spec: { containers: [{ name: 'c', image }] } },
    ...extra,
  },
  status: { numberReady: 2 },
});
const meta = (o: JsonObject): JsonObject => o['metadata'] as JsonObject;

describe('daemonSetStrategy', () => {
  it.each([
    ['0', '1'],
    ['5', '5'],
  ])(
    'on create raises template generation %s to %s, resets the status, generation 1',
    (given, want) => {
      const { object } = created(daemonSetStrategy, ds('nginx', given, 4));
      expect((meta(object)['annotations'] as JsonObject)[key]).toBe(want);
      expect(meta(object)['generation']).toBe(1);
      expect(object['status']).toEqual({});
    },
  );

  it.each([
    ['a template change bumps both', ds('nginx:2', '9', 3), '4', 4],
    [
      'another spec change bumps the generation only',
      ds('nginx', '9', 3, { minReadySeconds: 5 }),
      '3',
      4,
    ],
    [
      'no change bumps nothing; the request cannot set the template generation',
      ds('nginx', '9', 3),
      '3',
      3,
    ],
  ])('on update: %s', (_name, incoming, templateGeneration, generation) => {
    const { object } = updated(daemonSetStrategy, incoming, ds('nginx', '3', 3));
    expect((meta(object)['annotations'] as JsonObject)[key]).toBe(templateGeneration);
    expect(meta(object)['generation']).toBe(generation);
    expect(object['status']).toEqual({ numberReady: 2 });
  });

  it('keeps the stored spec and template generation on daemonsets/status', () => {
    const { object } = updated(
      daemonSetStatusStrategy,
      { ...ds('nginx:2', '9', 3), status: { numberReady: 5 } },
      ds('nginx', '3', 3),
    );
    expect(object['spec']).toEqual(ds('nginx', '3', 3)['spec']);
    expect((meta(object)['annotations'] as JsonObject)[key]).toBe('3');
    expect(object['status']).toEqual({ numberReady: 5 });
  });
});
