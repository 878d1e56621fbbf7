// quota.Evaluator over plain JSON objects, and the names shared by every evaluator
// (staging/src/k8s.io/apiserver/pkg/quota/v1/interfaces.go, generic/evaluator.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { ResourceList } from '../resource/resourceList.ts';
import type { ScopeSelector } from './config.ts';

/** A Go error value an evaluator returned (not an admission refusal). */
export interface EvaluatorError {
  error: string;
}

/** quota.Evaluator, over plain JSON objects. */
export interface Evaluator {
  handles(attr: Attributes): boolean;
  /** The quota's hard resource names this evaluator tracks. */
  matchingResources(names: readonly string[]): string[];
  /** Whether one scope selector holds for the object (the evaluator's MatchesScopeFunc). */
  matchesScope(selector: ScopeSelector, object: JsonObject): boolean | EvaluatorError;
  /** The "must specify ..." text when the object lacks what the required resources need. */
  constraints(required: readonly string[], object: JsonObject): string | undefined;
  usage(object: JsonObject, nowMs: number): ResourceList;
  /** UncoveredQuotaScopes is a no-op except for pods. */
  coversScopes: boolean;
}

/** generic.ObjectCountQuotaResourceNameFor. */
export const objectCountName = (group: string, resource: string): string =>
  group === '' ? `count/${resource}` : `count/${resource}.${group}`;

/** generic.MatchesNoScopeFunc. */
export const matchesNoScope = (): boolean => false;
