// resource.k8s.io between v1beta1 and v1alpha3 (release-1.32). The internal version is v1beta1's
// JSON; the only field that differs is a device's capacity, a Quantity in v1alpha3 and a
// DeviceCapacity {value} in v1beta1: ports Convert_{v1alpha3_BasicDevice_To_resource,
// resource_BasicDevice_To_v1alpha3}_BasicDevice of pkg/apis/resource/v1alpha3/conversion.go.

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { objects } from './fields.ts';

// Rewrites spec.devices[].basic.capacity of a ResourceSlice with f; other kinds pass unchanged.
function mapCapacity(slice: JsonObject, f: (v: JsonValue) => JsonValue): JsonObject {
  const out = structuredClone(slice);
  for (const device of objects(asObject(out['spec'])?.['devices'])) {
    const capacity = asObject(asObject(device['basic'])?.['capacity']);
    if (capacity === undefined) continue;
    for (const [name, v] of Object.entries(capacity)) capacity[name] = f(v);
  }
  return out;
}

/** Convert_resource_BasicDevice_To_v1alpha3_BasicDevice: DeviceCapacity {value} becomes its Quantity. */
export const resourceSliceToV1alpha3 = (slice: JsonObject): JsonObject =>
  mapCapacity(slice, (v) => asObject(v)?.['value'] ?? '0');

/** Convert_v1alpha3_BasicDevice_To_resource_BasicDevice: a Quantity becomes DeviceCapacity {value}. */
export const resourceSliceFromV1alpha3 = (slice: JsonObject): JsonObject =>
  mapCapacity(slice, (value) => ({ value }));
