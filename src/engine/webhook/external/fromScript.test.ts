import { describe, expect, it } from 'vitest';
import type { ScriptCall } from './calls.ts';
import { fromScript } from './fromScript.ts';

const call: ScriptCall = {
  kind: 'script',
  id: 'c/h/0#0',
  webhook: 'h',
  configuration: 'c',
  mutating: true,
  url: 'https://h/?timeout=10s',
  timeoutMs: 10_000,
  review: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', request: { uid: 'u-1' } },
  code: '',
  pointer: '/webhooks/h/script',
  seed: 7,
  nowMs: 0,
  call: 0,
};
const HTTP_500 =
  'an error on the server ("internal server error") has prevented the request from succeeding';

describe('fromScript', () => {
  it('wraps an AdmissionResponse into the review, as a static response is sent: uid, base64 patch, patchType', () => {
    const answer = fromScript(
      {
        kind: 'returned',
        value: { allowed: true, patch: [{ op: 'add', path: '/a', value: 1 }] },
        elapsedMs: 5,
        logs: ['log: x'],
      },
      call,
      10,
    );
    expect(answer).toEqual({
      kind: 'body',
      body: {
        apiVersion: 'admission.k8s.io/v1',
        kind: 'AdmissionReview',
        response: {
          allowed: true,
          patch: btoa('[{"op":"add","path":"/a","value":1}]'),
          uid: 'u-1',
          patchType: 'JSONPatch',
        },
      },
      latencyMs: 15,
      source: 'script',
      script: { outcome: 'returned', logs: ['log: x'], seed: 7, elapsedMs: 5 },
    });
  });

  it('sends a whole AdmissionReview as it is, so a script can reproduce a wrong uid or version', () => {
    const review = {
      apiVersion: 'admission.k8s.io/v1beta1',
      kind: 'AdmissionReview',
      response: { uid: 'other', allowed: true },
    };
    expect(
      fromScript({ kind: 'returned', value: review, elapsedMs: 0, logs: [] }, call, 0),
    ).toMatchObject({ kind: 'body', body: review, source: 'script (AdmissionReview)' });
  });

  it.each([
    [undefined, 'the script returned undefined, not an AdmissionResponse or AdmissionReview'],
    [null, 'the script returned null, not an AdmissionResponse or AdmissionReview'],
    [[1], 'the script returned an array, not an AdmissionResponse or AdmissionReview'],
    ['yes', 'the script returned string, not an AdmissionResponse or AdmissionReview'],
  ])('answers HTTP 500 when the script returns %j', (value, error) => {
    expect(fromScript({ kind: 'returned', value, elapsedMs: 0, logs: [] }, call, 0)).toMatchObject({
      kind: 'error',
      error: HTTP_500,
      script: { outcome: 'threw', error },
    });
  });

  it('answers HTTP 500 for a throw, keeping the error and its place for the trace', () => {
    const answer = fromScript(
      { kind: 'threw', error: 'TypeError: x', at: { line: 3, column: 4 }, elapsedMs: 2, logs: [] },
      call,
      0,
    );
    expect(answer).toEqual({
      kind: 'error',
      error: HTTP_500,
      latencyMs: 2,
      source: 'script (threw: HTTP 500)',
      script: {
        outcome: 'threw',
        logs: [],
        seed: 7,
        elapsedMs: 2,
        error: 'TypeError: x',
        at: { line: 3, column: 4 },
      },
    });
  });

  it.each([
    ['budget', 'its timers ran past the webhook timeout'],
    ['wall-clock', "it computed past the sandbox's wall-clock cap"],
    ['never', 'it never answered'],
  ] as const)('is a call that never returns when the script times out (%s)', (cause, error) => {
    expect(fromScript({ kind: 'timeout', cause, logs: [] }, call, 0)).toEqual({
      kind: 'hang',
      source: 'script',
      script: { outcome: 'timeout', logs: [], seed: 7, error },
    });
  });
});
