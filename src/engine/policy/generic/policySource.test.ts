import { describe, expect, it } from 'vitest';
import { builtinRestMapper } from '../../restmapping/restMapper.ts';
import type { ClusterObject } from '../../scenario/types.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { policyHooks } from './policySource.ts';

const kinds = { policy: 'ValidatingAdmissionPolicy', binding: 'ValidatingAdmissionPolicyBinding' };
const at = (objects: JsonObject[]): ClusterObject[] =>
  objects.map((object, i) => ({ object, pointer: `/cluster/objects/${i}` }));
const policy = (name: string, spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name },
  spec,
});
const binding = (name: string, policyName: string): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  metadata: { name },
  spec: { policyName },
});

describe('policyHooks', () => {
  it('lists policies with bindings by name, bindings by name, and ignores the rest', () => {
    const hooks = policyHooks(
      at([
        policy('z'),
        policy('a'),
        policy('unbound'),
        binding('b2', 'a'),
        binding('b1', 'a'),
        binding('bz', 'z'),
        binding('orphan', 'missing'),
      ]),
      kinds,
      builtinRestMapper(),
    );
    expect(hooks.map((h) => [h.policy.name, h.bindings.map((b) => b.name)])).toEqual([
      ['a', ['b1', 'b2']],
      ['z', ['bz']],
    ]);
  });

  it('resolves paramKind through the REST mapper', () => {
    const [hook] = policyHooks(
      at([policy('p', { paramKind: { apiVersion: 'v1', kind: 'ConfigMap' } }), binding('b', 'p')]),
      kinds,
      builtinRestMapper(),
    );
    expect(hook?.paramSource).toMatchObject({
      resource: { group: '', version: 'v1', resource: 'configmaps' },
      namespaced: true,
    });
    expect(hook?.configurationError).toBeUndefined();
  });

  it('records an unknown paramKind as the policy configuration error', () => {
    const [hook] = policyHooks(
      at([
        policy('p', { paramKind: { apiVersion: 'example.com/v1', kind: 'Limits' } }),
        binding('b', 'p'),
      ]),
      kinds,
      builtinRestMapper(),
    );
    expect(hook?.configurationError).toBe(
      "failed to find resource referenced by paramKind: 'example.com/v1, Kind=Limits'",
    );
  });

  it('drops a policy whose paramKind apiVersion does not parse', () => {
    expect(
      policyHooks(
        at([policy('p', { paramKind: { apiVersion: 'a/b/c', kind: 'X' } }), binding('b', 'p')]),
        kinds,
        builtinRestMapper(),
      ),
    ).toEqual([]);
  });
});
