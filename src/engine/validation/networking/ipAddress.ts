// Checks an IPAddress and a ServiceCIDR: mirrors pkg/apis/networking/validation/validation.go
// ValidateIPAddress (the name is a canonical IP, the parent reference), ValidateIPAddressUpdate
// (the parent is immutable), ValidateServiceCIDR (one or two CIDRs, one per family, canonical and
// masked) and ValidateServiceCIDRUpdate (the CIDRs are immutable), as ipAddressStrategy and
// serviceCIDRStrategy (pkg/registry/networking/{ipaddress,servicecidr}/strategy.go) run them.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goSlice, goText, type GoValue } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import { isCIDR } from '../core/formats.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain, validatePathSegmentName } from '../meta/nameFuncs.ts';
import { obj, str, strings } from '../read.ts';
import { addrString, maskedAddr, parseAddr, parsePrefix, prefixString } from './netip.ts';

/** ValidateIPAddressName: the canonical form of an IP address (no generated names). */
export function validateIPAddressName(name: string): string[] {
  const ip = parseAddr(name);
  if (!ip.ok) return [ip.error];
  return addrString(ip.value) === name ? [] : ['must be a canonical format IP address'];
}

const pathSegment = (fldPath: string, v: string): FieldError[] =>
  invalidEach(fldPath, v, validatePathSegmentName(v, false));

// validateIPAddressParentReference.
function validateParentReference(ref: JsonObject | undefined): FieldError[] {
  if (ref === undefined) return [required('spec.parentRef', '')];
  const errs: FieldError[] = [];
  const group = str(ref['group']);
  if (group !== '')
    errs.push(...invalidEach('spec.parentRef.group', group, isDNS1123Subdomain(group)));
  for (const field of ['resource', 'name'] as const) {
    const v = str(ref[field]);
    if (v === '') errs.push(required(`spec.parentRef.${field}`, ''));
    else errs.push(...pathSegment(`spec.parentRef.${field}`, v));
  }
  const namespace = str(ref['namespace']);
  if (namespace !== '') errs.push(...pathSegment('spec.parentRef.namespace', namespace));
  return errs;
}

/** ValidateIPAddress. */
export const validateIPAddress = (ip: JsonObject): FieldError[] => [
  ...validateObjectMeta(ip, false, (name) => validateIPAddressName(name)),
  ...validateParentReference(obj(obj(ip['spec'])?.['parentRef'])),
];

// *networking.ParentReference as a bad value: dereferenced, %#v of the struct.
function goParentReference(v: JsonValue | undefined): GoValue {
  const r = obj(v);
  if (r === undefined) return { go: 'nil' };
  const f = (k: string): string => goQuote(str(r[k]));
  return goText(
    `networking.ParentReference{Group:${f('group')}, Resource:${f('resource')}, Namespace:${f('namespace')}, Name:${f('name')}}`,
    marshalGoOrdered(r),
  );
}

/** ValidateIPAddressUpdate. */
export function validateIPAddressUpdate(ip: JsonObject, old: JsonObject): FieldError[] {
  const ref = obj(ip['spec'])?.['parentRef'];
  return [
    ...validateObjectMetaUpdate(ip, old),
    ...validateImmutableField(
      ref,
      obj(old['spec'])?.['parentRef'],
      'spec.parentRef',
      goParentReference(ref),
    ),
  ];
}

// validateCIDR: netip.ParsePrefix, then masked and canonical.
function validateCIDR(cidr: string, fldPath: string): FieldError[] {
  const p = parsePrefix(cidr);
  const value = { go: 'string', value: cidr } as const;
  if (!p.ok) return [invalid(fldPath, value, p.error)];
  const errs: FieldError[] = [];
  if (addrString(maskedAddr(p.value)) !== addrString(p.value.addr))
    errs.push(invalid(fldPath, value, "wrong CIDR format, IP doesn't match network IP address"));
  if (prefixString(p.value) !== cidr)
    errs.push(invalid(fldPath, value, 'CIDR not in RFC 5952 canonical format'));
  return errs;
}

const goServiceCIDRSpec = (cidrs: string[]): GoValue =>
  goText(
    `networking.ServiceCIDRSpec{CIDRs:${cidrs.length === 0 ? '[]string(nil)' : `[]string{${cidrs.map(goQuote).join(', ')}}`}}`,
    marshalGoOrdered({ cidrs }),
  );

/** ValidateServiceCIDR. */
export function validateServiceCIDR(sc: JsonObject): FieldError[] {
  const errs = validateObjectMeta(sc, false, nameIsDNSSubdomain);
  const cidrs = strings(obj(sc['spec'])?.['cidrs']);
  const path = 'spec.cidrs';
  if (cidrs.length === 0) return [...errs, required(path, 'at least one CIDR required')];
  if (cidrs.length > 2)
    return [...errs, invalid(path, goServiceCIDRSpec(cidrs), 'may only hold up to 2 values')];
  // netutils.IsDualStackCIDRStrings: both parse (sloppily), one of each family.
  if (
    cidrs.length === 2 &&
    !(cidrs.every(isCIDR) && cidrs[0]!.includes(':') !== cidrs[1]!.includes(':'))
  )
    return [
      ...errs,
      invalid(
        path,
        goServiceCIDRSpec(cidrs),
        'may specify no more than one IP for each IP family, i.e 192.168.0.0/24 and 2001:db8::/64',
      ),
    ];
  cidrs.forEach((c, i) => errs.push(...validateCIDR(c, `${path}[${i}]`)));
  return errs;
}

/** ValidateServiceCIDRUpdate: the CIDRs may not change. */
export function validateServiceCIDRUpdate(sc: JsonObject, old: JsonObject): FieldError[] {
  const cidrs = obj(sc['spec'])?.['cidrs'];
  return [
    ...validateObjectMetaUpdate(sc, old),
    ...validateImmutableField(
      cidrs,
      obj(old['spec'])?.['cidrs'],
      'spec.cidrs',
      Array.isArray(cidrs) ? goSlice('string', strings(cidrs)) : goText('[]string(nil)', 'null'),
    ),
  ];
}
