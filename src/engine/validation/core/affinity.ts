// Checks node and pod (anti-)affinity: mirrors pkg/apis/core/validation/validation.go
// validateAffinity, ValidateNodeSelector(Term/Requirement), ValidateNodeFieldSelectorRequirement,
// ValidatePreferredSchedulingTerms, validatePodAffinityTerm(s) and validateWeightedPodAffinityTerms.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid, required } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt32, goNamed, goString } from '../../apimachinery/goValue.ts';
import {
  validateLabelName,
  validateLabelSelector,
} from '../../apimachinery/labelSelectorValidation.ts';
import { invalidEach, isValidLabelValue } from '../../apimachinery/names.ts';
import { num, obj, objects, str, stringMap, strings } from '../read.ts';
import type { DecodedSelector } from '../../apimachinery/labelSelectorValidation.ts';
import { nameIsDNSLabel, nameIsDNSSubdomain } from '../meta/nameFuncs.ts';

function requirement(rq: JsonObject, allowInvalidValue: boolean, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const op = str(rq['operator']);
  const values = strings(rq['values']);
  if (op === 'In' || op === 'NotIn') {
    if (values.length === 0)
      errs.push(
        required(child(fldPath, 'values'), "must be specified when `operator` is 'In' or 'NotIn'"),
      );
  } else if (op === 'Exists' || op === 'DoesNotExist') {
    if (values.length > 0)
      errs.push(
        forbidden(
          child(fldPath, 'values'),
          "may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
        ),
      );
  } else if (op === 'Gt' || op === 'Lt') {
    if (values.length !== 1)
      errs.push(
        required(
          child(fldPath, 'values'),
          "must be specified single value when `operator` is 'Lt' or 'Gt'",
        ),
      );
  } else
    errs.push(
      invalid(
        child(fldPath, 'operator'),
        goNamed('core.NodeSelectorOperator', op),
        'not a valid selector operator',
      ),
    );
  errs.push(...validateLabelName(str(rq['key']), child(fldPath, 'key')));
  if (!allowInvalidValue)
    values.forEach((v, i) =>
      errs.push(...invalidEach(index(child(fldPath, 'values'), i), v, isValidLabelValue(v))),
    );
  return errs;
}

function fieldRequirement(rq: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const op = str(rq['operator']);
  const values = strings(rq['values']);
  if (op === 'In' || op === 'NotIn') {
    if (values.length !== 1)
      errs.push(
        required(
          child(fldPath, 'values'),
          "must be only one value when `operator` is 'In' or 'NotIn' for node field selector",
        ),
      );
  } else
    errs.push(
      invalid(
        child(fldPath, 'operator'),
        goNamed('core.NodeSelectorOperator', op),
        'not a valid selector operator',
      ),
    );
  if (str(rq['key']) !== 'metadata.name')
    errs.push(
      invalid(child(fldPath, 'key'), goString(str(rq['key'])), 'not a valid field selector key'),
    );
  else
    values.forEach((v, i) =>
      errs.push(
        ...invalidEach(index(child(fldPath, 'values'), i), v, nameIsDNSSubdomain(v, false)),
      ),
    );
  return errs;
}

function nodeSelectorTerm(
  term: JsonObject,
  allowInvalidValue: boolean,
  fldPath: string,
): FieldError[] {
  return [
    ...objects(term['matchExpressions']).flatMap((rq, j) =>
      requirement(rq, allowInvalidValue, index(child(fldPath, 'matchExpressions'), j)),
    ),
    ...objects(term['matchFields']).flatMap((rq, j) =>
      fieldRequirement(rq, index(child(fldPath, 'matchFields'), j)),
    ),
  ];
}

