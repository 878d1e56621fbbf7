import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { dryRunUnsupported, toStatusErr } from './statusError.ts';

const deniedBy = 'admission webhook "foo" denied the request';

describe('toStatusErr', () => {
  // Every row of errors/statuserror_test.go (TestToStatusErr): error text, code and status.
  it.each<[string, JsonObject | undefined, string, number, string]>([
    ['nil result', undefined, `${deniedBy} without explanation`, 400, 'Failure'],
    [
      'only message',
      { message: 'you shall not pass' },
      `${deniedBy}: you shall not pass`,
      400,
      'Failure',
    ],
    ['only reason', { reason: 'Forbidden' }, `${deniedBy}: Forbidden`, 400, 'Failure'],
    [
      'message and reason',
      { message: 'you shall not pass', reason: 'Forbidden' },
      `${deniedBy}: you shall not pass`,
      400,
      'Failure',
    ],
    ['no message, no reason', {}, `${deniedBy} without explanation`, 400, 'Failure'],
    ['custom 4xx status code', { code: 401 }, `${deniedBy} without explanation`, 401, 'Failure'],
    ['custom 5xx status code', { code: 500 }, `${deniedBy} without explanation`, 500, 'Failure'],
    ['200 status code', { code: 200 }, `${deniedBy} without explanation`, 400, 'Failure'],
    ['300 status code', { code: 300 }, `${deniedBy} without explanation`, 400, 'Failure'],
    ['399 status code', { code: 399 }, `${deniedBy} without explanation`, 400, 'Failure'],
    ['missing status', {}, `${deniedBy} without explanation`, 400, 'Failure'],
    [
      'success status overridden',
      { status: 'Success' },
      `${deniedBy} without explanation`,
      400,
      'Failure',
    ],
    [
      'failure status preserved',
      { status: 'Failure' },
      `${deniedBy} without explanation`,
      400,
      'Failure',
    ],
  ])('%s', (_name, result, message, code, status) => {
    const s = toStatusErr('foo', result);
    expect([s.message, s.code, s.status]).toEqual([message, code, status]);
  });

  // ToStatusErr only replaces "" and "Success"; any other status string the webhook sent is kept
  // (statuserror_test.go "custom status preserved").
  it('keeps a custom status string (custom status preserved)', () => {
    const s = toStatusErr('foo', { status: 'custom' });
    expect([s.message, s.code, s.status as string]).toEqual([
      `${deniedBy} without explanation`,
      400,
      'custom',
    ]);
  });

  it.each<[string, JsonObject, Partial<Record<'reason' | 'details', unknown>>]>([
    ['passes the reason through', { reason: 'Forbidden', code: 403 }, { reason: 'Forbidden' }],
    [
      'passes the details through',
      { details: { name: 'x', kind: 'pods', causes: [{ field: 'spec', message: 'bad' }] } },
      { details: { name: 'x', kind: 'pods', causes: [{ field: 'spec', message: 'bad' }] } },
    ],
  ])('%s', (_name, result, expected) => {
    expect(toStatusErr('foo', result)).toMatchObject(expected);
  });

  it('has no reason when the webhook gave none', () => {
    expect(toStatusErr('foo', { message: 'no' })).not.toHaveProperty('reason');
  });

  it('quotes the webhook name as Go %q does', () => {
    expect(toStatusErr('a"b', undefined).message).toBe(
      'admission webhook "a\\"b" denied the request without explanation',
    );
  });

  it('does not prefix the message with the resource, unlike NewForbidden', () => {
    expect(
      toStatusErr('deny.example.com', { code: 403, message: 'you shall not pass' }).message,
    ).toBe('admission webhook "deny.example.com" denied the request: you shall not pass');
  });

  // metav1.Status encodes as kind, apiVersion, metadata, status, message, reason, details, code.
  it('orders the fields as metav1.Status encodes them', () => {
    expect(
      Object.keys(toStatusErr('foo', { reason: 'Forbidden', code: 403, details: { name: 'x' } })),
    ).toEqual(['kind', 'apiVersion', 'metadata', 'status', 'message', 'reason', 'details', 'code']);
  });
});

describe('dryRunUnsupported', () => {
  it('answers 400 BadRequest naming the webhook', () => {
    expect(dryRunUnsupported('side.example.com')).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message: 'admission webhook "side.example.com" does not support dry run',
    });
  });
});
