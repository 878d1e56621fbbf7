import { describe, expect, it } from 'vitest';
import type { ClusterObject } from '../../scenario/types.ts';
import type { ParamRef } from './accessor.ts';
import { collectParams } from './params.ts';
import type { ParamSource } from './policySource.ts';

const configMaps: ParamSource = {
  kind: { group: '', version: 'v1', kind: 'ConfigMap' },
  resource: { group: '', version: 'v1', resource: 'configmaps' },
  namespaced: true,
  typed: true,
};
const clusterKind: ParamSource = {
  kind: { group: 'example.com', version: 'v1', kind: 'Limits' },
  resource: { group: 'example.com', version: 'v1', resource: 'limits' },
  namespaced: false,
  typed: false,
};
const pk = { apiVersion: 'v1', kind: 'ConfigMap' };
const cm = (ns: string, name: string, labels: Record<string, string> = {}): ClusterObject => ({
  object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: ns, labels } },
  pointer: `/cluster/objects/${ns}-${name}`,
});
const objects = [
  cm('default', 'a', { tier: 'x' }),
  cm('default', 'b', { tier: 'x' }),
  cm('params', 'a'),
];
const ref = (r: Partial<ParamRef>): ParamRef => ({
  name: '',
  namespace: '',
  selector: undefined,
  parameterNotFoundAction: 'Deny',
  ...r,
});
const labels = (r: ReturnType<typeof collectParams>) =>
  r.ok ? r.params.map((p) => p?.label ?? null) : r.error;

describe('collectParams', () => {
  it.each<
    [
      string,
      ReturnType<typeof collectParams> | (string | null)[] | string,
      ReturnType<typeof collectParams>,
    ]
  >([
    [
      'no paramKind: one evaluation with null params',
      [null],
      collectParams(undefined, undefined, ref({ name: 'a' }), 'default', objects),
    ],
    [
      'no paramRef: one evaluation with null params',
      [null],
      collectParams(pk, configMaps, undefined, 'default', objects),
    ],
    [
      'name in the request namespace',
      ['default/a'],
      collectParams(pk, configMaps, ref({ name: 'a' }), 'default', objects),
    ],
    [
      'name in paramRef.namespace',
      ['params/a'],
      collectParams(pk, configMaps, ref({ name: 'a', namespace: 'params' }), 'default', objects),
    ],
    [
      'selector lists every match by name',
      ['default/a', 'default/b'],
      collectParams(
        pk,
        configMaps,
        ref({ selector: { matchLabels: { tier: 'x' } } }),
        'default',
        objects,
      ),
    ],
    [
      'missing name with Allow: nothing to evaluate',
      [],
      collectParams(
        pk,
        configMaps,
        ref({ name: 'zzz', parameterNotFoundAction: 'Allow' }),
        'default',
        objects,
      ),
    ],
    [
      'missing name with Deny',
      'no params found for policy binding with `Deny` parameterNotFoundAction',
      collectParams(pk, configMaps, ref({ name: 'zzz' }), 'default', objects),
    ],
    [
      'namespaced params for a cluster-scoped request',
      'cannot use namespaced paramRef in policy binding that matches cluster-scoped resources',
      collectParams(pk, configMaps, ref({ name: 'a' }), '', objects),
    ],
    [
      'namespace for a cluster-scoped paramKind',
      'paramRef.namespace must not be provided for a cluster-scoped `paramKind`',
      collectParams(
        { apiVersion: 'example.com/v1', kind: 'Limits' },
        clusterKind,
        ref({ name: 'a', namespace: 'x' }),
        'default',
        objects,
      ),
    ],
    [
      'name and selector',
      'paramRef.name and paramRef.selector are mutually exclusive',
      collectParams(pk, configMaps, ref({ name: 'a', selector: {} }), 'default', objects),
    ],
    [
      'neither name nor selector',
      'one of name or selector must be provided',
      collectParams(pk, configMaps, ref({}), 'default', objects),
    ],
    [
      'an unknown paramKind',
      'paramKind kind `&ParamKind{APIVersion:v1,Kind:ConfigMap,}` not known',
      collectParams(pk, undefined, ref({ name: 'a' }), 'default', objects),
    ],
  ])('%s', (_name, want, got) => {
    expect(labels(got)).toEqual(want);
  });

  it('lists a built-in param as its typed informer does: without TypeMeta, which the validating dispatcher wraps in', () => {
    const r = collectParams(
      { apiVersion: 'v1', kind: 'ConfigMap' },
      configMaps,
      ref({ name: 'a' }),
      'default',
      [
        {
          object: {
            metadata: { name: 'a', namespace: 'default' },
            kind: 'ConfigMap',
            apiVersion: 'v1',
            data: { k: 'v' },
          },
          pointer: '/p',
        },
      ],
    );
    expect(r.ok && r.params[0]?.object).toEqual({
      metadata: { name: 'a', namespace: 'default' },
      data: { k: 'v' },
    });
    expect(r.ok && r.params[0]?.wrapped).toEqual({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'a', namespace: 'default' },
      data: { k: 'v' },
    });
  });

  it("lists a custom resource param as its dynamic informer does: with paramKind's apiVersion and kind", () => {
    const r = collectParams(
      { apiVersion: 'example.com/v1', kind: 'Limits' },
      clusterKind,
      ref({ name: 'l' }),
      'default',
      [
        {
          object: { apiVersion: 'example.com/v1beta1', kind: 'Limits', metadata: { name: 'l' } },
          pointer: '/p',
        },
      ],
    );
    const want = { apiVersion: 'example.com/v1', kind: 'Limits', metadata: { name: 'l' } };
    expect(r.ok && r.params[0]?.object).toEqual(want);
    expect(r.ok && r.params[0]?.wrapped).toEqual(want);
  });
});
