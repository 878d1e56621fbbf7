// Checks a pod spec's pod-level spec.resources where PodLevelResources is on (alpha 1.32-1.33, beta
// on from 1.34: kubernetes#132999): mirrors pkg/apis/core/validation/validation.go
// validatePodResources, validatePodResourceRequirements, validatePodResourceName and
// validatePodResourceConsistency. 1.33's are read at kubernetes commit 000f260 (1.32 is taken to
// be the same, with k8s.io/component-helpers v0.32's supported resources: cpu and memory only;
// v0.33 adds hugepages). Master's (atiratree/kubernetes fork 81b59d0) has three changes the 1.34
// release notes list: a windows pod may not set them (kubernetes#133046), a resource the pod level
// does not request is skipped rather than read as 0 (kubernetes#132551), and hugepage limits must
// cover the containers' (kubernetes#131089); its claims text "may not be set" (1.33: "cannot be
// set") is taken to come with them, inferred.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid, notSupported } from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import { cmp, newQuantity, type Quantity } from '../../apimachinery/quantity/quantity.ts';
import { readResourceList } from '../../apimachinery/quantity/resourceList.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { child, key } from '../fieldPath.ts';
import { obj, objects, str } from '../read.ts';
import type { PodValidationOptions } from './options.ts';
import { aggregateContainerLimits, aggregateContainerRequests } from './podResourceHelpers.ts';
import { validateResourceName, validateResourceRequirements } from './resources.ts';

const isHugePages = (name: string): boolean => name.startsWith('hugepages-');

// resourcehelper.IsSupportedPodLevelResource and sets.List(SupportedPodLevelResources()).
const supported = (version: PodValidationOptions['version']) =>
  atLeast(version, '1.33')
    ? {
        has: (n: string) => n === 'cpu' || n === 'memory' || isHugePages(n),
        list: ['cpu', 'hugepages-', 'memory'],
      }
    : { has: (n: string) => n === 'cpu' || n === 'memory', list: ['cpu', 'memory'] };

function podResourceNameErrors(version: PodValidationOptions['version']) {
  const set = supported(version);
  return (name: string, fldPath: string): FieldError[] => {
    const errs = validateResourceName(name, fldPath);
    if (errs.length > 0) return errs;
    return set.has(name)
      ? []
      : [notSupported(fldPath, goNamed('core.ResourceName', name), set.list)];
  };
}

// Go's zero Quantity, which prints "0".
const zero: Quantity = newQuantity(0n);

function validatePodResourceConsistency(
  spec: JsonObject,
  fldPath: string,
  later: boolean,
): FieldError[] {
  const errs: FieldError[] = [];
  const resources = obj(spec['resources']) ?? {};
  const requests = readResourceList(resources['requests']);
  const limits = readResourceList(resources['limits']);
  for (const [name, ctrReqs] of aggregateContainerRequests(spec)) {
    const pod = requests.get(name);
    // Up to 1.33 a resource the pod level leaves out reads as 0 (kubernetes#132551 fixes that).
    if (pod === undefined && later) continue;
    const podReqs = pod ?? zero;
    if (cmp(ctrReqs, podReqs) > 0)
      errs.push(
        invalid(
          key(child(fldPath, 'requests'), name),
          goString(quantityString(podReqs)),
          `must be greater than or equal to aggregate container requests of ${quantityString(ctrReqs)}`,
        ),
      );
  }
  if (later)
    for (const [name, ctrLims] of aggregateContainerLimits(spec)) {
      const podLims = limits.get(name);
      if (!isHugePages(name) || podLims === undefined) continue;
      if (cmp(ctrLims, podLims) > 0)
        errs.push(
          invalid(
            key(child(fldPath, 'limits'), name),
            goString(quantityString(podLims)),
            `must be greater than or equal to aggregate container limits of ${quantityString(ctrLims)}`,
          ),
        );
    }
  objects(spec['containers']).forEach((c, i) => {
    for (const [name, ctrLimit] of readResourceList(obj(c['resources'])?.['limits'])) {
      const podLims = limits.get(name);
      if (podLims === undefined || cmp(ctrLimit, podLims) <= 0) continue;
      errs.push(
        invalid(
          child(key(`${child(fldPath, 'containers')}[${i}]`, name), 'limits'),
          goString(quantityString(ctrLimit)),
          `must be less than or equal to pod limits of ${quantityString(podLims)}`,
        ),
      );
    }
  });
  return errs;
}

/** validatePodResources: `fldPath` is the spec's path; nothing to check without spec.resources. */
export function validatePodResources(
  spec: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  const resources = obj(spec['resources']);
  if (resources === undefined) return [];
  const path = child(fldPath, 'resources');
  const later = atLeast(opts.version, '1.34');
  if (later && str(obj(spec['os'])?.['name']) === 'windows')
    return [forbidden(path, 'may not be set for a windows pod')];
  const errs: FieldError[] = [];
  if (Array.isArray(resources['claims']))
    errs.push(
      forbidden(
        child(path, 'claims'),
        later
          ? 'claims may not be set for Resources at pod-level'
          : 'claims cannot be set for Resources at pod-level',
      ),
    );
  errs.push(...validateResourceRequirements(resources, path, podResourceNameErrors(opts.version)));
  errs.push(...validatePodResourceConsistency(spec, path, later));
  // 1.32-1.36 default pod-level requests while decoding (defaulting/defaults/podLevelResources.ts);
  // 1.37 does it in the pod strategy instead (kubernetes#140514), which is not ported.
  if (opts.resourceIsPod && atLeast(opts.version, '1.37'))
    opts.notSimulated(
      "1.37's pod-level resource defaulting in the pod strategy (PrepareForCreate/PrepareForUpdate, kubernetes#140514): the pod-level checks ran on spec.resources as written",
    );
  return errs;
}
