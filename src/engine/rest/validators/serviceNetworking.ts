// The strategies of the Service IP allocation kinds (pkg/registry/networking/ipaddress and
// servicecidr strategy.go: ipAddressStrategy, serviceCIDRStrategy): Validate and ValidateUpdate.
// Beta and off in 1.32 (networking.k8s.io/v1beta1), GA and served from 1.33.

import {
  validateIPAddress,
  validateIPAddressUpdate,
  validateServiceCIDR,
  validateServiceCIDRUpdate,
} from '../../validation/networking/ipAddress.ts';
import type { KindValidator } from '../validator.ts';

/** The validators of these kinds, by `group/resource`. */
export const serviceNetworkingValidators: Readonly<Record<string, KindValidator>> = {
  'networking.k8s.io/ipaddresses': {
    strategy: 'ipAddressStrategy',
    validate: (o) => validateIPAddress(o),
    validateUpdate: (o, old) => validateIPAddressUpdate(o, old),
  },
  'networking.k8s.io/servicecidrs': {
    strategy: 'serviceCIDRStrategy',
    validate: (o) => validateServiceCIDR(o),
    validateUpdate: (o, old, env) => {
      // 1.33 lets a single-stack ServiceCIDR gain its second family (KEP-1880 GA); 1.32 does not.
      if (env.version !== '1.32')
        env.notSimulated("the ServiceCIDR update rules of the version (1.32's are applied)");
      return validateServiceCIDRUpdate(o, old);
    },
  },
};
