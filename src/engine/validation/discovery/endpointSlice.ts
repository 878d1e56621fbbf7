// Checks an EndpointSlice: mirrors pkg/apis/discovery/validation/validation.go (1.32)
// ValidateEndpointSliceCreate and ValidateEndpointSliceUpdate (addresses per addressType, node
// names, deprecated topology, hostnames, zone hints, ports).
//
// 1.33 changed the address check (kubernetes commit ba189de7 "Slightly improve EndpointSlice address
// validation", mirrored as apimachinery 8aa42c4d, which removed IsValidIPv4Address/IsValidIPv6Address
// and their "must be a valid IPv4/IPv6 address"): IsValidIPForLegacyField first (its "must be a valid
// IP address, (e.g. …)", strict under StrictIPCIDRValidation); only an address it accepts is then
// checked for its family ("must be an IPv4 address" / "must be an IPv6 address") and for the special
// ranges, so a bad value no longer gets two errors. The ratchet (apimachinery 71867013, KEP-4858
// "Ratcheting validation"): an update that leaves `endpoints` unchanged is checked without the strict
// rules. The family texts are taken from that commit's description and the rules it names; the 1.33
// file itself was not in the sources read (inference, stated in the result's notes).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  internalError,
  invalid,
  notSupported,
  required,
  tooMany,
} from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import {
  invalidEach,
  isDNS1123Label,
  isDNS1123Subdomain,
  isQualifiedName,
  isValidLabelValue,
} from '../../apimachinery/names.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { validateObjectMeta } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, objects, optStr, str, stringMap, strings } from '../read.ts';
import { parseIPSloppy } from '../core/ipAddress.ts';
import { validIPForLegacyField } from '../core/legacyIP.ts';
import { validateNonSpecialIP } from '../core/nonSpecialIP.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';

/** How a slice's addresses are checked: the version's rules and StrictIPCIDRValidation. */
export interface EndpointSliceOptions {
  version: KubernetesVersion;
  strictIPCIDR: boolean;
}

const v132: EndpointSliceOptions = { version: '1.32', strictIPCIDR: false };

// supportedAddressTypes and supportedPortProtocols, as sets.String.List sorts them.
const addressTypes = ['FQDN', 'IPv4', 'IPv6'];
const protocols = ['SCTP', 'TCP', 'UDP'];
const maxTopologyLabels = 16;
const maxAddresses = 100;
const maxPorts = 20000;
const maxEndpoints = 1000;
const maxZoneHints = 8;

// IPv4-mapped IPv6 addresses count as IPv4 (net.IP.To4).
const isV4 = (ip: number[]): boolean =>
  ip.slice(0, 10).every((b) => b === 0) && ip[10] === 0xff && ip[11] === 0xff;

/** IsFullyQualifiedDomainName (apimachinery pkg/util/validation). */
export function isFullyQualifiedDomainName(fldPath: string, value: string): FieldError[] {
  if (value === '') return [required(fldPath, '')];
  const name = value.endsWith('.') ? value.slice(0, -1) : value;
  const errs = isDNS1123Subdomain(name);
  if (errs.length > 0) return [invalid(fldPath, goString(name), errs.join(','))];
  const labels = name.split('.');
  if (labels.length < 2)
    return [
      invalid(
        fldPath,
        goString(name),
        'should be a domain with at least two segments separated by dots',
      ),
    ];
  for (const label of labels) {
    const bad = isDNS1123Label(label);
    if (bad.length > 0) return [invalid(fldPath, goString(label), bad.join(','))];
  }
  return [];
}

// 1.33+: the legacy-field IP check, then (only for an IP it accepts) the family and special ranges.
function validateIPAddress(
  address: string,
  v4: boolean,
  fldPath: string,
  strict: boolean,
): FieldError[] {
  const ipErrs = validIPForLegacyField(fldPath, address, strict);
  if (ipErrs.length > 0) return ipErrs;
  const ip = parseIPSloppy(address);
  const family =
    ip !== undefined && isV4(ip) !== v4
      ? [invalid(fldPath, goString(address), `must be an ${v4 ? 'IPv4' : 'IPv6'} address`)]
      : [];
  return [...family, ...validateNonSpecialIP(address, fldPath)];
}

function validateAddress(
  address: string,
  type: string,
  fldPath: string,
  opts: EndpointSliceOptions,
): FieldError[] {
  if (atLeast(opts.version, '1.33') && (type === 'IPv4' || type === 'IPv6'))
    return validateIPAddress(address, type === 'IPv4', fldPath, opts.strictIPCIDR);
  const ip = parseIPSloppy(address);
  switch (type) {
    case 'IPv4':
      return [
        ...(ip === undefined || !isV4(ip)
          ? [invalid(fldPath, goString(address), 'must be a valid IPv4 address')]
          : []),
        ...validateNonSpecialIP(address, fldPath),
      ];
    case 'IPv6':
      return [
        ...(ip === undefined || isV4(ip)
          ? [invalid(fldPath, goString(address), 'must be a valid IPv6 address')]
          : []),
        ...validateNonSpecialIP(address, fldPath),
      ];
    case 'FQDN':
      return isFullyQualifiedDomainName(fldPath, address);
    default:
      // Unknown types fall through, unchecked (validateAddressType reports them).
      return [];
  }
}

