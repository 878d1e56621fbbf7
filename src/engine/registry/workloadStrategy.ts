// The shape the controller strategies share (pkg/registry/apps/{deployment,replicaset,statefulset}/
// strategy.go and core/replicationcontroller/strategy.go, release-1.32): create resets the status,
// sets metadata.generation to 1 and drops disabled pod-template fields; update keeps the stored
// status and bumps the generation when the spec (for a Deployment, also the annotations) changed;
// the /status strategy keeps the stored spec.

import type { JsonObject } from '../apimachinery/types.ts';
import { child } from '../defaulting/defaults/access.ts';
import { dropDisabledTemplateFields } from './dropDisabledPodFields.ts';
import {
  bumpGenerationIfChanged,
  keepStoredSpec,
  keepStoredStatus,
  setFirstGeneration,
  takeStoredMeta,
} from './objectParts.ts';
import type { Prepared, Strategy, StrategyEnv } from './strategy.ts';

/** What distinguishes one controller strategy from another. */
export interface WorkloadOptions {
  name: string;
  /** The parts whose change bumps the generation ("spec", plus "annotations" for Deployments). */
  generationParts: readonly string[];
  /** Kind-specific drops of disabled fields (dropStatefulSetDisabledFields). */
  dropKindFields?: (
    obj: JsonObject,
    old: JsonObject | undefined,
    env: StrategyEnv,
    out: Prepared,
  ) => void;
}

function dropTemplate(
  obj: JsonObject,
  old: JsonObject | undefined,
  env: StrategyEnv,
  out: Prepared,
): void {
  out.notes.push(
    ...dropDisabledTemplateFields(child(obj, 'spec'), child(old, 'spec'), env).map(
      (n) => `spec.${n}`,
    ),
  );
}

/** Builds the main strategy of a controller kind. */
export function workloadStrategy(options: WorkloadOptions): Strategy {
  return {
    name: options.name,
    prepareForCreate(obj, env, out) {
      obj['status'] = {};
      out.notes.push('status reset');
      setFirstGeneration(obj, out);
      options.dropKindFields?.(obj, undefined, env, out);
      dropTemplate(obj, undefined, env, out);
    },
    prepareForUpdate(obj, old, env, out) {
      keepStoredStatus(obj, old, out);
      options.dropKindFields?.(obj, old, env, out);
      dropTemplate(obj, old, env, out);
      bumpGenerationIfChanged(obj, old, options.generationParts, out);
    },
  };
}

/** Builds the /status strategy of a controller kind; `labels` also keeps the stored labels (Deployments). */
export function workloadStatusStrategy(
  name: string,
  labels = false,
  dropStatusFields?: (obj: JsonObject, old: JsonObject, env: StrategyEnv, out: Prepared) => void,
): Strategy {
  return {
    name,
    prepareForUpdate(obj, old, env, out) {
      keepStoredSpec(obj, old, out);
      if (labels && takeStoredMeta(obj, old, 'labels'))
        out.notes.push('metadata.labels from the request replaced by the stored labels');
      dropStatusFields?.(obj, old, env, out);
    },
  };
}
