// Package rest mirrors k8s.io/apiserver pkg/registry/rest: the field validation of BeforeCreate and
// BeforeUpdate, between the two admission phases.
//
// The Validate/ValidateUpdate half of a registry strategy (k8s.io/apiserver pkg/registry/rest
// RESTCreateStrategy.Validate and WarningsOnCreate, RESTUpdateStrategy.ValidateUpdate and
// WarningsOnUpdate): what a kind's store checks after PrepareForCreate/PrepareForUpdate.

import type { FieldError } from '../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';

/** What a validator may read, and where it records a check it does not port. */
export interface ValidationEnv {
  version: KubernetesVersion;
  featureGates: Readonly<Record<string, boolean>>;
  /** Records something the real validator checks here that this port does not (once per text). */
  notSimulated: (detail: string) => void;
}

/** One kind's field validation. */
export interface KindValidator {
  /** The upstream strategy, for the trace ("podStrategy"). */
  strategy: string;
  /** strategy.Validate on create. */
  validate(obj: JsonObject, env: ValidationEnv): FieldError[];
  /** strategy.ValidateUpdate; absent: ValidateObjectMetaUpdate, then validate. */
  validateUpdate?(obj: JsonObject, old: JsonObject, env: ValidationEnv): FieldError[];
  /** WarningsOnCreate / WarningsOnUpdate (old given on update). */
  warnings?(obj: JsonObject, old: JsonObject | undefined, env: ValidationEnv): string[];
}

/** A kind's create check, given where to record what it does not port. */
export type CreateCheck = (
  o: JsonObject,
  notSimulated: ValidationEnv['notSimulated'],
) => FieldError[];

/** A kind's update check, given where to record what it does not port. */
export type UpdateCheck = (
  o: JsonObject,
  old: JsonObject,
  notSimulated: ValidationEnv['notSimulated'],
) => FieldError[];

/** Builds the validator of a kind whose checks read nothing of the environment but notSimulated. */
export const kindValidator = (
  strategy: string,
  create: CreateCheck,
  update: UpdateCheck,
): KindValidator => ({
  strategy,
  validate: (o, env) => create(o, env.notSimulated),
  validateUpdate: (o, old, env) => update(o, old, env.notSimulated),
});
