// Checks a VolumeAttachment: mirrors pkg/apis/storage/validation/validation.go (1.32)
// ValidateVolumeAttachment, ValidateVolumeAttachmentV1 (the stricter checks of storage.k8s.io/v1)
// and ValidateVolumeAttachmentUpdate (the spec is immutable). In 1.36 (kubernetes eab10ee, first tag
// v0.36.0-alpha.2) ValidateVolumeAttachmentV1 is gone: validateVolumeAttachmentSpec checks the
// attacher with ValidateCSIDriverName first (RequiredCovered, FormatCovered, SizeCovered: one
// Required, not two), then the source and nodeName, and the PersistentVolume name comes last.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import { goInt32, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { byteLength, invalidEach, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { validateObjectMeta } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj, optStr, str, stringMap } from '../read.ts';
import { validateCSIDriverName } from './csi.ts';
import { goPointer } from '../goStructs.ts';

type NotSimulated = (detail: string) => void;

const maxAttachedVolumeMetadataSize = 256 * 1024;
const maxVolumeErrorMessageSize = 1024;

function validateSource(source: JsonObject, ns: NotSimulated): FieldError[] {
  const path = 'spec.source';
  const inline = obj(source['inlineVolumeSpec']);
  const pvName = optStr(source['persistentVolumeName']);
  if (inline === undefined && pvName === undefined)
    return [
      required(path, 'must specify exactly one of inlineVolumeSpec and persistentVolumeName'),
    ];
  if (inline !== undefined && pvName !== undefined)
    return [
      forbidden(path, 'must specify exactly one of inlineVolumeSpec and persistentVolumeName'),
    ];
  if (pvName !== undefined)
    return pvName === ''
      ? [required(`${path}.persistentVolumeName`, 'must specify non empty persistentVolumeName')]
      : [];
  ns("ValidatePersistentVolumeSpec of a VolumeAttachment's spec.source.inlineVolumeSpec");
  return [];
}

function validateVolumeError(e: JsonObject | undefined, path: string): FieldError[] {
  if (e === undefined) return [];
  const errs: FieldError[] = [];
  // Upstream reports the metadata limit here, not the message's own.
  if (byteLength(str(e['message'])) > maxVolumeErrorMessageSize)
    errs.push(tooLong(`${path}.message`, maxAttachedVolumeMetadataSize));
  const code = num(e['errorCode']);
  if (code !== undefined && code < 0)
    errs.push(
      invalid(`${path}.errorCode`, goInt32(code), 'must be between 0 and 2147483647, inclusive'),
    );
  return errs;
}

/** ValidateVolumeAttachment, then (before 1.36) ValidateVolumeAttachmentV1. */
export function validateVolumeAttachment(
  va: JsonObject,
  ns: NotSimulated,
  version: KubernetesVersion,
): FieldError[] {
  const merged = atLeast(version, '1.36');
  const errs = validateObjectMeta(va, false, nameIsDNSSubdomain);
  const spec = obj(va['spec']) ?? {};
  const attacher = str(spec['attacher']);
  if (merged) errs.push(...validateCSIDriverName(attacher, 'spec.attacher'));
  else if (attacher === '') errs.push(required('spec.attacher', ''));
  const source = obj(spec['source']) ?? {};
  errs.push(...validateSource(source, ns));
  const nodeName = str(spec['nodeName']);
  errs.push(...invalidEach('spec.nodeName', nodeName, isDNS1123Subdomain(nodeName)));
  const status = obj(va['status']) ?? {};
  const metadataSize = stringMap(status['attachmentMetadata']).reduce(
    (n, [k, v]) => n + byteLength(k) + byteLength(v),
    0,
  );
  if (metadataSize > maxAttachedVolumeMetadataSize)
    errs.push(tooLong('status.attachmentMetadata', maxAttachedVolumeMetadataSize));
  errs.push(...validateVolumeError(obj(status['attachError']), 'status.attachError'));
  errs.push(...validateVolumeError(obj(status['detachError']), 'status.detachError'));
  // ValidateVolumeAttachmentV1: v1 tightens the attacher and the PersistentVolume name.
  if (!merged) errs.push(...validateCSIDriverName(attacher, 'spec.attacher'));
  const pvName = optStr(source['persistentVolumeName']);
  if (pvName !== undefined)
    errs.push(
      ...invalidEach('spec.source.persistentVolumeName', pvName, nameIsDNSSubdomain(pvName, false)),
    );
  return errs;
}

/** volumeAttachmentStrategy.ValidateUpdate: ValidateVolumeAttachment, then the immutable spec. */
export function validateVolumeAttachmentUpdate(
  va: JsonObject,
  old: JsonObject,
  ns: NotSimulated,
  version: KubernetesVersion,
): FieldError[] {
  const errs = validateVolumeAttachment(va, ns, version);
  const spec = obj(va['spec']) ?? {};
  if (!semanticDeepEqual(spec, old['spec'] ?? {}, true)) {
    // %#v of the spec, its source's pointers included.
    const source = obj(spec['source']) ?? {};
    const pv = goPointer('string', optStr(source['persistentVolumeName']) !== undefined, ns);
    const inline = goPointer(
      'core.PersistentVolumeSpec',
      obj(source['inlineVolumeSpec']) !== undefined,
      ns,
    );
    errs.push(
      invalid(
        'spec',
        goText(
          `storage.VolumeAttachmentSpec{Attacher:${goQuote(str(spec['attacher']))}, Source:storage.VolumeAttachmentSource{PersistentVolumeName:${pv}, InlineVolumeSpec:${inline}}, NodeName:${goQuote(str(spec['nodeName']))}}`,
          marshalGo(spec),
        ),
        'field is immutable',
      ),
    );
  }
  return errs;
}
