// Checks a Node: mirrors pkg/apis/core/validation/validation.go (1.32) ValidateNode and
// ValidateNodeUpdate (taints, capacity and allocatable, podCIDRs, providerID, externalID, the
// deprecated configSource, duplicate addresses). Upstream validates spec.taints under the metadata
// path (`metadata.taints[0].key`); so does this port.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  forbidden,
  internalError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goNamed, goSlice, goString, goText, type GoValue } from '../../apimachinery/goValue.ts';
import { goTimePointer } from '../goStructs.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { validateLabelName } from '../../apimachinery/labelSelectorValidation.ts';
import {
  invalidEach,
  isDNS1123Label,
  isDNS1123Subdomain,
  isValidLabelValue,
} from '../../apimachinery/names.ts';
import { quantityOf, signOf } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, objects, str, strings } from '../read.ts';
import { isCIDR, isConfigMapKey } from './formats.ts';
import { validCIDRForLegacyField } from './legacyIP.ts';

type NotSimulated = (detail: string) => void;

const taintEffects = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];

// %#v of a core.Taint; TimeAdded is a *metav1.Time (see goTimePointer).
const goTaint = (t: JsonObject, ns: NotSimulated): GoValue =>
  goText(
    `core.Taint{Key:${goQuote(str(t['key']))}, Value:${goQuote(str(t['value']))}, Effect:${goQuote(str(t['effect']))}, TimeAdded:${goTimePointer(t['timeAdded'], ns)}}`,
    marshalGo(t),
  );

/** validateNodeTaints: keys, values, effects, and one taint per key and effect. */
function validateNodeTaints(taints: JsonObject[], fldPath: string, ns: NotSimulated): FieldError[] {
  const errs: FieldError[] = [];
  const unique = new Map<string, Set<string>>();
  taints.forEach((t, i) => {
    const at = `${fldPath}[${i}]`;
    const key = str(t['key']);
    const value = str(t['value']);
    const effect = str(t['effect']);
    errs.push(...validateLabelName(key, `${at}.key`));
    const bad = isValidLabelValue(value);
    if (bad.length > 0) errs.push(invalid(`${at}.value`, goString(value), bad.join(';')));
    if (effect === '') errs.push(required(`${at}.effect`, ''));
    else if (!taintEffects.includes(effect))
      errs.push(notSupported(`${at}.effect`, goNamed('core.TaintEffect', effect), taintEffects));
    const keys = unique.get(effect) ?? new Set<string>();
    if (keys.has(key)) {
      errs.push({
        ...duplicate(at, goTaint(t, ns)),
        detail: 'taints must be unique by key and effect pair',
      });
      return;
    }
    keys.add(key);
    unique.set(effect, keys);
  });
  return errs;
}

// ValidateNodeResources: capacity and allocatable, on `status.capacity.<name>` paths (Path.Child).
function validateNodeResources(node: JsonObject, ns: NotSimulated): FieldError[] {
  const errs: FieldError[] = [];
  const status = obj(node['status']) ?? {};
  for (const list of ['capacity', 'allocatable']) {
    for (const [name, value] of Object.entries(obj(status[list]) ?? {})) {
      const q = quantityOf(value);
      if (q === undefined) continue;
      if (signOf(q) < 0)
        errs.push(
          invalid(
            `status.${list}.${name}`,
            goString(quantityString(q)),
            'must be greater than or equal to 0',
          ),
        );
      if (!Number.isInteger(Number(quantityString(q))) && /^(pods|services|.*\/.*)$/.test(name))
        ns(`the integer check of status.${list}.${name} (its message prints a Go struct)`);
    }
  }
  return errs;
}

// The annotations ValidateNodeSpecificAnnotations parses.
function validateNodeAnnotations(node: JsonObject, ns: NotSimulated): void {
  const annotations = obj(obj(node['metadata'])?.['annotations']) ?? {};
  for (const k of [
    'scheduler.alpha.kubernetes.io/taints',
    'scheduler.alpha.kubernetes.io/preferAvoidPods',
  ])
    if (str(annotations[k]) !== '') ns(`the check of the ${k} annotation`);
}

// From 1.33 each CIDR goes through IsValidCIDRForLegacyField (KEP-4858), strict under
// StrictIPCIDRValidation (on from 1.36) and accepting again the old node's values (validOld).
function validatePodCIDRs(
  cidrs: string[],
  strict: boolean,
  validOld: readonly string[],
): FieldError[] {
  if (cidrs.length === 0) return [];
  const path = 'spec.podCIDRs';
  const errs: FieldError[] = [];
  cidrs.forEach((c, i) =>
    errs.push(...validCIDRForLegacyField(`${path}[${i}]`, c, strict, validOld)),
  );
  if (cidrs.length > 1) {
    // netutils.IsDualStackCIDRStrings parses them all first: the first bad one is an internal error.
    const bad = cidrs.find((c) => !isCIDR(c));
    if (bad !== undefined)
      errs.push(
        internalError(
          path,
          `invalid PodCIDRs. failed to check with dual stack with error:failed to parse cidr value:${goQuote(bad)} with error:invalid CIDR address: ${bad}`,
        ),
      );
    const v6 = cidrs.filter((c) => c.includes(':')).length;
    const dualStack = bad === undefined && v6 > 0 && v6 < cidrs.length;
    if (!dualStack || cidrs.length > 2)
      errs.push(
        invalid(
          path,
          goSlice('string', cidrs),
          'may specify no more than one CIDR for each IP family',
        ),
      );
    const seen = new Set<string>();
    cidrs.forEach((c, i) => {
      if (seen.has(c)) errs.push(duplicate(`${path}[${i}]`, goString(c)));
      seen.add(c);
    });
  }
  return errs;
}

