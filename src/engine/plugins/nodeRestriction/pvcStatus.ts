// NodeRestriction's rule for PersistentVolumeClaim status (noderestriction/admission.go
// admitPVCStatus): a kubelet may change status.capacity and status.conditions (and, with
// RecoverVolumeExpansionFailure, the allocated resources) and nothing else.

import type { Attributes } from '../../admission/attributes.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { PluginAnswer } from '../interfaces.ts';
import { forbid } from './answers.ts';

// The copy upstream compares: resourceVersion, managedFields and the status fields a kubelet owns cleared.
function comparable(pvc: JsonObject, expansionRecovery: boolean): JsonObject {
  const out = structuredClone(pvc);
  if (isObject(out['metadata'])) {
    delete out['metadata']['resourceVersion'];
    delete out['metadata']['managedFields'];
  }
  if (isObject(out['status'])) {
    const cleared = [
      'capacity',
      'conditions',
      ...(expansionRecovery ? ['allocatedResourceStatuses', 'allocatedResources'] : []),
    ];
    for (const f of cleared) delete out['status'][f];
  }
  return out;
}

// Lists the top-level paths that differ, standing in for go-cmp's Diff text (which go-cmp randomises on purpose).
function changedPaths(a: JsonObject, b: JsonObject, prefix = ''): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((k) => {
    const x = a[k];
    const y = b[k];
    if (semanticDeepEqual(x, y, true)) return [];
    return isObject(x) && isObject(y) && prefix === ''
      ? changedPaths(x, y, `${k}.`)
      : [`${prefix}${k}`];
  });
}

/** admitPVCStatus: UPDATE of pvc/status changing only what a kubelet may change. */
export function admitPVCStatus(
  node: string,
  attr: Attributes,
  expansionRecovery: boolean,
): PluginAnswer {
  if (attr.operation !== 'UPDATE')
    return forbid(attr, `unexpected operation ${goQuote(attr.operation)}`);
  if (attr.oldObject === undefined || attr.object === undefined)
    return forbid(attr, 'unexpected type <nil>');
  const oldPvc = comparable(attr.oldObject, expansionRecovery);
  const newPvc = comparable(attr.object, expansionRecovery);
  if (semanticDeepEqual(oldPvc, newPvc, true))
    return { reason: 'only status.capacity and status.conditions change' };
  const answer = forbid(
    attr,
    `node ${goQuote(node)} is not allowed to update fields other than status.quantity and status.conditions: ${changedPaths(oldPvc, newPvc).join(', ')}`,
  );
  return {
    ...answer,
    assumptions: [
      "the text after the last colon stands for go-cmp's Diff of the two claims, which cannot be reproduced byte for byte",
    ],
  };
}
