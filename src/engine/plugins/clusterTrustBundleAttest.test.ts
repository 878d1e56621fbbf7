// Tests for ClusterTrustBundleAttest, after plugin/pkg/admission/certificates/ctbattest/admission_test.go
// (TestPluginValidate: no signer, exact and wildcard attest, denied, no-op and finalizer-only updates).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvr } from '../testing/builders.ts';
import { grantSigners } from './certificates/testRbac.ts';
import { clusterTrustBundleAttestPlugin as plugin } from './clusterTrustBundleAttest.ts';
import { pluginRequest } from './testing.ts';

const bundle = (signerName?: string, metadata: JsonObject = {}): JsonObject => ({
  apiVersion: 'certificates.k8s.io/v1alpha1',
  kind: 'ClusterTrustBundle',
  metadata: { name: 'abc.com:xyz:1', ...metadata },
  spec: { trustBundle: 'pem', ...(signerName !== undefined ? { signerName } : {}) },
});
const on = { ClusterTrustBundle: true };
const validate = (
  object: JsonObject,
  oldObject?: JsonObject,
  objects: JsonObject[] = [],
  featureGates: Record<string, boolean> = on,
) =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        operation: oldObject ? 'UPDATE' : 'CREATE',
        namespace: '',
        name: 'abc.com:xyz:1',
        resource: gvr('certificates.k8s.io', 'v1alpha1', 'clustertrustbundles'),
        object,
        oldObject,
        userInfo: { username: 'attester', groups: ['system:authenticated'], extra: {} },
      },
      objects,
      featureGates,
    }),
  );
const refusal =
  'clustertrustbundles.certificates.k8s.io "abc.com:xyz:1" is forbidden: user not permitted to attest for signerName "abc.com/xyz"';

describe('ClusterTrustBundleAttest', () => {
  it('does nothing while the ClusterTrustBundle feature gate is off (the 1.32 default)', () => {
    expect(validate(bundle('abc.com/xyz'), undefined, [], {})).toBeUndefined();
  });

  it.each([
    ['create without a signer', bundle(), undefined, []],
    ['update without a signer', bundle(), bundle(), []],
    [
      'create with attest on the signer',
      bundle('abc.com/xyz'),
      undefined,
      grantSigners('attester', ['attest'], ['abc.com/xyz']),
    ],
    [
      'update with attest on the domain wildcard',
      bundle('abc.com/xyz'),
      bundle('abc.com/xyz'),
      grantSigners('attester', ['attest'], ['abc.com/*']),
    ],
    ['a no-op update without permission', bundle('abc.com/xyz'), bundle('abc.com/xyz', {}), []],
    [
      'an update changing only ownerReferences',
      bundle('abc.com/xyz', { ownerReferences: [{ apiVersion: 'something' }] }),
      bundle('abc.com/xyz'),
      [],
    ],
  ])('allows %s', (_, object, old, objects) => {
    expect(validate(object, old, objects)?.status).toBeUndefined();
  });

  it.each([
    ['create', bundle('abc.com/xyz'), undefined],
    [
      'an update changing the trust bundle',
      { ...bundle('abc.com/xyz'), spec: { signerName: 'abc.com/xyz', trustBundle: 'other' } },
      bundle('abc.com/xyz'),
    ],
  ])('refuses %s without attest permission', (_, object, old) => {
    expect(
      validate(object, old, grantSigners('attester', ['attest'], ['notabc.com/xyz']))?.status,
    ).toMatchObject({ code: 403, message: refusal });
  });
});
