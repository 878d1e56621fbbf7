// Decides the "patch" member of the patch.webhook.admission.k8s.io audit annotation: the decoded
// jsonpatch.Patch marshalled again by encoding/json (mutating dispatcher.go, patch audit annotation).

import { compactGo, goJsonString } from '../apimachinery/goJson.ts';
import { compareUtf8 } from '../apimachinery/utf8.ts';
import type { Operation } from './operation.ts';

/**
 * Marshals decoded operations as Go does: each op is a map (keys sorted), each value a RawMessage
 * (compacted and HTML-escaped, numbers kept as written, e.g. 1.0 stays 1.0).
 */
export function patchAnnotationJson(ops: readonly Operation[]): string {
  const marshalOp = (op: Operation): string => {
    if (op === null) return 'null';
    const keys = [...op.keys()].sort(compareUtf8);
    const members = keys.map((k) => {
      const raw = op.get(k) ?? null;
      return goJsonString(k) + ':' + (raw === null ? 'null' : compactGo(raw));
    });
    return '{' + members.join(',') + '}';
  };
  return '[' + ops.map(marshalOp).join(',') + ']';
}
