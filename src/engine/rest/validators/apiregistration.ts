// The strategy of APIServices (k8s.io/kube-aggregator pkg/registry/apiservice/strategy.go
// apiServerStrategy): Validate and ValidateUpdate; it has no warnings.

import {
  validateAPIService,
  validateAPIServiceUpdate,
} from '../../validation/apiregistration/apiService.ts';
import type { KindValidator } from '../validator.ts';

/** The validator of APIServices, by `group/resource`. */
export const apiRegistrationValidators: Readonly<Record<string, KindValidator>> = {
  'apiregistration.k8s.io/apiservices': {
    strategy: 'apiServerStrategy',
    validate: (o) => validateAPIService(o),
    validateUpdate: (o, old) => validateAPIServiceUpdate(o, old),
  },
};
