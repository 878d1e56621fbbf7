// admission.NewForbidden: a 403 naming the request's resource and the object's name
// (k8s.io/apiserver pkg/admission/errors.go).

import { newForbidden } from '../apimachinery/statusErrors.ts';
import type { Attributes } from './attributes.ts';
import { metaString } from './attributes.ts';
import type { Status } from '../apimachinery/status.ts';

/** Mirrors admission.NewForbidden: the name is the request's, else the object's name or generateName, else "Unknown". */
export function admissionForbidden(attr: Attributes, message: string): Status {
  let name = attr.name;
  if (name === '') {
    const obj = attr.object;
    if (obj === undefined || typeof obj['metadata'] !== 'object' || obj['metadata'] === null)
      name = 'Unknown/errorGettingName';
    else name = metaString(obj, 'name') || metaString(obj, 'generateName') || 'Unknown';
  }
  return newForbidden(attr.resource, name, message);
}
