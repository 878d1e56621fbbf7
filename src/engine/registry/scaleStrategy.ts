// What validating admission sees on a /scale update (pkg/registry/apps/deployment/storage/storage.go
// ScaleREST.Update and scaleFromDeployment, the same for ReplicaSets, StatefulSets, controllers and
// custom resources): the parent is updated with the new spec.replicas, then validation gets a Scale
// built from the parent again — metadata reduced to name, namespace, uid, resourceVersion and
// creationTimestamp, status from the stored parent. The playground has no parent, so the stored Scale
// (oldObject) stands for it.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { metadataOf } from '../admission/attributes.ts';
import type { Strategy } from './strategy.ts';

const scaleMeta = ['name', 'namespace', 'uid', 'resourceVersion', 'creationTimestamp'];

/** The Scale a /scale update hands to validation. */
export const scaleStrategy: Strategy = {
  name: 'scaleFromParent',
  prepareForUpdate(scale, old, _env, out) {
    const stored = metadataOf(old);
    const own = metadataOf(scale);
    const metadata: JsonObject = {};
    for (const f of scaleMeta) {
      const v = f === 'resourceVersion' ? (own[f] ?? stored[f]) : (stored[f] ?? own[f]);
      if (v !== undefined) metadata[f] = v;
    }
    const replicas = asObject(scale['spec'])?.['replicas'];
    scale['metadata'] = metadata;
    scale['spec'] = replicas === undefined ? {} : { replicas };
    scale['status'] = structuredClone(asObject(old['status']) ?? {});
    out.notes.push(
      'rebuilt from the parent: spec.replicas from the request; metadata (name, namespace, uid, resourceVersion, creationTimestamp) and status from the stored object',
    );
    out.assumptions.push(
      'the stored Scale (oldObject) stands for the parent object the API server reads the status and metadata from',
    );
  },
};
