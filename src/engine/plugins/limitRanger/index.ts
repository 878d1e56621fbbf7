// LimitRanger: defaults container requests and limits from the namespace's LimitRanges (Admit) and
// enforces their min, max and limit/request ratios on pods and claims (Validate)
// (plugin/pkg/admission/limitranger/admission.go, 1.32: SupportsAttributes, runLimitFunc).

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import type { AdmissionPlugin, PluginRequest } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { stringAt } from '../objectFields.ts';
import { withAssumptions } from '../pluginAnswers.ts';
import { applyContainerDefaults } from './defaults.ts';
import { type LimitRange, readLimitRange } from './limitRange.ts';
import { aggregate, claimViolations, podViolations } from './validate.ts';

const isCoreKind = (attr: Attributes, kind: string): boolean =>
  attr.kind.group === '' && attr.kind.kind === kind;

// SupportsAttributes: pods and claims, no subresources; pod updates are skipped because containers are immutable.
function supports(attr: Attributes): boolean {
  if (attr.subresource !== '') return false;
  if (isCoreKind(attr, 'Pod') && attr.operation === 'UPDATE') return false;
  return isCoreKind(attr, 'Pod') || isCoreKind(attr, 'PersistentVolumeClaim');
}

// runLimitFunc's preamble: the LimitRanges that apply, or undefined when the request is ignored.
function limitRangesFor(req: PluginRequest): LimitRange[] | undefined {
  const { attr } = req;
  if (!supports(attr) || attr.object === undefined) return undefined;
  // Objects already marked for deletion are not held to limits.
  if (
    attr.oldObject !== undefined &&
    stringAt(attr.oldObject, 'metadata', 'deletionTimestamp') !== ''
  )
    return undefined;
  return req.cluster.ofKind('LimitRange', attr.namespace).map(readLimitRange);
}

const names = (ranges: LimitRange[]): string => ranges.map((r) => `"${r.name}"`).join(', ');

function orderAssumption(ranges: LimitRange[]): string[] {
  return ranges.length > 1
    ? [
        "the LimitRanges are applied in the order the scenario lists them; the API server takes its informer's order",
      ]
    : [];
}

/** The LimitRanger plugin (Admit and Validate; CREATE and UPDATE of pods and persistent volume claims). */
export const limitRangerPlugin: AdmissionPlugin = {
  name: 'LimitRanger',
  handles: handlesOperations('CREATE', 'UPDATE'),
  admit(req) {
    const ranges = limitRangesFor(req);
    if (ranges === undefined) return undefined;
    if (ranges.length === 0)
      return { reason: `no LimitRange in namespace "${req.attr.namespace}"` };
    if (req.attr.resource.resource !== 'pods')
      return {
        reason: 'LimitRanger defaults only pods; claims are checked in the validating phase',
      };
    let pod = structuredClone(req.attr.object ?? {});
    const applied: string[] = [];
    for (const range of ranges) {
      const result = applyContainerDefaults(pod, range);
      if (result === undefined) continue;
      pod = result.pod;
      applied.push(`"${range.name}": ${result.annotation}`);
    }
    if (applied.length === 0) {
      return withAssumptions(
        { reason: `every container already sets what LimitRange ${names(ranges)} defaults` },
        orderAssumption(ranges),
      );
    }
    return withAssumptions(
      { object: pod, reason: `defaults from LimitRange ${applied.join('; ')}` },
      orderAssumption(ranges),
    );
  },
  validate(req) {
    const ranges = limitRangesFor(req);
    if (ranges === undefined) return undefined;
    if (ranges.length === 0)
      return { reason: `no LimitRange in namespace "${req.attr.namespace}"` };
    const object = req.attr.object ?? {};
    for (const range of ranges) {
      const resource = req.attr.resource.resource;
      const errs =
        resource === 'pods'
          ? podViolations(range, object)
          : resource === 'persistentvolumeclaims'
            ? claimViolations(range, object)
            : [];
      if (errs.length === 0) continue;
      const assumptions = orderAssumption(ranges);
      // The Go code ranges over ResourceList maps, so with several violations its order varies between runs.
      if (new Set(errs).size > 1)
        assumptions.push(
          'several violations are listed in the order the LimitRange names the resources; the API server lists them in Go map order, which varies',
        );
      return withAssumptions(
        {
          status: admissionForbidden(req.attr, aggregate(errs)),
          reason: `violates LimitRange "${range.name}"`,
        },
        assumptions,
      );
    }
    return withAssumptions(
      { reason: `within the limits of LimitRange ${names(ranges)}` },
      orderAssumption(ranges),
    );
  },
};
