// Checks a PersistentVolumeClaim: mirrors pkg/apis/core/validation/validation.go
// ValidatePersistentVolumeClaim(Spec) (access modes, the storage request, class name, volume mode,
// selector) and ValidatePersistentVolumeClaimUpdate (spec immutable but for a bound claim's
// requests, which may not shrink). dataSource and dataSourceRef are not ported.

import type { JsonObject } from '../../apimachinery/types.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { cmp, quantityOf, signOf } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import { obj, optStr, str, strings } from '../read.ts';
import { decodeSelector } from '../apps/selector.ts';

const accessModes = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod'];

function validateSpec(spec: JsonObject, notSimulated: (d: string) => void): FieldError[] {
  const errs: FieldError[] = [];
  const modes = strings(spec['accessModes']);
  if (modes.length === 0)
    errs.push(required('spec.accessModes', 'at least 1 access mode is required'));
  const selector = obj(spec['selector']);
  if (selector !== undefined)
    errs.push(...validateLabelSelector(decodeSelector(selector), false, 'spec.selector'));
  let rwop = false;
  let other = false;
  for (const m of modes) {
    if (!accessModes.includes(m))
      errs.push(
        notSupported(
          'spec.accessModes',
          goNamed('core.PersistentVolumeAccessMode', m),
          accessModes,
        ),
      );
    if (m === 'ReadWriteOncePod') rwop = true;
    else if (accessModes.includes(m)) other = true;
  }
  if (rwop && other)
    errs.push(
      forbidden('spec.accessModes', 'may not use ReadWriteOncePod with other access modes'),
    );
  const storagePath = 'spec.resources[storage]';
  const storage = obj(obj(spec['resources'])?.['requests'])?.['storage'];
  const q = quantityOf(storage);
  if (storage === undefined) errs.push(required(storagePath, ''));
  else if (q !== undefined && signOf(q) <= 0)
    errs.push(invalid(storagePath, goString(quantityString(q)), 'must be greater than zero'));
  const className = optStr(spec['storageClassName']);
  if (className !== undefined && className !== '')
    errs.push(
      ...invalidEach('spec.storageClassName', className, nameIsDNSSubdomain(className, false)),
    );
  const mode = optStr(spec['volumeMode']);
  if (mode !== undefined && mode !== 'Block' && mode !== 'Filesystem')
    errs.push(
      notSupported('spec.volumeMode', goNamed('core.PersistentVolumeMode', mode), [
        'Block',
        'Filesystem',
      ]),
    );
  if (obj(spec['dataSource']) !== undefined || obj(spec['dataSourceRef']) !== undefined)
    notSimulated("field validation of a PersistentVolumeClaim's dataSource and dataSourceRef");
  return errs;
}

/** Checks a new PersistentVolumeClaim. */
export const validatePersistentVolumeClaim = (
  pvc: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMeta(pvc, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(pvc),
  ...validateSpec(obj(pvc['spec']) ?? {}, notSimulated),
];

/** Checks a PersistentVolumeClaim update. */
export function validatePersistentVolumeClaimUpdate(
  pvc: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs = [
    ...validateObjectMetaUpdate(pvc, old),
    ...validateKubeFinalizerNames(pvc),
    ...validatePersistentVolumeClaim(pvc, notSimulated),
  ];
  const spec = structuredClone(obj(pvc['spec']) ?? {});
  const oldSpec = structuredClone(obj(old['spec']) ?? {});
  if (str(oldSpec['volumeName']) === '') oldSpec['volumeName'] = spec['volumeName'] ?? '';
  const bound = str(obj(pvc['status'])?.['phase']) === 'Bound';
  const requests = obj(obj(spec['resources'])?.['requests']);
  const oldStorage = obj(obj(oldSpec['resources'])?.['requests'])?.['storage'];
  if (bound && requests !== undefined) {
    if (oldStorage === undefined) delete requests['storage'];
    else requests['storage'] = oldStorage;
  }
  if (!semanticDeepEqual(spec, oldSpec, true)) {
    notSimulated('the cmp.Diff text in the message of a refused PersistentVolumeClaim spec update');
    errs.push(
      forbidden(
        'spec',
        'spec is immutable after creation except resources.requests and volumeAttributesClassName for bound claims',
      ),
    );
  }
  const now = quantityOf(obj(obj(obj(pvc['spec'])?.['resources'])?.['requests'])?.['storage']);
  const before = quantityOf(oldStorage);
  if (now !== undefined && before !== undefined && cmp(now, before) < 0)
    errs.push(
      forbidden('spec.resources.requests.storage', 'field can not be less than previous value'),
    );
  return errs;
}
