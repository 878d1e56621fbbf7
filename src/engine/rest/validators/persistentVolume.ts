// The strategy of PersistentVolumes (pkg/registry/core/persistentvolume/strategy.go
// persistentvolumeStrategy): Validate, ValidateUpdate and the warnings, which are not ported.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  persistentVolumeSourceFields,
  validatePersistentVolume,
  validatePersistentVolumeUpdate,
} from '../../validation/core/persistentVolume.ts';
import { obj } from '../../validation/read.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

// pvutil.GetWarningsForPersistentVolume warns of deprecated node labels in the node affinity and of
// deprecated in-tree plugins; only a PV with either could get a warning.
function warnings(pv: JsonObject, _old: JsonObject | undefined, env: ValidationEnv): string[] {
  const spec = obj(pv['spec']) ?? {};
  const inTree = persistentVolumeSourceFields.filter(
    (f) => !['hostPath', 'local', 'nfs', 'csi'].includes(f) && obj(spec[f]) !== undefined,
  );
  if (obj(spec['nodeAffinity']) !== undefined || inTree.length > 0)
    env.notSimulated(
      'the warnings of a PersistentVolume (deprecated node labels and in-tree volume plugins)',
    );
  return [];
}

/** The validator of PersistentVolumes, by `group/resource`. */
export const persistentVolumeValidators: Readonly<Record<string, KindValidator>> = {
  '/persistentvolumes': {
    strategy: 'persistentvolumeStrategy',
    validate: (o, env) => validatePersistentVolume(o, env),
    validateUpdate: (o, old, env) => validatePersistentVolumeUpdate(o, old, env),
    warnings,
  },
};
