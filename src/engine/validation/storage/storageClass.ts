// Checks a StorageClass: mirrors pkg/apis/storage/validation/validation.go ValidateStorageClass
// (provisioner, parameters, reclaimPolicy, volumeBindingMode) and ValidateStorageClassUpdate (all four
// immutable). The scheme defaults reclaimPolicy to Delete and volumeBindingMode to Immediate; an
// absent value is read as that default. allowedTopologies is recorded as not simulated when present.
// From 1.36 the update checks all four with ValidateImmutableField (`Invalid value: <new value>: field
// is immutable`, origin immutable, marked covered by the declarative +k8s:immutable), in the order
// parameters, provisioner, reclaimPolicy, volumeBindingMode: kubernetes eab10ee ("migrate
// StorageClass.VolumeBindingMode to declarative validation", k8s.io/api 1fd5bbc5a, first tag
// v0.36.0-alpha.2); ≤1.35 keep 1.32's "Forbidden: updates to X are forbidden.".

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import { goJson, goNamed, goString } from '../../apimachinery/goValue.ts';
import { byteLength, invalidEach, isQualifiedName } from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { list, obj, str, stringMap } from '../read.ts';

const reclaimPolicy = (sc: JsonObject): string => str(sc['reclaimPolicy']) || 'Delete';
const bindingMode = (sc: JsonObject): string => str(sc['volumeBindingMode']) || 'Immediate';

function validateParameters(params: [string, string][]): FieldError[] {
  if (params.length > 512) return [tooLong('parameters', 512)];
  const errs: FieldError[] = [];
  let total = 0;
  for (const [k, v] of params) {
    if (k === '') errs.push(invalid('parameters', goString(k), 'field can not be empty.'));
    total += byteLength(k) + byteLength(v);
  }
  if (total > 256 * 1024) errs.push(tooLong('parameters', 256 * 1024));
  return errs;
}

/** Checks a new StorageClass. */
export function validateStorageClass(
  sc: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs = [
    ...validateObjectMeta(sc, false, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(sc),
  ];
  const provisioner = str(sc['provisioner']);
  if (provisioner === '') errs.push(required('provisioner', ''));
  else
    errs.push(
      ...invalidEach(
        'provisioner',
        provisioner.toLowerCase(),
        isQualifiedName(provisioner.toLowerCase()),
      ),
    );
  errs.push(...validateParameters(stringMap(sc['parameters'])));
  const policy = reclaimPolicy(sc);
  if (policy !== 'Delete' && policy !== 'Retain')
    errs.push(
      notSupported('reclaimPolicy', goNamed('core.PersistentVolumeReclaimPolicy', policy), [
        'Delete',
        'Retain',
      ]),
    );
  const mode = bindingMode(sc);
  if (mode !== 'Immediate' && mode !== 'WaitForFirstConsumer')
    errs.push(
      notSupported('volumeBindingMode', goNamed('storage.VolumeBindingMode', mode), [
        'Immediate',
        'WaitForFirstConsumer',
      ]),
    );
  if (list(sc['allowedTopologies']).length > 0)
    notSimulated("field validation of a StorageClass's allowedTopologies");
  return errs;
}

// The four immutable fields as 1.36's ValidateStorageClassUpdate checks them: the new value shown.
function immutableFields(sc: JsonObject, old: JsonObject): FieldError[] {
  const params = obj(sc['parameters']) ?? null;
  return [
    ...validateImmutableField(params, obj(old['parameters']) ?? null, 'parameters', goJson(params)),
    ...validateImmutableField(
      str(sc['provisioner']),
      str(old['provisioner']),
      'provisioner',
      goString(str(sc['provisioner'])),
    ),
    ...validateImmutableField(
      reclaimPolicy(sc),
      reclaimPolicy(old),
      'reclaimPolicy',
      goNamed('core.PersistentVolumeReclaimPolicy', reclaimPolicy(sc)),
    ),
    ...validateImmutableField(
      bindingMode(sc),
      bindingMode(old),
      'volumeBindingMode',
      goNamed('storage.VolumeBindingMode', bindingMode(sc)),
    ),
  ];
}

/** Checks a StorageClass update: parameters, provisioner, reclaimPolicy and volumeBindingMode may not change. */
export function validateStorageClassUpdate(
  sc: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
  version: KubernetesVersion,
): FieldError[] {
  const errs = [...validateObjectMetaUpdate(sc, old), ...validateStorageClass(sc, notSimulated)];
  if (atLeast(version, '1.36')) return [...errs, ...immutableFields(sc, old)];
  if (!semanticDeepEqual(obj(sc['parameters']) ?? null, obj(old['parameters']) ?? null, true))
    errs.push(forbidden('parameters', 'updates to parameters are forbidden.'));
  if (str(sc['provisioner']) !== str(old['provisioner']))
    errs.push(forbidden('provisioner', 'updates to provisioner are forbidden.'));
  if (reclaimPolicy(sc) !== reclaimPolicy(old))
    errs.push(forbidden('reclaimPolicy', 'updates to reclaimPolicy are forbidden.'));
  errs.push(
    ...validateImmutableField(
      bindingMode(sc),
      bindingMode(old),
      'volumeBindingMode',
      goNamed('storage.VolumeBindingMode', bindingMode(sc)),
    ),
  );
  return errs;
}
