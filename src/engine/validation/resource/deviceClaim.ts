// Checks the device requests of a ResourceClaim's spec (resource.k8s.io): mirrors
// pkg/apis/resource/validation/validation.go validateResourceClaimSpec, validateDeviceClaim,
// validateDeviceRequest, validateDeviceConstraint, validateDeviceClaimConfiguration and
// validateOpaqueConfiguration, on the v1beta1 defaults (SetDefaults_DeviceRequest: ExactCount, one
// device). Compiling the selectors' CEL in the DRA environment, the attribute names of the
// constraints and the list size limits are not ported, and say so.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goInt64, goNamed, goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { child, index } from '../fieldPath.ts';
import { validateCSIDriverName } from '../storage/csi.ts';
import { num, obj, objects, str, strings } from '../read.ts';

export type NotSimulated = (detail: string) => void;

const allocationModes = ['All', 'ExactCount'];

const validateRequestName = (name: string, fldPath: string): FieldError[] =>
  invalidEach(fldPath, name, isDNS1123Label(name));

// validateSet's duplicate check, keyed by a field of each item (or the item).
function duplicates(keys: string[], fldPath: string, field: string): FieldError[] {
  const seen = new Set<string>();
  const errs: FieldError[] = [];
  keys.forEach((k, i) => {
    if (seen.has(k)) errs.push(duplicate(child(index(fldPath, i), field), goString(k)));
    else seen.add(k);
  });
  return errs;
}

function validateRequestNameRefs(
  names: string[],
  fldPath: string,
  requestNames: Set<string>,
): FieldError[] {
  const errs: FieldError[] = [];
  names.forEach((name, i) => {
    const p = index(fldPath, i);
    errs.push(...validateRequestName(name, p));
    if (!requestNames.has(name))
      errs.push(invalid(p, goString(name), 'must be the name of a request in the claim'));
  });
  return [...errs, ...duplicates(names, fldPath, '')];
}

/** validateSelector: a CEL selector is required; its expression is not compiled here. */
export function validateSelectors(
  selectors: JsonObject[],
  fldPath: string,
  notSimulated: NotSimulated,
): FieldError[] {
  const errs: FieldError[] = [];
  selectors.forEach((s, i) => {
    const cel = obj(s['cel']);
    if (cel === undefined) errs.push(required(child(index(fldPath, i), 'cel'), ''));
    else
      notSimulated(
        'compiling the CEL expressions of device selectors in the DRA environment (dracel)',
      );
  });
  return errs;
}

// validateDeviceRequest, with SetDefaults_DeviceRequest applied.
function validateDeviceRequest(
  request: JsonObject,
  fldPath: string,
  notSimulated: NotSimulated,
): FieldError[] {
  const errs = validateRequestName(str(request['name']), child(fldPath, 'name'));
  const className = str(request['deviceClassName']);
  if (className === '') errs.push(required(child(fldPath, 'deviceClassName'), ''));
  else
    errs.push(
      ...invalidEach(child(fldPath, 'deviceClassName'), className, isDNS1123Subdomain(className)),
    );
  errs.push(
    ...validateSelectors(objects(request['selectors']), child(fldPath, 'selectors'), notSimulated),
  );
  const mode = str(request['allocationMode']) || 'ExactCount';
  const count = num(request['count']) ?? 0;
  if (mode === 'All') {
    if (count !== 0)
      errs.push(
        invalid(
          child(fldPath, 'count'),
          goInt64(count),
          "must not be specified when allocationMode is 'All'",
        ),
      );
  } else if (mode === 'ExactCount') {
    // The default makes an absent count 1.
    const n = count === 0 ? 1 : count;
    if (n <= 0)
      errs.push(invalid(child(fldPath, 'count'), goInt64(n), 'must be greater than zero'));
  } else
    errs.push(
      notSupported(
        child(fldPath, 'allocationMode'),
        goNamed('resource.DeviceAllocationMode', mode),
        allocationModes,
      ),
    );
  if (request['adminAccess'] != null)
    notSimulated('the DRAAdminAccess feature gate and namespace check of adminAccess');
  return errs;
}

// validateOpaqueConfiguration: a driver and a JSON object as parameters.
function validateOpaque(config: JsonObject, fldPath: string): FieldError[] {
  const errs = validateCSIDriverName(str(config['driver']), child(fldPath, 'driver'));
  const parameters: JsonValue | undefined = config['parameters'];
  if (parameters === undefined || parameters === null)
    errs.push(required(child(fldPath, 'parameters'), ''));
  else if (typeof parameters !== 'object' || Array.isArray(parameters))
    errs.push(
      invalid(
        child(fldPath, 'parameters'),
        goString('<value omitted>'),
        'parameters must be a valid JSON object',
      ),
    );
  return errs;
}

/** validateDeviceConfiguration: an opaque configuration is required. */
export function validateDeviceConfiguration(config: JsonObject, fldPath: string): FieldError[] {
  const opaque = obj(config['opaque']);
  return opaque === undefined
    ? [required(child(fldPath, 'opaque'), '')]
    : validateOpaque(opaque, child(fldPath, 'opaque'));
}

/** validateResourceClaimSpec. */
export function validateResourceClaimSpec(
  spec: JsonObject,
  fldPath: string,
  notSimulated: NotSimulated,
): FieldError[] {
  const devices = obj(spec['devices']) ?? {};
  const path = child(fldPath, 'devices');
  const requests = objects(devices['requests']);
  const requestNames = new Set(requests.map((r) => str(r['name'])));
  const errs: FieldError[] = [];
  requests.forEach((r, i) =>
    errs.push(...validateDeviceRequest(r, index(child(path, 'requests'), i), notSimulated)),
  );
  errs.push(
    ...duplicates(
      requests.map((r) => str(r['name'])),
      child(path, 'requests'),
      'name',
    ),
  );
  objects(devices['constraints']).forEach((c, i) => {
    const p = index(child(path, 'constraints'), i);
    errs.push(
      ...validateRequestNameRefs(strings(c['requests']), child(p, 'requests'), requestNames),
    );
    if (str(c['matchAttribute']) === '') errs.push(required(child(p, 'matchAttribute'), ''));
    else notSimulated("the fully qualified name check of a device constraint's matchAttribute");
  });
  objects(devices['config']).forEach((c, i) => {
    const p = index(child(path, 'config'), i);
    errs.push(
      ...validateRequestNameRefs(strings(c['requests']), child(p, 'requests'), requestNames),
    );
    errs.push(...validateDeviceConfiguration(c, p));
  });
  return errs;
}
