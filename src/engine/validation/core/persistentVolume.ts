// Checks a PersistentVolume: mirrors pkg/apis/core/validation/validation.go ValidatePersistentVolume
// (ValidatePersistentVolumeSpec: access modes, capacity, reclaim policy, node affinity, exactly one
// volume source, class names, volume mode) and ValidatePersistentVolumeUpdate (the source and the
// volume mode are immutable), with pkg/volume/validation/pv_validation.go checkMountOption, as
// persistentvolumeStrategy (pkg/registry/core/persistentvolume/strategy.go) runs them. The in-tree
// sources other than hostPath, local, nfs and csi are checked for "more than 1" only.

import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goInt64, goNamed, goString, goText, type GoValue } from '../../apimachinery/goValue.ts';
import { quantityOf, signOf, valueOf } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { invalidEach, isDNS1123Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { child, key } from '../fieldPath.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import { goPointer } from '../goStructs.ts';
import { validateKubeFinalizerNames, validateObjectMeta } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, optStr, str, strings } from '../read.ts';
import { validateCSIDriverName } from '../storage/csi.ts';
import { validateNodeSelector } from './affinity.ts';
import { validatePathNoBacksteps } from './paths.ts';
import { validateHostPath, validateNFS } from './volumeSources.ts';

type NotSimulated = (detail: string) => void;
type SourceCheck = (src: JsonObject, fldPath: string) => FieldError[];

const accessModes = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod'];
const reclaimPolicies = ['Delete', 'Recycle', 'Retain'];
const volumeModes = ['Block', 'Filesystem'];
const mountOptionAnnotation = 'volume.beta.kubernetes.io/mount-options';

// validatePVSecretReference: a name (DNS subdomain) and a namespace (DNS label).
function validatePVSecretReference(ref: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(ref['name']);
  if (name === '') errs.push(required(child(fldPath, 'name'), ''));
  else errs.push(...invalidEach(child(fldPath, 'name'), name, isDNS1123Subdomain(name)));
  const namespace = str(ref['namespace']);
  if (namespace === '') errs.push(required(child(fldPath, 'namespace'), ''));
  else errs.push(...invalidEach(child(fldPath, 'namespace'), namespace, isDNS1123Label(namespace)));
  return errs;
}

// validateCSIPersistentVolumeSource.
function validateCSIPersistentVolumeSource(csi: JsonObject, fldPath: string): FieldError[] {
  const errs = validateCSIDriverName(str(csi['driver']), child(fldPath, 'driver'));
  if (str(csi['volumeHandle']) === '') errs.push(required(child(fldPath, 'volumeHandle'), ''));
  for (const ref of [
    'controllerPublishSecretRef',
    'controllerExpandSecretRef',
    'nodePublishSecretRef',
    'nodeExpandSecretRef',
  ]) {
    const r = obj(csi[ref]);
    if (r !== undefined) errs.push(...validatePVSecretReference(r, child(fldPath, ref)));
  }
  return errs;
}

// validateLocalVolumeSource: a path without backsteps.
function validateLocal(src: JsonObject, fldPath: string): FieldError[] {
  const path = str(src['path']);
  if (path === '') return [required(child(fldPath, 'path'), '')];
  return validatePathNoBacksteps(path, child(fldPath, 'path'));
}

// Upstream's order; `forbid` is the path its "more than 1" error uses, `at` where the source's own
// errors go (both keep upstream's spellings). flexVolume is counted but never refused as a second.
const sources: readonly {
  field: string;
  forbid?: string;
  at?: string;
  check?: SourceCheck;
  noForbid?: boolean;
}[] = [
  { field: 'hostPath', check: validateHostPath },
  { field: 'gcePersistentDisk', at: 'persistentDisk' },
  { field: 'awsElasticBlockStore' },
  { field: 'glusterfs' },
  { field: 'flocker' },
  { field: 'nfs', check: validateNFS },
  { field: 'rbd' },
  { field: 'quobyte' },
  { field: 'cephfs', forbid: 'cephFS' },
  { field: 'iscsi' },
  { field: 'cinder' },
  { field: 'fc' },
  { field: 'flexVolume', noForbid: true },
  { field: 'azureFile' },
  { field: 'vsphereVolume' },
  { field: 'photonPersistentDisk' },
  { field: 'portworxVolume' },
  { field: 'azureDisk' },
  { field: 'scaleIO' },
  { field: 'local', check: validateLocal },
  { field: 'storageos' },
  { field: 'csi', check: validateCSIPersistentVolumeSource },
];

