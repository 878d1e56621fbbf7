// The beta tags of 1.37 on flowcontrol/v1 PriorityLevelConfiguration: spec.type (+required,
// +modeDiscriminator) with limited (+ifMode("Limited")=+k8s:required) and exempt
// (+ifMode("Exempt")=+k8s:optional), and limitResponse.type (+required, +modeDiscriminator) with
// queuing (+ifMode("Queue")=+k8s:required); a member set under another mode is Forbidden. Ported
// from kubernetes pkg/apis/flowcontrol/v1/zz_generated.validations.go at e4a01fb ("Regenerate
// declarative validation code", the 1.37 beta promotion): validate.Discriminated runs for the
// struct before its fields (exempt, then limited; queuing in LimitResponse), with
// validate.RequiredPointer / ForbiddenPointer (field.Required / field.Forbidden with no detail,
// so "must be nil if …" and "must not be empty …" lose their words). The hand-written errors
// each covers are inferred from the same field and type.

import { type FieldError, forbidden, required } from '../../apimachinery/field.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldNode,
  optionalTag,
  requiredTag,
  type StructCheck,
} from './declarativeBetaTags.ts';

const at = (path: string, type: FieldError['type']) => (e: FieldError) =>
  e.field === path && e.type === type;

/**
 * validate.Discriminated for one member: unchanged (same mode, same member) on update is skipped;
 * the member's mode requires it (or lets it be), any other mode forbids it.
 */
const discriminated =
  (
    member: string,
    discriminator: string,
    mode: string,
    rule: 'required' | 'optional',
  ): StructCheck =>
  (o: JsonObject, old: JsonObject | undefined, base: string, update: boolean) => {
    const value = o[member];
    if (
      update &&
      old !== undefined &&
      o[discriminator] === old[discriminator] &&
      semanticDeepEqual(value, old[member], true)
    )
      return [];
    const path = `${base}.${member}`;
    const set = value !== undefined && value !== null;
    if (o[discriminator] === mode)
      return rule === 'required' && !set
        ? [{ error: required(path, ''), covers: at(path, 'FieldValueRequired') }]
        : [];
    return set ? [{ error: forbidden(path, ''), covers: at(path, 'FieldValueForbidden') }] : [];
  };

// An empty type is Required only (this port's older wording was NotSupported of "").
const requiredType = requiredTag({ alsoCovers: (e) => e.type === 'FieldValueNotSupported' });

const priorityLevelConfiguration: FieldNode[] = [
  {
    field: 'spec',
    structChecks: [
      discriminated('exempt', 'type', 'Exempt', 'optional'),
      discriminated('limited', 'type', 'Limited', 'required'),
    ],
    fields: [
      { field: 'type', tags: [requiredType] },
      {
        field: 'limited',
        tags: [optionalTag({ pointer: true })],
        fields: [
          {
            field: 'limitResponse',
            structChecks: [discriminated('queuing', 'type', 'Queue', 'required')],
            fields: [
              { field: 'type', tags: [requiredType] },
              { field: 'queuing', tags: [optionalTag({ pointer: true })] },
            ],
          },
        ],
      },
      { field: 'exempt', tags: [optionalTag({ pointer: true })] },
    ],
  },
];

/** The field trees, by `group/resource` as validators.ts keys them. */
export const betaFlowcontrolKinds: Readonly<Record<string, readonly FieldNode[]>> = {
  'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations': priorityLevelConfiguration,
};
