// Creating an admission policy or binding from cluster.objects, shared by both policy kinds: the
// kind's validation refusal, else 409 AlreadyExists for a name created before.

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { newAlreadyExists } from '../apimachinery/statusErrors.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import type { FieldError } from '../apimachinery/field.ts';
import { isObject } from '../apimachinery/isObject.ts';

const group = 'admissionregistration.k8s.io';

/** metadata.name as a string ("" when absent or not a string). */
export function objectName(obj: JsonObject): string {
  const metadata = obj['metadata'];
  const raw = isObject(metadata) ? metadata['name'] : '';
  return typeof raw === 'string' ? raw : '';
}

/** The 422 NewInvalid Status for these errors, or undefined when there are none. */
export function refusal(
  obj: JsonObject,
  kind: string,
  errs: readonly FieldError[],
  version: KubernetesVersion,
): Status | undefined {
  return errs.length === 0 ? undefined : newInvalid(group, kind, objectName(obj), errs, version);
}

/**
 * Creates `obj` if it is one of `resources`' kinds (kind → resource) in the admissionregistration
 * group: `validate`'s refusal, or AlreadyExists when `created` (kind/name) has its name already.
 */
export function createPolicyObject(
  obj: JsonObject,
  created: Set<string>,
  resources: Readonly<Record<string, string>>,
  validate: (obj: JsonObject) => Status | undefined,
): Status | undefined {
  const kind = obj['kind'];
  const apiVersion = obj['apiVersion'];
  if (
    typeof kind !== 'string' ||
    !(kind in resources) ||
    typeof apiVersion !== 'string' ||
    !apiVersion.startsWith(`${group}/`)
  )
    return undefined;
  const refused = validate(obj);
  if (refused !== undefined) return refused;
  const name = objectName(obj);
  const key = `${kind}/${name}`;
  if (created.has(key)) return newAlreadyExists({ group, resource: resources[kind] ?? '' }, name);
  created.add(key);
  return undefined;
}
