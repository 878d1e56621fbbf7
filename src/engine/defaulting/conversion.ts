// The effects of the versioned -> internal -> versioned round trip every decoded built-in object
// makes before a webhook sees it (admission runs on the internal object; the webhook dispatcher
// converts it back): pkg/apis/core/v1/conversion.go (PodSpec serviceAccount alias and
// securityContext, PodStatus podIP/hostIP, Secret stringData) and pkg/apis/apps/v1/conversion.go
// (DaemonSet template-generation and Deployment rollback annotations, non-pointer replicas).

import type { JsonObject } from '../apimachinery/types.ts';
import { encodeBase64, utf8Encode } from '../apimachinery/base64.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child, children, struct } from './defaults/access.ts';

/** Convert_v1_PodSpec_To_core_PodSpec and back. */
export function roundTripPodSpec(spec: JsonObject): void {
  // serviceAccount is an alias: serviceAccountName wins, and the way back copies it over.
  const name = spec['serviceAccountName'];
  const alias = spec['serviceAccount'];
  const effective =
    typeof name === 'string' && name !== '' ? name : typeof alias === 'string' ? alias : '';
  if (effective === '') {
    delete spec['serviceAccountName'];
    delete spec['serviceAccount'];
  } else {
    spec['serviceAccountName'] = effective;
    spec['serviceAccount'] = effective;
  }
  // The internal PodSecurityContext carries the host namespace flags, so it always exists.
  if (asObject(spec['securityContext']) === undefined) spec['securityContext'] = {};
}

/** Round-trips the pod template under key, if any. */
export function roundTripTemplate(holder: JsonObject | undefined, key = 'template'): void {
  const template = child(holder, key);
  if (template !== undefined) roundTripPodSpec(struct(template, 'spec'));
}

// Convert_v1_PodStatus_To_core_PodStatus: podIP is authoritative over a differing podIPs[0];
// the internal status keeps only the list, and the way back sets podIP to its first entry.
function roundTripIPs(status: JsonObject, single: string, list: string): void {
  const ip = typeof status[single] === 'string' ? (status[single] as string) : '';
  const ips = children(status, list);
  if (ip !== '' && (ips.length === 0 || ips[0]?.['ip'] !== ip)) status[list] = [{ ip }];
  const first = children(status, list)[0]?.['ip'];
  if (typeof first === 'string') status[single] = first;
  else if (children(status, list).length > 0) delete status[single];
}

/** The Pod round trip. */
export function roundTripPod(pod: JsonObject): void {
  roundTripPodSpec(struct(pod, 'spec'));
  const status = struct(pod, 'status');
  roundTripIPs(status, 'podIP', 'podIPs');
  roundTripIPs(status, 'hostIP', 'hostIPs');
}

/** Convert_v1_Secret_To_core_Secret: stringData is merged into data and never comes back. */
export function roundTripSecret(secret: JsonObject): void {
  const stringData = child(secret, 'stringData');
  delete secret['stringData'];
  if (stringData === undefined || Object.keys(stringData).length === 0) return;
  const data = asObject(secret['data']) ?? {};
  for (const [k, v] of Object.entries(stringData))
    data[k] = encodeBase64(utf8Encode(typeof v === 'string' ? v : ''));
  secret['data'] = data;
}

const int64Text = /^[+-]?[0-9]+$/;

/** Convert_{v1_DaemonSet_To_apps,apps_DaemonSet_To_v1}: the template generation travels as an annotation. */
export function roundTripDaemonSet(ds: JsonObject): void {
  const metadata = struct(ds, 'metadata');
  const annotations = asObject(metadata['annotations']) ?? {};
  const key = 'deprecated.daemonset.template.generation';
  const value = annotations[key];
  // An unparsable value fails the conversion upstream (a 400); it is left as written here.
  if (typeof value === 'string' && !int64Text.test(value)) return;
  annotations[key] = typeof value === 'string' ? BigInt(value).toString() : '0';
  metadata['annotations'] = annotations;
  roundTripTemplate(struct(ds, 'spec'));
}

/** Convert_{v1_Deployment_To_apps,apps_Deployment_To_v1}: the rollback annotation is re-rendered or dropped. */
export function roundTripDeployment(d: JsonObject): void {
  const annotations = asObject(struct(d, 'metadata')['annotations']);
  const key = 'deprecated.deployment.rollback.to';
  const value = annotations?.[key];
  if (annotations !== undefined && typeof value === 'string') {
    if (value === '') delete annotations[key];
    else if (int64Text.test(value)) annotations[key] = BigInt(value).toString();
  }
  roundTripReplicas(d);
}

/** The internal workload specs hold replicas as a plain int32, so nil comes back as 0. */
export function roundTripReplicas(workload: JsonObject): void {
  const spec = struct(workload, 'spec');
  if (spec['replicas'] === undefined) spec['replicas'] = 0;
  roundTripTemplate(spec);
}
