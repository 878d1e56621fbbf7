// Names ending in ".static.k8s.io" belong to manifest-based admission (KEP-5793): mirrors
// pkg/apis/admissionregistration/validation/static_suffix.go (1.36+). The strategies refuse such a
// name on create while ManifestBasedAdmissionControlConfig is on (1.37's default), and warn on
// create while it is off and on every update.

import { type FieldError, invalid } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';

/** The reserved suffix (StaticConfigSuffix). */
export const STATIC_CONFIG_SUFFIX = '.static.k8s.io';

const detail = `names ending with "${STATIC_CONFIG_SUFFIX}" are reserved for static manifest-based configurations and cannot be managed via the API`;

/** Refuses a reserved name at metadata.name (ValidateStaticSuffix). */
export const validateStaticSuffix = (name: string): FieldError[] =>
  name.endsWith(STATIC_CONFIG_SUFFIX) ? [invalid('metadata.name', goString(name), detail)] : [];

/** Warns about a reserved name (WarningsForStaticSuffix). */
export const warningsForStaticSuffix = (name: string): string[] =>
  name.endsWith(STATIC_CONFIG_SUFFIX) ? [`metadata.name: ${detail}`] : [];
