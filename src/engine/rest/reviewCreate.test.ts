import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { run } from '../testing/scenario.ts';
import { REVIEW_CREATE_KEYS } from './reviewCreate.ts';
import { handlers } from './reviewCreatesGroup.ts';

const create = (object: JsonObject, extra: JsonObject = {}) =>
  run({ request: { operation: 'CREATE', object, ...extra } });

describe('the review kinds: no store, the REST handler checks the spec', () => {
  it('creates a SubjectAccessReview with no name (no name is required or generated)', () => {
    const r = create({
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SubjectAccessReview',
      spec: { user: 'alice', resourceAttributes: { verb: 'get', resource: 'pods' } },
    });
    expect(r.allowed).toBe(true);
    expect(r.trace.some((e) => e.plugin === 'fieldValidation')).toBe(false);
    expect(r.notSimulated).toEqual([]);
  });

  it('answers a review with neither user nor group with a 422 on the internal, kindless object', () => {
    const r = create({
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SubjectAccessReview',
      spec: { resourceAttributes: { verb: 'get', resource: 'pods' } },
    });
    expect(r.status?.code).toBe(422);
    expect(r.status?.message).toBe(
      '.authorization.k8s.io "" is invalid: spec.user: Invalid value: "": at least one of user or group must be specified',
    );
    expect(r.status?.details).toEqual({
      group: 'authorization.k8s.io',
      causes: [
        {
          reason: 'FieldValueInvalid',
          message: 'Invalid value: "": at least one of user or group must be specified',
          field: 'spec.user',
        },
      ],
    });
  });

  it('refuses a TokenReview without a token with a 400', () => {
    const r = create({ apiVersion: 'authentication.k8s.io/v1', kind: 'TokenReview', spec: {} });
    expect(r.status?.code).toBe(400);
    expect(r.status?.message).toBe('token is required for TokenReview in authentication');
  });

  it('refuses a SelfSubjectRulesReview without a namespace with a 400', () => {
    const r = create({
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectRulesReview',
      spec: {},
    });
    expect(r.status?.message).toBe('no namespace on request');
  });

  it('checks a TokenRequest: its name is the ServiceAccount of the URL, its lifetime at least 10 minutes', () => {
    const token = (metadata: JsonObject, spec: JsonObject) =>
      create(
        { apiVersion: 'authentication.k8s.io/v1', kind: 'TokenRequest', metadata, spec },
        { subResource: 'token', namespace: 'default', name: 'builder' },
      );
    expect(token({ name: 'other' }, {}).status?.message).toBe(
      'TokenRequest.authentication.k8s.io "builder" is invalid: metadata.name: Invalid value: "other": must match the service account name if specified',
    );
    const short = token({}, { expirationSeconds: 60 });
    expect(short.status?.message).toBe(
      'TokenRequest.authentication.k8s.io "" is invalid: spec.expirationSeconds: Invalid value: 60: may not specify a duration less than 10 minutes',
    );
    const fine = token({}, { expirationSeconds: 3600 });
    expect(fine.allowed).toBe(true);
    expect(fine.notSimulated.map((n) => n.detail)).toEqual([
      'TokenREST\'s lookup of the ServiceAccount "builder" (not in cluster.objects; assumed to exist)',
    ]);
  });

  it('sends a Binding of the bindings resource through ValidatePodBinding', () => {
    const r = create(
      {
        apiVersion: 'v1',
        kind: 'Binding',
        metadata: { name: 'web', namespace: 'default' },
        target: { kind: 'Pod', name: 'n' },
      },
      { namespace: 'default' },
    );
    expect(r.status?.code).toBe(500);
    expect(r.status?.message).toBe(
      'target.kind: Unsupported value: "Pod": supported values: "Node", "<empty>"',
    );
  });
});

describe('the reviewCreates group', () => {
  it('lists exactly the resources of its handlers (the scan reads the list)', () => {
    expect([...REVIEW_CREATE_KEYS].sort()).toEqual(Object.keys(handlers).sort());
  });
});
