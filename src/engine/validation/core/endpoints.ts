// Checks Endpoints: mirrors pkg/apis/core/validation/validation.go (1.32) ValidateEndpointsCreate,
// ValidateEndpointsUpdate, validateEndpointSubsets, validateEndpointAddress and validateEndpointPort.
// From 1.33 an address's ip goes through IsValidIPForLegacyField, strict under StrictIPCIDRValidation
// (on from 1.36); KEP-4858 "Ratcheting validation": an update keeps invalid addresses only when it
// leaves the whole `subsets` unchanged, so strictness applies when the subsets changed.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { goInt32, goNamed } from '../../apimachinery/goValue.ts';
import {
  invalidEach,
  isDNS1123Label,
  isDNS1123Subdomain,
  isQualifiedName,
} from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, objects, optStr, str } from '../read.ts';
import { isValidPortNum } from './formats.ts';
import { validIPForLegacyField } from './legacyIP.ts';
import { validateNonSpecialIP } from './nonSpecialIP.ts';

// supportedPortProtocols, as sets.List sorts them.
const protocols = ['SCTP', 'TCP', 'UDP'];

function validateEndpointAddress(
  address: JsonObject,
  fldPath: string,
  strict: boolean,
): FieldError[] {
  const errs: FieldError[] = [];
  const ip = str(address['ip']);
  // 1.32's IsValidIP and IsValidIPForLegacyField give the same error for a value that is no IP.
  errs.push(...validIPForLegacyField(`${fldPath}.ip`, ip, strict));
  const hostname = str(address['hostname']);
  if (hostname !== '')
    errs.push(...invalidEach(`${fldPath}.hostname`, hostname, isDNS1123Label(hostname)));
  const nodeName = optStr(address['nodeName']);
  if (nodeName !== undefined)
    errs.push(...invalidEach(`${fldPath}.nodeName`, nodeName, isDNS1123Subdomain(nodeName)));
  errs.push(...validateNonSpecialIP(ip, `${fldPath}.ip`));
  return errs;
}

/** validateEndpointPort: a name when there are several ports, a port number, a protocol. */
export function validateEndpointPort(
  port: JsonObject,
  requireName: boolean,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(port['name']);
  if (requireName && name === '') errs.push(required(`${fldPath}.name`, ''));
  else if (name !== '') errs.push(...invalidEach(`${fldPath}.name`, name, isDNS1123Label(name)));
  const number = num(port['port']) ?? 0;
  for (const msg of isValidPortNum(number))
    errs.push(invalid(`${fldPath}.port`, goInt32(number), msg));
  const protocol = str(port['protocol']);
  if (protocol === '') errs.push(required(`${fldPath}.protocol`, ''));
  else if (!protocols.includes(protocol))
    errs.push(notSupported(`${fldPath}.protocol`, goNamed('core.Protocol', protocol), protocols));
  const appProtocol = optStr(port['appProtocol']);
  if (appProtocol !== undefined)
    errs.push(...invalidEach(`${fldPath}.appProtocol`, appProtocol, isQualifiedName(appProtocol)));
  return errs;
}

function validateEndpointSubsets(subsets: JsonObject[], strict: boolean): FieldError[] {
  const errs: FieldError[] = [];
  subsets.forEach((ss, i) => {
    const at = `subsets[${i}]`;
    const addresses = objects(ss['addresses']);
    const notReady = objects(ss['notReadyAddresses']);
    if (addresses.length === 0 && notReady.length === 0)
      errs.push(required(at, 'must specify `addresses` or `notReadyAddresses`'));
    addresses.forEach((a, j) =>
      errs.push(...validateEndpointAddress(a, `${at}.addresses[${j}]`, strict)),
    );
    notReady.forEach((a, j) =>
      errs.push(...validateEndpointAddress(a, `${at}.notReadyAddresses[${j}]`, strict)),
    );
    const ports = objects(ss['ports']);
    ports.forEach((p, j) =>
      errs.push(...validateEndpointPort(p, ports.length > 1, `${at}.ports[${j}]`)),
    );
  });
  return errs;
}

/** ValidateEndpoints (create and update alike; ValidateEndpointsSpecificAnnotations checks nothing). */
export const validateEndpoints = (ep: JsonObject, strictIPCIDR = false): FieldError[] => [
  ...validateObjectMeta(ep, true, nameIsDNSSubdomain),
  ...validateEndpointSubsets(objects(ep['subsets']), strictIPCIDR),
];

/** ValidateEndpointsUpdate: node names may change (a reused node IP or pod CIDR). */
export const validateEndpointsUpdate = (
  ep: JsonObject,
  old: JsonObject,
  strictIPCIDR = false,
): FieldError[] => [
  ...validateObjectMetaUpdate(ep, old),
  ...validateEndpoints(ep, strictIPCIDR && !semanticDeepEqual(ep['subsets'], old['subsets'], true)),
];
