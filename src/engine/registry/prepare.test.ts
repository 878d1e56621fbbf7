// The store's order of hooks (generic/registry/store.go Create and Update, rest.BeforeUpdate in
// rest/update.go): what comes from the stored object on update, which requests have no strategy,
// and how an allocation refusal is answered.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { prepareObject, type RegistryRequest } from './prepare.ts';
import { testEnv } from './testing.ts';

const deployment = (
  metadata: JsonObject,
  replicas: number,
  status: JsonObject = {},
): JsonObject => ({
  kind: 'Deployment',
  apiVersion: 'apps/v1',
  metadata: { name: 'd', namespace: 'default', ...metadata },
  spec: { replicas, template: { spec: { containers: [{ name: 'c', image: 'nginx' }] } } },
  status,
});

const request = (parts: Partial<RegistryRequest>): RegistryRequest => ({
  operation: 'UPDATE',
  resource: { group: 'apps', version: 'v1', resource: 'deployments' },
  subresource: '',
  builtin: true,
  kind: { group: 'apps', version: 'v1', kind: 'Deployment' },
  name: 'd',
  object: deployment({}, 1),
  oldObject: deployment({}, 1),
  ...parts,
});

const meta = (o: JsonObject): JsonObject => o['metadata'] as JsonObject;

describe('prepareObject', () => {
  it('on update takes generation, uid and creationTimestamp from the stored object, then lets the strategy bump the generation', () => {
    const stored = deployment(
      { uid: 'u-1', generation: 4, creationTimestamp: '2025-01-01T00:00:00Z' },
      1,
      { replicas: 1 },
    );
    const r = prepareObject(
      request({
        object: deployment({ generation: 99, creationTimestamp: null }, 3),
        oldObject: stored,
      }),
      testEnv(),
    );
    expect(meta(r.object)).toMatchObject({
      uid: 'u-1',
      generation: 5,
      creationTimestamp: '2025-01-01T00:00:00Z',
    });
    expect(r.object['status']).toEqual({ replicas: 1 });
    expect(r.steps).toEqual([
      'BeforeUpdate: metadata.generation 99 from the request replaced by the stored 4',
      'PrepareForUpdate (deploymentStrategy): status from the request replaced by the stored status, spec changed: metadata.generation 4 → 5',
      'BeforeUpdate: metadata.uid, metadata.creationTimestamp kept from the stored object',
    ]);
  });

  it('keeps the stored generation on /status (the status strategy does not bump it)', () => {
    const r = prepareObject(
      request({
        subresource: 'status',
        object: deployment({}, 3, { replicas: 2 }),
        oldObject: deployment({ generation: 2 }, 1),
      }),
      testEnv(),
    );
    expect([
      meta(r.object)['generation'],
      (r.object['spec'] as JsonObject)['replicas'],
      r.object['status'],
    ]).toEqual([2, 1, { replicas: 2 }]);
  });

  it('leaves a Scale to its own strategy: no parent generation or uid', () => {
    const scale = (replicas: number, metadata: JsonObject): JsonObject => ({
      kind: 'Scale',
      apiVersion: 'autoscaling/v1',
      metadata: { name: 'd', namespace: 'default', ...metadata },
      spec: { replicas },
      status: { replicas: 1, selector: 'app=d' },
    });
    const r = prepareObject(
      request({
        subresource: 'scale',
        kind: { group: 'autoscaling', version: 'v1', kind: 'Scale' },
        object: scale(5, { labels: { x: 'y' } }),
        oldObject: scale(1, { uid: 'u', resourceVersion: '7' }),
      }),
      testEnv(),
    );
    expect(r.object).toEqual({
      kind: 'Scale',
      apiVersion: 'autoscaling/v1',
      metadata: { name: 'd', namespace: 'default', uid: 'u', resourceVersion: '7' },
      spec: { replicas: 5 },
      status: { replicas: 1, selector: 'app=d' },
    });
    expect(r.assumptions).toHaveLength(1);
  });

  it.each([
    [
      'a subresource create (eviction)',
      request({ operation: 'CREATE', subresource: 'eviction', oldObject: undefined }),
    ],
    [
      'a kind without a modelled strategy',
      request({
        operation: 'CREATE',
        resource: { group: '', version: 'v1', resource: 'configmaps' },
        oldObject: undefined,
      }),
    ],
  ])('changes nothing for %s', (_name, req) => {
    const r = prepareObject(req, testEnv());
    expect([r.object, r.steps]).toEqual([req.object, []]);
  });

  it('answers an allocation refusal with the 422 of apierrors.NewInvalid', () => {
    const svc = {
      kind: 'Service',
      apiVersion: 'v1',
      metadata: { name: 's' },
      spec: { type: 'ClusterIP', clusterIP: '1.2.3.4' },
    };
    const r = prepareObject(
      request({
        operation: 'CREATE',
        resource: { group: '', version: 'v1', resource: 'services' },
        kind: { group: '', version: 'v1', kind: 'Service' },
        name: 's',
        object: svc,
        oldObject: undefined,
      }),
      testEnv(),
    );
    expect([r.status?.code, r.status?.message]).toEqual([
      422,
      'Service "s" is invalid: spec.clusterIPs: Invalid value: []string{"1.2.3.4"}: failed to allocate IP 1.2.3.4: the provided IP (1.2.3.4) is not in the valid range. The range of valid IPs is 10.96.0.0/12',
    ]);
  });

  it('answers a health check port refusal with an internal error', () => {
    const svc = {
      kind: 'Service',
      apiVersion: 'v1',
      metadata: { name: 's' },
      spec: { type: 'LoadBalancer', externalTrafficPolicy: 'Local', healthCheckNodePort: 80 },
    };
    const r = prepareObject(
      request({
        operation: 'CREATE',
        resource: { group: '', version: 'v1', resource: 'services' },
        kind: { group: '', version: 'v1', kind: 'Service' },
        name: 's',
        object: svc,
        oldObject: undefined,
      }),
      testEnv(),
    );
    expect([r.status?.code, r.status?.message]).toEqual([
      500,
      'Internal error occurred: failed to allocate requested HealthCheck NodePort 80: provided port is not in the valid range. The range of valid ports is 30000-32767',
    ]);
  });
});
