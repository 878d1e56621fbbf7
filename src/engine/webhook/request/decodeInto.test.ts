import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { decodeInto } from './decodeInto.ts';

const response = { uid: 'u-1', allowed: true };
const decode = (body: JsonObject, version: 'v1' | 'v1beta1' = 'v1'): string | undefined =>
  decodeInto(body, version, JSON.stringify(body));

describe('decodeInto: the webhook client decoding an answer into the review it sent', () => {
  it.each([
    {
      name: 'the v1 review into v1',
      body: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response },
      version: 'v1' as const,
    },
    {
      name: 'the v1beta1 review into v1beta1',
      body: { apiVersion: 'admission.k8s.io/v1beta1', kind: 'AdmissionReview', response },
      version: 'v1beta1' as const,
    },
    // gvkWithDefaults fills the rest from the target; VerifyAdmissionResponse then checks the GVK.
    { name: 'no apiVersion and no kind', body: { response }, version: 'v1' as const },
    {
      name: 'the group without a version',
      body: { apiVersion: 'admission.k8s.io/', kind: 'AdmissionReview', response },
      version: 'v1' as const,
    },
  ])('decodes $name', ({ body, version }) => {
    expect(decode(body, version)).toBeUndefined();
  });

  it.each([
    {
      name: 'a v1beta1 review into v1 fails converting',
      body: { apiVersion: 'admission.k8s.io/v1beta1', kind: 'AdmissionReview', response },
      version: 'v1' as const,
      error: 'converting (v1beta1.AdmissionReview) to (v1.AdmissionReview): unknown conversion',
    },
    {
      name: 'a v1 review into v1beta1 fails converting',
      body: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response },
      version: 'v1beta1' as const,
      error: 'converting (v1.AdmissionReview) to (v1beta1.AdmissionReview): unknown conversion',
    },
    {
      name: 'a Status (an unversioned kind, found by kind alone) fails converting',
      body: { apiVersion: 'admission.k8s.io/v1', kind: 'Status', status: 'Failure', message: 'no' },
      version: 'v1' as const,
      error: 'converting (v1.Status) to (v1.AdmissionReview): unknown conversion',
    },
    {
      name: 'an options kind metav1.AddToGroupVersion registers fails converting',
      body: { apiVersion: 'admission.k8s.io/v1', kind: 'DeleteOptions' },
      version: 'v1' as const,
      error: 'converting (v1.DeleteOptions) to (v1.AdmissionReview): unknown conversion',
    },
    {
      name: 'a kind the scheme does not hold',
      body: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionResponse' },
      version: 'v1' as const,
      error:
        'no kind "AdmissionResponse" is registered for version "admission.k8s.io/v1" in scheme "pkg/util/webhook/client.go:71"',
    },
    {
      name: 'a version without a group',
      body: { apiVersion: 'v1', kind: 'AdmissionReview', response },
      version: 'v1' as const,
      error:
        'no kind "AdmissionReview" is registered for version "v1" in scheme "pkg/util/webhook/client.go:71"',
    },
    {
      name: 'another group without a version',
      body: { apiVersion: 'example.com/', kind: 'AdmissionReview' },
      version: 'v1' as const,
      error: `Object 'apiVersion' is missing in '{"apiVersion":"example.com/","kind":"AdmissionReview"}'`,
    },
    {
      name: 'an apiVersion with two slashes',
      body: { apiVersion: 'a/b/c', kind: 'AdmissionReview' },
      version: 'v1' as const,
      error: 'unexpected GroupVersion string: a/b/c',
    },
    {
      name: 'a kind that is not a string (Interpret, before anything else)',
      body: { apiVersion: 'admission.k8s.io/v1beta1', kind: 1 },
      version: 'v1' as const,
      error:
        "couldn't get version/kind; json parse error: json: cannot unmarshal number into Go struct field .kind of type string",
    },
    {
      name: 'a field of the wrong type in the other version (unmarshalled before converting)',
      body: {
        apiVersion: 'admission.k8s.io/v1beta1',
        kind: 'AdmissionReview',
        response: { allowed: 'yes' },
      },
      version: 'v1' as const,
      error:
        'json: cannot unmarshal string into Go struct field AdmissionResponse.response.allowed of type bool',
    },
  ])('$name', ({ body, version, error }) => {
    expect(decode(body as JsonObject, version)).toBe(error);
  });

  it('quotes the body as sent in the missing-version error', () => {
    expect(decodeInto({ apiVersion: 'x/', kind: 'K' }, 'v1', 'apiVersion: x/\nkind: K\n')).toBe(
      "Object 'apiVersion' is missing in 'apiVersion: x/\nkind: K\n'",
    );
  });
});
