// NodeRestriction's pod rules (noderestriction/admission.go admitPod, admitPodCreate,
// admitPodStatus, admitPodEviction): a kubelet creates and deletes only mirror pods bound to itself,
// updates the status of its own pods and evicts only its own pods.

import type { Attributes } from '../../admission/attributes.ts';
import { metaString } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { PluginAnswer, PluginCluster } from '../interfaces.ts';
import { objectAt, objectsAt, stringAt, stringMapAt, valueAt } from '../objectFields.ts';
import { isMirrorPod, mirrorPodAnnotation } from '../podSpec.ts';
import { forbid, listerNotFound } from './answers.ts';
import { podConfigMapNames, podSecretNames } from './podReferences.ts';

/** The pod of that name in the pod informer cache, which the playground fills from the cluster's objects. */
export function existingPod(
  cluster: PluginCluster,
  attr: Attributes,
  name: string,
): JsonObject | undefined {
  return cluster.ofKind('Pod', attr.namespace).find((p) => metaString(p, 'name') === name);
}

function admitPodCreate(node: string, attr: Attributes, cluster: PluginCluster): PluginAnswer {
  const pod = attr.object;
  if (pod === undefined) return forbid(attr, 'unexpected type <nil>');
  const q = goQuote(node);
  if (!isMirrorPod(pod)) {
    return forbid(
      attr,
      `pod does not have ${goQuote(mirrorPodAnnotation)} annotation, node ${q} can only create mirror pods`,
    );
  }
  if (stringAt(pod, 'spec', 'nodeName') !== node)
    return forbid(attr, `node ${q} can only create pods with spec.nodeName set to itself`);
  const owners = objectsAt(pod, 'metadata', 'ownerReferences');
  if (owners.length > 1)
    return forbid(
      attr,
      `node ${q} can only create pods with a single owner reference set to itself`,
    );
  const owner = owners[0];
  if (owner === undefined)
    return forbid(attr, `node ${q} can only create pods with an owner reference set to itself`);
  if (owner['apiVersion'] !== 'v1' || owner['kind'] !== 'Node' || owner['name'] !== node) {
    return forbid(attr, `node ${q} can only create pods with an owner reference set to itself`);
  }
  if (owner['controller'] !== true)
    return forbid(
      attr,
      `node ${q} can only create pods with a controller owner reference set to itself`,
    );
  if (owner['blockOwnerDeletion'] === true)
    return forbid(attr, `node ${q} must not set blockOwnerDeletion on an owner reference`);
  const nodeObject = cluster.ofKind('Node').find((n) => metaString(n, 'name') === node);
  if (nodeObject === undefined) return listerNotFound('node', node);
  const ownerUid = typeof owner['uid'] === 'string' ? owner['uid'] : '';
  const nodeUid = metaString(nodeObject, 'uid');
  if (ownerUid !== nodeUid)
    return forbid(attr, `node ${node} UID mismatch: expected ${ownerUid} got ${nodeUid}`);
  if (stringAt(pod, 'spec', 'serviceAccountName') !== '')
    return forbid(attr, `node ${q} can not create pods that reference a service account`);
  if (podSecretNames(pod).length > 0)
    return forbid(attr, `node ${q} can not create pods that reference secrets`);
  if (podConfigMapNames(pod).length > 0)
    return forbid(attr, `node ${q} can not create pods that reference configmaps`);
  const volumes = objectsAt(pod, 'spec', 'volumes');
  if (
    volumes.some((v) =>
      objectsAt(v, 'projected', 'sources').some(
        (s) => objectAt(s, 'clusterTrustBundle') !== undefined,
      ),
    )
  ) {
    return forbid(attr, `node ${q} can not create pods that reference clustertrustbundles`);
  }
  if (volumes.some((v) => objectAt(v, 'persistentVolumeClaim') !== undefined)) {
    return forbid(attr, `node ${q} can not create pods that reference persistentvolumeclaims`);
  }
  return { reason: `node ${q} may create its mirror pod` };
}

