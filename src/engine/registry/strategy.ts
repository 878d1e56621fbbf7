// Package registry mirrors k8s.io/kubernetes pkg/registry: the REST strategies that run between the
// two admission phases.
//
// The strategy concept of pkg/registry (k8s.io/apiserver pkg/registry/rest/create.go, update.go and
// the kinds' strategy.go files): what the registry does to an object after mutating admission and
// before validating admission. generic/registry.Store.Create runs BeginCreate (Service allocation),
// then rest.BeforeCreate → strategy.PrepareForCreate; Store.Update runs BeginUpdate, then
// rest.BeforeUpdate → strategy.PrepareForUpdate. Strategies here change a clone of the v1 object in
// place (the API server changes the internal object; the fields touched have the same names).

import type { FieldError } from '../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion, UserInfo } from '../apimachinery/types.ts';

/** What a strategy may read about the request and the cluster. */
export interface StrategyEnv {
  version: KubernetesVersion;
  featureGates: Readonly<Record<string, boolean>>;
  /** metav1.Now() of the request, as RFC 3339 seconds (conditions' lastTransitionTime). */
  now: string;
  /** A uniform random integer in [0, n): the allocators' random scans, drawn from the run's environment. */
  randomInt: (n: number) => number;
  /** True when the custom resource's version serves /status (the CRD's subresources.status). */
  statusSubresource: boolean;
  /** True when the object's labels are its pod template's labels map (jobLabels.ts); absent: false. */
  labelsShareTemplate?: boolean;
  /** The requesting user (genericapirequest.UserFrom), for strategies that record it. */
  user?: UserInfo;
}

/** What a strategy did, for the trace, and what it refused. */
export interface Prepared {
  /** Trace phrases in the order the steps ran ("status reset to phase Pending, qosClass BestEffort"). */
  notes: string[];
  /** Warnings the strategy adds (warning.AddWarning), in order. */
  warnings: string[];
  /** What the step assumed about state the playground cannot have. */
  assumptions: string[];
  /** Field errors of an apierrors.NewInvalid the step answers (Service allocation). */
  errors: FieldError[];
  /** The error of an apierrors.NewInternalError the step answers, if any. */
  internalError?: string;
}

/** One registry strategy: the hooks a kind's store runs, each changing `obj` in place. */
export interface Strategy {
  /** The upstream name, for traces (e.g. "podStrategy"). */
  name: string;
  beginCreate?(obj: JsonObject, env: StrategyEnv, out: Prepared): void;
  prepareForCreate?(obj: JsonObject, env: StrategyEnv, out: Prepared): void;
  beginUpdate?(obj: JsonObject, old: JsonObject, env: StrategyEnv, out: Prepared): void;
  prepareForUpdate?(obj: JsonObject, old: JsonObject, env: StrategyEnv, out: Prepared): void;
}

/** An empty record of what a step did. */
export const newPrepared = (): Prepared => ({
  notes: [],
  warnings: [],
  assumptions: [],
  errors: [],
});
