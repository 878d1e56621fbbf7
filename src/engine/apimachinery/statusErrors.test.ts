import { describe, expect, it } from 'vitest';
import type { Status } from './status.ts';
import {
  failure,
  groupResourceString,
  newAlreadyExists,
  newBadRequest,
  newForbidden,
  newInternalError,
  newNotFound,
  newTimeoutError,
  withCauses,
} from './statusErrors.ts';

const pods = { group: '', resource: 'pods' };
const deployments = { group: 'apps', resource: 'deployments' };
const base = { kind: 'Status', apiVersion: 'v1', metadata: {}, status: 'Failure' } as const;

describe('apierrors constructors', () => {
  it.each<[string, Status, Status]>([
    [
      'NewInternalError carries the error as its only cause',
      newInternalError('boom'),
      {
        ...base,
        message: 'Internal error occurred: boom',
        reason: 'InternalError',
        details: { causes: [{ message: 'boom' }] },
        code: 500,
      },
    ],
    [
      'NewBadRequest keeps the message as is',
      newBadRequest('bad'),
      { ...base, message: 'bad', reason: 'BadRequest', code: 400 },
    ],
    [
      'NewTimeoutError with retryAfterSeconds 0 has empty details',
      newTimeoutError('request did not complete within requested timeout'),
      {
        ...base,
        message: 'Timeout: request did not complete within requested timeout',
        reason: 'Timeout',
        details: {},
        code: 504,
      },
    ],
    [
      'NewForbidden with a name',
      newForbidden(deployments, 'name', 'test error'),
      {
        ...base,
        message: 'deployments.apps "name" is forbidden: test error',
        reason: 'Forbidden',
        details: { name: 'name', group: 'apps', kind: 'deployments' },
        code: 403,
      },
    ],
    [
      'NewForbidden without a name',
      newForbidden(pods, '', 'no'),
      {
        ...base,
        message: 'pods is forbidden: no',
        reason: 'Forbidden',
        details: { kind: 'pods' },
        code: 403,
      },
    ],
    [
      'NewNotFound in the core group',
      newNotFound({ group: '', resource: 'namespaces' }, 'x'),
      {
        ...base,
        message: 'namespaces "x" not found',
        reason: 'NotFound',
        details: { name: 'x', kind: 'namespaces' },
        code: 404,
      },
    ],
    [
      'NewNotFound in a named group',
      newNotFound(deployments, 'd'),
      {
        ...base,
        message: 'deployments.apps "d" not found',
        reason: 'NotFound',
        details: { name: 'd', group: 'apps', kind: 'deployments' },
        code: 404,
      },
    ],
    [
      'NewAlreadyExists',
      newAlreadyExists(pods, 'p'),
      {
        ...base,
        message: 'pods "p" already exists',
        reason: 'AlreadyExists',
        details: { name: 'p', kind: 'pods' },
        code: 409,
      },
    ],
    [
      'failure without a reason omits it',
      failure(422, '', 'm'),
      { ...base, message: 'm', code: 422 },
    ],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  // NewForbidden answers "forbidden: <err>" when the GroupResource is empty (qualifiedResource.Empty()).
  it('renders a forbidden error without a resource as "forbidden: <err>"', () => {
    expect(newForbidden({ group: '', resource: '' }, '', 'no').message).toBe('forbidden: no');
  });

  // StatusDetails encodes as name, group, kind, ...
  it.each([
    ['NewNotFound', newNotFound(deployments, 'd')],
    ['NewAlreadyExists', newAlreadyExists(deployments, 'd')],
  ])('%s orders details as StatusDetails encodes them', (_name, status) => {
    expect(Object.keys(status.details ?? {})).toEqual(['name', 'group', 'kind']);
  });

  // metav1.Status encodes reason and details before code.
  it('orders the fields as metav1.Status encodes them', () => {
    expect(Object.keys(newInternalError('boom'))).toEqual([
      'kind',
      'apiVersion',
      'metadata',
      'status',
      'message',
      'reason',
      'details',
      'code',
    ]);
  });
});

describe('groupResourceString', () => {
  it.each([
    ['the core group', pods, 'pods'],
    ['a named group', deployments, 'deployments.apps'],
  ])('renders %s', (_name, gr, text) => {
    expect(groupResourceString(gr)).toBe(text);
  });
});

describe('withCauses', () => {
  it('appends causes after existing ones without changing the original', () => {
    const original = newInternalError('boom');
    const extended = withCauses(original, [{ field: 'f', message: 'm' }]);
    expect(extended.details?.causes).toEqual([{ message: 'boom' }, { field: 'f', message: 'm' }]);
    expect(original.details?.causes).toEqual([{ message: 'boom' }]);
  });

  it('creates details when the status had none', () => {
    expect(withCauses(newBadRequest('bad'), [{ message: 'm' }]).details).toEqual({
      causes: [{ message: 'm' }],
    });
  });
});
