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
    // The pod checks ported per version (1.33's validation.go, master's for the later fields; the
    // release of some is inferred).
    const podFields =
      ', ValidatePodResize (pods/resize: ' +
      (atLeast(version, '1.35')
        ? 'from master)'
        : atLeast(version, '1.34')
          ? "1.33's, less the memory-limit rule 1.34 drops)"
          : "1.33's)") +
      ', the pod-level spec.resources checks under PodLevelResources' +
      (atLeast(version, '1.34')
        ? ', the user-namespace rules of 1.34 (volumeDevices)' +
          (atLeast(version, '1.35') ? ' and 1.35 (UserNamespacesHostNetworkSupport)' : '') +
          ', the checks of the pod fields 1.34 adds (env fileKeyRef, container restartPolicy and restartPolicyRules, hostnameOverride; from master, under their gates)'
        : '');
    // What stays unchecked of the pod fields later versions add.
    const podGaps =
      'the field validation of ' +
      (atLeast(version, '1.34')
        ? "the other pod fields later versions add (podCertificate projections, workloadRef and schedulingGroup, lifecycle stopSignal and 1.37's alpha fields: decoded and kept or dropped as this version does, but not checked)"
        : 'the pod fields later versions add (decoded and kept or dropped as this version does, but not checked)');
    if (i >= 0)
      note(
        'field validation',
        atLeast(version, '1.36')
          ? "the validators are 1.32's with this version's StrictIPCIDRValidation (pod DNS nameservers and host aliases, Pod status IPs, Service externalIPs and loadBalancerSourceRanges, Service and Ingress load-balancer status IPs, Node podCIDRs, Endpoints and EndpointSlice addresses, NetworkPolicy ipBlocks, and the Service IP warnings) and RelaxedServiceNameValidation (Service names, Ingress backends), 1.33's EndpointSlice address texts" +
              podFields +
              (atLeast(version, '1.37')
                ? ', allowPrivilegeEscalation with CAP_SYS_ADMIN allowed on update (kubernetes#138834), an image volume reference required in pod templates (kubernetes#135989) and the beta declarative validation of EndpointSlices, RBAC roles and bindings, HorizontalPodAutoscalers, RuntimeClasses, NetworkPolicies, IngressClasses, IPAddresses, StorageClasses, VolumeAttachments, ValidatingAdmissionPolicyBindings, ReplicationControllers, CronJobs and PriorityLevelConfigurations'
                : '') +
              '; its other validation changes are not modelled: ' +
              (atLeast(version, '1.37')
                ? 'the beta declarative validation of CertificateSigningRequest conditions and the resource.k8s.io kinds (which may move a covered error to the end of the list or drop its detail), '
                : '') +
              podGaps
          : "the validators are 1.32's with this version's non-standard-IP warnings on Services, 1.33's EndpointSlice address texts and the load-balancer status IPs' ratchet" +
              podFields +
              '; its other validation changes are not modelled (StrictIPCIDRValidation, alpha here, is followed when cluster.featureGates turns it on), nor ' +
              podGaps,
        i,
      );
  }
  return notes;
}
