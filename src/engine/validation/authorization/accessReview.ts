// Checks the access reviews: mirrors pkg/apis/authorization/validation/validation.go
// ValidateSubjectAccessReview, ValidateSelfSubjectAccessReview, ValidateLocalSubjectAccessReview
// and their specs. A review has no name: its metadata must be empty (but for a local review's
// namespace, and the managedFields the field manager writes). SelfSubjectRulesReview has no checks.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { type GoValue, goString, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import { goObjectMeta } from '../meta/goObjectMeta.ts';
import { obj, str, strings } from '../read.ts';

type NotSimulated = (detail: string) => void;

/** *authorization.NonResourceAttributes as a bad value: "null" when nil, else the struct. */
function goNonResourceAttributes(v: JsonValue | undefined): GoValue {
  const a = obj(v);
  if (a === undefined) return { go: 'nil' };
  const path = str(a['path']);
  const verb = str(a['verb']);
  return goText(
    `authorization.NonResourceAttributes{Path:${goQuote(path)}, Verb:${goQuote(verb)}}`,
    // The internal type has no json tags: json.Marshal writes the Go field names.
    marshalGoOrdered({ Path: path, Verb: verb }),
  );
}

// Semantic.DeepEqual(ObjectMeta{}, meta): nil and empty maps and slices are equal; managedFields is
// cleared first (the field manager fills it on every create).
function isEmptyMeta(meta: JsonObject, ignore: readonly string[]): boolean {
  return Object.entries(meta).every(([k, v]) => {
    if (k === 'managedFields' || ignore.includes(k) || v === null || v === '' || v === 0)
      return true;
    if (Array.isArray(v)) return v.length === 0;
    if (typeof v === 'object') return Object.keys(v).length === 0;
    return false;
  });
}

// validateResourceAttributes (1.31+): the fieldSelector and labelSelector of AuthorizeWithSelectors.
function checkSelectors(spec: JsonObject, notSimulated: NotSimulated): void {
  const attrs = obj(spec['resourceAttributes']);
  if (attrs !== undefined && (attrs['fieldSelector'] != null || attrs['labelSelector'] != null))
    notSimulated(
      'field validation of spec.resourceAttributes.fieldSelector and labelSelector of an access review',
    );
}

function validateAttributes(spec: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const resource = obj(spec['resourceAttributes']);
  const nonResource = obj(spec['nonResourceAttributes']);
  if (resource !== undefined && nonResource !== undefined)
    errs.push(
      invalid(
        `${fldPath}.nonResourceAttributes`,
        goNonResourceAttributes(nonResource),
        'cannot be specified in combination with resourceAttributes',
      ),
    );
  // Upstream passes NonResourceAttributes (nil here) as the value: "null".
  if (resource === undefined && nonResource === undefined)
    errs.push(
      invalid(
        `${fldPath}.resourceAttributes`,
        { go: 'nil' },
        'exactly one of nonResourceAttributes or resourceAttributes must be specified',
      ),
    );
  return errs;
}

/** ValidateSubjectAccessReviewSpec. */
export function validateSubjectAccessReviewSpec(
  spec: JsonObject,
  fldPath: string,
  notSimulated: NotSimulated,
): FieldError[] {
  const errs = validateAttributes(spec, fldPath);
  const user = str(spec['user']);
  if (user === '' && strings(spec['groups']).length === 0)
    errs.push(
      invalid(`${fldPath}.user`, goString(user), 'at least one of user or group must be specified'),
    );
  checkSelectors(spec, notSimulated);
  return errs;
}

const metaOf = (review: JsonObject): JsonObject => obj(review['metadata']) ?? {};

/** ValidateSubjectAccessReview. */
export function validateSubjectAccessReview(
  sar: JsonObject,
  notSimulated: NotSimulated,
): FieldError[] {
  const errs = validateSubjectAccessReviewSpec(obj(sar['spec']) ?? {}, 'spec', notSimulated);
  if (!isEmptyMeta(metaOf(sar), []))
    errs.push(invalid('metadata', goObjectMeta(metaOf(sar), notSimulated), 'must be empty'));
  return errs;
}

/** ValidateSelfSubjectAccessReview: the attributes only (the user is the requester). */
export function validateSelfSubjectAccessReview(
  ssar: JsonObject,
  notSimulated: NotSimulated,
): FieldError[] {
  const spec = obj(ssar['spec']) ?? {};
  const errs = validateAttributes(spec, 'spec');
  checkSelectors(spec, notSimulated);
  if (!isEmptyMeta(metaOf(ssar), []))
    errs.push(invalid('metadata', goObjectMeta(metaOf(ssar), notSimulated), 'must be empty'));
  return errs;
}

/** ValidateLocalSubjectAccessReview: the namespace of the metadata and of the resource agree. */
export function validateLocalSubjectAccessReview(
  lsar: JsonObject,
  notSimulated: NotSimulated,
): FieldError[] {
  const spec = obj(lsar['spec']) ?? {};
  const errs = validateSubjectAccessReviewSpec(spec, 'spec', notSimulated);
  const meta = metaOf(lsar);
  if (!isEmptyMeta(meta, ['namespace']))
    errs.push(
      invalid('metadata', goObjectMeta(meta, notSimulated), 'must be empty except for namespace'),
    );
  const resource = obj(spec['resourceAttributes']);
  const namespace = str(resource?.['namespace']);
  if (resource !== undefined && namespace !== str(meta['namespace']))
    errs.push(
      invalid(
        'spec.resourceAttributes.namespace',
        goString(namespace),
        'must match metadata.namespace',
      ),
    );
  if (obj(spec['nonResourceAttributes']) !== undefined)
    errs.push(
      invalid(
        'spec.nonResourceAttributes',
        goNonResourceAttributes(spec['nonResourceAttributes']),
        'disallowed on this kind of request',
      ),
    );
  return errs;
}