function nodeAffinity(na: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const req = obj(na['requiredDuringSchedulingIgnoredDuringExecution']);
  if (req !== undefined) {
    const termsPath = child(
      fldPath,
      'requiredDuringSchedulingIgnoredDuringExecution',
      'nodeSelectorTerms',
    );
    const terms = objects(req['nodeSelectorTerms']);
    if (terms.length === 0)
      errs.push(required(termsPath, 'must have at least one node selector term'));
    terms.forEach((t, i) => errs.push(...nodeSelectorTerm(t, false, index(termsPath, i))));
  }
  objects(na['preferredDuringSchedulingIgnoredDuringExecution']).forEach((t, i) => {
    const path = index(child(fldPath, 'preferredDuringSchedulingIgnoredDuringExecution'), i);
    const weight = num(t['weight']) ?? 0;
    if (weight <= 0 || weight > 100)
      errs.push(invalid(child(path, 'weight'), goInt32(weight), 'must be in the range 1-100'));
    errs.push(...nodeSelectorTerm(obj(t['preference']) ?? {}, true, child(path, 'preference')));
  });
  return errs;
}

const decodeSelector = (s: JsonObject | undefined): DecodedSelector | undefined =>
  s === undefined
    ? undefined
    : {
        matchLabels: stringMap(s['matchLabels']),
        matchExpressions: objects(s['matchExpressions']).map((e) => ({
          key: str(e['key']),
          operator: str(e['operator']),
          values: strings(e['values']),
        })),
      };

function podAffinityTerm(term: JsonObject, fldPath: string): FieldError[] {
  const errs = validateLabelSelector(
    decodeSelector(obj(term['labelSelector'])),
    false,
    child(fldPath, 'labelSelector'),
  );
  errs.push(
    ...validateLabelSelector(
      decodeSelector(obj(term['namespaceSelector'])),
      false,
      child(fldPath, 'namespaceSelector'),
    ),
  );
  for (const ns of strings(term['namespaces']))
    errs.push(...invalidEach(child(fldPath, 'namespace'), ns, nameIsDNSLabel(ns, false)));
  const topologyKey = str(term['topologyKey']);
  if (topologyKey === '') errs.push(required(child(fldPath, 'topologyKey'), 'can not be empty'));
  errs.push(...validateLabelName(topologyKey, child(fldPath, 'topologyKey')));
  return errs;
}

function podAffinity(pa: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  objects(pa['requiredDuringSchedulingIgnoredDuringExecution']).forEach((t, i) =>
    errs.push(
      ...podAffinityTerm(
        t,
        index(child(fldPath, 'requiredDuringSchedulingIgnoredDuringExecution'), i),
      ),
    ),
  );
  objects(pa['preferredDuringSchedulingIgnoredDuringExecution']).forEach((t, j) => {
    const path = index(child(fldPath, 'preferredDuringSchedulingIgnoredDuringExecution'), j);
    const weight = num(t['weight']) ?? 0;
    if (weight <= 0 || weight > 100)
      errs.push(invalid(child(path, 'weight'), goInt32(weight), 'must be in the range 1-100'));
    errs.push(...podAffinityTerm(obj(t['podAffinityTerm']) ?? {}, child(path, 'podAffinityTerm')));
  });
  return errs;
}

/** Checks spec.affinity (matchLabelKeys and mismatchLabelKeys are not checked). */
export function validateAffinity(affinity: JsonObject | undefined, fldPath: string): FieldError[] {
  if (affinity === undefined) return [];
  const errs: FieldError[] = [];
  const na = obj(affinity['nodeAffinity']);
  if (na !== undefined) errs.push(...nodeAffinity(na, child(fldPath, 'nodeAffinity')));
  const pa = obj(affinity['podAffinity']);
  if (pa !== undefined) errs.push(...podAffinity(pa, child(fldPath, 'podAffinity')));
  const paa = obj(affinity['podAntiAffinity']);
  if (paa !== undefined) errs.push(...podAffinity(paa, child(fldPath, 'podAntiAffinity')));
  return errs;
}

/** ValidateNodeSelector: at least one term, each term's requirements (a PersistentVolume's nodeAffinity.required). */
export function validateNodeSelector(
  ns: JsonObject,
  allowInvalidValue: boolean,
  fldPath: string,
): FieldError[] {
  const termsPath = child(fldPath, 'nodeSelectorTerms');
  const terms = objects(ns['nodeSelectorTerms']);
  if (terms.length === 0) return [required(termsPath, 'must have at least one node selector term')];
  return terms.flatMap((t, i) => nodeSelectorTerm(t, allowInvalidValue, index(termsPath, i)));
}