function validateHints(hints: JsonObject, fldPath: string): FieldError[] {
  const zones = objects(hints['forZones']);
  if (zones.length > maxZoneHints)
    return [tooMany(`${fldPath}.forZones`, zones.length, maxZoneHints)];
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  zones.forEach((z, i) => {
    const path = `${fldPath}.forZones[${i}].name`;
    const name = str(z['name']);
    if (seen.has(name)) errs.push(duplicate(path, goString(name)));
    else seen.add(name);
    errs.push(...invalidEach(path, name, isValidLabelValue(name)));
  });
  return errs;
}

function validateEndpoints(
  endpoints: JsonObject[],
  type: string,
  opts: EndpointSliceOptions,
): FieldError[] {
  if (endpoints.length > maxEndpoints)
    return [tooMany('endpoints', endpoints.length, maxEndpoints)];
  const errs: FieldError[] = [];
  endpoints.forEach((ep, i) => {
    const at = `endpoints[${i}]`;
    const addresses = strings(ep['addresses']);
    if (addresses.length === 0)
      errs.push(required(`${at}.addresses`, 'must contain at least 1 address'));
    else if (addresses.length > maxAddresses)
      errs.push(tooMany(`${at}.addresses`, addresses.length, maxAddresses));
    addresses.forEach((a, j) =>
      errs.push(...validateAddress(a, type, `${at}.addresses[${j}]`, opts)),
    );
    const nodeName = optStr(ep['nodeName']);
    if (nodeName !== undefined)
      errs.push(...invalidEach(`${at}.nodeName`, nodeName, isDNS1123Subdomain(nodeName)));
    const topology = stringMap(ep['deprecatedTopology']);
    const topologyPath = `${at}.deprecatedTopology`;
    if (topology.length > maxTopologyLabels)
      errs.push(tooMany(topologyPath, topology.length, maxTopologyLabels));
    errs.push(...validateLabels(topology, topologyPath));
    // v1 has its own zone field: the reserved key in the map is refused as an internal error.
    if (topology.some(([k]) => k === 'topology.kubernetes.io/zone'))
      errs.push(
        internalError(
          `${topologyPath}[topology.kubernetes.io/zone]`,
          'reserved key was not removed in conversion',
        ),
      );
    const hostname = optStr(ep['hostname']);
    if (hostname !== undefined)
      errs.push(...invalidEach(`${at}.hostname`, hostname, isDNS1123Label(hostname)));
    const hints = obj(ep['hints']);
    if (hints !== undefined) errs.push(...validateHints(hints, `${at}.hints`));
  });
  return errs;
}

function validatePorts(ports: JsonObject[]): FieldError[] {
  if (ports.length > maxPorts) return [tooMany('ports', ports.length, maxPorts)];
  const errs: FieldError[] = [];
  const names = new Set<string>();
  ports.forEach((p, i) => {
    const at = `ports[${i}]`;
    const name = str(p['name']);
    if (name !== '') errs.push(...invalidEach(`${at}.name`, name, isDNS1123Label(name)));
    if (names.has(name)) errs.push(duplicate(`${at}.name`, goString(name)));
    else names.add(name);
    const protocol = optStr(p['protocol']);
    if (protocol === undefined) errs.push(required(`${at}.protocol`, ''));
    else if (!protocols.includes(protocol))
      errs.push(notSupported(`${at}.protocol`, goNamed('core.Protocol', protocol), protocols));
    const appProtocol = optStr(p['appProtocol']);
    if (appProtocol !== undefined)
      errs.push(...invalidEach(`${at}.appProtocol`, appProtocol, isQualifiedName(appProtocol)));
  });
  return errs;
}

/** ValidateEndpointSlice (create); `opts` default to 1.32's rules. */
export function validateEndpointSlice(
  slice: JsonObject,
  opts: EndpointSliceOptions = v132,
): FieldError[] {
  const errs = validateObjectMeta(slice, true, nameIsDNSSubdomain);
  const type = str(slice['addressType']);
  if (type === '') errs.push(required('addressType', ''));
  else if (!addressTypes.includes(type))
    errs.push(notSupported('addressType', goNamed('discovery.AddressType', type), addressTypes));
  errs.push(...validateEndpoints(objects(slice['endpoints']), type, opts));
  errs.push(...validatePorts(objects(slice['ports'])));
  return errs;
}

/**
 * ValidateEndpointSliceUpdate: addressType is immutable; from 1.33 unchanged `endpoints` are checked
 * without the strict IP rules (KEP-4858: invalid IPs may stay only while the endpoints do).
 */
export const validateEndpointSliceUpdate = (
  slice: JsonObject,
  old: JsonObject,
  opts: EndpointSliceOptions = v132,
): FieldError[] => [
  ...validateEndpointSlice(
    slice,
    semanticDeepEqual(slice['endpoints'], old['endpoints'], true)
      ? { ...opts, strictIPCIDR: false }
      : opts,
  ),
  ...validateImmutableField(
    str(slice['addressType']),
    str(old['addressType']),
    'addressType',
    goNamed('discovery.AddressType', str(slice['addressType'])),
  ),
];