/**
 * ValidateNode; `strictIPCIDR` is StrictIPCIDRValidation, `oldPodCIDRs` the stored node's (on update).
 */
export function validateNode(
  node: JsonObject,
  ns: NotSimulated,
  strictIPCIDR = false,
  oldPodCIDRs: readonly string[] = [],
): FieldError[] {
  const errs = validateObjectMeta(node, false, nameIsDNSSubdomain);
  validateNodeAnnotations(node, ns);
  const spec = obj(node['spec']) ?? {};
  const taints = objects(spec['taints']);
  if (taints.length > 0) errs.push(...validateNodeTaints(taints, 'metadata.taints', ns));
  errs.push(...validateNodeResources(node, ns));
  errs.push(...validatePodCIDRs(strings(spec['podCIDRs']), strictIPCIDR, oldPodCIDRs));
  return errs;
}

// validateConfigMapNodeConfigSource and its spec / status variants (the deprecated configSource).
function validateConfigSource(
  source: JsonObject,
  fldPath: string,
  inStatus: boolean,
): FieldError[] {
  const errs: FieldError[] = [];
  const cm = obj(source['configMap']);
  if (cm !== undefined) {
    const at = `${fldPath}.configMap`;
    const uid = str(cm['uid']);
    const rv = str(cm['resourceVersion']);
    if (inStatus) {
      if (uid === '') errs.push(required(`${at}.uid`, 'uid must be set in status'));
      if (rv === '')
        errs.push(required(`${at}.resourceVersion`, 'resourceVersion must be set in status'));
    } else {
      if (uid !== '') errs.push(forbidden(`${at}.uid`, 'uid must not be set in spec'));
      if (rv !== '')
        errs.push(forbidden(`${at}.resourceVersion`, 'resourceVersion must not be set in spec'));
    }
    const namespace = str(cm['namespace']);
    if (namespace === '') errs.push(required(`${at}.namespace`, 'namespace must be set'));
    else errs.push(...invalidEach(`${at}.namespace`, namespace, isDNS1123Label(namespace)));
    const name = str(cm['name']);
    if (name === '') errs.push(required(`${at}.name`, 'name must be set'));
    else errs.push(...invalidEach(`${at}.name`, name, isDNS1123Subdomain(name)));
    const key = str(cm['kubeletConfigKey']);
    if (key === '') errs.push(required(`${at}.kubeletConfigKey`, 'kubeletConfigKey must be set'));
    else errs.push(...invalidEach(`${at}.kubeletConfigKey`, key, isConfigMapKey(key)));
  } else {
    // The value is a *core.NodeConfigSource: %#v of the struct with its one nil pointer field.
    errs.push(
      invalid(
        fldPath,
        goText('core.NodeConfigSource{ConfigMap:(*core.ConfigMapNodeConfigSource)(nil)}', '{}'),
        'exactly one reference subfield must be non-nil',
      ),
    );
  }
  return errs;
}

const podCIDRMessage = 'node updates may not change podCIDR except from "" to valid';

/** ValidateNodeUpdate. */
export function validateNodeUpdate(
  node: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] {
  const errs = validateObjectMetaUpdate(node, old);
  validateNodeAnnotations(node, ns);
  errs.push(...validateNodeResources(node, ns));
  const status = obj(node['status']) ?? {};
  const seen = new Set<string>();
  objects(status['addresses']).forEach((a, i) => {
    const k = JSON.stringify([str(a['type']), str(a['address'])]);
    if (seen.has(k))
      errs.push(
        duplicate(
          `status.addresses[${i}]`,
          goText(
            `core.NodeAddress{Type:${goQuote(str(a['type']))}, Address:${goQuote(str(a['address']))}}`,
            marshalGo(a),
          ),
        ),
      );
    seen.add(k);
  });
  const spec = obj(node['spec']) ?? {};
  const oldSpec = obj(old['spec']) ?? {};
  const cidrs = strings(spec['podCIDRs']);
  const oldCidrs = strings(oldSpec['podCIDRs']);
  if (oldCidrs.length > 0) {
    if (oldCidrs.length !== cidrs.length) errs.push(forbidden('spec.podCIDRs', podCIDRMessage));
    else
      oldCidrs.forEach((c, i) => {
        if (c !== cidrs[i]) errs.push(forbidden('spec.podCIDRs', podCIDRMessage));
      });
  }
  const oldProvider = str(oldSpec['providerID']);
  if (oldProvider !== '' && oldProvider !== str(spec['providerID']))
    errs.push(
      forbidden(
        'spec.providerID',
        'node updates may not change providerID except from "" to valid',
      ),
    );
  const configSource = obj(spec['configSource']);
  if (configSource !== undefined)
    errs.push(...validateConfigSource(configSource, 'spec.configSource', false));
  const config = obj(status['config']);
  for (const k of ['assigned', 'active', 'lastKnownGood']) {
    const source = obj(config?.[k]);
    if (source !== undefined)
      errs.push(...validateConfigSource(source, `status.config.${k}`, true));
  }
  const taints = objects(spec['taints']);
  if (taints.length > 0) errs.push(...validateNodeTaints(taints, 'metadata.taints', ns));
  const externalID = (v: JsonValue | undefined): string => str(v);
  if (externalID(spec['externalID']) !== externalID(oldSpec['externalID']))
    errs.push(forbidden('spec.externalID', 'may not be updated'));
  return errs;
}
