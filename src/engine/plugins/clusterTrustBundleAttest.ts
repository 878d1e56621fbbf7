// ClusterTrustBundleAttest: writing a ClusterTrustBundle that names a signer needs `attest` on that
// signer (plugin/pkg/admission/certificates/ctbattest/admission.go, Validate). Inert unless the
// ClusterTrustBundle feature gate is on (alpha in 1.32, beta but off by default in 1.33 and 1.34).
// Read from the stored version with the GC-fields skip, which its test file dates to 1.29 or earlier.

import { admissionForbidden } from '../admission/forbidden.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { isAuthorizedForSignerName } from './certificates/isAuthorizedForSignerName.ts';
import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { featureEnabled, stringAt } from './objectFields.ts';

const gcFields = ['ownerReferences', 'finalizers', 'selfLink', 'managedFields'];

/** rbac.IsOnlyMutatingGCFields: equal once the new object takes the old ownerReferences, finalizers, selfLink and managedFields. */
export function isOnlyMutatingGCFields(obj: JsonObject, old: JsonObject): boolean {
  const copied = structuredClone(obj);
  const meta: JsonObject = isObject(copied['metadata']) ? copied['metadata'] : {};
  const oldMeta = isObject(old['metadata']) ? old['metadata'] : {};
  for (const f of gcFields) {
    const v = oldMeta[f];
    if (v === undefined) delete meta[f];
    else meta[f] = structuredClone(v);
  }
  copied['metadata'] = meta;
  return semanticDeepEqual(copied, old, true);
}

/** The ClusterTrustBundleAttest plugin: Validate, for CREATE and UPDATE of clustertrustbundles. */
export const clusterTrustBundleAttestPlugin: AdmissionPlugin = {
  name: 'ClusterTrustBundleAttest',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate({ attr, authorizer, featureGates }) {
    if (!featureEnabled(featureGates, 'ClusterTrustBundle', false)) return undefined;
    if (
      attr.resource.group !== 'certificates.k8s.io' ||
      attr.resource.resource !== 'clustertrustbundles'
    )
      return undefined;
    const bundle = attr.object;
    if (bundle === undefined) {
      const status = admissionForbidden(attr, 'expected type ClusterTrustBundle, got: <nil>');
      return { status, reason: status.message };
    }
    const signerName = stringAt(bundle, 'spec', 'signerName');
    if (signerName === '') return { reason: 'the bundle names no signer' };
    if (
      attr.operation === 'UPDATE' &&
      attr.oldObject !== undefined &&
      isOnlyMutatingGCFields(bundle, attr.oldObject)
    ) {
      return {
        reason: 'only ownerReferences, finalizers or managedFields change: no attest check',
      };
    }
    const authz = isAuthorizedForSignerName(authorizer, attr.userInfo, 'attest', signerName);
    if (authz.allowed)
      return { reason: `may attest for signers ${authz.checked.map(goQuote).join(' or ')}` };
    const status = admissionForbidden(
      attr,
      `user not permitted to attest for signerName ${goQuote(signerName)}`,
    );
    return { status, reason: status.message };
  },
};
