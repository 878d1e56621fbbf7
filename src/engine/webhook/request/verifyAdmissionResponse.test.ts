import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { ReviewVersion } from './admissionReview.ts';
import { verifyAdmissionResponse, type AdmissionResponse } from './verifyAdmissionResponse.ts';

// Rows ported from request/admissionreview_test.go (TestVerifyAdmissionResponse).
const patch = btoa('[{"op":"add","path":"/foo","value":"bar"}]');
const v1 = (
  response?: JsonObject,
  typeMeta: JsonObject = { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview' },
): JsonObject => (response === undefined ? { ...typeMeta } : { ...typeMeta, response });
const v1beta1 = (response?: JsonObject, typeMeta: JsonObject = {}): JsonObject =>
  response === undefined ? { ...typeMeta } : { ...typeMeta, response };
const ok = (over: Partial<AdmissionResponse>): AdmissionResponse => ({
  allowed: false,
  patch: '',
  patchType: undefined,
  result: undefined,
  auditAnnotations: {},
  warnings: [],
  ...over,
});
const failure401 = { status: 'Failure', message: 'Foo', code: 401 };

describe('verifyAdmissionResponse', () => {
  it.each<[string, ReviewVersion, boolean, JsonObject, AdmissionResponse]>([
    [
      'v1beta1 allowed validating',
      'v1beta1',
      false,
      v1beta1({ allowed: true }),
      ok({ allowed: true }),
    ],
    [
      'v1 allowed validating',
      'v1',
      false,
      v1({ uid: '123', allowed: true }),
      ok({ allowed: true }),
    ],
    [
      'v1beta1 allowed mutating',
      'v1beta1',
      true,
      v1beta1({ allowed: true }),
      ok({ allowed: true }),
    ],
    ['v1 allowed mutating', 'v1', true, v1({ uid: '123', allowed: true }), ok({ allowed: true })],
    [
      'v1beta1 auditAnnotations',
      'v1beta1',
      false,
      v1beta1({ allowed: true, auditAnnotations: { foo: 'bar' } }),
      ok({ allowed: true, auditAnnotations: { foo: 'bar' } }),
    ],
    [
      'v1 auditAnnotations',
      'v1',
      false,
      v1({ uid: '123', allowed: true, auditAnnotations: { foo: 'bar' } }),
      ok({ allowed: true, auditAnnotations: { foo: 'bar' } }),
    ],
    [
      'v1beta1 patch',
      'v1beta1',
      true,
      v1beta1({ allowed: true, patch }),
      ok({ allowed: true, patch, patchType: 'JSONPatch' }),
    ],
    [
      'v1 patch',
      'v1',
      true,
      v1({ uid: '123', allowed: true, patch, patchType: 'JSONPatch' }),
      ok({ allowed: true, patch, patchType: 'JSONPatch' }),
    ],
    [
      'v1beta1 result',
      'v1beta1',
      false,
      v1beta1({ allowed: false, status: failure401 }),
      ok({ result: failure401 }),
    ],
    [
      'v1 result',
      'v1',
      false,
      v1({ uid: '123', allowed: false, status: failure401 }),
      ok({ result: failure401 }),
    ],
    [
      'v1 invalid patch type (caught later by the mutating dispatcher)',
      'v1',
      true,
      v1({ uid: '123', allowed: true, patch, patchType: 'Foo' }),
      ok({ allowed: true, patch, patchType: 'Foo' }),
    ],
    [
      'v1beta1 wrong group/version/kind',
      'v1beta1',
      false,
      v1beta1({ allowed: true }, { apiVersion: 'admission.k8s.io2/v2', kind: 'AdmissionReview2' }),
      ok({ allowed: true }),
    ],
    [
      'v1beta1 wrong uid',
      'v1beta1',
      false,
      v1beta1({ uid: '1234', allowed: true }),
      ok({ allowed: true }),
    ],
    [
      'v1beta1 validating returns patch/patchType',
      'v1beta1',
      false,
      v1beta1({ uid: '1234', allowed: true, patch, patchType: 'JSONPatch' }),
      ok({ allowed: true }),
    ],
    [
      'v1beta1 empty patch type',
      'v1beta1',
      true,
      v1beta1({ allowed: true, patch, patchType: '' }),
      ok({ allowed: true, patch, patchType: 'JSONPatch' }),
    ],
    [
      'v1beta1 invalid patchType',
      'v1beta1',
      true,
      v1beta1({ allowed: true, patch, patchType: 'Foo' }),
      ok({ allowed: true, patch, patchType: 'JSONPatch' }),
    ],
    // Beyond the upstream table.
    [
      'a missing allowed decodes as a denial',
      'v1',
      false,
      v1({ uid: '123' }),
      ok({ allowed: false }),
    ],
    [
      'v1beta1 mutating without a patch drops any patchType',
      'v1beta1',
      true,
      v1beta1({ allowed: true, patchType: 'JSONPatch' }),
      ok({ allowed: true }),
    ],
    [
      'warnings pass through in order',
      'v1',
      false,
      v1({ uid: '123', allowed: true, warnings: ['b', 'a', 'b'] }),
      ok({ allowed: true, warnings: ['b', 'a', 'b'] }),
    ],
  ])('%s', (_name, version, mutating, review, expected) => {
    expect(verifyAdmissionResponse('123', mutating, version, review)).toEqual({
      ok: true,
      value: expected,
    });
  });

  it.each<[string, ReviewVersion, boolean, JsonObject, string]>([
    ['v1beta1 no response', 'v1beta1', false, v1beta1(), 'webhook response was absent'],
    ['v1 no response', 'v1', false, v1(), 'webhook response was absent'],
    [
      'v1 null response',
      'v1',
      false,
      { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response: null },
      'webhook response was absent',
    ],
    [
      'v1 wrong group',
      'v1',
      false,
      v1(
        { uid: '123', allowed: true },
        { apiVersion: 'admission.k8s.io2/v1', kind: 'AdmissionReview' },
      ),
      'expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview, got admission.k8s.io2/v1, Kind=AdmissionReview',
    ],
    [
      'v1 wrong version',
      'v1',
      false,
      v1(
        { uid: '123', allowed: true },
        { apiVersion: 'admission.k8s.io/v2', kind: 'AdmissionReview' },
      ),
      'expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview, got admission.k8s.io/v2, Kind=AdmissionReview',
    ],
    [
      'v1 wrong kind',
      'v1',
      false,
      v1(
        { uid: '123', allowed: true },
        { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview2' },
      ),
      'expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview, got admission.k8s.io/v1, Kind=AdmissionReview2',
    ],
    [
      'v1 without apiVersion and kind',
      'v1',
      false,
      v1({ uid: '123', allowed: true }, {}),
      'expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview, got /, Kind=',
    ],
    [
      'v1 core-style apiVersion',
      'v1',
      false,
      v1({ uid: '123', allowed: true }, { apiVersion: 'v1', kind: 'AdmissionReview' }),
      'expected webhook response of admission.k8s.io/v1, Kind=AdmissionReview, got /v1, Kind=AdmissionReview',
    ],
    [
      'v1 wrong uid',
      'v1',
      false,
      v1({ uid: '1234', allowed: true }),
      'expected response.uid="123", got "1234"',
    ],
    ['v1 missing uid', 'v1', false, v1({ allowed: true }), 'expected response.uid="123", got ""'],
    [
      'v1 uid checked before the kind',
      'v1',
      false,
      v1({ uid: '1234', allowed: true }, {}),
      'expected response.uid="123", got "1234"',
    ],
    [
      'v1 patch without patch type',
      'v1',
      true,
      v1({ uid: '123', allowed: true, patch }),
      'webhook returned response.patch but not response.patchType',
    ],
    [
      'v1 patch type without patch',
      'v1',
      true,
      v1({ uid: '123', allowed: true, patchType: 'JSONPatch' }),
      'webhook returned response.patchType but not response.patch',
    ],
    [
      'v1 empty patch type',
      'v1',
      true,
      v1({ uid: '123', allowed: true, patch, patchType: '' }),
      'webhook returned invalid response.patchType of ""',
    ],
    [
      'v1 patch for validating webhook',
      'v1',
      false,
      v1({ uid: '123', allowed: true, patch }),
      'validating webhook may not return response.patch',
    ],
    [
      'v1 patch type for validating webhook',
      'v1',
      false,
      v1({ uid: '123', allowed: true, patchType: 'Foo' }),
      'validating webhook may not return response.patchType',
    ],
  ])('rejects %s', (_name, version, mutating, review, error) => {
    expect(verifyAdmissionResponse('123', mutating, version, review)).toEqual({ ok: false, error });
  });
});
