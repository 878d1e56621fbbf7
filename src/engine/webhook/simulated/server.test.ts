import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { WebhookBehaviour } from '../../scenario/types.ts';
import { hook } from '../../testing/builders.ts';
import { answer } from './server.ts';

const review: JsonObject = {
  kind: 'AdmissionReview',
  apiVersion: 'admission.k8s.io/v1',
  request: { uid: 'u-1' },
};
const behaviour = (b: Partial<WebhookBehaviour>): WebhookBehaviour => ({
  latencyMs: 5,
  pointer: '/webhooks/w',
  ...b,
});
const h = hook({ clientConfig: { url: 'https://svc.test:8443/validate' } });
const wire = (a: ReturnType<typeof answer>): JsonObject =>
  a.kind === 'body' ? (a.body['response'] as JsonObject) : {};

describe('the simulated webhook server', () => {
  it.each([
    [
      'connection-refused',
      'Post "https://svc.test:8443/validate?timeout=10s": dial tcp svc.test:8443: connect: connection refused',
    ],
    [
      'tls',
      'Post "https://svc.test:8443/validate?timeout=10s": tls: failed to verify certificate: x509: certificate signed by unknown authority',
    ],
    ['bad-json', "couldn't get version/kind; json parse error: unexpected end of JSON input"],
    // HTTP 500 with the text/plain body of spec/scenario-format.md, trimmed by newUnstructuredResponseError.
    [
      'http-500',
      'an error on the server ("simulated webhook failure (http-500)") has prevented the request from succeeding',
    ],
  ] as const)('answers fail: %s with the client error text', (fail, error) => {
    expect(answer(behaviour({ fail }), h, review, 0, 10)).toMatchObject({
      kind: 'error',
      error,
      latencyMs: 5,
    });
  });

  it('never answers under fail: timeout', () => {
    expect(answer(behaviour({ fail: 'timeout' }), h, review, 0, 10).kind).toBe('hang');
  });

  it('answers call n with responses[n], and the last one past the end', () => {
    const b = behaviour({
      responses: [
        { allowed: true, warnings: ['one'] },
        { allowed: true, warnings: ['two'] },
      ],
    });
    expect([0, 1, 2].map((n) => wire(answer(b, h, review, n, 10))['warnings'])).toEqual([
      ['one'],
      ['two'],
      ['two'],
    ]);
  });

  it('breaks the chosen response of `responses` under fail: wrong-uid', () => {
    const b = behaviour({ fail: 'wrong-uid', responses: [{ allowed: true }, { allowed: false }] });
    expect(wire(answer(b, h, review, 1, 10))).toEqual({ allowed: false, uid: 'wrong-u-1' });
  });

  it('sends a list patch as base64 JSON with patchType JSONPatch, which missing-patch-type drops', () => {
    const patch = [{ op: 'add', path: '/a', value: 1 }];
    expect(
      wire(answer(behaviour({ response: { allowed: true, patch } }), h, review, 0, 10)),
    ).toMatchObject({
      patch: 'W3sib3AiOiJhZGQiLCJwYXRoIjoiL2EiLCJ2YWx1ZSI6MX1d',
      patchType: 'JSONPatch',
    });
    expect(
      wire(
        answer(
          behaviour({ fail: 'missing-patch-type', response: { allowed: true, patch } }),
          h,
          review,
          0,
          10,
        ),
      ),
    ).not.toHaveProperty('patchType');
  });
});
