// Checks a container's resource requests and limits: mirrors pkg/apis/core/validation/validation.go
// ValidateContainerResourceRequirements (validateResourceRequirements, also behind
// validatePodResourceRequirements), validateResourceName, validateContainerResourceName,
// ValidateResourceQuantityValue and the helper predicates (IsStandardContainerResourceName, IsOvercommitAllowed, hugepages).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid, required } from '../../apimachinery/field.ts';
import { key } from '../fieldPath.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { isQualifiedName } from '../../apimachinery/names.ts';
import { obj } from '../read.ts';
import { cmp, quantityOf, signOf } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';

const standardContainerResources = ['cpu', 'memory', 'ephemeral-storage'];
const isHugePages = (name: string): boolean => name.startsWith('hugepages-');
const isNativeResource = (name: string): boolean =>
  !name.includes('/') || name.includes('kubernetes.io/');
// IsOvercommitAllowed: native resources except hugepages.
const overcommitAllowed = (name: string): boolean => isNativeResource(name) && !isHugePages(name);

const standardResources = new Set([
  'cpu',
  'memory',
  'ephemeral-storage',
  'storage',
  'pods',
  'services',
  'replicationcontrollers',
  'resourcequotas',
  'secrets',
  'configmaps',
  'persistentvolumeclaims',
  'services.nodeports',
  'services.loadbalancers',
  'requests.cpu',
  'requests.memory',
  'requests.storage',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
]);
const isStandardResourceName = (name: string): boolean =>
  standardResources.has(name) || isHugePages(name) || name.startsWith('requests.hugepages-');

// helper.IsExtendedResourceName: not native, not "requests."-prefixed, and a qualified name as a quota name.
const isExtendedResourceName = (name: string): boolean =>
  !isNativeResource(name) &&
  !name.startsWith('requests.') &&
  isQualifiedName(`requests.${name}`).length === 0;

/** validateResourceName: a qualified name, and a standard one unless it has a prefix. */
export function validateResourceName(name: string, fldPath: string): FieldError[] {
  const value = goNamed('core.ResourceName', name);
  const errs = isQualifiedName(name).map((m) => invalid(fldPath, value, m));
  if (errs.length > 0) return errs;
  if (!name.includes('/') && !isStandardResourceName(name))
    return [invalid(fldPath, value, 'must be a standard resource type or fully qualified')];
  return [];
}

// Upstream appends to validateResourceName's errors rather than returning them, so an unqualified
// non-standard name ("gpu") gets both "must be a standard resource type or fully qualified" and
// "must be a standard resource for containers" (validation.go validateContainerResourceName, the
// same from 1.32 to master).
function validateContainerResourceName(name: string, fldPath: string): FieldError[] {
  const value = goNamed('core.ResourceName', name);
  const errs = validateResourceName(name, fldPath);
  if (!name.includes('/')) {
    if (!standardContainerResources.includes(name) && !isHugePages(name))
      errs.push(invalid(fldPath, value, 'must be a standard resource for containers'));
  } else if (!isNativeResource(name) && !isExtendedResourceName(name)) {
    errs.push(invalid(fldPath, value, "doesn't follow extended resource name standard"));
  }
  return errs;
}

/**
 * Checks requests and limits: names (a container's unless `nameErrors` says otherwise),
 * non-negative values, requests within limits.
 */
export function validateResourceRequirements(
  resources: JsonObject | undefined,
  fldPath: string,
  nameErrors: (name: string, fldPath: string) => FieldError[] = validateContainerResourceName,
): FieldError[] {
  const limits = obj(resources?.['limits']) ?? {};
  const requests = obj(resources?.['requests']) ?? {};
  const limPath = `${fldPath}.limits`;
  const reqPath = `${fldPath}.requests`;
  const errs: FieldError[] = [];
  let cpuOrMemory = false;
  let hugePages = false;
  const check = (list: JsonObject, path: string): void => {
    for (const [name, value] of Object.entries(list)) {
      const p = key(path, name);
      errs.push(...nameErrors(name, p));
      const q = quantityOf(value);
      if (q !== undefined && signOf(q) < 0)
        errs.push(invalid(p, goString(quantityString(q)), 'must be greater than or equal to 0'));
      if (isHugePages(name)) hugePages = true;
      if (name === 'cpu' || name === 'memory') cpuOrMemory = true;
    }
  };
  check(limits, limPath);
  check(requests, reqPath);
  for (const [name, value] of Object.entries(requests)) {
    const q = quantityOf(value);
    const limit = quantityOf(limits[name]);
    if (q === undefined) continue;
    if (limit !== undefined) {
      if (cmp(q, limit) !== 0 && !overcommitAllowed(name)) {
        errs.push(
          invalid(
            reqPath,
            goString(quantityString(q)),
            `must be equal to ${name} limit of ${quantityString(limit)}`,
          ),
        );
      } else if (cmp(q, limit) > 0) {
        errs.push(
          invalid(
            reqPath,
            goString(quantityString(q)),
            `must be less than or equal to ${name} limit of ${quantityString(limit)}`,
          ),
        );
      }
    } else if (!overcommitAllowed(name)) {
      errs.push(required(limPath, 'Limit must be set for non overcommitable resources'));
    }
  }
  if (!cpuOrMemory && hugePages) errs.push(forbidden(fldPath, 'HugePages require cpu or memory'));
  return errs;
}
