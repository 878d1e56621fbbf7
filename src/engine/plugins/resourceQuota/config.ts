// The ResourceQuota plugin's configuration: LoadConfiguration and ValidateConfiguration
// (staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/config.go,
// apis/resourcequota/{v1,v1beta1,v1alpha1}/types.go, validation/validation.go).

import type { JsonObject } from '../../apimachinery/types.ts';
import { aggregateString, required } from '../../apimachinery/field.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { objectsAt, stringAt } from '../objectFields.ts';
import { firstTypeError, type GoShape } from '../config/goDecode.ts';
import { decodeKind, initPluginError, type RegisteredKind } from '../config/schemeDecode.ts';

/** A scope selector requirement (core/v1 ScopedResourceSelectorRequirement). */
export interface ScopeSelector {
  scopeName: string;
  operator: string;
  values: string[];
}

/** limitedResources[i]: consuming this resource needs a covering quota. */
export interface LimitedResource {
  apiGroup: string;
  resource: string;
  matchContains: string[];
  matchScopes: ScopeSelector[];
}

const registered: RegisteredKind[] = [
  { apiVersion: 'apiserver.config.k8s.io/v1', kind: 'ResourceQuotaConfiguration', goPackage: 'v1' },
  {
    apiVersion: 'resourcequota.admission.k8s.io/v1beta1',
    kind: 'Configuration',
    goPackage: 'v1beta1',
  },
  {
    apiVersion: 'resourcequota.admission.k8s.io/v1alpha1',
    kind: 'Configuration',
    goPackage: 'v1alpha1',
  },
];

// runtime.NewScheme() names its scheme after the call site; the line is that of the 1.32 file.
const schemeName = 'k8s.io/apiserver/pkg/admission/plugin/resourcequota/config.go:31';

const str = (type = 'string'): GoShape => ({ kind: 'string', type });

function configurationShape(pkg: string): GoShape {
  const selector: GoShape = {
    kind: 'struct',
    type: 'v1.ScopedResourceSelectorRequirement',
    name: 'ScopedResourceSelectorRequirement',
    fields: {
      scopeName: str('v1.ResourceQuotaScope'),
      operator: str('v1.ScopeSelectorOperator'),
      values: { kind: 'slice', type: '[]string', elem: str() },
    },
  };
  const limited: GoShape = {
    kind: 'struct',
    type: `${pkg}.LimitedResource`,
    name: 'LimitedResource',
    fields: {
      apiGroup: str(),
      resource: str(),
      matchContains: { kind: 'slice', type: '[]string', elem: str() },
      matchScopes: {
        kind: 'slice',
        type: '[]v1.ScopedResourceSelectorRequirement',
        elem: selector,
      },
    },
  };
  return {
    kind: 'struct',
    type: `${pkg}.Configuration`,
    name: 'Configuration',
    fields: {
      limitedResources: { kind: 'slice', type: `[]${pkg}.LimitedResource`, elem: limited },
    },
  };
}

/** Reads a scope selector requirement from JSON. */
export function readScopeSelector(o: JsonObject): ScopeSelector {
  const values = o['values'];
  return {
    scopeName: stringAt(o, 'scopeName'),
    operator: stringAt(o, 'operator'),
    values: Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [],
  };
}

/**
 * Loads the configuration as the plugin's factory does: none means no limited resources; a bad one
 * is the error kube-apiserver fails to start with.
 */
export function loadQuotaConfiguration(
  config: JsonObject | undefined,
  version: KubernetesVersion,
): { limitedResources: LimitedResource[] } | { error: string } {
  if (config === undefined) return { limitedResources: [] };
  const decoded = decodeKind(config, registered, schemeName);
  if ('error' in decoded) return { error: initPluginError('ResourceQuota', decoded.error) };
  const typeError = firstTypeError(config, configurationShape(decoded.kind.goPackage));
  if (typeError !== undefined) return { error: initPluginError('ResourceQuota', typeError) };
  const limitedResources = objectsAt(config, 'limitedResources').map((o) => ({
    apiGroup: stringAt(o, 'apiGroup'),
    resource: stringAt(o, 'resource'),
    matchContains: Array.isArray(o['matchContains'])
      ? o['matchContains'].filter((v): v is string => typeof v === 'string')
      : [],
    matchScopes: objectsAt(o, 'matchScopes').map(readScopeSelector),
  }));
  const errs = limitedResources.flatMap((r, i) =>
    r.resource === '' ? [required(`limitedResources[${i}].resource`, '')] : [],
  );
  if (errs.length > 0)
    return { error: initPluginError('ResourceQuota', aggregateString(errs, version)) };
  return { limitedResources };
}
