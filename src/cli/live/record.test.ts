import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ExternalAnswer, HttpOutcome, LiveCall } from '../../engine/index.ts';
import { setWebhookEntries } from './editWebhooks.ts';
import { recordAnswers, recordCall, recorder, type RecordedCall } from './record.ts';

const review = {
  apiVersion: 'admission.k8s.io/v1',
  kind: 'AdmissionReview',
  request: { uid: 'u-1' },
};
const liveCall = (webhook = 'hook.example.com', configuration = 'cfg'): LiveCall => ({
  kind: 'live',
  id: `${configuration}/${webhook}/0#0`,
  webhook,
  configuration,
  mutating: true,
  review,
  url: 'https://127.0.0.1:9443/?timeout=10s',
  timeoutMs: 10_000,
  clientConfig: { url: 'https://127.0.0.1:9443/' },
});
const ok = (
  response: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): HttpOutcome => ({
  kind: 'response',
  statusCode: 200,
  contentType: 'application/json',
  body: JSON.stringify({
    apiVersion: 'admission.k8s.io/v1',
    kind: 'AdmissionReview',
    response: { uid: 'u-1', ...response },
    ...extra,
  }),
  durationMs: 7.6,
});
const rec = (outcome: HttpOutcome, call = liveCall()): RecordedCall => ({ call, outcome });
const ops = [{ op: 'add', path: '/metadata/labels', value: { a: 'yes' } }];
const b64 = (v: unknown): string => Buffer.from(JSON.stringify(v)).toString('base64');

describe('recordCall', () => {
  it('keeps a response without its uid, a JSON patch as operations, the time rounded', () => {
    expect(
      recordCall(
        rec(ok({ allowed: true, patchType: 'JSONPatch', patch: b64(ops), warnings: ['w'] })),
      ),
    ).toEqual({
      response: { allowed: true, patch: ops, warnings: ['w'] },
      latencyMs: 8,
    });
  });

  it('keeps a patch that is no JSON as the webhook sent it', () => {
    const patch = Buffer.from('not json').toString('base64');
    expect(recordCall(rec(ok({ allowed: true, patchType: 'JSONPatch', patch }))).response).toEqual({
      allowed: true,
      patchType: 'JSONPatch',
      patch,
    });
  });

  it.each([
    {
      name: 'a wrong uid',
      outcome: ok({ uid: 'other', allowed: true }),
      fail: 'wrong-uid',
      note: 'live it said: the response\'s uid was "other"',
    },
    {
      name: 'another review version',
      outcome: ok({ allowed: true }, { apiVersion: 'admission.k8s.io/v1beta1' }),
      fail: 'wrong-version',
      note: 'live it said: the review\'s apiVersion was "admission.k8s.io/v1beta1"',
    },
    {
      name: 'a patch without patchType',
      outcome: ok({ allowed: true, patch: b64(ops) }),
      fail: 'missing-patch-type',
      note: undefined,
    },
  ])('records $name as the fail mode that breaks the response so', ({ outcome, fail, note }) => {
    const r = recordCall(rec(outcome));
    expect(r.fail).toBe(fail);
    expect(r.response?.['allowed']).toBe(true);
    expect(r.response).not.toHaveProperty('uid');
    const { notes } = recordAnswers('{}', [rec(outcome)]);
    if (note === undefined) expect(notes).toEqual([]);
    else expect(notes[0]).toContain(note);
  });

  it.each([
    {
      name: 'a refused connection',
      outcome: {
        kind: 'transport',
        error: 'dial tcp 127.0.0.1:9443: connect: connection refused',
        durationMs: 1,
      },
      fail: 'connection-refused',
      noted: false,
    },
    {
      name: 'an unknown authority',
      outcome: {
        kind: 'transport',
        error: 'tls: failed to verify certificate: x509: certificate signed by unknown authority',
        durationMs: 1,
      },
      fail: 'tls',
      noted: false,
    },
    {
      name: 'a host name mismatch',
      outcome: {
        kind: 'transport',
        error: 'tls: failed to verify certificate: x509: certificate is valid for a, not b',
        durationMs: 1,
      },
      fail: 'tls',
      noted: true,
    },
    {
      name: 'a TLS alert',
      outcome: {
        kind: 'transport',
        error: 'remote error: tls: certificate required',
        durationMs: 1,
      },
      fail: 'tls',
      noted: true,
    },
    {
      name: 'a timeout',
      outcome: { kind: 'timeout', durationMs: 10_000 },
      fail: 'timeout',
      noted: false,
    },
    {
      name: 'an HTTP 500',
      outcome: {
        kind: 'response',
        statusCode: 500,
        contentType: 'text/plain',
        body: 'simulated webhook failure (http-500)\n',
        durationMs: 3,
      },
      fail: 'http-500',
      noted: false,
    },
    {
      name: 'an HTTP 404',
      outcome: {
        kind: 'response',
        statusCode: 404,
        contentType: 'text/plain',
        body: 'nope',
        durationMs: 3,
      },
      fail: 'http-500',
      noted: true,
    },
    {
      name: 'truncated JSON',
      outcome: {
        kind: 'response',
        statusCode: 200,
        contentType: 'application/json',
        body: '{"a":',
        durationMs: 3,
      },
      fail: 'bad-json',
      noted: false,
    },
    {
      name: 'a JSON array',
      outcome: {
        kind: 'response',
        statusCode: 200,
        contentType: 'application/json',
        body: '[1]',
        durationMs: 3,
      },
      fail: 'bad-json',
      noted: true,
    },
    {
      name: 'a review without response',
      outcome: {
        kind: 'response',
        statusCode: 200,
        contentType: 'application/json',
        body: '{}',
        durationMs: 3,
      },
      fail: 'bad-json',
      noted: true,
    },
  ] as Array<{ name: string; outcome: HttpOutcome; fail: string; noted: boolean }>)(
    'records $name as fail: $fail',
    ({ outcome, fail, noted }) => {
      expect(recordCall(rec(outcome)).fail).toBe(fail);
      const { notes } = recordAnswers('webhooks: {}\n', [rec(outcome)]);
      expect(notes.length > 0).toBe(noted);
    },
  );
});

