// Does a core NodeSelector select a Node? Mirrors k8s.io/component-helpers
// scheduling/corev1/nodeaffinity/nodeaffinity.go (NewNodeSelector, NodeSelector.Match): the terms
// are ORed, an empty term selects nothing; within a term the matchExpressions (a label selector with
// In, NotIn, Exists, DoesNotExist, Gt, Lt) and the matchFields (metadata.name, In/NotIn of one value)
// must all hold. Field validation has refused a malformed selector before admission runs, so a
// requirement this cannot read matches nothing.

import type { JsonObject } from '../apimachinery/types.ts';
import { objectsAt, stringAt, stringMapAt } from './objectFields.ts';

const strings = (o: JsonObject, key: string): string[] => {
  const v = o[key];
  return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
};

// labels.Requirement.Matches for the operators nodeSelectorRequirementsAsSelector produces; Gt and
// Lt compare int64s and need the label (strconv.ParseInt of both sides).
function labelRequirementMatches(req: JsonObject, labels: Record<string, string>): boolean {
  const key = stringAt(req, 'key');
  const values = strings(req, 'values');
  const has = Object.prototype.hasOwnProperty.call(labels, key);
  const value = labels[key] ?? '';
  switch (stringAt(req, 'operator')) {
    case 'In':
      return has && values.includes(value);
    case 'NotIn':
      return !has || !values.includes(value);
    case 'Exists':
      return has;
    case 'DoesNotExist':
      return !has;
    case 'Gt':
    case 'Lt': {
      const int = /^[+-]?\d+$/;
      const bound = values[0] ?? '';
      if (!has || !int.test(value) || !int.test(bound)) return false;
      const [a, b] = [BigInt(value), BigInt(bound)];
      return stringAt(req, 'operator') === 'Gt' ? a > b : a < b;
    }
    default:
      return false;
  }
}

// nodeSelectorRequirementsAsFieldSelector: metadata.name only, one value.
function fieldRequirementMatches(req: JsonObject, name: string): boolean {
  const values = strings(req, 'values');
  if (stringAt(req, 'key') !== 'metadata.name' || values.length !== 1) return false;
  switch (stringAt(req, 'operator')) {
    case 'In':
      return name === values[0];
    case 'NotIn':
      return name !== values[0];
    default:
      return false;
  }
}

/** Reports whether `selector` (a core/v1 NodeSelector) selects `node`. */
export function nodeSelectorMatches(selector: JsonObject, node: JsonObject): boolean {
  const labels = stringMapAt(node, 'metadata', 'labels');
  const name = stringAt(node, 'metadata', 'name');
  return objectsAt(selector, 'nodeSelectorTerms').some((term) => {
    const expressions = objectsAt(term, 'matchExpressions');
    const fields = objectsAt(term, 'matchFields');
    if (expressions.length === 0 && fields.length === 0) return false;
    return (
      expressions.every((r) => labelRequirementMatches(r, labels)) &&
      fields.every((r) => fieldRequirementMatches(r, name))
    );
  });
}
