import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { run } from '../testing/scenario.ts';

const statusOf = (object: unknown): unknown => (object as JsonObject | undefined)?.['status'];
const create = (object: Record<string, unknown>, dryRun = false) =>
  run({
    request: { operation: 'CREATE', dryRun, object: object as never },
    admissionPlugins: {
      disable: ['ResourceQuota', 'LimitRanger', 'DefaultStorageClass', 'DefaultIngressClass'],
    },
  });

const pvc = {
  apiVersion: 'v1',
  kind: 'PersistentVolumeClaim',
  metadata: { name: 'data', namespace: 'default' },
  spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
};
const ingress = {
  apiVersion: 'networking.k8s.io/v1',
  kind: 'Ingress',
  metadata: { name: 'web', namespace: 'default' },
  spec: { defaultBackend: { service: { name: 'web', port: { number: 80 } } } },
};

describe('the object a successful request answers: the stored object read back', () => {
  it('gives a PersistentVolumeClaim phase Pending: the strategy reset its status, decoding from storage defaults it', () => {
    const result = create(pvc);
    expect(statusOf(result.object)).toEqual({ phase: 'Pending' });
    // Validating admission saw the status the strategy left.
    const storage = result.trace.find((t) => t.phase === 'storage');
    expect(statusOf(storage?.objectAfter)).toEqual({});
  });

  it('does the same for a dry run, which copies the object through the storage codec', () => {
    expect(statusOf(create(pvc, true).object)).toEqual({ phase: 'Pending' });
  });

  it('writes an Ingress with status.loadBalancer, the structs encoding/json always writes', () => {
    expect(statusOf(create(ingress).object)).toEqual({ loadBalancer: {} });
  });
});