/** admitPod: CREATE of mirror pods and DELETE of pods bound to the node. */
export function admitPod(node: string, attr: Attributes, cluster: PluginCluster): PluginAnswer {
  const q = goQuote(node);
  if (attr.operation === 'CREATE') return admitPodCreate(node, attr, cluster);
  if (attr.operation === 'DELETE') {
    // The lister is the truth upstream; the object being deleted stands in when the scenario does not list it.
    const listed = existingPod(cluster, attr, attr.name);
    const old = attr.oldObject;
    const pod =
      listed ?? (old !== undefined && metaString(old, 'name') === attr.name ? old : undefined);
    if (pod === undefined) return listerNotFound('pod', attr.name);
    const assumptions =
      listed === undefined
        ? [
            `pod "${attr.name}" is read from the request's oldObject, as the pod informer would hold it`,
          ]
        : [];
    const answer =
      stringAt(pod, 'spec', 'nodeName') !== node
        ? forbid(attr, `node ${q} can only delete pods with spec.nodeName set to itself`)
        : { reason: `the pod is bound to node ${q}` };
    return assumptions.length > 0 ? { ...answer, assumptions } : answer;
  }
  return forbid(
    attr,
    `unexpected operation ${goQuote(attr.operation)}, node ${q} can only create and delete mirror pods`,
  );
}

// labels.Equals: same keys and values (nil equals empty).
function sameLabels(a: JsonObject, b: JsonObject): boolean {
  const x = stringMapAt(a, 'metadata', 'labels');
  const y = stringMapAt(b, 'metadata', 'labels');
  return (
    Object.keys(x).length === Object.keys(y).length &&
    Object.entries(x).every(([k, v]) => y[k] === v)
  );
}

// resourceClaimStatusesEqual: same names and claim names, in order.
function sameClaimStatuses(a: JsonObject, b: JsonObject): boolean {
  const x = objectsAt(a, 'status', 'resourceClaimStatuses');
  const y = objectsAt(b, 'status', 'resourceClaimStatuses');
  return (
    x.length === y.length &&
    x.every(
      (s, i) =>
        s['name'] === y[i]?.['name'] &&
        valueAt(s, 'resourceClaimName') === valueAt(y[i], 'resourceClaimName'),
    )
  );
}

/** admitPodStatus: UPDATE of the status of a pod bound to the node, without touching labels or claim statuses. */
export function admitPodStatus(node: string, attr: Attributes): PluginAnswer {
  const q = goQuote(node);
  if (attr.operation !== 'UPDATE')
    return forbid(attr, `unexpected operation ${goQuote(attr.operation)}`);
  const oldPod = attr.oldObject;
  if (oldPod === undefined) return forbid(attr, 'unexpected type <nil>');
  if (stringAt(oldPod, 'spec', 'nodeName') !== node)
    return forbid(
      attr,
      `node ${q} can only update pod status for pods with spec.nodeName set to itself`,
    );
  const pod = attr.object;
  if (pod === undefined) return forbid(attr, 'unexpected type <nil>');
  if (!sameLabels(oldPod, pod))
    return forbid(attr, `node ${q} cannot update labels through pod status`);
  if (!sameClaimStatuses(oldPod, pod))
    return forbid(attr, `node ${q} cannot update resource claim statues`);
  return { reason: `the pod is bound to node ${q}` };
}

/** admitPodEviction: CREATE of an eviction for a pod bound to the node. */
export function admitPodEviction(
  node: string,
  attr: Attributes,
  cluster: PluginCluster,
): PluginAnswer {
  if (attr.operation !== 'CREATE') return forbid(attr, `unexpected operation ${attr.operation}`);
  const eviction = attr.object;
  if (eviction === undefined) return forbid(attr, 'unexpected type <nil>');
  // The pod name comes from the URL when set, not from the submitted Eviction.
  const podName = attr.name !== '' ? attr.name : metaString(eviction, 'name');
  if (podName === '') return forbid(attr, 'could not determine pod from request data');
  const pod = existingPod(cluster, attr, podName);
  if (pod === undefined) return listerNotFound('pod', podName);
  if (stringAt(pod, 'spec', 'nodeName') !== node)
    return forbid(attr, `node ${node} can only evict pods with spec.nodeName set to itself`);
  return { reason: `the pod is bound to node ${goQuote(node)}` };
}
