// Checks the CSI kinds of storage.k8s.io: mirrors pkg/apis/storage/validation/validation.go (1.32)
// ValidateCSIDriver(Update), ValidateCSINode(Update), ValidateCSIStorageCapacity(Update) and
// ValidateVolumeAttributesClass(Update). The v1 scheme defaults attachRequired, podInfoOnMount,
// storageCapacity, fsGroupPolicy, seLinuxMount and volumeLifecycleModes, so the Required checks of
// those pointers never fire on a decoded object; absent values are read as their defaults.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import {
  goBool,
  goInt64,
  goNamed,
  goSlice,
  goString,
  goText,
  type GoValue,
} from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import {
  byteLength,
  invalidEach,
  isDNS1123Subdomain,
  isQualifiedName,
} from '../../apimachinery/names.ts';
import { quantityOf, signOf } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { goLabelSelector, goPointer } from '../goStructs.ts';
import { decodeSelector } from '../apps/selector.ts';
import { fieldImmutableErrorMsg } from '../meta/immutable.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { bool, num, obj, objects, optStr, str, stringMap, strings } from '../read.ts';

const csiNodeIDMaxLength = 192;
const fsGroupPolicies = ['File', 'None', 'ReadWriteOnceWithFSType'];
const lifecycleModes = ['Persistent', 'Ephemeral'];

/** ValidateCSIDriverName (pkg/apis/core/validation): required, at most 63 bytes, a DNS subdomain. */
export function validateCSIDriverName(name: string, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (name === '') errs.push(required(fldPath, ''));
  if (byteLength(name) > 63) errs.push(tooLong(fldPath, 63));
  errs.push(...invalidEach(fldPath, name, isDNS1123Subdomain(name.toLowerCase())));
  return errs;
}

function validateCSIDriverSpec(spec: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const policy = optStr(spec['fsGroupPolicy']);
  if (policy !== undefined && !fsGroupPolicies.includes(policy))
    errs.push(
      notSupported('spec.fsGroupPolicy', goNamed('storage.FSGroupPolicy', policy), fsGroupPolicies),
    );
  const audiences = new Set<string>();
  objects(spec['tokenRequests']).forEach((t, i) => {
    const path = `spec.tokenRequests[${i}]`;
    const audience = str(t['audience']);
    if (audiences.has(audience)) {
      errs.push(duplicate(`${path}.audience`, goString(audience)));
      return;
    }
    audiences.add(audience);
    const seconds = num(t['expirationSeconds']);
    if (seconds === undefined) return;
    if (seconds < 600)
      errs.push(
        invalid(
          `${path}.expirationSeconds`,
          goInt64(seconds),
          'may not specify a duration less than 10 minutes',
        ),
      );
    if (seconds > 2 ** 32)
      errs.push(
        invalid(
          `${path}.expirationSeconds`,
          goInt64(seconds),
          'may not specify a duration larger than 2^32 seconds',
        ),
      );
  });
  for (const mode of strings(spec['volumeLifecycleModes']))
    if (!lifecycleModes.includes(mode))
      errs.push(
        notSupported(
          'spec.volumeLifecycleModes',
          goNamed('storage.VolumeLifecycleMode', mode),
          lifecycleModes,
        ),
      );
  return errs;
}

/** ValidateCSIDriver. */
export const validateCSIDriver = (d: JsonObject): FieldError[] => [
  ...validateObjectMeta(d, false, nameIsDNSSubdomain),
  ...validateCSIDriverSpec(obj(d['spec']) ?? {}),
];

// The defaulted values of the immutable fields (SetDefaults_CSIDriver).
const attachRequired = (spec: JsonObject): boolean => bool(spec['attachRequired']) ?? true;
const modes = (spec: JsonObject): string[] =>
  Array.isArray(spec['volumeLifecycleModes'])
    ? strings(spec['volumeLifecycleModes'])
    : ['Persistent'];