/** The volume source fields of a PersistentVolumeSpec (PersistentVolumeSource). */
export const persistentVolumeSourceFields: readonly string[] = sources.map((s) => s.field);

// pv_validation.go checkMountOption: the sources that take mount options.
const mountOptionSources = new Set([
  'gcePersistentDisk',
  'awsElasticBlockStore',
  'glusterfs',
  'nfs',
  'rbd',
  'quobyte',
  'iscsi',
  'cinder',
  'cephfs',
  'azureFile',
  'vsphereVolume',
  'azureDisk',
  'photonPersistentDisk',
  'flocker',
  'scaleIO',
  'fc',
  'portworxVolume',
]);

// A core.ResourceList as a bad value: nil and empty print plainly; a Quantity's inner fields do not.
function goResourceList(v: JsonValue | undefined, notSimulated: NotSimulated): GoValue {
  const m = obj(v);
  if (m === undefined) return goText('core.ResourceList(nil)', 'null');
  if (Object.keys(m).length === 0) return goText('core.ResourceList{}', '{}');
  notSimulated(
    "the %#v of the resource.Quantity values in a PersistentVolume's capacity inside a field error",
  );
  return goText('core.ResourceList{…}', JSON.stringify(m));
}

function validateCapacity(spec: JsonObject, notSimulated: NotSimulated): FieldError[] {
  const errs: FieldError[] = [];
  const capacity = obj(spec['capacity']) ?? {};
  const names = Object.keys(capacity).sort();
  if (names.length === 0) errs.push(required('spec.capacity', ''));
  if (!names.includes('storage') || names.length > 1)
    errs.push(
      notSupported('spec.capacity', goResourceList(spec['capacity'], notSimulated), ['storage']),
    );
  // Go ranges over the map in a random order; the names are sorted here.
  for (const name of names) {
    const q = quantityOf(capacity[name]);
    if (q === undefined) continue;
    const path = key('spec.capacity', name);
    // validateBasicResource: Value() rounds away from zero.
    const value = valueOf(q);
    if (value < 0n)
      errs.push(invalid(path, goInt64(Number(value)), 'must be a valid resource quantity'));
    // ValidatePositiveQuantityValue.
    if (signOf(q) <= 0)
      errs.push(invalid(path, goString(quantityString(q)), 'must be greater than zero'));
  }
  return errs;
}

function validateSources(
  spec: JsonObject,
  nodeAffinitySpecified: boolean,
  notSimulated: NotSimulated,
): FieldError[] {
  const errs: FieldError[] = [];
  let n = 0;
  for (const s of sources) {
    const src = obj(spec[s.field]);
    if (src === undefined) continue;
    if (n > 0 && s.noForbid !== true) {
      errs.push(
        forbidden(child('spec', s.forbid ?? s.field), 'may not specify more than 1 volume type'),
      );
      continue;
    }
    n++;
    if (s.check !== undefined) errs.push(...s.check(src, child('spec', s.at ?? s.field)));
    else
      notSimulated(
        `field validation of ${s.field} persistent volume sources (only "more than 1 volume type" is checked)`,
      );
    if (s.field === 'local' && !nodeAffinitySpecified)
      errs.push(required('spec.nodeAffinity', 'Local volume requires node affinity'));
  }
  if (n === 0) errs.push(required('spec', 'must specify a volume type'));
  return errs;
}

// path.Clean(p) == "/": a path of slashes and dots that resolves to the root.
function cleansToRoot(p: string): boolean {
  if (!p.startsWith('/')) return false;
  const parts: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.length === 0;
}

