// Checks an EndpointSlice: mirrors pkg/apis/discovery/validation/validation.go (1.32)
// ValidateEndpointSliceCreate and ValidateEndpointSliceUpdate (addresses per addressType, node
// names, deprecated topology, hostnames, zone hints, ports).

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
import { validateNonSpecialIP } from '../core/nonSpecialIP.ts';

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

function validateAddress(address: string, type: string, fldPath: string): FieldError[] {
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

function validateEndpoints(endpoints: JsonObject[], type: string): FieldError[] {
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
    addresses.forEach((a, j) => errs.push(...validateAddress(a, type, `${at}.addresses[${j}]`)));
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

/** ValidateEndpointSlice (create). */
export function validateEndpointSlice(slice: JsonObject): FieldError[] {
  const errs = validateObjectMeta(slice, true, nameIsDNSSubdomain);
  const type = str(slice['addressType']);
  if (type === '') errs.push(required('addressType', ''));
  else if (!addressTypes.includes(type))
    errs.push(notSupported('addressType', goNamed('discovery.AddressType', type), addressTypes));
  errs.push(...validateEndpoints(objects(slice['endpoints']), type));
  errs.push(...validatePorts(objects(slice['ports'])));
  return errs;
}

/** ValidateEndpointSliceUpdate: addressType is immutable. */
export const validateEndpointSliceUpdate = (slice: JsonObject, old: JsonObject): FieldError[] => [
  ...validateEndpointSlice(slice),
  ...validateImmutableField(
    str(slice['addressType']),
    str(old['addressType']),
    'addressType',
    goNamed('discovery.AddressType', str(slice['addressType'])),
  ),
];
