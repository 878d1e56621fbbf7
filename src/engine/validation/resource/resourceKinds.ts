// Checks the resource.k8s.io kinds (v1beta1 in 1.32, v1 from 1.34): mirrors
// pkg/apis/resource/validation/validation.go ValidateResourceClaim(Update),
// ValidateResourceClaimTemplate(Update), ValidateDeviceClass(Update) and ValidateResourceSlice(Update),
// as their strategies (pkg/registry/resource/*/strategy.go) run them. What deviceClaim.ts does not
// port, and a slice's device attributes and capacities, say so. From 1.33 the internal Device is
// flat (the v1beta1 `basic` wrapper is converted away; v1beta2 and v1 have none: k8s.io/api v0.33.0
// resource/v1beta2), so a device no longer needs `basic`, and perDeviceNodeSelection joins the
// slice's node selection (its texts below, nodeSelection133). The other 1.33+ ResourceSlice checks
// (shared counters, taints, binding conditions, nodeName "" and allNodes false on the spec's
// pre-1.33 paths) are 1.32's here.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { duplicate, type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goBool, goInt64, goString, goText } from '../../apimachinery/goValue.ts';
import { invalidEach, isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { validateNodeSelector } from '../core/affinity.ts';
import { child, index } from '../fieldPath.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import {
  validateAnnotations,
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import { bool, num, obj, objects, str, stringMap } from '../read.ts';
import { validateCSIDriverName } from '../storage/csi.ts';
import {
  type NotSimulated,
  validateDeviceConfiguration,
  validateResourceClaimSpec,
  validateSelectors,
} from './deviceClaim.ts';

// core ValidateObjectMeta: the apimachinery checks and the kube finalizer names.
const coreObjectMeta = (o: JsonObject, namespaced: boolean): FieldError[] => [
  ...validateObjectMeta(o, namespaced, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(o),
];

const specOf = (o: JsonObject): JsonObject => obj(o['spec']) ?? {};

// The spec is immutable: ValidateImmutableField prints the whole internal spec with %#v.
function immutableSpec(
  o: JsonObject,
  old: JsonObject,
  type: string,
  notSimulated: NotSimulated,
): FieldError[] {
  if (semanticDeepEqual(o['spec'] ?? null, old['spec'] ?? null, true)) return [];
  notSimulated('the %#v of a resource.k8s.io spec inside a "field is immutable" error');
  return [
    invalid(
      'spec',
      goText(`resource.${type}{…}`, JSON.stringify(o['spec'] ?? null)),
      'field is immutable',
    ),
  ];
}

/** ValidateResourceClaim. */
export const validateResourceClaim = (claim: JsonObject, ns: NotSimulated): FieldError[] => [
  ...coreObjectMeta(claim, true),
  ...validateResourceClaimSpec(specOf(claim), 'spec', ns),
];

/** ValidateResourceClaimUpdate: the spec may not change. */
export const validateResourceClaimUpdate = (
  claim: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] => [
  ...validateObjectMetaUpdate(claim, old),
  ...immutableSpec(claim, old, 'ResourceClaimSpec', ns),
  ...validateResourceClaimSpec(specOf(claim), 'spec', ns),
];

// ValidateTemplateObjectMeta: labels and annotations only.
function validateTemplateObjectMeta(
  meta: JsonObject,
  fldPath: string,
  ns: NotSimulated,
): FieldError[] {
  if (Object.keys(meta).some((k) => k !== 'labels' && k !== 'annotations'))
    ns(
      'the "cannot be set" check of the template metadata fields other than labels and annotations',
    );
  return [
    ...validateAnnotations(stringMap(meta['annotations']), child(fldPath, 'annotations')),
    ...validateLabels(stringMap(meta['labels']), child(fldPath, 'labels')),
  ];
}

function validateTemplateSpec(template: JsonObject, ns: NotSimulated): FieldError[] {
  const spec = specOf(template);
  return [
    ...validateTemplateObjectMeta(obj(spec['metadata']) ?? {}, 'spec.metadata', ns),
    ...validateResourceClaimSpec(obj(spec['spec']) ?? {}, 'spec.spec', ns),
  ];
}

/** ValidateResourceClaimTemplate. */
export const validateResourceClaimTemplate = (t: JsonObject, ns: NotSimulated): FieldError[] => [
  ...coreObjectMeta(t, true),
  ...validateTemplateSpec(t, ns),
];

/** ValidateResourceClaimTemplateUpdate: the spec may not change. */
export const validateResourceClaimTemplateUpdate = (
  t: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] => [
  ...validateObjectMetaUpdate(t, old),
  ...immutableSpec(t, old, 'ResourceClaimTemplateSpec', ns),
  ...validateTemplateSpec(t, ns),
];

function validateDeviceClassSpec(spec: JsonObject, ns: NotSimulated): FieldError[] {
  return [
    ...validateSelectors(objects(spec['selectors']), 'spec.selectors', ns),
    ...objects(spec['config']).flatMap((c, i) =>
      validateDeviceConfiguration(c, index('spec.config', i)),
    ),
  ];
}

/** ValidateDeviceClass. */
export const validateDeviceClass = (c: JsonObject, ns: NotSimulated): FieldError[] => [
  ...coreObjectMeta(c, false),
  ...validateDeviceClassSpec(specOf(c), ns),
];

/** ValidateDeviceClassUpdate. */
export const validateDeviceClassUpdate = (
  c: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
): FieldError[] => [...validateObjectMetaUpdate(c, old), ...validateDeviceClassSpec(specOf(c), ns)];

// validatePoolName: required, then each `/`-separated part a DNS subdomain.
function validatePoolName(name: string, fldPath: string): FieldError[] {
  if (name === '') return [required(fldPath, '')];
  return name.split('/').flatMap((part) => invalidEach(fldPath, part, isDNS1123Subdomain(part)));
}

function validateResourceSliceSpec(
  spec: JsonObject,
  oldSpec: JsonObject | undefined,
  ns: NotSimulated,
  version: KubernetesVersion,
): FieldError[] {
  const errs = validateCSIDriverName(str(spec['driver']), 'spec.driver');
  const pool = obj(spec['pool']) ?? {};
  errs.push(...validatePoolName(str(pool['name']), 'spec.pool.name'));
  const count = num(pool['resourceSliceCount']) ?? 0;
  if (count <= 0)
    errs.push(invalid('spec.pool.resourceSliceCount', goInt64(count), 'must be greater than zero'));
  const generation = num(pool['generation']) ?? 0;
  if (generation < 0)
    errs.push(
      invalid('spec.pool.generation', goInt64(generation), 'must be greater than or equal to zero'),
    );
  if (oldSpec !== undefined) {
    const oldPool = obj(oldSpec['pool']) ?? {};
    const s = (v: string): ReturnType<typeof goString> => goString(v);
    errs.push(
      ...validateImmutableField(
        str(pool['name']),
        str(oldPool['name']),
        'spec.pool.name',
        s(str(pool['name'])),
      ),
      ...validateImmutableField(
        str(spec['driver']),
        str(oldSpec['driver']),
        'spec.driver',
        s(str(spec['driver'])),
      ),
      ...validateImmutableField(
        str(spec['nodeName']),
        str(oldSpec['nodeName']),
        'spec.nodeName',
        s(str(spec['nodeName'])),
      ),
    );
  }
  // The fields that select nodes, named as 1.33+ names them in its error.
  const setFields: string[] = [];
  const nodeName = str(spec['nodeName']);
  if (nodeName !== '') {
    setFields.push('`nodeName`');
    errs.push(...invalidEach('spec.nodeName', nodeName, isDNS1123Subdomain(nodeName)));
  }
  const nodeSelector = obj(spec['nodeSelector']);
  if (nodeSelector !== undefined) {
    setFields.push('`nodeSelector`');
    errs.push(...validateNodeSelector(nodeSelector, false, 'spec.nodeSelector'));
    if (objects(nodeSelector['nodeSelectorTerms']).length !== 1) {
      ns("the %#v of a ResourceSlice's node selector terms inside a field error");
      errs.push(
        invalid(
          'spec.nodeSelector.nodeSelectorTerms',
          goText(
            '[]core.NodeSelectorTerm{…}',
            JSON.stringify(nodeSelector['nodeSelectorTerms'] ?? null),
          ),
          'must have exactly one selector term',
        ),
      );
    }
  }
  if (bool(spec['allNodes']) === true) setFields.push('`allNodes`');
  if (atLeast(version, '1.33')) {
    errs.push(...nodeSelection133(spec, setFields));
    return [...errs, ...validateDevices(spec, version, ns)];
  }
  const selections = setFields.length;
  if (selections === 0)
    errs.push(
      required('spec', 'exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required'),
    );
  else if (selections > 1) {
    ns("the %#v of a ResourceSlice's spec inside a field error");
    errs.push(
      invalid(
        'spec',
        goText('resource.ResourceSliceSpec{…}', JSON.stringify(spec)),
        'exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required',
      ),
    );
  }
  return [...errs, ...validateDevices(spec, version, ns)];
}

// 1.33+ (perDeviceNodeSelection, KEP-4815): the spec's node selection and each device's, as
// validateResourceSliceSpec and validateDevice say it (kubernetes pkg/apis/resource/validation,
// read from a 1.34+ copy; the field and these texts arrive together in k8s.io/api v0.33.0).
const nodeSelectionFields = '`nodeName`, `nodeSelector`, `allNodes`, `perDeviceNodeSelection`';
const perDeviceRule =
  'exactly one of `nodeName`, `nodeSelector`, or `allNodes` is required when `perDeviceNodeSelection` is set to true in the ResourceSlice spec';

function nodeSelection133(spec: JsonObject, setFields: string[]): FieldError[] {
  const errs: FieldError[] = [];
  const allNodes = bool(spec['allNodes']);
  if (allNodes === false)
    errs.push(invalid('spec.allNodes', goBool(false), 'must be either unset or set to true'));
  const perDevice = bool(spec['perDeviceNodeSelection']);
  if (perDevice === true) setFields.push('`perDeviceNodeSelection`');
  else if (perDevice === false)
    errs.push(
      invalid('spec.perDeviceNodeSelection', goBool(false), 'must be either unset or set to true'),
    );
  if (setFields.length === 0)
    errs.push(required('spec', `exactly one of ${nodeSelectionFields} is required`));
  else if (setFields.length > 1)
    errs.push(
      invalid(
        'spec',
        goString(`{${setFields.join(', ')}}`),
        `exactly one of ${nodeSelectionFields} is required, but multiple fields are set`,
      ),
    );
  return errs;
}

function deviceNodeSelection133(d: JsonObject, p: string, perDevice: boolean): FieldError[] {
  const fields = obj(d['basic']) ?? d;
  const has = (k: string) => fields[k] !== undefined && fields[k] !== null;
  if (!perDevice)
    return has('nodeName') || has('nodeSelector') || has('allNodes')
      ? [
          invalid(
            p,
            goText('<nil>', 'null'),
            '`nodeName`, `nodeSelector` and `allNodes` can only be set if `perDeviceNodeSelection` is set to true in the ResourceSlice spec',
          ),
        ]
      : [];
  const errs: FieldError[] = [];
  const setFields: string[] = [];
  const nodeName = fields['nodeName'];
  if (typeof nodeName === 'string') {
    if (nodeName === '')
      errs.push(invalid(child(p, 'nodeName'), goString(''), 'must not be empty'));
    else {
      setFields.push('`nodeName`');
      errs.push(...invalidEach(child(p, 'nodeName'), nodeName, isDNS1123Subdomain(nodeName)));
    }
  }
  const nodeSelector = obj(fields['nodeSelector']);
  if (nodeSelector !== undefined) {
    setFields.push('`nodeSelector`');
    errs.push(...validateNodeSelector(nodeSelector, false, child(p, 'nodeSelector')));
  }
  const allNodes = bool(fields['allNodes']);
  if (allNodes === true) setFields.push('`allNodes`');
  else if (allNodes === false)
    errs.push(invalid(child(p, 'allNodes'), goBool(false), 'must be either unset or set to true'));
  if (setFields.length === 0) errs.push(required(p, perDeviceRule));
  else if (setFields.length > 1)
    errs.push(invalid(p, goString(`{${setFields.join(', ')}}`), perDeviceRule));
  return errs;
}

function validateDevices(
  spec: JsonObject,
  version: KubernetesVersion,
  ns: NotSimulated,
): FieldError[] {
  const errs: FieldError[] = [];
  const devices = objects(spec['devices']);
  const seen = new Set<string>();
  const perDevice = bool(spec['perDeviceNodeSelection']) === true;
  devices.forEach((d, i) => {
    const p = index('spec.devices', i);
    const name = str(d['name']);
    errs.push(...invalidEach(child(p, 'name'), name, isDNS1123Label(name)));
    if (!atLeast(version, '1.33') && obj(d['basic']) === undefined)
      errs.push(required(child(p, 'basic'), ''));
    else ns("field validation of a ResourceSlice device's attributes and capacity");
    if (atLeast(version, '1.33')) errs.push(...deviceNodeSelection133(d, p, perDevice));
  });
  devices.forEach((d, i) => {
    const name = str(d['name']);
    if (seen.has(name))
      errs.push(duplicate(child(index('spec.devices', i), 'name'), goString(name)));
    else seen.add(name);
  });
  return errs;
}

/** ValidateResourceSlice. */
export const validateResourceSlice = (
  s: JsonObject,
  ns: NotSimulated,
  version: KubernetesVersion = '1.32',
): FieldError[] => [
  ...coreObjectMeta(s, false),
  ...validateResourceSliceSpec(specOf(s), undefined, ns, version),
];

/** ValidateResourceSliceUpdate: pool name, driver and node name may not change. */
export const validateResourceSliceUpdate = (
  s: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
  version: KubernetesVersion = '1.32',
): FieldError[] => [
  ...validateObjectMetaUpdate(s, old),
  ...validateResourceSliceSpec(specOf(s), specOf(old), ns, version),
];
