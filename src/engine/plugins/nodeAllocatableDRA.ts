// NodeDeclaredFeatureValidator's ResourceSlice check, new in 1.37 (plugin/pkg/admission/
// nodedeclaredfeatures/admission.go at 1.37's code freeze: validateResourceSlice,
// validateNodeAllocatableDRA, validateNodeAllocatableDRADeclaredFeature and
// validateNodeAllocatableDRAMultiNodeDevice). Under the DRANodeAllocatableResources gate (alpha, off
// in 1.37) a ResourceSlice CREATE or UPDATE whose device maps node resources
// (nodeAllocatableResources) must reach only nodes that declare the DRANodeAllocatableResources
// feature (k8s.io/component-helpers nodedeclaredfeatures/features/dranodeallocatableresources).

import { admissionForbidden } from '../admission/forbidden.ts';
import type { Attributes } from '../admission/attributes.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import type { Status } from '../apimachinery/status.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { nodeSelectorMatches } from './nodeAffinity.ts';
import { isTrue, listAt, objectAt, objectsAt, stringAt } from './objectFields.ts';

/** The feature a node declares in status.declaredFeatures (DRANodeAllocatableResourcesFeature). */
export const draNodeAllocatableResourcesFeature = 'DRANodeAllocatableResources';

/** What the check decided: a refusal, or why the slice passes (with any assumption made). */
export interface SliceVerdict {
  status?: Status;
  reason: string;
  assumptions?: string[];
}

// A device's fields; v1beta1 keeps them under `basic`, v1 and v1beta2 on the device itself.
const deviceFields = (dev: JsonObject): JsonObject => objectAt(dev, 'basic') ?? dev;

const declares = (node: JsonObject): boolean =>
  listAt(node, 'status', 'declaredFeatures').includes(draNodeAllocatableResourcesFeature);

/** Checks a ResourceSlice against the cluster's Nodes as validateNodeAllocatableDRA does. */
export function validateNodeAllocatableDRA(
  attr: Attributes,
  slice: JsonObject,
  nodes: readonly JsonObject[],
): SliceVerdict {
  const forbid = (message: string): SliceVerdict => ({
    status: admissionForbidden(attr, message),
    reason: message,
  });
  const spec = objectAt(slice, 'spec') ?? {};
  const perDevice = isTrue(spec, 'perDeviceNodeSelection');
  let checked = 0;
  for (const dev of objectsAt(spec, 'devices')) {
    const fields = deviceFields(dev);
    if (Object.keys(objectAt(fields, 'nodeAllocatableResources') ?? {}).length === 0) continue;
    const name = stringAt(dev, 'name');
    // The device's own node selection when perDeviceNodeSelection is set, else the slice's.
    const source = perDevice ? fields : spec;
    const singleNode = stringAt(source, 'nodeName');
    const nodeSelector = singleNode === '' ? objectAt(source, 'nodeSelector') : undefined;
    const allNodes = singleNode === '' && nodeSelector === undefined && isTrue(source, 'allNodes');
    if (singleNode === '' && nodeSelector === undefined && !allNodes)
      return forbid(
        `device ${goQuote(name)} in ResourceSlice has NodeAllocatableResources but does not map to any nodes`,
      );
    checked++;
    if (singleNode !== '') {
      const node = nodes.find((n) => stringAt(n, 'metadata', 'name') === singleNode);
      if (node === undefined)
        return forbid(`node ${goQuote(singleNode)} not found for device ${goQuote(name)}`);
      if (!declares(node))
        return forbid(
          `node ${goQuote(singleNode)} does not support ${draNodeAllocatableResourcesFeature} feature`,
        );
      continue;
    }
    const lacking = nodes.filter(
      (n) => (allNodes || nodeSelectorMatches(nodeSelector ?? {}, n)) && !declares(n),
    );
    const first = lacking[0];
    if (first !== undefined) {
      const verdict = forbid(
        `node ${goQuote(stringAt(first, 'metadata', 'name'))} does not support ${draNodeAllocatableResourcesFeature} feature`,
      );
      // The node lister lists in its cache's order; the playground takes the cluster's.
      return lacking.length > 1
        ? {
            ...verdict,
            assumptions: [
              'several selected nodes lack the feature: the first in cluster.objects is named (the API server names the first its node cache lists)',
            ],
          }
        : verdict;
    }
  }
  return {
    reason:
      checked === 0
        ? 'no device of the ResourceSlice maps node allocatable resources'
        : `every node the devices map declares ${draNodeAllocatableResourcesFeature}`,
  };
}
