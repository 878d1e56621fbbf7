// The "configValidators" group (rest/validatorFamilies.ts): namespaces, ConfigMaps, Secrets and
// ServiceAccounts, a chunk of its own in the browser's engine worker (a ConfigMap's scenario
// fetches only this family's few validators).

import type { KindValidator } from '../validator.ts';
import { configValidators } from './config.ts';

/** This family's validators, keyed as validators.ts keys them. */
export const validators: Readonly<Record<string, KindValidator>> = configValidators;
