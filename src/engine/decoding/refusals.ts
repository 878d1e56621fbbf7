// Decides which request the API server refuses before admission, and how the playground reports it:
// an object of a version the server does not serve (404, and kubectl's own refusal before it sends
// anything), and a cluster object that does not decode (the 400 its create got). The scenario's
// cluster objects were created first, so a refusal among them is a setup error naming the object.

import type { RawAnswer, RequestRefusal } from '../admission/traceSteps.ts';
import { asObject } from '../apimachinery/isObject.ts';
import type { Status } from '../apimachinery/status.ts';
import type { RestMapper } from '../restmapping/restMapper.ts';
import type { JsonObject, Operation } from '../apimachinery/types.ts';
import type { ClusterObject, Scenario } from '../scenario/types.ts';
import { kubectlNoMapping, notFoundByClient } from '../served/notFound.ts';
import {
  kindOf,
  removedBefore132,
  type UnservedObject,
  unservedObject,
} from '../served/objectServing.ts';
import { gateOf, notServed, type ServingFlags } from '../served/servedVersions.ts';
import { isMutatingPolicyKind } from '../served/servingFlags.ts';
import { builtinDecodeError, cannotBeHandled } from './decodeBody.ts';

/** A request (or cluster object) refused before admission. */
export interface Refusal {
  status: Status;
  /** Why, in words, naming the object and the field. */
  reason: string;
  /** Where the refused object (or field) is in the scenario. */
  pointer: string;
  /** What kubectl prints when it refuses before sending anything. */
  kubectl?: string;
  /** Where the handler refused it: the route (404) or decoding (400). */
  refusal: RequestRefusal;
  /** The server's answer when it is no metav1.Status (the mux's plain-text 404). */
  answer?: RawAnswer;
}

// net/http's NotFound: http.Error(w, "404 page not found", 404).
const MUX_NOT_FOUND: RawAnswer = {
  statusCode: 404,
  contentType: 'text/plain; charset=utf-8',
  body: '404 page not found\n',
  readAs: 'body',
};

const gvString = (group: string, version: string): string =>
  group === '' ? version : `${group}/${version}`;

const metaString = (object: JsonObject, field: string): string => {
  const value = asObject(object['metadata'])?.[field];
  return typeof value === 'string' ? value : '';
};

function whyNotServed(u: UnservedObject, version: string): string {
  const gv = gvString(u.kind.group, u.kind.version);
  switch (u.why) {
    case 'absent':
      return `kube-apiserver ${version} has no ${u.kind.kind} in ${gv} (a removed or unknown version): it is never served`;
    case 'off':
      return `${gv} exists in kube-apiserver ${version} but is off by default; cluster.runtimeConfig can switch it on (--runtime-config)`;
    case 'gated':
      return `${gv} ${u.resource.resource} also needs the feature gate ${gateOf(u.resource) ?? ''} (cluster.featureGates)`;
  }
}

const verbOf = (operation: Operation): 'POST' | 'PUT' | 'DELETE' =>
  operation === 'UPDATE' ? 'PUT' : operation === 'DELETE' ? 'DELETE' : 'POST';

function unservedRefusal(
  object: JsonObject,
  u: UnservedObject,
  operation: Operation,
  pointer: string,
  scenario: Scenario,
): Refusal {
  const name = metaString(object, 'name');
  const status = notFoundByClient(
    u.resource,
    verbOf(operation),
    operation === 'CREATE' ? '' : name,
  );
  const what = `${u.kind.kind}${name === '' ? '' : ` "${name}"`}`;
  const reason = `${what} (${pointer}): ${whyNotServed(u, scenario.kubernetesVersion)}`;
  return {
    status,
    reason,
    pointer,
    kubectl: kubectlNoMapping(u.kind, name, metaString(object, 'namespace')),
    refusal: { stage: 'route' },
    answer: MUX_NOT_FOUND,
  };
}

// A MutatingAdmissionPolicy of a version the release has is served once its flags are on; scenarioServing assumes them.
function unservedOf(
  object: JsonObject,
  mapper: RestMapper,
  flags: ServingFlags,
  scenario: Scenario,
): UnservedObject | undefined {
  const u = unservedObject(object, mapper, flags);
  if (u === undefined) return undefined;
  if (
    isMutatingPolicyKind(u.kind, scenario.kubernetesVersion) &&
    flags.featureGates['MutatingAdmissionPolicy'] === true &&
    u.why === 'absent'
  )
    return undefined;
  // The served data is 1.32's: a later release may have added the version, unless it was removed before.
  if (u.why === 'absent' && scenario.kubernetesVersion !== '1.32' && !removedBefore132(u.kind))
    return undefined;
  return u;
}

/** Returns the refusal of the first cluster object the server would not have created, or undefined. */
export function clusterObjectRefusal(
  scenario: Scenario,
  mapper: RestMapper,
  flags: ServingFlags,
): Refusal | undefined {
  for (const { object, pointer } of scenario.cluster.objects as readonly ClusterObject[]) {
    const u = unservedOf(object, mapper, flags, scenario);
    if (u !== undefined) return unservedRefusal(object, u, 'CREATE', pointer, scenario);
    const gvk = kindOf(object);
    const kind = gvk === undefined ? undefined : mapper.resourceForKind(gvk);
    if (kind === undefined || !kind.builtin) continue;
    const error = builtinDecodeError(object, kind.kind, scenario.kubernetesVersion);
    if (error === undefined) continue;
    const name = metaString(object, 'name');
    const reason = `creating ${kind.kind.kind}${name === '' ? '' : ` "${name}"`} (${pointer}) failed: ${error.field}: ${error.message}`;
    return {
      status: cannotBeHandled(kind.kind, error),
      reason,
      pointer: `${pointer}${error.pointer}`,
      refusal: { stage: 'deserialize' },
    };
  }
  return undefined;
}

/** Returns the 404 of a request whose object's version the server does not serve, or undefined. */
export function requestRefusal(
  scenario: Scenario,
  mapper: RestMapper,
  flags: ServingFlags,
): Refusal | undefined {
  const req = scenario.request;
  const which = req.operation === 'DELETE' ? 'oldObject' : 'object';
  const object = req[which] ?? {};
  if (req.resource !== undefined) {
    // A request that names its resource: the URL's version decides, whatever the object says.
    const mapping = mapper.mappingFor(req.resource);
    const why = mapping?.builtin === true ? notServed(mapping.resource, flags) : undefined;
    if (
      mapping === undefined ||
      why === undefined ||
      isMutatingPolicyKind(mapping.kind, scenario.kubernetesVersion)
    )
      return undefined;
    return unservedRefusal(
      object,
      { kind: mapping.kind, resource: mapping.resource, why },
      req.operation,
      '/request/resource',
      scenario,
    );
  }
  if (req.subResource !== '' || req[which] === undefined) return undefined;
  const u = unservedOf(object, mapper, flags, scenario);
  return u === undefined
    ? undefined
    : unservedRefusal(object, u, req.operation, `/request/${which}`, scenario);
}
