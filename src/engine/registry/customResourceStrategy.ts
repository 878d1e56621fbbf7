// The custom resource strategies (apiextensions-apiserver pkg/registry/customresource/strategy.go and
// status_strategy.go, release-1.32). Every create sets metadata.generation to 1; with a /status
// subresource in the served version, create drops status and update keeps the stored one. Any change
// outside metadata bumps the generation. The /status strategy keeps the whole stored object but its
// status and managedFields.

import type { JsonObject } from '../apimachinery/types.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { metadataOf } from '../admission/attributes.ts';
import { generationOf, setGeneration } from './beforeUpdate.ts';
import { setFirstGeneration } from './objectParts.ts';
import type { Strategy } from './strategy.ts';

// copyNonMetadata: every top-level key but metadata.
function nonMetadata(o: JsonObject): JsonObject {
  const { metadata: _m, ...rest } = o;
  return rest;
}

/** customResourceStrategy. */
export const customResourceStrategy: Strategy = {
  name: 'customResourceStrategy',
  prepareForCreate(cr, env, out) {
    if (env.statusSubresource && 'status' in cr) {
      delete cr['status'];
      out.notes.push('status dropped (the CRD serves /status, so create cannot set it)');
    }
    setFirstGeneration(cr, out);
  },
  prepareForUpdate(cr, old, env, out) {
    if (env.statusSubresource) {
      if ('status' in old) {
        cr['status'] = structuredClone(old['status'] ?? null);
        out.notes.push('status taken from the stored object (the CRD serves /status)');
      } else if ('status' in cr) {
        delete cr['status'];
        out.notes.push('status dropped (the CRD serves /status and the stored object has none)');
      }
    }
    // Unstructured content: maps compare exactly (a missing key differs from an empty value).
    if (semanticDeepEqual(nonMetadata(cr), nonMetadata(old), false)) {
      out.notes.push(`only metadata changed: metadata.generation stays ${generationOf(cr)}`);
      return;
    }
    setGeneration(cr, generationOf(old) + 1);
    out.notes.push(
      `content outside metadata changed: metadata.generation ${generationOf(old)} → ${generationOf(cr)}`,
    );
  },
};

/** statusStrategy of custom resources: the stored object, with the request's status and managedFields. */
export const customResourceStatusStrategy: Strategy = {
  name: 'customResourceStatusStrategy',
  prepareForUpdate(cr, old, _env, out) {
    const status = cr['status'];
    const managedFields = metadataOf(cr)['managedFields'];
    for (const k of Object.keys(cr)) delete cr[k];
    Object.assign(cr, structuredClone(old));
    const metadata = { ...metadataOf(cr) };
    if (managedFields === undefined) delete metadata['managedFields'];
    else metadata['managedFields'] = managedFields;
    cr['metadata'] = metadata;
    if (status === undefined) delete cr['status'];
    else cr['status'] = status;
    out.notes.push(
      'everything but status (and managedFields) taken from the stored object, metadata included',
    );
  },
};
