// Decides whether a policy's matchConstraints or a binding's matchResources are well formed, and
// reads them (and paramKind / paramRef) from JSON with the v1 defaults applied: mirrors
// validateMatchResources, validateNamedRuleWithOperations and validateParamKind in kubernetes
// pkg/apis/admissionregistration/validation/validation.go.

import { parseGroupVersion } from '../restmapping/groupVersion.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { Decoder } from './decode.ts';
import {
  type FieldError,
  duplicate,
  invalid,
  notSupported,
  required,
} from '../apimachinery/field.ts';
import { goNamed, goString } from '../apimachinery/goValue.ts';
import { validateLabelSelector } from '../apimachinery/labelSelectorValidation.ts';
import { isDNS1035Label, isDNS1123Subdomain } from '../apimachinery/names.ts';
import { validateRuleWithOperations } from './rules.ts';
import type { DecodedRule } from './types.ts';
import type { DecodedSelector } from '../apimachinery/labelSelectorValidation.ts';

/** A NamedRuleWithOperations. */
export interface DecodedNamedRule extends DecodedRule {
  resourceNames: string[];
}

/** A MatchResources after v1 defaulting (matchPolicy Equivalent, empty selectors). */
export interface DecodedMatchResources {
  namespaceSelector: DecodedSelector;
  objectSelector: DecodedSelector;
  resourceRules: DecodedNamedRule[];
  excludeResourceRules: DecodedNamedRule[];
  matchPolicy: string;
}

const emptySelector = (): DecodedSelector => ({ matchLabels: [], matchExpressions: [] });

/** Reads a MatchResources, applying SetDefaults_MatchResources and SetDefaults_Rule. */
export function decodeMatchResources(
  d: Decoder,
  v: JsonValue | undefined,
  path: string,
): DecodedMatchResources | undefined {
  const o = d.object(v, path);
  if (o === undefined) return undefined;
  const rules = (field: string): DecodedNamedRule[] =>
    d.list(o[field], `${path}.${field}`, (e, p) => ({
      ...d.rule(e, p),
      resourceNames: d.strings((d.object(e, p) ?? {})['resourceNames'], `${p}.resourceNames`),
    }));
  return {
    namespaceSelector:
      d.selector(o['namespaceSelector'], `${path}.namespaceSelector`) ?? emptySelector(),
    objectSelector: d.selector(o['objectSelector'], `${path}.objectSelector`) ?? emptySelector(),
    resourceRules: rules('resourceRules'),
    excludeResourceRules: rules('excludeResourceRules'),
    matchPolicy: d.optString(o['matchPolicy'], `${path}.matchPolicy`) ?? 'Equivalent',
  };
}

// path.ValidatePathSegmentName(name, false).
function pathSegmentNameErrors(name: string): string[] {
  for (const bad of ['.', '..']) if (name === bad) return [`may not be '${bad}'`];
  return ['/', '%'].filter((c) => name.includes(c)).map((c) => `may not contain '${c}'`);
}

/** Checks a name that goes into a URL path segment (paramRef.name, resourceNames). */
export const validatePathSegmentName = (name: string, fldPath: string): FieldError[] =>
  pathSegmentNameErrors(name).map((msg) => invalid(fldPath, goString(name), msg));

function validateNamedRuleWithOperations(rule: DecodedNamedRule, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const names = new Set<string>();
  rule.resourceNames.forEach((name, i) => {
    const p = `${fldPath}.resourceNames[${i}]`;
    errs.push(...validatePathSegmentName(name, p));
    if (names.has(name)) errs.push(duplicate(p, goString(name)));
    else names.add(name);
  });
  errs.push(...validateRuleWithOperations(rule, fldPath));
  return errs;
}

/** Mirrors validateMatchResources (selectors strictly: invalid label values are never tolerated). */
export function validateMatchResources(
  mc: DecodedMatchResources | undefined,
  fldPath: string,
): FieldError[] {
  if (mc === undefined) return [];
  const errs: FieldError[] = [];
  if (!['Equivalent', 'Exact'].includes(mc.matchPolicy)) {
    errs.push(
      notSupported(
        `${fldPath}.matchPolicy`,
        goNamed('admissionregistration.MatchPolicyType', mc.matchPolicy),
        ['Equivalent', 'Exact'],
      ),
    );
  }
  errs.push(...validateLabelSelector(mc.namespaceSelector, false, `${fldPath}.namespaceSelector`));
  errs.push(...validateLabelSelector(mc.objectSelector, false, `${fldPath}.objectSelector`));
  mc.resourceRules.forEach((r, i) =>
    errs.push(...validateNamedRuleWithOperations(r, `${fldPath}.resourceRules[${i}]`)),
  );
  mc.excludeResourceRules.forEach((r, i) =>
    errs.push(...validateNamedRuleWithOperations(r, `${fldPath}.excludeResourceRules[${i}]`)),
  );
  return errs;
}

/** Mirrors validateParamKind: apiVersion like an APIService's group and version, kind a DNS-1035 label in any case. */
export function validateParamKind(
  pk: { apiVersion: string; kind: string },
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const av = `${fldPath}.apiVersion`;
  if (pk.apiVersion.length === 0) errs.push(required(av, ''));
  else {
    const gv = parseGroupVersion(pk.apiVersion);
    if ('error' in gv) errs.push(invalid(av, goString(pk.apiVersion), gv.error));
    else {
      if (gv.group.length > 0) {
        const e = isDNS1123Subdomain(gv.group);
        if (e.length > 0) errs.push(invalid(av, goString(gv.group), e.join(',')));
      }
      if (gv.version.length === 0)
        errs.push(invalid(av, goString(pk.apiVersion), 'version must be specified'));
      else {
        const e = isDNS1035Label(gv.version);
        if (e.length > 0) errs.push(invalid(av, goString(gv.version), e.join(',')));
      }
    }
  }
  if (pk.kind.length === 0) errs.push(required(`${fldPath}.kind`, ''));
  else {
    const e = isDNS1035Label(pk.kind.toLowerCase());
    if (e.length > 0)
      errs.push(
        invalid(
          `${fldPath}.kind`,
          goString(pk.kind),
          'may have mixed case, but should otherwise match: ' + e.join(','),
        ),
      );
  }
  return errs;
}
