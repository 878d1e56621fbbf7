// The EventRateLimit configuration (eventratelimit.admission.k8s.io/v1alpha1 Configuration):
// LoadConfiguration and ValidateConfiguration (plugin/pkg/admission/eventratelimit/config.go,
// apis/eventratelimit/v1alpha1/types.go, apis/eventratelimit/validation/validation.go). The plugin
// has no usable default: without a configuration, validation fails and kube-apiserver does not start.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import {
  type FieldError,
  aggregateString,
  invalid,
  notSupported,
} from '../../apimachinery/field.ts';
import { goInt32, goNamed } from '../../apimachinery/goValue.ts';
import { objectsAt, stringAt } from '../objectFields.ts';
import { firstTypeError, type GoShape } from '../config/goDecode.ts';
import { decodeKind, initPluginError } from '../config/schemeDecode.ts';

/** The four limit types. */
export type LimitType = 'Server' | 'Namespace' | 'User' | 'SourceAndObject';

/** One limits[i] entry. */
export interface Limit {
  type: LimitType;
  qps: number;
  burst: number;
  cacheSize: number;
}

// Go lists the supported values by ranging over a map, so their order in the message varies.
const limitTypes: LimitType[] = ['Server', 'Namespace', 'User', 'SourceAndObject'];

// runtime.NewScheme() names its scheme after the call site (the 1.32 file; unverified).
const schemeName = 'k8s.io/kubernetes/plugin/pkg/admission/eventratelimit/config.go:31';

const int32: GoShape = { kind: 'int', type: 'int32', bits: 32 };
const shape: GoShape = {
  kind: 'struct',
  type: 'v1alpha1.Configuration',
  name: 'Configuration',
  fields: {
    limits: {
      kind: 'slice',
      type: '[]v1alpha1.Limit',
      elem: {
        kind: 'struct',
        type: 'v1alpha1.Limit',
        name: 'Limit',
        fields: {
          type: { kind: 'string', type: 'v1alpha1.LimitType' },
          qps: int32,
          burst: int32,
          cacheSize: int32,
        },
      },
    },
  },
};

const numberAt = (o: JsonObject, key: string): number => (typeof o[key] === 'number' ? o[key] : 0);

// field.Invalid(limits, config.Limits, ...) prints the internal slice with %#v (json.Marshal from 1.34).
function emptyLimits(config: JsonObject | undefined, version: KubernetesVersion): string {
  const isNil = !Array.isArray(config?.['limits']);
  const value =
    version === '1.34'
      ? isNil
        ? 'null'
        : '[]'
      : isNil
        ? '[]eventratelimit.Limit(nil)'
        : '[]eventratelimit.Limit{}';
  return `limits: Invalid value: ${value}: must not be empty`;
}

/** Loads and validates the configuration; an error is the text kube-apiserver fails to start with. */
export function loadEventRateLimitConfiguration(
  config: JsonObject | undefined,
  version: KubernetesVersion,
): { limits: Limit[] } | { error: string } {
  const fail = (err: string) => ({ error: initPluginError('EventRateLimit', err) });
  if (config !== undefined) {
    const decoded = decodeKind(
      config,
      [
        {
          apiVersion: 'eventratelimit.admission.k8s.io/v1alpha1',
          kind: 'Configuration',
          goPackage: 'v1alpha1',
        },
      ],
      schemeName,
    );
    if ('error' in decoded) return fail(decoded.error);
    const typeError = firstTypeError(config, shape);
    if (typeError !== undefined) return fail(typeError);
  }
  const items = config === undefined ? [] : objectsAt(config, 'limits');
  if (items.length === 0) return fail(emptyLimits(config, version));
  const errs: FieldError[] = [];
  const limits = items.map((o, i): Limit => {
    const type = stringAt(o, 'type');
    const limit = {
      type: type as LimitType,
      qps: numberAt(o, 'qps'),
      burst: numberAt(o, 'burst'),
      cacheSize: numberAt(o, 'cacheSize'),
    };
    if (!limitTypes.includes(limit.type))
      errs.push(
        notSupported(`limits[${i}].type`, goNamed('eventratelimit.LimitType', type), limitTypes),
      );
    if (limit.burst <= 0)
      errs.push(invalid(`limits[${i}].burst`, goInt32(limit.burst), 'must be positive'));
    if (limit.qps <= 0)
      errs.push(invalid(`limits[${i}].qps`, goInt32(limit.qps), 'must be positive'));
    if (limit.type !== 'Server' && limit.cacheSize < 0)
      errs.push(
        invalid(`limits[${i}].cacheSize`, goInt32(limit.cacheSize), 'must not be negative'),
      );
    return limit;
  });
  if (errs.length > 0) return fail(aggregateString(errs, version));
  return { limits };
}
