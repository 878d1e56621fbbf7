// Checks RBAC objects: mirrors pkg/apis/rbac/validation/validation.go ValidateRole, ValidateClusterRole
// (aggregationRule), ValidatePolicyRule, ValidateRoleBinding, ValidateClusterRoleBinding,
// ValidateRoleBindingSubject and the bindings' immutable roleRef. Names are path segments
// (ValidateRBACName).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported, required } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goSlice, goString, goText } from '../../apimachinery/goValue.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain, validatePathSegmentName } from '../meta/nameFuncs.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { list, obj, objects, str, strings } from '../read.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';

const group = 'rbac.authorization.k8s.io';

function validatePolicyRule(rule: JsonObject, namespaced: boolean, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  if (strings(rule['verbs']).length === 0)
    errs.push(required(child(fldPath, 'verbs'), 'verbs must contain at least one value'));
  const urls = strings(rule['nonResourceURLs']);
  if (urls.length > 0) {
    if (namespaced)
      errs.push(
        invalid(
          child(fldPath, 'nonResourceURLs'),
          goSlice('string', urls),
          'namespaced rules cannot apply to non-resource URLs',
        ),
      );
    if (
      list(rule['apiGroups']).length > 0 ||
      list(rule['resources']).length > 0 ||
      list(rule['resourceNames']).length > 0
    ) {
      errs.push(
        invalid(
          child(fldPath, 'nonResourceURLs'),
          goSlice('string', urls),
          'rules cannot apply to both regular resources and non-resource URLs',
        ),
      );
    }
    return errs;
  }
  if (list(rule['apiGroups']).length === 0)
    errs.push(
      required(child(fldPath, 'apiGroups'), 'resource rules must supply at least one api group'),
    );
  if (list(rule['resources']).length === 0)
    errs.push(
      required(child(fldPath, 'resources'), 'resource rules must supply at least one resource'),
    );
  return errs;
}

const rules = (o: JsonObject, namespaced: boolean): FieldError[] =>
  objects(o['rules']).flatMap((r, i) => validatePolicyRule(r, namespaced, index('rules', i)));
const meta = (o: JsonObject, namespaced: boolean): FieldError[] => [
  ...validateObjectMeta(o, namespaced, validatePathSegmentName),
  ...validateKubeFinalizerNames(o),
];

/** Checks a new Role. */
export const validateRole = (role: JsonObject): FieldError[] => [
  ...meta(role, true),
  ...rules(role, true),
];

/** Checks a new ClusterRole; an aggregationRule needs at least one selector. */
export function validateClusterRole(role: JsonObject): FieldError[] {
  const errs = [...meta(role, false), ...rules(role, false)];
  const aggregation = obj(role['aggregationRule']);
  if (aggregation !== undefined && list(aggregation['clusterRoleSelectors']).length === 0) {
    errs.push(
      required(
        'aggregationRule.clusterRoleSelectors',
        'at least one clusterRoleSelector required if aggregationRule is non-nil',
      ),
    );
  }
  return errs;
}

function validateSubject(s: JsonObject, namespaced: boolean, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const name = str(s['name']);
  if (name === '') errs.push(required(child(fldPath, 'name'), ''));
  const apiGroup = str(s['apiGroup']);
  switch (str(s['kind'])) {
    case 'ServiceAccount':
      if (name !== '')
        errs.push(...invalidEach(child(fldPath, 'name'), name, nameIsDNSSubdomain(name, false)));
      if (apiGroup !== '')
        errs.push(notSupported(child(fldPath, 'apiGroup'), goString(apiGroup), ['']));
      if (!namespaced && str(s['namespace']) === '')
        errs.push(required(child(fldPath, 'namespace'), ''));
      break;
    case 'User':
    case 'Group':
      if (apiGroup !== group)
        errs.push(notSupported(child(fldPath, 'apiGroup'), goString(apiGroup), [group]));
      break;
    default:
      errs.push(
        notSupported(child(fldPath, 'kind'), goString(str(s['kind'])), [
          'ServiceAccount',
          'User',
          'Group',
        ]),
      );
  }
  return errs;
}

function validateBinding(b: JsonObject, namespaced: boolean): FieldError[] {
  const errs = meta(b, namespaced);
  const ref = obj(b['roleRef']) ?? {};
  if (str(ref['apiGroup']) !== group)
    errs.push(notSupported('roleRef.apiGroup', goString(str(ref['apiGroup'])), [group]));
  const kinds = namespaced ? ['Role', 'ClusterRole'] : ['ClusterRole'];
  if (!kinds.includes(str(ref['kind'])))
    errs.push(notSupported('roleRef.kind', goString(str(ref['kind'])), kinds));
  const name = str(ref['name']);
  if (name === '') errs.push(required('roleRef.name', ''));
  else errs.push(...invalidEach('roleRef.name', name, validatePathSegmentName(name, false)));
  objects(b['subjects']).forEach((s, i) =>
    errs.push(...validateSubject(s, namespaced, index('subjects', i))),
  );
  return errs;
}

/** Checks a new RoleBinding. */
export const validateRoleBinding = (b: JsonObject): FieldError[] => validateBinding(b, true);

/** Checks a new ClusterRoleBinding. */
export const validateClusterRoleBinding = (b: JsonObject): FieldError[] =>
  validateBinding(b, false);

/** Checks a binding update: roleRef may not change. */
export function validateBindingUpdate(
  b: JsonObject,
  old: JsonObject,
  namespaced: boolean,
): FieldError[] {
  const errs = [...validateObjectMetaUpdate(b, old), ...validateBinding(b, namespaced)];
  const ref = obj(b['roleRef']) ?? {};
  if (!semanticDeepEqual(ref, obj(old['roleRef']) ?? {}, true)) {
    const legacy = `rbac.RoleRef{APIGroup:${goQuote(str(ref['apiGroup']))}, Kind:${goQuote(str(ref['kind']))}, Name:${goQuote(str(ref['name']))}}`;
    errs.push(
      invalid(
        'roleRef',
        goText(
          legacy,
          JSON.stringify({
            APIGroup: str(ref['apiGroup']),
            Kind: str(ref['kind']),
            Name: str(ref['name']),
          }),
        ),
        'cannot change roleRef',
      ),
    );
  }
  return errs;
}

/** Checks a Role or ClusterRole update. */
export const validateRoleUpdate = (
  role: JsonObject,
  old: JsonObject,
  cluster: boolean,
): FieldError[] => [
  ...validateObjectMetaUpdate(role, old),
  ...(cluster ? validateClusterRole(role) : validateRole(role)),
];