/** ValidatePersistentVolumeSpec of a stored (not inline) PersistentVolume. */
export function validatePersistentVolumeSpec(
  spec: JsonObject,
  env: { notSimulated: NotSimulated; volumeAttributesClass: boolean },
): FieldError[] {
  const errs: FieldError[] = [];
  const modes = strings(spec['accessModes']);
  if (modes.length === 0) errs.push(required('spec.accessModes', ''));
  let rwop = false;
  let other = false;
  for (const m of modes) {
    if (!accessModes.includes(m))
      errs.push(
        notSupported(
          'spec.accessModes',
          goNamed('core.PersistentVolumeAccessMode', m),
          accessModes,
        ),
      );
    if (m === 'ReadWriteOncePod') rwop = true;
    else if (accessModes.includes(m)) other = true;
  }
  if (rwop && other)
    errs.push(
      forbidden('spec.accessModes', 'may not use ReadWriteOncePod with other access modes'),
    );
  errs.push(...validateCapacity(spec, env.notSimulated));
  const policy = str(spec['persistentVolumeReclaimPolicy']);
  if (policy !== '' && !reclaimPolicies.includes(policy))
    errs.push(
      notSupported(
        'spec.persistentVolumeReclaimPolicy',
        goNamed('core.PersistentVolumeReclaimPolicy', policy),
        reclaimPolicies,
      ),
    );
  const affinity = obj(spec['nodeAffinity']);
  if (affinity !== undefined) {
    const requiredTerms = obj(affinity['required']);
    if (requiredTerms !== undefined)
      errs.push(...validateNodeSelector(requiredTerms, false, 'spec.nodeAffinity.required'));
    else
      errs.push(required('spec.nodeAffinity.required', 'must specify required node constraints'));
  }
  errs.push(...validateSources(spec, affinity !== undefined, env.notSimulated));
  const hostPath = obj(spec['hostPath']);
  if (hostPath !== undefined && cleansToRoot(str(hostPath['path'])) && policy === 'Recycle')
    errs.push(
      forbidden(
        'spec.persistentVolumeReclaimPolicy',
        "may not be 'recycle' for a hostPath mount of '/'",
      ),
    );
  const className = str(spec['storageClassName']);
  if (className !== '')
    errs.push(
      ...invalidEach('spec.storageClassName', className, nameIsDNSSubdomain(className, false)),
    );
  const mode = optStr(spec['volumeMode']);
  if (mode !== undefined && !volumeModes.includes(mode))
    errs.push(
      notSupported('spec.volumeMode', goNamed('core.PersistentVolumeMode', mode), volumeModes),
    );
  const vac = optStr(spec['volumeAttributesClassName']);
  if (vac !== undefined && env.volumeAttributesClass) {
    if (vac === '')
      errs.push(required('spec.volumeAttributesClassName', 'an empty string is disallowed'));
    else
      errs.push(
        ...invalidEach('spec.volumeAttributesClassName', vac, nameIsDNSSubdomain(vac, false)),
      );
    if (obj(spec['csi']) === undefined)
      errs.push(required('spec.csi', 'has to be specified when using volumeAttributesClassName'));
  }
  return errs;
}

// pv_validation.go checkMountOption: the beta annotation only where the source takes mount options.
function checkMountOption(pv: JsonObject): FieldError[] {
  const spec = obj(pv['spec']) ?? {};
  if (Object.keys(spec).some((k) => mountOptionSources.has(k) && obj(spec[k]) !== undefined))
    return [];
  const annotations = obj(obj(pv['metadata'])?.['annotations']) ?? {};
  return mountOptionAnnotation in annotations
    ? [
        forbidden(
          `metadata.annotations.${mountOptionAnnotation}`,
          'may not specify mount options for this volume type',
        ),
      ]
    : [];
}

export interface PersistentVolumeEnv {
  notSimulated: NotSimulated;
  featureGates: Readonly<Record<string, boolean>>;
  version: KubernetesVersion;
}

