// A Namespace or a ServiceAccount that an in-process plugin looks up and the scenario's cluster
// lacks: NamespaceLifecycle (or NamespaceExists) answers 404 `namespaces "x" not found`
// (plugin/pkg/admission/namespace/lifecycle), ServiceAccount 403 `error looking up service account
// ns/name` (plugin/pkg/admission/serviceaccount). A pasted Pod meets both; the fix adds the object.

import { isMap, type Document } from 'yaml';
import { clusterObjectNodes } from '../store/sections/clusterObjects.ts';
import { appendClusterObjectEdit, type PlainObject } from './edits.ts';
import type { Finding, ProblemContext, ProblemProvider } from './providers.ts';
import { traceOf } from './traceOf.ts';
import { nodeAt } from './yamlNodes.ts';

const namespacePlugins = new Set(['NamespaceLifecycle', 'NamespaceExists']);
const lookupError =
  /error looking up service account ([^/:]+)\/([^:]+): serviceaccount "[^"]*" not found/;

/** Tells whether the scenario text already holds an object of this kind, name and namespace. */
function holds(doc: Document, kind: string, name: string, namespace?: string): boolean {
  return clusterObjectNodes(doc).some((n) => {
    if (!isMap(n) || String(n.get('kind')) !== kind) return false;
    const metadata = n.get('metadata', true);
    if (!isMap(metadata) || String(metadata.get('name')) !== name) return false;
    return namespace === undefined || String(metadata.get('namespace') ?? 'default') === namespace;
  });
}

// Point at the field that names the object when the text has it, else at the object.
function placeOf(doc: Document, pointers: readonly string[]): { pointer: string } | undefined {
  const pointer = pointers.find((p) => nodeAt(doc, p) !== undefined);
  return pointer === undefined ? undefined : { pointer };
}

function finding(
  context: ProblemContext & { doc: Document },
  id: string,
  message: string,
  label: string,
  object: PlainObject,
  pointers: readonly string[],
): Finding {
  const edit = appendClusterObjectEdit(context.source, context.doc, object);
  const place = placeOf(context.doc, pointers);
  return {
    id,
    severity: 'error',
    message,
    ...(place && { place }),
    ...(edit && { quickFix: { label, edit } }),
  };
}

/** Finds the plugins' failed look-ups and offers to add what they looked for. */
export const missingObjects: ProblemProvider = {
  group: 'problems',
  name: 'missing-objects',
  find: (context) => {
    const { doc } = context;
    if (doc === undefined) return [];
    const found: Finding[] = [];
    for (const entry of traceOf(context)) {
      if (entry.outcome !== 'denied' || entry.status === undefined) continue;
      const { details, message } = entry.status;
      if (
        namespacePlugins.has(entry.plugin) &&
        entry.status.reason === 'NotFound' &&
        details?.kind === 'namespaces' &&
        details.name !== undefined &&
        !holds(doc, 'Namespace', details.name)
      ) {
        const name = details.name;
        found.push(
          finding(
            { ...context, doc },
            `namespace:${name}`,
            `${entry.plugin}: namespace "${name}" is not in the cluster objects`,
            `Add Namespace ${name}`,
            { apiVersion: 'v1', kind: 'Namespace', metadata: { name } },
            ['/request/object/metadata/namespace', '/request/namespace'],
          ),
        );
      }
      const account = entry.plugin === 'ServiceAccount' ? lookupError.exec(message) : null;
      const [, namespace, name] = account ?? [];
      if (
        namespace !== undefined &&
        name !== undefined &&
        !holds(doc, 'ServiceAccount', name, namespace)
      ) {
        found.push(
          finding(
            { ...context, doc },
            `serviceaccount:${namespace}/${name}`,
            `ServiceAccount: service account "${namespace}/${name}" is not in the cluster objects`,
            `Add ServiceAccount ${namespace}/${name}`,
            { apiVersion: 'v1', kind: 'ServiceAccount', metadata: { name, namespace } },
            [
              '/request/object/spec/serviceAccountName',
              '/request/object/spec/serviceAccount',
              '/request/object',
            ],
          ),
        );
      }
    }
    return found;
  },
};
