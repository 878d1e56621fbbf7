// NamespaceAutoProvision: creates the namespace of a CREATE request when it does not exist yet
// (plugin/pkg/admission/namespace/autoprovision/admission.go, Admit). It creates it with the API
// server's loopback client, so the Namespace's creation is a request of its own through the whole
// chain — its own mutating and validating webhooks run before the rest of this request's chain.

import { handlesOperations, type AdmissionPlugin, type PluginRequest } from './interfaces.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import type { Status } from '../apimachinery/status.ts';
import { admissionForbidden } from '../admission/forbidden.ts';
import { isObject } from '../apimachinery/isObject.ts';

const CREATE_CALL = 'client.CoreV1().Namespaces().Create(ctx, namespace, metav1.CreateOptions{})';

/**
 * Returns the Namespace the plugin would create for this request, or undefined when it would not
 * create one (dry run, cluster-scoped request, a Namespace itself, or the namespace exists).
 */
export function autoProvisionedNamespace(req: PluginRequest): JsonObject | undefined {
  const { attr } = req;
  // A dry-run request must not have side effects, so the namespace is not created.
  if (attr.dryRun) return undefined;
  if (attr.namespace === '' || (attr.kind.group === '' && attr.kind.kind === 'Namespace'))
    return undefined;
  if (req.cluster.namespace(attr.namespace) !== undefined) return undefined;
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name: attr.namespace } };
}

// apierrors.IsForbidden (k8s.io/apimachinery pkg/api/errors/errors.go): reason Forbidden, or a reason
// outside knownReasons (the empty one included) with code 403.
const KNOWN_REASONS = new Set([
  'Unauthorized',
  'Forbidden',
  'NotFound',
  'AlreadyExists',
  'Conflict',
  'Gone',
  'Invalid',
  'ServerTimeout',
  'StoreReadError',
  'Timeout',
  'TooManyRequests',
  'BadRequest',
  'MethodNotAllowed',
  'NotAcceptable',
  'RequestEntityTooLarge',
  'UnsupportedMediaType',
  'InternalError',
  'Expired',
  'ServiceUnavailable',
]);
const isForbidden = (s: Status): boolean =>
  s.reason === 'Forbidden' || (!KNOWN_REASONS.has(s.reason ?? '') && s.code === 403);

/** The NamespaceAutoProvision plugin: Admit, for CREATE. */
export const namespaceAutoProvisionPlugin: AdmissionPlugin = {
  name: 'NamespaceAutoProvision',
  handles: handlesOperations('CREATE'),
  admit(req) {
    const { attr } = req;
    if (attr.dryRun) return { reason: 'dry-run request: no namespace is created' };
    if (attr.namespace === '' || (attr.kind.group === '' && attr.kind.kind === 'Namespace'))
      return undefined;
    const namespace = autoProvisionedNamespace(req);
    if (namespace === undefined) return { reason: `namespace "${attr.namespace}" exists` };
    if (req.loopback === undefined)
      return {
        reason: `created namespace "${attr.namespace}"; it exists, Active, for the rest of the chain`,
        creates: [namespace],
      };
    const nested = req.loopback.create(namespace, CREATE_CALL);
    const timing = { nested, durationMs: nested.durationMs };
    if (!nested.allowed && nested.status !== undefined) {
      // admission.NewForbidden(a, err): a Forbidden error is answered as it is, anything else wrapped.
      const status = isForbidden(nested.status)
        ? nested.status
        : admissionForbidden(attr, nested.status.message ?? '');
      return {
        reason: `creating namespace "${attr.namespace}" through the API server failed: ${nested.status.message ?? ''}`,
        status,
        ...timing,
      };
    }
    const stored = isObject(nested.object) ? nested.object : namespace;
    return {
      reason: `created namespace "${attr.namespace}" through the API server (a request of its own, through the whole chain); it exists, Active, for the rest of the chain`,
      creates: [stored],
      ...timing,
    };
  },
};
