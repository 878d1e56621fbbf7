// Package conversion mirrors runtime.Scheme's conversions between the versions of a built-in kind
// (k8s.io/kubernetes pkg/apis/*/v*/conversion.go through the internal version).
//
// Converts a built-in object between the API versions kube-apiserver 1.32 serves for the same
// stored resource, as scheme.Convert does through the internal version (k8s.io/apiserver
// pkg/admission/plugin/webhook/generic/conversion.go ConvertToGVK). Each family names a hub whose
// JSON is the internal version's and, per other version, the conversion to and from it.

import type { GroupVersionKind, JsonObject } from '../apimachinery/types.ts';
import {
  eventFromEventsV1,
  eventToEventsV1,
  horizontalPodAutoscalerFromV1,
  horizontalPodAutoscalerToV1,
  resourceSliceFromV1alpha3,
  resourceSliceToV1alpha3,
} from './lazy.ts';

/** The conversion of one version to and from its family's hub (the internal version's JSON). */
export interface VersionConversion {
  toHub: (object: JsonObject) => JsonObject;
  fromHub: (object: JsonObject) => JsonObject;
}

// The versions whose types are field for field the same: the generated conversions copy.
const same: VersionConversion = { toHub: (o) => o, fromHub: (o) => o };

const key = (gvk: GroupVersionKind): string =>
  `${gvk.group === '' ? '' : `${gvk.group}/`}${gvk.version}/${gvk.kind}`;
const identical = (
  group: string,
  kind: string,
  versions: readonly string[],
): Record<string, VersionConversion> =>
  Object.fromEntries(versions.map((version) => [key({ group, version, kind }), same]));

// Every pair of served versions that share storage in the 1.32 REST mapping (with all APIs on).
const families: ReadonlyArray<Readonly<Record<string, VersionConversion>>> = [
  {
    'autoscaling/v2/HorizontalPodAutoscaler': same,
    // Called through the live bindings at conversion time (the group may load after this table).
    'autoscaling/v1/HorizontalPodAutoscaler': {
      toHub: (o) => horizontalPodAutoscalerFromV1(o),
      fromHub: (o) => horizontalPodAutoscalerToV1(o),
    },
  },
  {
    'v1/Event': same,
    'events.k8s.io/v1/Event': {
      toHub: (o) => eventFromEventsV1(o),
      fromHub: (o) => eventToEventsV1(o),
    },
  },
  {
    'resource.k8s.io/v1beta1/ResourceSlice': same,
    'resource.k8s.io/v1alpha3/ResourceSlice': {
      toHub: (o) => resourceSliceFromV1alpha3(o),
      fromHub: (o) => resourceSliceToV1alpha3(o),
    },
  },
  identical('resource.k8s.io', 'DeviceClass', ['v1beta1', 'v1alpha3']),
  identical('resource.k8s.io', 'ResourceClaim', ['v1beta1', 'v1alpha3']),
  identical('resource.k8s.io', 'ResourceClaimTemplate', ['v1beta1', 'v1alpha3']),
  identical('admissionregistration.k8s.io', 'ValidatingAdmissionPolicy', ['v1', 'v1beta1']),
  identical('admissionregistration.k8s.io', 'ValidatingAdmissionPolicyBinding', ['v1', 'v1beta1']),
  identical('authentication.k8s.io', 'SelfSubjectReview', ['v1', 'v1beta1']),
  identical('storage.k8s.io', 'VolumeAttributesClass', ['v1beta1', 'v1alpha1']),
];

/** Lists the kinds of every family the conversions cover, as "group/version/Kind" ("v1/Event" for core). */
export const convertibleFamilies = (): string[][] => families.map((f) => Object.keys(f));

/** Reports whether objects of `from` can be converted to `to`. */
export function canConvert(from: GroupVersionKind, to: GroupVersionKind): boolean {
  return families.some((f) => key(from) in f && key(to) in f);
}

// The encoder writes the GroupVersionKind it encodes for; for identical types nothing else moves.
function stamp(object: JsonObject, to: GroupVersionKind): JsonObject {
  const apiVersion = to.group === '' ? to.version : `${to.group}/${to.version}`;
  const out: JsonObject = { ...object, kind: to.kind, apiVersion };
  return 'kind' in object || 'apiVersion' in object
    ? out
    : { kind: to.kind, apiVersion, ...object };
}

/**
 * Converts an object of kind `from` to kind `to` through the internal version; undefined when the
 * pair is not one the API server converts between (or not simulated).
 */
export function convertObject(
  object: JsonObject,
  from: GroupVersionKind,
  to: GroupVersionKind,
): JsonObject | undefined {
  if (key(from) === key(to)) return object;
  for (const family of families) {
    const source = family[key(from)];
    const target = family[key(to)];
    if (source !== undefined && target !== undefined)
      return stamp(target.fromHub(source.toHub(structuredClone(object))), to);
  }
  return undefined;
}
