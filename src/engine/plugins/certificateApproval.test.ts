// Tests for CertificateApproval, after plugin/pkg/admission/certificates/approval/admission_test.go
// (TestPlugin_Validate: exact signer, domain wildcard, missing permission, non-approval requests).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { certificateApprovalPlugin as plugin } from './certificateApproval.ts';
import { grantSigners } from './certificates/testRbac.ts';
import { pluginRequest } from './testing.ts';

const grant = (verbs: string[], names: string[]): JsonObject[] =>
  grantSigners('approver', verbs, names);
const csr = (signerName: string): JsonObject => ({
  apiVersion: 'certificates.k8s.io/v1',
  kind: 'CertificateSigningRequest',
  metadata: { name: 'csr' },
  spec: { signerName },
});
const validate = (
  objects: JsonObject[],
  old: JsonObject | undefined,
  subresource = 'approval',
  username = 'approver',
) =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        operation: 'UPDATE',
        namespace: '',
        name: 'csr',
        resource: gvr('certificates.k8s.io', 'v1', 'certificatesigningrequests'),
        subresource,
        object: csr('abc.com/xyz'),
        oldObject: old,
        userInfo: { username, groups: ['system:authenticated'], extra: {} },
      },
      objects,
    }),
  );

describe('CertificateApproval', () => {
  it.each([
    ['the exact signer name', ['abc.com/xyz']],
    ['the domain wildcard', ['abc.com/*']],
  ])('allows a user who may approve %s', (_, names) => {
    expect(validate(grant(['approve'], names), csr('abc.com/xyz'))?.status).toBeUndefined();
  });

  it.each([
    ['another signer', grant(['approve'], ['notabc.com/xyz'])],
    ['another verb', grant(['sign'], ['abc.com/xyz'])],
    ['nothing', []],
  ])('refuses a user allowed on %s', (_, objects) => {
    expect(validate(objects, csr('abc.com/xyz'))?.status).toMatchObject({
      code: 403,
      message:
        'certificatesigningrequests.certificates.k8s.io "csr" is forbidden: user not permitted to approve requests with signerName "abc.com/xyz"',
    });
  });

  it('checks the signer of the old object, not the one sent', () => {
    expect(
      validate(grant(['approve'], ['abc.com/xyz']), csr('other.com/xyz'))?.status?.message,
    ).toContain('signerName "other.com/xyz"');
  });

  it('lets system:masters approve anything', () => {
    const answer = plugin.validate?.(
      pluginRequest({
        attr: {
          operation: 'UPDATE',
          resource: gvr('certificates.k8s.io', 'v1', 'certificatesigningrequests'),
          subresource: 'approval',
          name: 'csr',
          object: csr('abc.com/xyz'),
          oldObject: csr('abc.com/xyz'),
          userInfo: { username: 'admin', groups: ['system:masters'], extra: {} },
        },
      }),
    );
    expect(answer?.status).toBeUndefined();
  });

  it('refuses when there is no old object', () => {
    expect(validate([], undefined)?.status?.message).toBe(
      'certificatesigningrequests.certificates.k8s.io "csr" is forbidden: expected type CertificateSigningRequest, got: <nil>',
    );
  });

  it('ignores other subresources and handles UPDATE only', () => {
    expect(validate([], csr('abc.com/xyz'), 'status')).toBeUndefined();
    expect(plugin.handles('CREATE')).toBe(false);
  });
});