/** ValidateCSIDriverUpdate: attachRequired (on upstream's `attachedRequired` path) and volumeLifecycleModes are immutable. */
export function validateCSIDriverUpdate(d: JsonObject, old: JsonObject): FieldError[] {
  const spec = obj(d['spec']) ?? {};
  const oldSpec = obj(old['spec']) ?? {};
  const errs = [...validateObjectMetaUpdate(d, old), ...validateCSIDriverSpec(spec)];
  if (attachRequired(spec) !== attachRequired(oldSpec))
    errs.push(
      invalid('spec.attachedRequired', goBool(attachRequired(spec)), fieldImmutableErrorMsg),
    );
  if (!semanticDeepEqual(modes(spec), modes(oldSpec), true))
    errs.push(
      invalid(
        'spec.volumeLifecycleModes',
        goSlice('storage.VolumeLifecycleMode', modes(spec)),
        fieldImmutableErrorMsg,
      ),
    );
  return errs;
}

function validateCSINodeDriver(driver: JsonObject, seen: Set<string>, path: string): FieldError[] {
  const name = str(driver['name']);
  const errs = validateCSIDriverName(name, `${path}.name`);
  const nodeID = str(driver['nodeID']);
  if (nodeID === '') errs.push(required(`${path}.nodeID`, ''));
  if (byteLength(nodeID) > csiNodeIDMaxLength)
    errs.push(
      invalid(
        `${path}.nodeID`,
        goString(nodeID),
        `must be ${csiNodeIDMaxLength} characters or less`,
      ),
    );
  const count = num(obj(driver['allocatable'])?.['count']);
  if (count !== undefined && count < 0)
    errs.push(
      invalid(`${path}.allocatable.count`, goInt64(count), 'must be greater than or equal to 0'),
    );
  if (seen.has(name)) errs.push(duplicate(`${path}.name`, goString(name)));
  seen.add(name);
  const keys = new Set<string>();
  for (const key of strings(driver['topologyKeys'])) {
    if (key === '') errs.push(required(path, ''));
    if (keys.has(key)) errs.push(duplicate(path, goString(key)));
    keys.add(key);
    errs.push(...invalidEach(path, key, isQualifiedName(key)));
  }
  return errs;
}

/** ValidateCSINode. */
export function validateCSINode(n: JsonObject): FieldError[] {
  const errs = validateObjectMeta(n, false, nameIsDNSSubdomain);
  const seen = new Set<string>();
  objects(obj(n['spec'])?.['drivers']).forEach((d, i) =>
    errs.push(...validateCSINodeDriver(d, seen, `spec.drivers[${i}]`)),
  );
  return errs;
}

// %#v of a storage.CSINodeDriver; Allocatable is a pointer.
function goCSINodeDriver(d: JsonObject, notSimulated: (detail: string) => void): GoValue {
  const allocatable = goPointer(
    'storage.VolumeNodeResources',
    obj(d['allocatable']) !== undefined,
    notSimulated,
  );
  const topology = Array.isArray(d['topologyKeys'])
    ? `[]string{${strings(d['topologyKeys']).map(goQuote).join(', ')}}`
    : '[]string(nil)';
  return goText(
    `storage.CSINodeDriver{Name:${goQuote(str(d['name']))}, NodeID:${goQuote(str(d['nodeID']))}, TopologyKeys:${topology}, Allocatable:${allocatable}}`,
    marshalGo(d),
  );
}

/** ValidateCSINodeUpdate: an existing driver's entry may not change. */
export function validateCSINodeUpdate(
  n: JsonObject,
  old: JsonObject,
  notSimulated: (detail: string) => void,
): FieldError[] {
  const errs = validateCSINode(n);
  const drivers = objects(obj(n['spec'])?.['drivers']);
  for (const before of objects(obj(old['spec'])?.['drivers']))
    for (const now of drivers)
      if (str(before['name']) === str(now['name']) && !semanticDeepEqual(before, now, true))
        errs.push(
          invalid('spec.drivers', goCSINodeDriver(now, notSimulated), fieldImmutableErrorMsg),
        );
  return errs;
}

