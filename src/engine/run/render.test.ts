// The text renderer over the trace's step details: a refusal before admission, field errors with
// the step that wrote each field, conversions, a nested request, an answer that is no Status, and
// marks tied to a step. Each result is built by hand, so the shapes are exercised before the
// issues that produce them land.

import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../admission/trace.ts';
import { newBadRequest, newNotFound, statusOf } from '../apimachinery/statusErrors.ts';
import { renderKubectl, renderTrace } from './render.ts';
import type { AdmissionResult } from './result.ts';

const podRequest = {
  operation: 'CREATE',
  kind: { group: '', version: 'v1', kind: 'Pod' },
  resource: { group: '', version: 'v1', resource: 'pods' },
  subResource: '',
  namespace: 'default',
  name: 'web',
  dryRun: false,
};

const result = (trace: TraceEntry[], extra: Partial<AdmissionResult> = {}): AdmissionResult => ({
  request: podRequest,
  allowed: true,
  warnings: [],
  auditAnnotations: {},
  calls: [],
  trace,
  notSimulated: [],
  durationMs: 0,
  ...extra,
});

const lines = (r: AdmissionResult): string[] => renderTrace(r).split('\n');

describe('renderTrace', () => {
  it('keeps the existing layout for a step without details', () => {
    const r = result([
      {
        phase: 'mutating',
        plugin: 'AlwaysAdmit',
        outcome: 'allowed',
        reason: 'admits everything',
        round: 0,
        warnings: ['w'],
      },
    ]);
    expect(lines(r)).toEqual([
      '1. mutating AlwaysAdmit (round 0): allowed — admits everything',
      '     warning: w',
    ]);
  });

  it.each<[string, TraceEntry, string]>([
    [
      'a route that serves nothing (404)',
      {
        phase: 'decode',
        plugin: 'decode',
        outcome: 'denied',
        reason: 'the server could not find the requested resource',
        status: newNotFound({ group: 'example.com', resource: 'widgets' }, ''),
        refusal: { stage: 'route' },
      },
      '     refused before admission: no route serves this resource',
    ],
    [
      'a body over the limit (413)',
      {
        phase: 'decode',
        plugin: 'decode',
        outcome: 'denied',
        reason: 'request entity too large',
        refusal: { stage: 'body-size', sizeBytes: 3_145_800, limitBytes: 3_145_728 },
      },
      '     refused before admission: the body is 3145800 bytes, over the 3145728-byte limit',
    ],
    [
      'a body that does not decode (400)',
      {
        phase: 'decode',
        plugin: 'decode',
        outcome: 'denied',
        reason: 'json: cannot unmarshal',
        status: newBadRequest('json: cannot unmarshal'),
        refusal: { stage: 'deserialize' },
      },
      '     refused before admission: the body does not decode into its type',
    ],
    [
      'undeclared fields under fieldValidation Strict (400)',
      {
        phase: 'decode',
        plugin: 'decode',
        outcome: 'denied',
        reason: 'strict decoding error',
        refusal: { stage: 'field-validation' },
      },
      '     refused before admission: the body has fields its type does not declare (fieldValidation Strict)',
    ],
    [
      'invalid options (422)',
      {
        phase: 'decode',
        plugin: 'decode',
        outcome: 'denied',
        reason: 'the CreateOptions are invalid: dryRun',
        refusal: { stage: 'options' },
      },
      '     refused before admission: the options (query parameters or DeleteOptions) are invalid',
    ],
  ])('says where the request was refused before admission: %s', (_name, entry, line) => {
    expect(lines(result([entry], { allowed: false }))).toContain(line);
  });

  it('lists the field errors of a 422 with the step that wrote each field', () => {
    const r = result([
      {
        phase: 'mutating',
        plugin: 'MutatingAdmissionWebhook',
        configuration: 'c',
        webhook: 'w.example.com',
        round: 0,
        index: 0,
        outcome: 'patched',
        reason: 'patched',
      },
      {
        phase: 'storage',
        plugin: 'storage',
        outcome: 'denied',
        reason: 'Pod "web" is invalid',
        fieldErrors: [
          {
            type: 'Invalid value',
            field: 'spec.containers[0].image',
            badValue: '" "',
            detail: 'must not have leading or trailing whitespace',
            origin: 'strategy',
            writtenBy: 0,
          },
          {
            type: 'Required value',
            field: 'spec.containers[0].name',
            detail: 'a name is required',
          },
        ],
      },
    ]);
    expect(lines(r).slice(2)).toEqual([
      '     field spec.containers[0].image: Invalid value: " ": must not have leading or trailing whitespace (strategy) — written by step 1',
      '     field spec.containers[0].name: Required value: a name is required — written by the request',
    ]);
  });

  it('names a custom resource schema as the origin of its field errors', () => {
    const entry: TraceEntry = {
      phase: 'storage',
      plugin: 'storage',
      outcome: 'denied',
      reason: 'Widget.example.com "w" is invalid',
      fieldErrors: [
        {
          type: 'Invalid value',
          field: 'spec.size',
          badValue: '12',
          detail: 'should be less than or equal to 10',
          origin: 'schema',
        },
      ],
    };
    expect(lines(result([entry]))).toContain(
      '     field spec.size: Invalid value: 12: should be less than or equal to 10 (schema) — written by the request',
    );
  });

  it('shows a conversion to the matched version and back', () => {
    const entry: TraceEntry = {
      phase: 'mutating',
      plugin: 'MutatingAdmissionWebhook',
      configuration: 'c',
      webhook: 'w.example.com',
      round: 0,
      index: 0,
      outcome: 'patched',
      reason: 'patched',
      conversion: {
        kind: 'HorizontalPodAutoscaler',
        from: 'autoscaling/v2',
        to: 'autoscaling/v1',
        objectBack: {},
      },
    };
    expect(lines(result([entry])).slice(1)).toEqual([
      '     converted to autoscaling/v1, Kind=HorizontalPodAutoscaler from autoscaling/v2, Kind=HorizontalPodAutoscaler',
      '     converted back to autoscaling/v2, Kind=HorizontalPodAutoscaler from autoscaling/v1, Kind=HorizontalPodAutoscaler',
    ]);
  });

  it('prints a nested request under the step that made it, with its own numbered steps', () => {
    const entry: TraceEntry = {
      phase: 'mutating',
      plugin: 'NamespaceAutoProvision',
      round: 0,
      outcome: 'allowed',
      reason: 'created namespace "team-a"',
      nested: {
        request: {
          ...podRequest,
          kind: { group: '', version: 'v1', kind: 'Namespace' },
          resource: { group: '', version: 'v1', resource: 'namespaces' },
          namespace: '',
          name: 'team-a',
        },
        allowed: true,
        trace: [
          {
            phase: 'mutating',
            plugin: 'AlwaysAdmit',
            round: 0,
            outcome: 'allowed',
            reason: 'admits everything',
          },
        ],
        object: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } },
      },
    };
    expect(lines(result([entry]))).toEqual([
      '1. mutating NamespaceAutoProvision (round 0): allowed — created namespace "team-a"',
      '     nested request CREATE namespaces/team-a: allowed',
      '     1. mutating AlwaysAdmit (round 0): allowed — admits everything',
    ]);
  });

  it('says why a nested request was refused', () => {
    const status = statusOf({
      message: 'namespaces "team-a" is forbidden: no',
      reason: 'Forbidden',
      code: 403,
    });
    const entry: TraceEntry = {
      phase: 'mutating',
      plugin: 'NamespaceAutoProvision',
      outcome: 'denied',
      reason: 'creating the namespace failed',
      status,
      nested: {
        request: {
          ...podRequest,
          resource: { group: '', version: 'v1', resource: 'namespaces' },
          name: 'team-a',
        },
        allowed: false,
        status,
        trace: [],
      },
    };
    expect(lines(result([entry], { allowed: false }))).toContain(
      '     nested request CREATE namespaces/team-a: denied: namespaces "team-a" is forbidden: no',
    );
  });

  it('shows a webhook answer that is no AdmissionReview, cut to its first line', () => {
    const entry: TraceEntry = {
      phase: 'validating',
      plugin: 'ValidatingAdmissionWebhook',
      configuration: 'c',
      webhook: 'w.example.com',
      index: 0,
      outcome: 'failed',
      reason: 'an error on the server',
      answer: {
        statusCode: 502,
        contentType: 'text/html',
        body: '<html>Bad Gateway</html>\n<body/>',
        readAs: 'body',
      },
    };
    expect(lines(result([entry]))).toContain(
      '     answer: HTTP 502 text/html, read as an opaque body: <html>Bad Gateway</html>',
    );
  });

  it('shows a client answer that is no Status after the steps', () => {
    const r = result([], {
      allowed: false,
      answer: {
        statusCode: 404,
        contentType: 'text/plain; charset=utf-8',
        body: '404 page not found\n',
        readAs: 'body',
      },
    });
    expect(lines(r)).toEqual([
      'answer: HTTP 404 text/plain; charset=utf-8, read as an opaque body: 404 page not found',
    ]);
  });

  it('ties a not-simulated or assumed mark to its step', () => {
    const r = result(
      [{ phase: 'mutating', plugin: 'ServiceAccount', outcome: 'patched', reason: 'r' }],
      {
        notSimulated: [
          {
            feature: 'ServiceAccount',
            detail: 'assumed the default ServiceAccount exists',
            assumed: true,
            step: 0,
          },
          { feature: 'conversion', detail: 'object conversion between built-in versions' },
        ],
      },
    );
    expect(lines(r).slice(1)).toEqual([
      'assumed (step 1): ServiceAccount — assumed the default ServiceAccount exists',
      'not simulated: conversion — object conversion between built-in versions',
    ]);
  });
});

describe('renderKubectl', () => {
  it('prints the status the client made of an answer that was no Status', () => {
    const status = newNotFound({ group: '', resource: '' }, '');
    const r = result([], {
      allowed: false,
      status: { ...status, message: 'the server could not find the requested resource' },
      answer: { statusCode: 404, body: '404 page not found', readAs: 'body' },
    });
    expect(renderKubectl(r)).toBe(
      'Error from server (NotFound): the server could not find the requested resource',
    );
  });
  it("names a kind of a named group kind.group/name, as kubectl's NamePrinter does", () => {
    const named = (group: string, kind: string, name: string) =>
      result([], {
        request: { ...podRequest, kind: { group, version: 'v1', kind }, name },
      });
    expect(renderKubectl(named('apps', 'Deployment', 'web'))).toBe('deployment.apps/web created');
    expect(renderKubectl(named('', 'ConfigMap', 'settings'))).toBe('configmap/settings created');
    expect(renderKubectl(named('authorization.k8s.io', 'SubjectAccessReview', ''))).toBe(
      'subjectaccessreview.authorization.k8s.io/<unknown> created',
    );
  });
});
