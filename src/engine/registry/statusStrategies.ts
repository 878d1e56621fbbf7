// The /status strategies of kinds whose main strategy the playground does not model
// (pkg/registry/core/node, core/persistentvolume, core/resourcequota,
// autoscaling/horizontalpodautoscaler (main: hpaStrategy.ts) and policy/poddisruptionbudget
// strategy.go, release-1.32): each PrepareForUpdate keeps the stored spec, so a /status update
// changes only the status (and the metadata, which ValidateObjectMetaUpdate judges). The PersistentVolume's also stamps
// status.lastPhaseTransitionTime when the phase moves (PersistentVolumeLastPhaseTransitionTime, GA
// in 1.31), and the Node's drops status.config unless the stored Node has one.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { keepStoredSpec } from './objectParts.ts';
import type { Strategy } from './strategy.ts';

const specOnly = (name: string): Strategy => ({
  name,
  prepareForUpdate(obj, old, _env, out) {
    keepStoredSpec(obj, old, out);
  },
});

/** nodeStatusStrategy (nodes/status): also drops status.config unless the stored Node has one (nodeStatusConfigInUse). */
export const nodeStatusStrategy: Strategy = {
  name: 'nodeStatusStrategy',
  prepareForUpdate(node, old, _env, out) {
    keepStoredSpec(node, old, out);
    const status = asObject(node['status']);
    const stored = asObject(old['status'])?.['config'];
    if (status?.['config'] === undefined || (stored !== undefined && stored !== null)) return;
    delete status['config'];
    out.notes.push(
      'status.config dropped (the stored Node has none: DynamicKubeletConfig is gone)',
    );
  },
};

/** resourcequotaStatusStrategy (resourcequotas/status). */
export const resourceQuotaStatusStrategy = specOnly('resourcequotaStatusStrategy');

/** autoscalerStatusStrategy (horizontalpodautoscalers/status). */
export const horizontalPodAutoscalerStatusStrategy = specOnly('autoscalerStatusStrategy');

/** podDisruptionBudgetStatusStrategy (poddisruptionbudgets/status). */
export const podDisruptionBudgetStatusStrategy = specOnly('podDisruptionBudgetStatusStrategy');

const phaseOf = (status: JsonObject | undefined): string =>
  typeof status?.['phase'] === 'string' ? status['phase'] : '';

/** persistentvolumeStatusStrategy (persistentvolumes/status). */
export const persistentVolumeStatusStrategy: Strategy = {
  name: 'persistentvolumeStatusStrategy',
  prepareForUpdate(pv, old, env, out) {
    keepStoredSpec(pv, old, out);
    const status = asObject(pv['status']);
    if (status === undefined) return;
    const stored = asObject(old['status']);
    const time = status['lastPhaseTransitionTime'];
    const storedTime = stored?.['lastPhaseTransitionTime'];
    const unset = time === undefined || time === null;
    if (phaseOf(status) === phaseOf(stored)) {
      // The phase did not change: an unset time keeps the stored one.
      if (unset && storedTime !== undefined && storedTime !== null) {
        status['lastPhaseTransitionTime'] = storedTime;
        out.notes.push('status.lastPhaseTransitionTime kept from the stored object');
      }
    } else if (unset || time === storedTime) {
      status['lastPhaseTransitionTime'] = env.now;
      out.notes.push(
        `status.phase ${phaseOf(stored) || '""'} → ${phaseOf(status) || '""'}: status.lastPhaseTransitionTime set to ${env.now}`,
      );
    }
  },
};