// ValidationOptionsForPersistentVolume: the gate (beta and off in 1.32, GA in 1.34), or a class
// name already stored.
const withClassOption = (env: PersistentVolumeEnv, old?: JsonObject) => ({
  notSimulated: env.notSimulated,
  volumeAttributesClass:
    (env.featureGates['VolumeAttributesClass'] ?? atLeast(env.version, '1.34')) ||
    optStr(obj(old?.['spec'])?.['volumeAttributesClassName']) !== undefined,
});

/** ValidatePersistentVolume: the metadata (a DNS subdomain name) and the spec. */
export const validatePersistentVolumeObject = (
  pv: JsonObject,
  env: PersistentVolumeEnv,
  old?: JsonObject,
): FieldError[] => [
  ...validateObjectMeta(pv, false, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(pv),
  ...validatePersistentVolumeSpec(obj(pv['spec']) ?? {}, withClassOption(env, old)),
];

/** persistentvolumeStrategy.Validate: ValidatePersistentVolume, then checkMountOption. */
export const validatePersistentVolume = (
  pv: JsonObject,
  env: PersistentVolumeEnv,
  old?: JsonObject,
): FieldError[] => [...validatePersistentVolumeObject(pv, env, old), ...checkMountOption(pv)];

const sourceOf = (spec: JsonObject): JsonObject =>
  Object.fromEntries(
    persistentVolumeSourceFields.filter((f) => spec[f] != null).map((f) => [f, spec[f] ?? null]),
  );

/**
 * persistentvolumeStrategy.ValidateUpdate: the new object again (ValidatePersistentVolume runs twice,
 * so its errors come twice, as upstream), then the source and the volume mode may not change.
 */
export function validatePersistentVolumeUpdate(
  pv: JsonObject,
  old: JsonObject,
  env: PersistentVolumeEnv,
): FieldError[] {
  const errs = [
    ...validatePersistentVolume(pv, env, old),
    ...validatePersistentVolumeObject(pv, env, old),
  ];
  const spec = obj(pv['spec']) ?? {};
  const oldSpec = obj(old['spec']) ?? {};
  const source = structuredClone(sourceOf(spec));
  const oldSource = sourceOf(oldSpec);
  // A controllerExpandSecretRef may be added to a CSI source that had none.
  const csi = obj(source['csi']);
  const oldCsi = obj(oldSource['csi']);
  if (csi !== undefined && oldCsi !== undefined && oldCsi['controllerExpandSecretRef'] == null)
    delete csi['controllerExpandSecretRef'];
  if (!semanticDeepEqual(source, oldSource, true)) {
    env.notSimulated(
      'the cmp.Diff text in the message of a refused PersistentVolume source update',
    );
    errs.push(
      forbidden(
        'spec.persistentvolumesource',
        'spec.persistentvolumesource is immutable after creation',
      ),
    );
  }
  // Upstream's path is "volumeMode", not under spec; the value is the new *PersistentVolumeMode.
  const mode = optStr(spec['volumeMode']);
  errs.push(
    ...validateImmutableField(
      spec['volumeMode'],
      oldSpec['volumeMode'],
      'volumeMode',
      mode === undefined ? { go: 'nil' } : goNamed('core.PersistentVolumeMode', mode),
    ),
  );
  if (
    oldSpec['nodeAffinity'] != null &&
    !semanticDeepEqual(spec['nodeAffinity'] ?? null, oldSpec['nodeAffinity'], true)
  ) {
    // The dereferenced *VolumeNodeAffinity prints its Required pointer as an address.
    const now = obj(spec['nodeAffinity']);
    const value: GoValue =
      now === undefined
        ? { go: 'nil' }
        : goText(
            `core.VolumeNodeAffinity{Required:${goPointer('core.NodeSelector', obj(now['required']) !== undefined, env.notSimulated)}}`,
            JSON.stringify(now),
          );
    errs.push(invalid('nodeAffinity', value, 'field is immutable'));
  }
  return errs;
}
