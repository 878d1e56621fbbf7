import { describe, expect, it } from 'vitest';
import type { WebhookBehaviour } from '../../scenario/types.ts';
import { newWebhookAccessor } from '../accessor.ts';
import { answer } from '../simulated/server.ts';
import type { HttpOutcome, LiveCall } from './calls.ts';
import { TRACE_BODY_LIMIT, fromHttp } from './fromHttp.ts';

const url = 'https://127.0.0.1:9443/validate?timeout=10s';
const call: LiveCall = {
  kind: 'live',
  id: 'cfg/hook/0#0',
  webhook: 'hook.example.com',
  configuration: 'cfg',
  mutating: false,
  review: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', request: { uid: 'u-1' } },
  url,
  timeoutMs: 10_000,
  clientConfig: { url: 'https://127.0.0.1:9443/validate' },
};

const reply = (
  statusCode: number,
  body: string,
  contentType = 'application/json',
  durationMs = 12.4,
): HttpOutcome => ({ kind: 'response', statusCode, contentType, body, durationMs });
const errorOf = (o: HttpOutcome): string => {
  const a = fromHttp(o, call);
  if (a.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(a)}`);
  return a.error;
};

// reflect's rendering of SimpleMetaFactory.Interpret's findKind struct.
const FIND_KIND =
  'struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" }';
const PARSE = "couldn't get version/kind; json parse error: ";

describe('fromHttp: 2xx answers', () => {
  it('passes a JSON object on as the body, with the exchange in the trace', () => {
    const body = {
      apiVersion: 'admission.k8s.io/v1',
      kind: 'AdmissionReview',
      response: { uid: 'u-1', allowed: true },
    };
    const a = fromHttp(reply(200, JSON.stringify(body)), call);
    expect(a).toEqual({
      kind: 'body',
      body,
      text: JSON.stringify(body),
      latencyMs: 12,
      source: 'live: HTTP 200',
      http: {
        url,
        statusCode: 200,
        contentType: 'application/json',
        body: JSON.stringify(body),
        durationMs: 12.4,
      },
    });
  });

  it('counts an answer at the deadline as in time', () => {
    const a = fromHttp(reply(200, '{}', 'application/json', 10_000.4), call);
    expect(a.kind === 'body' && a.latencyMs).toBe(9_999);
  });

  it('decodes whatever the Content-Type says (the universal decoder ignores it)', () => {
    const a = fromHttp(reply(200, '{"response":{"allowed":true}}', 'text/plain'), call);
    expect(a.kind === 'body' && a.body).toEqual({ response: { allowed: true } });
  });

  it.each([
    {
      name: 'an empty body',
      status: 200,
      body: '',
      type: '',
      err: '0-length response with status code: 200 and content type: application/json',
    },
    {
      name: 'a 204 with its type',
      status: 204,
      body: '',
      type: 'application/json; charset=utf-8',
      err: '0-length response with status code: 204 and content type: application/json; charset=utf-8',
    },
    // The recorded ex-040 body: a truncated review.
    {
      name: 'truncated JSON',
      status: 200,
      body: '{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "response": {',
      err: `${PARSE}unexpected end of JSON input`,
    },
    {
      name: 'a missing colon',
      status: 200,
      body: '{"a" 1}',
      err: `${PARSE}invalid character '1' after object key`,
    },
    {
      name: 'a trailing comma',
      status: 200,
      body: '{"a":1,}',
      err: `${PARSE}invalid character '}' looking for beginning of object key string`,
    },
    {
      name: 'data after the object',
      status: 200,
      body: '{} {}',
      err: `${PARSE}invalid character '{' after top-level value`,
    },
    {
      name: 'a number kind',
      status: 200,
      body: '{"kind": 5}',
      err: `${PARSE}json: cannot unmarshal number into Go struct field .kind of type string`,
    },
    {
      name: 'an object apiVersion, matched case-insensitively',
      status: 200,
      body: '{"APIVERSION": {}}',
      err: `${PARSE}json: cannot unmarshal object into Go struct field .apiVersion of type string`,
    },
    // Not starting with '{': the YAML serializer converts it first.
    {
      name: 'an array',
      status: 200,
      body: '[1, 2]',
      err: `${PARSE}json: cannot unmarshal array into Go value of type ${FIND_KIND}`,
    },
    {
      name: 'plain text',
      status: 200,
      body: 'OK',
      err: `${PARSE}json: cannot unmarshal string into Go value of type ${FIND_KIND}`,
    },
    {
      name: 'a JSON string',
      status: 200,
      body: '"allowed"',
      err: `${PARSE}json: cannot unmarshal string into Go value of type ${FIND_KIND}`,
    },
    {
      name: 'a number',
      status: 200,
      body: '42',
      err: `${PARSE}json: cannot unmarshal number into Go value of type ${FIND_KIND}`,
    },
    {
      name: 'a YAML 1.1 boolean',
      status: 200,
      body: 'yes',
      err: `${PARSE}json: cannot unmarshal bool into Go value of type ${FIND_KIND}`,
    },
    {
      name: 'broken YAML',
      status: 200,
      body: '[1, 2',
      err: "error converting YAML to JSON: yaml: line 1: did not find expected ',' or ']'",
    },
  ])('words $name as the client does', ({ status, body, type, err }) => {
    expect(errorOf(reply(status, body, type ?? 'application/json'))).toBe(err);
  });

  it('turns a blank body into the empty review (YAML null)', () => {
    const a = fromHttp(reply(200, ' \n'), call);
    expect(a.kind === 'body' && a.body).toEqual({});
  });

  it('keeps a YAML mapping as an object', () => {
    const a = fromHttp(reply(200, 'response:\n  allowed: true\n', 'application/yaml'), call);
    expect(a.kind === 'body' && a.body).toEqual({ response: { allowed: true } });
  });
});

describe('fromHttp: answers outside 2xx', () => {
  it('words an HTTP 500 with a text body exactly as fail: http-500', () => {
    expect(errorOf(reply(500, 'internal server error\n', 'text/plain; charset=utf-8'))).toBe(
      'an error on the server ("internal server error") has prevented the request from succeeding',
    );
  });

  it.each([
    {
      name: 'no Content-Type counts as text',
      status: 500,
      body: '  oops  ',
      type: '',
      err: 'an error on the server ("oops") has prevented the request from succeeding',
    },
    {
      name: 'a JSON body that is no Status is "unknown"',
      status: 500,
      body: '{"error":"x"}',
      type: 'application/json',
      err: 'an error on the server ("unknown") has prevented the request from succeeding',
    },
    {
      name: 'quoting as Go %q',
      status: 502,
      body: 'bad "gateway"\tthere',
      type: 'text/html',
      err: 'an error on the server ("bad \\"gateway\\"\\tthere") has prevented the request from succeeding',
    },
    {
      name: '404',
      status: 404,
      body: 'not found',
      type: 'text/plain',
      err: 'the server could not find the requested resource',
    },
    {
      name: '400',
      status: 400,
      body: '',
      type: 'text/plain',
      err: 'the server rejected our request for an unknown reason',
    },
    {
      name: '401',
      status: 401,
      body: '',
      type: 'text/plain',
      err: 'the server has asked for the client to provide credentials',
    },
    {
      name: '403 keeps the text',
      status: 403,
      body: 'go away\n',
      type: 'text/plain',
      err: 'go away',
    },
    {
      name: '405',
      status: 405,
      body: '',
      type: '',
      err: 'the server does not allow this method on the requested resource',
    },
    { name: '409', status: 409, body: '', type: '', err: 'the server reported a conflict' },
    {
      name: '422',
      status: 422,
      body: '',
      type: '',
      err: 'the server rejected our request due to an error in our request',
    },
    {
      name: '429',
      status: 429,
      body: '',
      type: '',
      err: 'the server has received too many requests and has asked us to try again later',
    },
    {
      name: '503',
      status: 503,
      body: 'x',
      type: 'text/plain',
      err: 'the server is currently unable to handle the request',
    },
    {
      name: '504',
      status: 504,
      body: 'x',
      type: 'text/plain',
      err: 'the server was unable to return a response in the time allotted, but may still be processing the request',
    },
    {
      name: 'another code',
      status: 418,
      body: 'teapot',
      type: 'text/plain',
      err: 'the server responded with the status code 418 but did not return more information',
    },
    {
      name: 'a redirect',
      status: 302,
      body: '',
      type: 'text/html',
      err: 'the server responded with the status code 302 but did not return more information',
    },
    {
      name: 'a Status with status Failure, by its message',
      status: 500,
      body: '{"kind":"Status","apiVersion":"v1","status":"Failure","message":"webhook broke","code":500}',
      type: 'application/json',
      err: 'webhook broke',
    },
    {
      name: 'a Status without apiVersion (defaulted to v1)',
      status: 422,
      body: '{"kind":"Status","status":"Failure","message":"m"}',
      type: 'application/json',
      err: 'm',
    },
    {
      name: 'a Status that is no Failure',
      status: 500,
      body: '{"kind":"Status","status":"Success","message":"m"}',
      type: 'application/json',
      err: 'an error on the server ("unknown") has prevented the request from succeeding',
    },
    {
      name: 'a Status with a mistyped field',
      status: 500,
      body: '{"kind":"Status","status":"Failure","code":"500"}',
      type: 'text/plain',
      err: 'an error on the server ("{\\"kind\\":\\"Status\\",\\"status\\":\\"Failure\\",\\"code\\":\\"500\\"}") has prevented the request from succeeding',
    },
  ])('words $name', ({ status, body, type, err }) => {
    expect(errorOf(reply(status, body, type))).toBe(err);
  });

  it('quotes at most 2048 bytes of the body', () => {
    const err = errorOf(reply(500, 'x'.repeat(3000), 'text/plain'));
    expect(err).toBe(
      `an error on the server ("${'x'.repeat(2048)}") has prevented the request from succeeding`,
    );
  });

  it('shows a rune the 2048-byte cut split as Go does (\\x escapes)', () => {
    const err = errorOf(reply(500, `${'x'.repeat(2047)}é`, 'text/plain'));
    expect(err).toBe(
      `an error on the server ("${'x'.repeat(2047)}\\xc3") has prevented the request from succeeding`,
    );
  });

  it.each([
    {
      type: 'application json',
      err: 'Internal error occurred: mime: expected slash after first token',
    },
    { type: 'application/', err: 'Internal error occurred: mime: expected token after slash' },
    {
      type: 'application/json; charset',
      err: 'Internal error occurred: mime: invalid media parameter',
    },
    {
      type: 'text/plain; a=1; a=2',
      err: 'Internal error occurred: mime: duplicate parameter name',
    },
  ])('fails the call on a malformed Content-Type $type, whatever the status', ({ type, err }) => {
    expect(errorOf(reply(200, '{}', type))).toBe(err);
    expect(errorOf(reply(500, 'x', type))).toBe(err);
  });
});

describe('fromHttp: no HTTP answer', () => {
  it('wraps a transport error as url.Error does', () => {
    const a = fromHttp(
      {
        kind: 'transport',
        error: 'dial tcp 127.0.0.1:9443: connect: connection refused',
        durationMs: 1.2,
      },
      call,
    );
    expect(a).toEqual({
      kind: 'error',
      error:
        'Post "https://127.0.0.1:9443/validate?timeout=10s": dial tcp 127.0.0.1:9443: connect: connection refused',
      latencyMs: 1,
      source: 'live: no HTTP answer',
      http: { url, error: 'dial tcp 127.0.0.1:9443: connect: connection refused', durationMs: 1.2 },
    });
  });

  it('leaves a timeout to the engine (context deadline exceeded)', () => {
    const a = fromHttp({ kind: 'timeout', durationMs: 10_003 }, call);
    expect(a).toEqual({
      kind: 'hang',
      source: 'live: no answer in time',
      http: { url, error: 'context deadline exceeded', durationMs: 10_003 },
    });
  });
});

// --record turns these live failures into fail: modes; the replay must word them the same.
describe('fromHttp agrees with the simulated fail: modes', () => {
  const hook = newWebhookAccessor(
    { name: 'hook.example.com', clientConfig: { url: 'https://127.0.0.1:9443/validate' } },
    'cfg',
    0,
    false,
    '/x',
  );
  const simulated = (fail: NonNullable<WebhookBehaviour['fail']>): string => {
    const a = answer(
      { latencyMs: 0, fail, pointer: '/webhooks/hook.example.com' },
      hook,
      call.review,
      0,
      10,
    );
    return a.kind === 'error' ? a.error : a.kind;
  };
  it.each([
    { fail: 'http-500', live: reply(500, 'simulated webhook failure (http-500)\n', 'text/plain') },
    {
      fail: 'bad-json',
      live: reply(
        200,
        '{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "response": {',
      ),
    },
    {
      fail: 'connection-refused',
      live: {
        kind: 'transport',
        error: 'dial tcp 127.0.0.1:9443: connect: connection refused',
        durationMs: 1,
      },
    },
    {
      fail: 'tls',
      live: {
        kind: 'transport',
        error: 'tls: failed to verify certificate: x509: certificate signed by unknown authority',
        durationMs: 1,
      },
    },
  ] as Array<{ fail: NonNullable<WebhookBehaviour['fail']>; live: HttpOutcome }>)(
    'words $fail as the simulator does',
    ({ fail, live }) => {
      expect(errorOf(live)).toBe(simulated(fail));
    },
  );
});

describe('fromHttp: the trace body', () => {
  it(`keeps at most ${TRACE_BODY_LIMIT} bytes, cut at a character`, () => {
    // 7 bytes, then 2-byte runes: byte 65536 falls inside one.
    const body = `{"a":"x${'é'.repeat(40_000)}"}`;
    const a = fromHttp(reply(200, body), call);
    const kept = a.http?.body ?? '';
    expect(new TextEncoder().encode(kept).length).toBe(TRACE_BODY_LIMIT - 1);
    expect(body.startsWith(kept)).toBe(true);
  });
});
