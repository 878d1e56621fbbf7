// Loads the PodTolerationRestriction configuration as its loader does: a
// podtolerationrestriction.admission.k8s.io Configuration (v1alpha1 or v1) decoded by the plugin's
// scheme, then validated (plugin/pkg/admission/podtolerationrestriction/config.go,
// apis/podtolerationrestriction/validation/validation.go).

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { firstTypeError, type GoShape } from '../config/goDecode.ts';
import { decodeKind, initPluginError, type RegisteredKind } from '../config/schemeDecode.ts';
import { readToleration, type Toleration, tolerationShape } from '../tolerations.ts';
import { validateTolerations } from './validateTolerations.ts';

/** The cluster-level default tolerations and whitelist (undefined: not configured, a nil slice). */
export interface PodTolerationRestrictionConfig {
  default: Toleration[] | undefined;
  whitelist: Toleration[] | undefined;
}

const group = 'podtolerationrestriction.admission.k8s.io';
const registered: RegisteredKind[] = ['v1alpha1', 'v1'].map((v) => ({
  apiVersion: `${group}/${v}`,
  kind: 'Configuration',
  goPackage: v,
}));
// runtime.NewScheme() names the scheme after its call site, `scheme = runtime.NewScheme()` in config.go.
const schemeName = 'k8s.io/kubernetes/plugin/pkg/admission/podtolerationrestriction/config.go:32';

const tolerations: GoShape = { kind: 'slice', type: '[]v1.Toleration', elem: tolerationShape };
const shape: GoShape = {
  kind: 'struct',
  type: 'podtolerationrestriction.Configuration',
  name: 'Configuration',
  fields: { default: tolerations, whitelist: tolerations },
};

// One []v1.Toleration field, once the whole configuration decoded (undefined: a nil slice).
const readList = (config: JsonObject, field: 'default' | 'whitelist'): Toleration[] | undefined => {
  const v = config[field];
  return Array.isArray(v) ? v.map(readToleration) : undefined;
};

/** loadConfiguration: the configuration, or the text kube-apiserver fails to start with. */
export function loadPodTolerationRestrictionConfig(
  config: JsonObject | undefined,
  version: KubernetesVersion,
): PodTolerationRestrictionConfig | { error: string } {
  if (config === undefined) return { default: undefined, whitelist: undefined };
  const fail = (err: string) => ({ error: initPluginError('PodTolerationRestriction', err) });
  const decoded = decodeKind(config, registered, schemeName);
  if ('error' in decoded) return fail(decoded.error);
  // The first type error wins, as encoding/json reports it.
  const typeError = firstTypeError(config, shape);
  if (typeError !== undefined) return fail(typeError);
  const defaults = readList(config, 'default');
  const whitelist = readList(config, 'whitelist');
  const errs = [
    ...validateTolerations(defaults ?? [], 'podtolerationrestriction.default', version),
    ...validateTolerations(whitelist ?? [], 'podtolerationrestriction.whitelist', version),
  ];
  // fmt's %v of a field.ErrorList: the errors space-separated in brackets.
  if (errs.length > 0) return fail(`invalid config: [${errs.join(' ')}]`);
  return { default: defaults, whitelist };
}
