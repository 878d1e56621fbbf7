// The object's metadata.namespace is not the request's namespace: the create and update handlers
// refuse it before admission (400, rest.EnsureObjectNamespaceMatchesRequestNamespace in
// k8s.io/apiserver pkg/registry/rest/create.go). A paste keeps the object's namespace while the
// request bar still names another; the fix sends the request to the object's namespace.

import { replaceScalar } from './edits.ts';
import type { Finding, ProblemProvider } from './providers.ts';
import { traceOf } from './traceOf.ts';
import { stringAt } from './yamlNodes.ts';

const refusal =
  'the namespace of the provided object does not match the namespace sent on the request';

const objectNamespace = '/request/object/metadata/namespace';

/** Finds the namespace refusal and offers the object's namespace for the request. */
export const namespaceMismatch: ProblemProvider = {
  group: 'problems',
  name: 'namespace-mismatch',
  find: (context) => {
    const denied = traceOf(context).find(
      (e) => e.outcome === 'denied' && e.status?.message === refusal,
    );
    const { doc } = context;
    if (denied === undefined || doc === undefined) return [];
    const wanted = stringAt(doc, objectNamespace);
    const asked = stringAt(doc, '/request/namespace');
    // The text has changed since the run: nothing is wrong any more.
    if (wanted === undefined || asked === undefined || wanted === asked) return [];
    const edit = replaceScalar(doc, '/request/namespace', wanted);
    const finding: Finding = {
      id: 'namespace-mismatch',
      severity: 'error',
      message: `metadata.namespace "${wanted}" is not the request's namespace "${asked}": the API server refuses the object (400) before admission`,
      place: { pointer: objectNamespace },
      ...(edit && { quickFix: { label: `Use namespace ${wanted}`, edit } }),
    };
    return [finding];
  },
};