describe('recordAnswers', () => {
  it('writes one call as response:, several as responses:, a timeout without latency', () => {
    const calls = [
      rec(ok({ allowed: true })),
      rec(ok({ allowed: true, warnings: ['again'] })),
      rec({ kind: 'timeout', durationMs: 1_000 }, liveCall('slow')),
    ];
    const out = recordAnswers('name: x\n', calls);
    expect(out.webhooks).toEqual(['hook.example.com', 'slow']);
    expect(parse(out.text ?? '')).toEqual({
      name: 'x',
      webhooks: {
        'hook.example.com': {
          latencyMs: 8,
          responses: [{ allowed: true }, { allowed: true, warnings: ['again'] }],
        },
        slow: { fail: 'timeout' },
      },
    });
  });

  it('keys a webhook name two configurations share by configuration, and keeps a key already qualified', () => {
    const calls = [
      rec(ok({ allowed: true }), liveCall('same', 'a')),
      rec(ok({ allowed: false }), liveCall('same', 'b')),
      rec(ok({ allowed: true }), liveCall('solo', 'c')),
    ];
    const out = recordAnswers('webhooks:\n  c/solo: { fail: tls }\n', calls);
    expect(out.webhooks).toEqual(['a/same', 'b/same', 'c/solo']);
    expect(Object.keys((parse(out.text ?? '') as { webhooks: object }).webhooks)).toEqual([
      'c/solo',
      'a/same',
      'b/same',
    ]);
  });

  it('notes a webhook whose calls failed differently', () => {
    const out = recordAnswers('{}', [
      rec(ok({ allowed: true })),
      rec({ kind: 'timeout', durationMs: 1 }),
    ]);
    expect(out.notes).toEqual([
      'webhook "hook.example.com": its calls failed differently; recorded as its first call (answered)',
    ]);
  });

  it('hears only live answers through its onAnswer hook', () => {
    const r = recorder();
    r.onAnswer(liveCall(), { kind: 'live', outcome: { kind: 'timeout', durationMs: 1 } });
    r.onAnswer(
      { ...liveCall(), kind: 'script' } as never,
      { kind: 'script', outcome: { kind: 'timeout', cause: 'never', logs: [] } } as ExternalAnswer,
    );
    expect(r.calls).toHaveLength(1);
  });
});

describe('setWebhookEntries', () => {
  const entry = new Map([
    ['a.example.com', { latencyMs: 3, response: { allowed: false, patch: ops } }],
  ]);

  it('replaces an entry in place, keeping every other byte and comment', () => {
    const text = `# head
request:   { operation: CREATE }   # odd spacing stays
webhooks:
  # about a
  a.example.com: { response: { allowed: true } }   # replaced
  b.example.com: { fail: timeout }
  # after the last entry

# before expect
expect: {allowed: true}
`;
    const out = setWebhookEntries(text, entry) ?? '';
    expect(out).toBe(`# head
request:   { operation: CREATE }   # odd spacing stays
webhooks:
  # about a
  a.example.com:
    latencyMs: 3
    response:
      allowed: false
      patch:
        - { op: add, path: /metadata/labels, value: { a: "yes" } }
  b.example.com: { fail: timeout }
  # after the last entry

# before expect
expect: {allowed: true}
`);
  });

  it('adds an entry to a flow section, and appends a section a file lacks', () => {
    expect(
      setWebhookEntries(
        'name: x\nwebhooks: { b: { fail: tls } }\nexpect: {}\n',
        new Map([['a', { fail: 'timeout' }]]),
      ),
    ).toBe('name: x\nwebhooks: { b: { fail: tls }, a: { fail: timeout } }\nexpect: {}\n');
    expect(setWebhookEntries('name: x', new Map([['a', { fail: 'timeout' }]]))).toBe(
      'name: x\nwebhooks:\n  a:\n    fail: timeout\n',
    );
    expect(
      setWebhookEntries('name: x\nwebhooks:\nexpect: {}\n', new Map([['a', { fail: 'timeout' }]])),
    ).toBe('name: x\nwebhooks:\n  a:\n    fail: timeout\nexpect: {}\n');
  });

  it('re-renders a JSON file in its flow style, and refuses what is no mapping', () => {
    const out = setWebhookEntries('{"name": "x"}\n', new Map([['a', { fail: 'timeout' }]])) ?? '';
    expect(parse(out)).toEqual({ name: 'x', webhooks: { a: { fail: 'timeout' } } });
    expect(setWebhookEntries('- a\n', entry)).toBeUndefined();
    expect(setWebhookEntries('a: [\n', entry)).toBeUndefined();
  });
});
