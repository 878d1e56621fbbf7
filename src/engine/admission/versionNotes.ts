// What a later Kubernetes version changes that the playground does not model, said for the request
// it would touch (../shared/spec/k8s-versions-1.33-1.37.md §8): read from the finished trace, so a
// note appears only where the difference could show. Each note names the version and its source.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import type { NotSimulated, TraceEntry } from './trace.ts';

/** Returns the notes for a request the chain ran at `version` (none at 1.32, the reference). */
export function versionNotes(
  version: KubernetesVersion,
  trace: readonly TraceEntry[],
): NotSimulated[] {
  const notes: NotSimulated[] = [];
  const at = (i: number) => (i < 0 ? {} : { step: i });
  const note = (feature: string, detail: string, step: number) =>
    notes.push({ feature, detail: `${version}: ${detail}`, ...at(step) });

  if (atLeast(version, '1.33')) {
    const i = trace.findIndex((t) => t.plugin === 'fieldValidation');
    if (i >= 0)
      note(
        'field validation',
        atLeast(version, '1.36')
          ? "the validators are 1.32's with this version's StrictIPCIDRValidation (pod DNS nameservers and host aliases, Pod status IPs, Service externalIPs and loadBalancerSourceRanges, Node podCIDRs, Endpoints addresses, NetworkPolicy ipBlocks, and the Service IP warnings) and RelaxedServiceNameValidation (Service names, Ingress backends)" +
              (atLeast(version, '1.37')
                ? ', allowPrivilegeEscalation with CAP_SYS_ADMIN allowed on update (kubernetes#138834) and an image volume reference required in pod templates (kubernetes#135989)'
                : '') +
              "; its other validation changes are not modelled: declarative validation's wording and its Too short/Too few errors, StrictIPCIDRValidation on load-balancer status IPs and EndpointSlice addresses"
          : "the validators are 1.32's with this version's non-standard-IP warnings on Services; its other validation changes are not modelled (StrictIPCIDRValidation, alpha here, is followed when cluster.featureGates turns it on)",
        i,
      );
  }
  return notes;
}
