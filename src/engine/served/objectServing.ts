// Decides whether an object's kind is served, as kubectl's REST mapping (built from the server's
// discovery) and the server's routes would have it: the kind's resource in the object's version,
// switched on by default or by --runtime-config. Custom resources are the CRDs' business.

import type { RestMapper } from '../restmapping/restMapper.ts';
import { builtinResourceTable } from '../restmapping/builtinTable.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  JsonValue,
} from '../apimachinery/types.ts';
import { type NotServed, isBuiltinGroup, notServed, type ServingFlags } from './servedVersions.ts';
import { isOlderVersion } from './versionOrder.ts';

/** A built-in object whose version the server does not serve. */
export interface UnservedObject {
  kind: GroupVersionKind;
  /** The resource a client would post to (from another version of the kind when this one never existed). */
  resource: GroupVersionResource;
  why: NotServed;
}

/** Reads an object's group, version and kind; undefined when apiVersion or kind is missing. */
export function kindOf(object: JsonObject): GroupVersionKind | undefined {
  const apiVersion: JsonValue | undefined = object['apiVersion'];
  const kind: JsonValue | undefined = object['kind'];
  if (
    typeof apiVersion !== 'string' ||
    typeof kind !== 'string' ||
    apiVersion === '' ||
    kind === ''
  )
    return undefined;
  const slash = apiVersion.indexOf('/');
  const gv =
    slash < 0
      ? { group: '', version: apiVersion }
      : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
  return { ...gv, kind };
}

// The resource a kind has in the group's other versions, else the lower-case plural a client would guess.
function guessResource(kind: GroupVersionKind): string {
  const other = builtinResourceTable().find(
    ({ mapping }) => mapping.kind.group === kind.group && mapping.kind.kind === kind.kind,
  );
  return other?.mapping.resource.resource ?? `${kind.kind.toLowerCase()}s`;
}

/**
 * Tells whether a kind's version is older than every version of the kind 1.32 has: a version removed
 * before 1.32, so absent from every later release too (v1beta1 webhook configurations).
 */
export function removedBefore132(kind: GroupVersionKind): boolean {
  const versions = builtinResourceTable()
    .filter(({ mapping }) => mapping.kind.group === kind.group && mapping.kind.kind === kind.kind)
    .map(({ mapping }) => mapping.kind.version);
  return versions.length > 0 && versions.every((v) => isOlderVersion(kind.version, v));
}

/** Returns why the server does not serve a built-in object's kind in its version, or undefined when it does. */
export function unservedObject(
  object: JsonObject,
  mapper: RestMapper,
  flags: ServingFlags,
): UnservedObject | undefined {
  const kind = kindOf(object);
  if (kind === undefined || !isBuiltinGroup(kind.group)) return undefined;
  const mapping = mapper.resourceForKind(kind);
  if (mapping === undefined) {
    return {
      kind,
      resource: { group: kind.group, version: kind.version, resource: guessResource(kind) },
      why: 'absent',
    };
  }
  if (!mapping.builtin) return undefined;
  const why = notServed(mapping.resource, flags);
  return why === undefined ? undefined : { kind, resource: mapping.resource, why };
}
