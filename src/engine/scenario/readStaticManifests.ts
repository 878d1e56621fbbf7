// Decides which files the API server's disk holds for manifest-based admission (KEP-5793):
// `cluster.staticManifests`, a list of `{path, objects}`. `objects` is read like cluster.objects
// (a list, a List, or a string of YAML documents, as the file would hold them); which plugin
// loads a file is its directory's business (the admission configuration's staticManifestsDir).

import { readClusterObjects } from './clusterObjects.ts';
import { childPointer } from './pointer.ts';
import { invalid, Section } from './section.ts';
import type { ReadContext } from './section.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { StaticManifestFile } from './types.ts';

const FILE_FIELDS = ['path', 'objects'];

/** Reads cluster.staticManifests (absent: no files). */
export function readStaticManifests(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): StaticManifestFile[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    invalid(ctx, pointer, 'a list of files, each {path, objects}');
    return [];
  }
  const files: StaticManifestFile[] = [];
  const seen = new Set<string>();
  value.forEach((entry, i) => {
    const at = childPointer(pointer, i);
    const s = Section.open(entry ?? undefined, at, ctx, FILE_FIELDS, 'a file: {path, objects}');
    if (s === undefined) return;
    const path = s.requiredString('path');
    if (path === undefined) return;
    if (!path.startsWith('/') || path.endsWith('/')) {
      invalid(
        ctx,
        s.at('path'),
        'the absolute path of a file, e.g. /etc/kubernetes/admission/vap/policy.yaml',
      );
      return;
    }
    if (seen.has(path)) {
      invalid(ctx, s.at('path'), `a path no other entry has: "${path}" is listed twice`);
      return;
    }
    seen.add(path);
    files.push({
      path,
      objects: readClusterObjects(s.raw('objects'), s.at('objects'), ctx),
      pointer: at,
    });
  });
  return files;
}
