// Checks a pod's DNS settings and host aliases: mirrors pkg/apis/core/validation/validation.go
// validateDNSPolicy, validatePodDNSConfig (MaxDNSNameservers, MaxDNSSearchPaths,
// MaxDNSSearchListChars) and ValidateHostAliases.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goNamed, goSlice } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { obj, objects, str, strings } from '../read.ts';
import { validIPForLegacyField } from './legacyIP.ts';

const policies = ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None'];

/** Checks spec.dnsPolicy. */
export function validateDNSPolicy(policy: string, fldPath: string): FieldError[] {
  if (policies.includes(policy)) return [];
  if (policy === '') return [required(fldPath, '')];
  return [notSupported(fldPath, goNamed('core.DNSPolicy', policy), policies)];
}

// From 1.33 both fields go through IsValidIPForLegacyField (no old values are exempt).
const ipErrors = (ip: string, fldPath: string, strict: boolean): FieldError[] =>
  validIPForLegacyField(fldPath, ip, strict);

// 1.32 turns RelaxedDNSSearchValidation off: searches are DNS-1123 subdomains without a final dot.
function validateSearches(searches: string[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (searches.length > 32)
    errs.push(
      invalid(fldPath, goSlice('string', searches), 'must not have more than 32 search paths'),
    );
  if (searches.join(' ').length > 2048)
    errs.push(
      invalid(
        fldPath,
        goSlice('string', searches),
        'must not have more than 2048 characters (including spaces) in the search list',
      ),
    );
  searches.forEach((s, i) => {
    const trimmed = s.endsWith('.') ? s.slice(0, -1) : s;
    errs.push(...invalidEach(index(fldPath, i), trimmed, isDNS1123Subdomain(trimmed)));
  });
  return errs;
}

/** Checks spec.dnsConfig against spec.dnsPolicy. */
export function validatePodDNSConfig(
  spec: JsonObject,
  fldPath: string,
  strictIPCIDR = false,
): FieldError[] {
  const config = obj(spec['dnsConfig']);
  const nameservers = strings(config?.['nameservers']);
  if (str(spec['dnsPolicy']) === 'None') {
    if (config === undefined)
      return [required(fldPath, 'must provide `dnsConfig` when `dnsPolicy` is None')];
    if (nameservers.length === 0)
      return [
        required(
          child(fldPath, 'nameservers'),
          'must provide at least one DNS nameserver when `dnsPolicy` is None',
        ),
      ];
  }
  if (config === undefined) return [];
  const errs: FieldError[] = [];
  if (nameservers.length > 3)
    errs.push(
      invalid(
        child(fldPath, 'nameservers'),
        goSlice('string', nameservers),
        'must not have more than 3 nameservers',
      ),
    );
  nameservers.forEach((ns, i) =>
    errs.push(...ipErrors(ns, index(child(fldPath, 'nameservers'), i), strictIPCIDR)),
  );
  errs.push(...validateSearches(strings(config['searches']), child(fldPath, 'searches')));
  objects(config['options']).forEach((o, i) => {
    if (str(o['name']) === '')
      errs.push(required(index(child(fldPath, 'options'), i), 'must not be empty'));
  });
  return errs;
}

/** Checks spec.hostAliases: IPs and hostnames. */
export function validateHostAliases(
  aliases: JsonObject[],
  fldPath: string,
  strictIPCIDR = false,
): FieldError[] {
  return aliases.flatMap((a, i) => [
    ...ipErrors(str(a['ip']), child(index(fldPath, i), 'ip'), strictIPCIDR),
    ...strings(a['hostnames']).flatMap((h, j) =>
      invalidEach(index(child(index(fldPath, i), 'hostnames'), j), h, isDNS1123Subdomain(h)),
    ),
  ]);
}
