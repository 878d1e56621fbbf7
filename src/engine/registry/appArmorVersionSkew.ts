// applyAppArmorVersionSkew of the pod strategy (pkg/registry/core/pod/strategy.go, release-1.32):
// on create, the deprecated per-container AppArmor annotation and the appArmorProfile field are
// synced — a field (the container's, else the pod's) writes the annotation; an annotation without a
// container field writes the field when it differs from the pod's profile, with a deprecation warning.
// From 1.34 only the annotation → field half remains (kubernetes#131989): a field writes no annotation.

import type { JsonObject, JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child, children } from '../defaulting/defaults/access.ts';
import { metadataOf } from '../admission/attributes.ts';
import type { Prepared } from './strategy.ts';

const keyPrefix = 'container.apparmor.security.beta.kubernetes.io/';
const localhostPrefix = 'localhost/';
const maxLocalhostProfileLength = 4095;

interface Profile {
  type: string;
  localhostProfile?: string;
}

function readProfile(v: JsonValue | undefined): Profile | undefined {
  const o = asObject(v);
  if (o === undefined) return undefined;
  const p: Profile = { type: typeof o['type'] === 'string' ? o['type'] : '' };
  if (typeof o['localhostProfile'] === 'string') p.localhostProfile = o['localhostProfile'];
  return p;
}

// appArmorAnnotationForField: "" for a Localhost profile without a name or an unknown type.
function annotationForField(p: Profile): string {
  if (p.type === 'Unconfined') return 'unconfined';
  if (p.type === 'RuntimeDefault') return 'runtime/default';
  if (p.type === 'Localhost' && p.localhostProfile !== undefined)
    return localhostPrefix + p.localhostProfile;
  return '';
}

// apparmorFieldForAnnotation, then ValidateAppArmorProfileField: an invalid result counts as none.
function fieldForAnnotation(annotation: string): Profile | undefined {
  if (annotation === 'unconfined') return { type: 'Unconfined' };
  if (annotation === 'runtime/default') return { type: 'RuntimeDefault' };
  if (!annotation.startsWith(localhostPrefix)) return undefined;
  const name = annotation.slice(localhostPrefix.length);
  if (
    name === '' ||
    name.trim() !== name ||
    new TextEncoder().encode(name).length > maxLocalhostProfileLength
  )
    return undefined;
  return { type: 'Localhost', localhostProfile: name };
}

const sameProfile = (a: Profile, b: Profile | undefined): boolean =>
  b !== undefined && a.type === b.type && a.localhostProfile === b.localhostProfile;

/** Syncs annotations and fields on a pod being created; the object is changed in place. */
export function applyAppArmorVersionSkew(
  pod: JsonObject,
  out: Prepared,
  version: KubernetesVersion = '1.32',
): void {
  const fieldsToAnnotations = !atLeast(version, '1.34');
  const spec = child(pod, 'spec');
  if (child(spec, 'os')?.['name'] === 'windows') return;
  const podProfile = readProfile(child(spec, 'securityContext')?.['appArmorProfile']);
  const metadata = { ...metadataOf(pod) };
  const annotations: JsonObject = { ...asObject(metadata['annotations']) };
  let annotationsChanged = false;
  for (const ctr of [
    ...children(spec, 'initContainers'),
    ...children(spec, 'containers'),
    ...children(spec, 'ephemeralContainers'),
  ]) {
    const key = keyPrefix + String(ctr['name'] ?? '');
    const annotation = annotations[key];
    const containerProfile = readProfile(child(ctr, 'securityContext')?.['appArmorProfile']);
    if (typeof annotation !== 'string') {
      if (!fieldsToAnnotations) continue;
      const source = containerProfile ?? podProfile;
      const value = source === undefined ? '' : annotationForField(source);
      if (value !== '') {
        annotations[key] = value;
        annotationsChanged = true;
        out.notes.push(`annotation ${key}: "${value}" written from the appArmorProfile field`);
      }
      continue;
    }
    if (containerProfile !== undefined) continue;
    const field = fieldForAnnotation(annotation);
    let deprecated = field === undefined;
    if (field !== undefined && !sameProfile(field, podProfile)) {
      const sc = asObject(ctr['securityContext']) ?? {};
      sc['appArmorProfile'] = { ...field };
      ctr['securityContext'] = sc;
      deprecated = true;
      out.notes.push(
        `container "${String(ctr['name'] ?? '')}" securityContext.appArmorProfile written from annotation ${key}`,
      );
    }
    if (deprecated)
      out.warnings.push(
        `metadata.annotations[${key}]: deprecated since v1.30; use the "appArmorProfile" field instead`,
      );
  }
  if (annotationsChanged) {
    metadata['annotations'] = annotations;
    pod['metadata'] = metadata;
  }
}
