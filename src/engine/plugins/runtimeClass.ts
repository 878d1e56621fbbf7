// RuntimeClass: a new pod naming a RuntimeClass gets the class's pod overhead and scheduling
// constraints (nodeSelector merged, tolerations merged), and a pod's overhead must match its class
// (plugin/pkg/admission/runtimeclass/admission.go).

import type { Attributes } from '../admission/attributes.ts';
import { metaString } from '../admission/attributes.ts';
import { admissionForbidden } from '../admission/forbidden.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { compare } from '../apimachinery/quantity/amount.ts';
import { parseQuantity } from '../apimachinery/quantity/parse.ts';
import type { AdmissionPlugin, PluginAnswer, PluginCluster } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { stringAt } from './objectFields.ts';
import { podSpecOf, sortedStringMap, stringMap, withPodSpec, withSpecField } from './podSpec.ts';
import { mergeTolerations, readTolerations, tolerationsJson } from './tolerations.ts';

const ignores = (a: Attributes): boolean =>
  a.subresource !== '' ||
  a.resource.group !== '' ||
  a.resource.resource !== 'pods' ||
  a.object === undefined;

/** prepareObjects: the pod's RuntimeClass (undefined when it names none), or the not-found refusal. */
function runtimeClassOf(
  attr: Attributes,
  spec: JsonObject,
  cluster: PluginCluster,
): { runtimeClass: JsonObject | undefined } | PluginAnswer {
  if (typeof spec['runtimeClassName'] !== 'string') return { runtimeClass: undefined };
  const name = spec['runtimeClassName'];
  const runtimeClass = cluster.objects.find(
    (o) => o['kind'] === 'RuntimeClass' && metaString(o, 'name') === name,
  );
  if (runtimeClass !== undefined) return { runtimeClass };
  const message = `pod rejected: RuntimeClass ${goQuote(name)} not found`;
  return { status: admissionForbidden(attr, message), reason: message };
}

const podFixedOf = (runtimeClass: JsonObject | undefined): JsonValue | undefined =>
  asObject(runtimeClass?.['overhead'])?.['podFixed'];

// Quantities compare by value (Semantic.DeepEqual uses Quantity.Cmp); an unparsable one only equals itself.
function sameQuantity(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return a === b;
  try {
    return compare(parseQuantity(a).amount, parseQuantity(b).amount) === 0;
  } catch {
    return a === b;
  }
}

/** Semantic.DeepEqual of two ResourceLists. */
function sameResources(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  const x = asObject(a) ?? {};
  const y = asObject(b) ?? {};
  const keys = Object.keys(x);
  return (
    keys.length === Object.keys(y).length && keys.every((k) => k in y && sameQuantity(x[k], y[k]))
  );
}

const hasOverhead = (spec: JsonObject): boolean =>
  Object.keys(asObject(spec['overhead']) ?? {}).length > 0;
const mismatch = "pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead";

/** The RuntimeClass plugin (mutating and validating; CREATE of pods). */
export const runtimeClassPlugin: AdmissionPlugin = {
  name: 'RuntimeClass',
  handles: handlesOperations('CREATE'),
  admit({ attr, cluster }) {
    if (ignores(attr) || attr.object === undefined) return undefined;
    const pod = structuredClone(attr.object);
    let spec = podSpecOf(pod);
    const found = runtimeClassOf(attr, spec, cluster);
    if (!('runtimeClass' in found)) return found;
    const rc = found.runtimeClass;
    if (rc === undefined) return { reason: 'the pod names no RuntimeClass' };
    const done: string[] = [];
    // setOverhead
    if (asObject(rc['overhead']) !== undefined) {
      const podFixed = podFixedOf(rc);
      if (hasOverhead(spec) && !sameResources(podFixed, spec['overhead']))
        return { status: admissionForbidden(attr, mismatch), reason: mismatch };
      // A ResourceList encodes with sorted keys, and an empty one is omitted.
      const overhead = asObject(podFixed) ?? {};
      const keys = Object.keys(overhead).sort();
      spec = withSpecField(
        spec,
        'overhead',
        keys.length === 0
          ? undefined
          : Object.fromEntries(keys.map((k) => [k, overhead[k] ?? null])),
      );
      done.push('set the overhead');
    }
    // setScheduling
    const scheduling = asObject(rc['scheduling']);
    if (scheduling !== undefined) {
      // The pod's selector gains the class's entries; a key set to another value is a conflict.
      const selector = stringMap(spec['nodeSelector']);
      // Go walks the class's map in random order; the first conflict in the class's own order is reported.
      for (const [key, value] of stringMap(scheduling['nodeSelector'])) {
        const podValue = selector.get(key);
        if (podValue !== undefined && podValue !== value) {
          const message = `conflict: runtimeClass.scheduling.nodeSelector[${key}] = ${value}; pod.spec.nodeSelector[${key}] = ${podValue}`;
          return { status: admissionForbidden(attr, message), reason: message };
        }
        selector.set(key, value);
      }
      // Empty maps are omitted when the pod is encoded.
      spec = withSpecField(
        spec,
        'nodeSelector',
        selector.size === 0 ? undefined : sortedStringMap(selector),
      );
      const tolerations = mergeTolerations(
        readTolerations(spec['tolerations']),
        readTolerations(scheduling['tolerations']),
      );
      spec = withSpecField(spec, 'tolerations', tolerationsJson(tolerations));
      done.push('merged the scheduling nodeSelector and tolerations');
    }
    if (done.length === 0)
      return {
        reason: `RuntimeClass ${metaString(rc, 'name')} defines no overhead and no scheduling`,
      };
    return {
      object: withPodSpec(pod, spec),
      reason: `${done.join(' and ')} of RuntimeClass ${metaString(rc, 'name')}`,
    };
  },
  validate({ attr, cluster }) {
    if (ignores(attr) || attr.object === undefined) return undefined;
    const spec = podSpecOf(attr.object);
    const found = runtimeClassOf(attr, spec, cluster);
    if (!('runtimeClass' in found)) return found;
    // validateOverhead
    if (!hasOverhead(spec)) return { reason: 'the pod sets no overhead' };
    const rc = found.runtimeClass;
    if (rc === undefined || asObject(rc['overhead']) === undefined) {
      const message =
        'pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead';
      return { status: admissionForbidden(attr, message), reason: message };
    }
    if (!sameResources(podFixedOf(rc), spec['overhead']))
      return { status: admissionForbidden(attr, mismatch), reason: mismatch };
    return {
      reason: `the overhead matches RuntimeClass ${stringAt(asObject(rc['metadata']), 'name')}`,
    };
  },
};
