// Tests for DefaultIngressClass, after plugin/pkg/admission/network/defaultingressclass/admission_test.go
// (TestAdmission: class field nil / "" / "foo", the class annotation, several defaults by creation time).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvk, gvr } from '../testing/builders.ts';
import { defaultIngressClassPlugin as plugin } from './defaultIngressClass.ts';
import { pluginRequest } from './testing.ts';

const ic = (name: string, isDefault?: string, creationTimestamp?: string): JsonObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'IngressClass',
  spec: { controller: 'example.com/c' },
  metadata: {
    name,
    ...(isDefault !== undefined
      ? { annotations: { 'ingressclass.kubernetes.io/is-default-class': isDefault } }
      : {}),
    ...(creationTimestamp ? { creationTimestamp } : {}),
  },
});
const defaultClass1 = ic('default1', 'true');
const others = [ic('false', 'false'), ic('none'), ic('empty', '')];
const ingress = (spec: JsonObject = {}, annotations?: Record<string, string>): JsonObject => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: { name: 'testing', namespace: 'default', ...(annotations ? { annotations } : {}) },
  spec: { rules: [], ...spec },
});
const admit = (object: JsonObject, objects: JsonObject[]) =>
  plugin.admit?.(
    pluginRequest({
      attr: {
        kind: gvk('networking.k8s.io', 'v1', 'Ingress'),
        resource: gvr('networking.k8s.io', 'v1', 'ingresses'),
        name: 'testing',
        object,
      },
      objects,
    }),
  );

describe('DefaultIngressClass', () => {
  it.each([
    ['no default: unchanged', ingress(), others, undefined],
    ['one default, class nil: defaulted', ingress(), [defaultClass1, ...others], 'default1'],
    [
      'two defaults: the newest wins',
      ingress(),
      [ic('a', 'true', '2024-06-01T00:00:00Z'), ic('b', 'true', '2024-01-01T00:00:00Z')],
      'a',
    ],
    ['two defaults, same time: the lower name', ingress(), [ic('b', 'true'), ic('a', 'true')], 'a'],
  ])('%s', (_, object, objects, expected) => {
    expect(
      (admit(object, objects)?.object?.['spec'] as JsonObject | undefined)?.['ingressClassName'],
    ).toBe(expected);
  });

  it.each([
    [
      'class field ""',
      ingress({ ingressClassName: '' }),
      'the ingress names spec.ingressClassName',
    ],
    [
      'class field "foo"',
      ingress({ ingressClassName: 'foo' }),
      'the ingress names spec.ingressClassName',
    ],
    [
      'the class annotation',
      ingress({}, { 'kubernetes.io/ingress.class': 'foo' }),
      'the ingress has the kubernetes.io/ingress.class annotation',
    ],
  ])('keeps an ingress with %s', (_, object, reason) => {
    expect(admit(object, [defaultClass1])).toEqual({ reason });
  });

  it('puts ingressClassName first, as IngressSpec encodes it', () => {
    expect(Object.keys(admit(ingress(), [defaultClass1])?.object?.['spec'] as JsonObject)).toEqual([
      'ingressClassName',
      'rules',
    ]);
  });

  it('ignores ingresses in other groups and subresources', () => {
    expect(
      plugin.admit?.(
        pluginRequest({
          attr: { resource: gvr('extensions', 'v1beta1', 'ingresses'), object: ingress() },
          objects: [defaultClass1],
        }),
      ),
    ).toBeUndefined();
    expect(
      plugin.admit?.(
        pluginRequest({
          attr: {
            resource: gvr('networking.k8s.io', 'v1', 'ingresses'),
            subresource: 'status',
            object: ingress(),
          },
          objects: [defaultClass1],
        }),
      ),
    ).toBeUndefined();
  });
});
