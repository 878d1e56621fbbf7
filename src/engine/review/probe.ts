// Requests the review imagines to ask "can this webhook be called for …?": each is matched with the
// API server's own ShouldCallHook (namespaceSelector against the namespace's labels, objectSelector
// against the object's labels, rules, matchPolicy), so the answer is the engine's, not a string test.
// matchConditions are not evaluated: they read the object, which a probe only sketches; a check
// says "unless its matchConditions exclude it" where a webhook has any.

import type { Attributes } from '../admission/attributes.ts';
import type { JsonObject, Operation } from '../apimachinery/types.ts';
import { shouldCallHook } from '../webhook/generic/shouldCallHook.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';
import type { ReviewContext } from './context.ts';

/** A request some component of the cluster makes, described for matching. */
export interface Probe {
  operation: Operation;
  group: string;
  version: string;
  resource: string;
  subresource?: string;
  namespace: string;
  /** The labels of the object in the request. */
  labels?: Record<string, string>;
  /** Who makes the request and why, in words: "the kubelet renews its node Lease". */
  who: string;
}

/** Names a probe's request: "UPDATE leases in kube-node-lease". */
export function describeProbe(p: Probe): string {
  const res = p.subresource ? `${p.resource}/${p.subresource}` : p.resource;
  return `${p.operation} ${res}${p.namespace === '' ? '' : ` in ${p.namespace}`}`;
}

/** Builds the attributes of a probe request, or undefined when the resource is not served. */
export function probeAttributes(ctx: ReviewContext, p: Probe): Attributes | undefined {
  const resource = { group: p.group, version: p.version, resource: p.resource };
  const subresource = p.subresource ?? '';
  const kind = ctx.mapper.kindFor(resource, subresource);
  const mapping = ctx.mapper.mappingFor(resource);
  if (kind === undefined || mapping === undefined) return undefined;
  // A subresource request (pods/status) carries the parent's object.
  const objectKind = mapping.kind;
  const metadata: JsonObject = { name: 'probe' };
  if (p.namespace !== '') metadata['namespace'] = p.namespace;
  if (p.labels !== undefined && Object.keys(p.labels).length > 0) metadata['labels'] = p.labels;
  const object: JsonObject = {
    apiVersion:
      objectKind.group === '' ? objectKind.version : `${objectKind.group}/${objectKind.version}`,
    kind: objectKind.kind,
    metadata,
  };
  const update = p.operation === 'UPDATE';
  return {
    operation: p.operation,
    kind,
    resource,
    subresource,
    namespace: p.namespace,
    name: 'probe',
    object: p.operation === 'DELETE' ? undefined : object,
    oldObject: update || p.operation === 'DELETE' ? object : undefined,
    options: null,
    dryRun: false,
    userInfo: { username: 'system:probe', uid: '', groups: ['system:authenticated'], extra: {} },
    builtin: mapping.builtin,
    managedFieldsStamped: false,
  };
}

/** Reports whether the API server would call the webhook for the probe request (a selector error counts: the request fails too). */
export function canMatch(ctx: ReviewContext, hook: WebhookAccessor, p: Probe): boolean {
  const attr = probeAttributes(ctx, p);
  if (attr === undefined) return false;
  const decision = shouldCallHook(hook, attr, { namespaces: ctx.namespaces, mapper: ctx.mapper });
  return decision.decision !== 'skip';
}
