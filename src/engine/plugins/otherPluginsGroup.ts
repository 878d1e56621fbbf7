// The "otherPlugins" family (plugins/lazy.ts): the plugins of the namespaces, the default classes,
// the storage protection, the owner references' permissions and the external IPs, one chunk in the
// browser. A scenario that turns them off (most of the gallery does) never fetches them.

import { defaultIngressClassPlugin } from './defaultIngressClass.ts';
import { defaultStorageClassPlugin } from './defaultStorageClass.ts';
import { denyServiceExternalIPsPlugin } from './denyServiceExternalIPs.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { namespaceAutoProvisionPlugin } from './namespaceAutoProvision.ts';
import { namespaceExistsPlugin } from './namespaceExists.ts';
import { ownerReferencesPermissionEnforcementPlugin } from './ownerReferencesPermissionEnforcement.ts';
import { storageObjectInUseProtectionPlugin } from './storageObjectInUseProtection.ts';

export const plugins: readonly AdmissionPlugin[] = [
  namespaceAutoProvisionPlugin,
  namespaceExistsPlugin,
  defaultStorageClassPlugin,
  storageObjectInUseProtectionPlugin,
  ownerReferencesPermissionEnforcementPlugin,
  defaultIngressClassPlugin,
  denyServiceExternalIPsPlugin,
];