/** ValidateCSIStorageCapacity; `allowInvalidLabelValue` keeps stored selectors valid on update. */
export function validateCSIStorageCapacity(
  c: JsonObject,
  allowInvalidLabelValue = false,
): FieldError[] {
  const errs = validateObjectMeta(c, true, nameIsDNSSubdomain);
  errs.push(
    ...validateLabelSelector(
      decodeSelector(obj(c['nodeTopology'])),
      allowInvalidLabelValue,
      'nodeTopology',
    ),
  );
  const className = str(c['storageClassName']);
  errs.push(...invalidEach('storageClassName', className, nameIsDNSSubdomain(className, false)));
  const capacity: JsonValue | undefined = c['capacity'];
  const q = capacity === undefined ? undefined : quantityOf(capacity);
  if (q !== undefined && signOf(q) < 0)
    errs.push(
      invalid('capacity', goString(quantityString(q)), 'must be greater than or equal to 0'),
    );
  return errs;
}

/** hasInvalidLabelValueInLabelSelector (csistoragecapacity/strategy.go) of a stored object. */
export function hasInvalidLabelValueInSelector(c: JsonObject): boolean {
  const selector = decodeSelector(obj(c['nodeTopology']));
  return (
    validateLabelSelector(selector, false, 'nodeTopology').length >
    validateLabelSelector(selector, true, 'nodeTopology').length
  );
}

/** ValidateCSIStorageCapacityUpdate: nodeTopology and storageClassName are immutable. */
export function validateCSIStorageCapacityUpdate(c: JsonObject, old: JsonObject): FieldError[] {
  const errs = validateObjectMetaUpdate(c, old);
  if (!semanticDeepEqual(c['nodeTopology'], old['nodeTopology'], true))
    errs.push(invalid('nodeTopology', goLabelSelector(c['nodeTopology']), fieldImmutableErrorMsg));
  if (str(c['storageClassName']) !== str(old['storageClassName']))
    errs.push(
      invalid('storageClassName', goString(str(c['storageClassName'])), fieldImmutableErrorMsg),
    );
  return errs;
}

// validateProvisioner and validateParameters (allowEmpty false), for a VolumeAttributesClass.
function validateDriverAndParameters(vac: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  const driver = str(vac['driverName']);
  if (driver === '') errs.push(required('driverName', ''));
  else
    errs.push(
      ...invalidEach('driverName', driver.toLowerCase(), isQualifiedName(driver.toLowerCase())),
    );
  const params = stringMap(vac['parameters']);
  if (params.length > 512) return [...errs, tooLong('parameters', 512)];
  let size = 0;
  for (const [k, v] of params) {
    if (k === '') errs.push(invalid('parameters', goString(k), 'field can not be empty.'));
    size += byteLength(k) + byteLength(v);
  }
  if (size > 256 * 1024) errs.push(tooLong('parameters', 256 * 1024));
  if (params.length === 0)
    errs.push(required('parameters', 'must contain at least one key/value pair'));
  return errs;
}

/** ValidateVolumeAttributesClass. */
export const validateVolumeAttributesClass = (vac: JsonObject): FieldError[] => [
  ...validateObjectMeta(vac, false, nameIsDNSSubdomain),
  ...validateDriverAndParameters(vac),
];

/** ValidateVolumeAttributesClassUpdate: driverName and parameters may not change. */
export function validateVolumeAttributesClassUpdate(
  vac: JsonObject,
  old: JsonObject,
): FieldError[] {
  const errs = validateObjectMetaUpdate(vac, old);
  if (str(vac['driverName']) !== str(old['driverName']))
    errs.push(forbidden('driverName', 'updates to driverName are forbidden.'));
  if (!semanticDeepEqual(vac['parameters'] ?? {}, old['parameters'] ?? {}, true))
    errs.push(forbidden('parameters', 'updates to parameters are forbidden.'));
  errs.push(...validateVolumeAttributesClass(vac));
  return errs;
}
