// The strategies of kinds whose only 1.32 version is alpha, served when cluster.runtimeConfig turns
// it on: pkg/registry/certificates/clustertrustbundle, pkg/registry/storagemigration/
// storagemigration, pkg/registry/apiserverinternal/storageversion and
// pkg/registry/coordination/leasecandidate strategy.go.

import {
  validateClusterTrustBundle,
  validateClusterTrustBundleUpdate,
} from '../../validation/certificates/clusterTrustBundle.ts';
import { validateStorageVersion } from '../../validation/apiserverinternal/storageVersion.ts';
import {
  validateStorageVersionMigration,
  validateStorageVersionMigrationUpdate,
} from '../../validation/storagemigration/storageVersionMigration.ts';
import {
  validateLeaseCandidate,
  validateLeaseCandidateUpdate,
} from '../../validation/coordination/leaseCandidate.ts';
import type { KindValidator } from '../validator.ts';

/** The validators of these kinds, by `group/resource`. */
export const offByDefaultValidators: Readonly<Record<string, KindValidator>> = {
  'certificates.k8s.io/clustertrustbundles': {
    strategy: 'clusterTrustBundleStrategy',
    validate: (o, env) => validateClusterTrustBundle(o, env.notSimulated),
    validateUpdate: (o, old, env) => validateClusterTrustBundleUpdate(o, old, env.notSimulated),
  },
  'storagemigration.k8s.io/storageversionmigrations': {
    strategy: 'storageVersionMigrationStrategy',
    validate: (o) => validateStorageVersionMigration(o),
    validateUpdate: (o, old) => validateStorageVersionMigrationUpdate(o, old),
  },
  'internal.apiserver.k8s.io/storageversions': {
    strategy: 'storageVersionStrategy',
    validate: (o) => validateStorageVersion(o),
    // ValidateUpdate: ValidateStorageVersion and the (empty) spec's update rules.
    validateUpdate: (o) => validateStorageVersion(o),
  },
  'coordination.k8s.io/leasecandidates': {
    strategy: 'leaseCandidateStrategy',
    validate: (o) => validateLeaseCandidate(o),
    validateUpdate: (o, old) => validateLeaseCandidateUpdate(o, old),
  },
};
