// Checks a webhook's AdmissionReview answer as VerifyAdmissionResponse does
// (k8s.io/apiserver pkg/admission/plugin/webhook/request/admissionreview.go).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import type { ReviewVersion } from './admissionReview.ts';
import { asObject } from '../../apimachinery/isObject.ts';

/** The fields of a verified response the dispatchers act on. */
export interface AdmissionResponse {
  allowed: boolean;
  /** The base64 patch as sent, "" when none. */
  patch: string;
  patchType: string | undefined;
  result: JsonObject | undefined;
  auditAnnotations: Record<string, string>;
  warnings: string[];
}

/** Verifies a decoded review; returns the response or the reason (without the "received invalid webhook response: " prefix). */
export function verifyAdmissionResponse(
  uid: string,
  mutating: boolean,
  version: ReviewVersion,
  review: JsonObject,
): { ok: true; value: AdmissionResponse } | { ok: false; error: string } {
  const response = asObject(review['response']);
  if (response === undefined) return { ok: false, error: 'webhook response was absent' };
  const patch = typeof response['patch'] === 'string' ? response['patch'] : '';
  const rawPatchType = response['patchType'];
  let patchType = typeof rawPatchType === 'string' ? rawPatchType : undefined;
  if (version === 'v1') {
    const gotUid = typeof response['uid'] === 'string' ? response['uid'] : '';
    if (gotUid !== uid)
      return {
        ok: false,
        error: `expected response.uid=${JSON.stringify(uid)}, got ${JSON.stringify(gotUid)}`,
      };
    const apiVersion = typeof review['apiVersion'] === 'string' ? review['apiVersion'] : '';
    const kind = typeof review['kind'] === 'string' ? review['kind'] : '';
    if (apiVersion !== 'admission.k8s.io/v1' || kind !== 'AdmissionReview') {
      const slash = apiVersion.indexOf('/');
      const gv = slash < 0 ? `/${apiVersion}` : apiVersion;
      return {
        ok: false,
        error: `expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview, got ${gv}, Kind=${kind}`,
      };
    }
    if (mutating) {
      if (patch !== '' && patchType === undefined)
        return { ok: false, error: 'webhook returned response.patch but not response.patchType' };
      if (patch === '' && patchType !== undefined)
        return { ok: false, error: 'webhook returned response.patchType but not response.patch' };
      if (patchType === '')
        return { ok: false, error: 'webhook returned invalid response.patchType of ""' };
    } else {
      if (patch !== '')
        return { ok: false, error: 'validating webhook may not return response.patch' };
      if (patchType !== undefined)
        return { ok: false, error: 'validating webhook may not return response.patchType' };
    }
  } else if (mutating) {
    // v1beta1 forces JSONPatch for any non-empty patch and checks nothing else.
    patchType = patch !== '' ? 'JSONPatch' : undefined;
  }
  return {
    ok: true,
    value: {
      allowed: response['allowed'] === true,
      patch: mutating ? patch : '',
      patchType: mutating ? patchType : undefined,
      result: asObject(response['status']),
      auditAnnotations: stringMap(response['auditAnnotations']),
      warnings: Array.isArray(response['warnings'])
        ? response['warnings'].map((w) => String(w))
        : [],
    },
  };
}

function stringMap(v: JsonValue | undefined): Record<string, string> {
  const o = asObject(v) ?? {};
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(o))
    out[k] = typeof val === 'string' ? val : JSON.stringify(val);
  return out;
}
