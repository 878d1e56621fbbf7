// The ImagePolicyWebhook configuration `{imagePolicy: {kubeConfigFile, allowTTL, denyTTL,
// retryBackoff, defaultAllow}}`: decoding, normalizeWebhookConfig's ranges and defaults, and the
// kubeconfig load (plugin/pkg/admission/imagepolicy/admission.go NewImagePolicyWebhook, config.go, 1.32).

import type { JsonObject } from '../../apimachinery/types.ts';
import { objectAt } from '../objectFields.ts';
import { firstTypeError, type GoShape } from '../config/goDecode.ts';
import { initPluginError } from '../config/schemeDecode.ts';

/** The normalized configuration; durations in milliseconds. */
export interface ImagePolicyConfig {
  kubeConfigFile: string;
  allowTTLMs: number;
  denyTTLMs: number;
  retryBackoffMs: number;
  defaultAllow: boolean;
}

const duration: GoShape = { kind: 'int', type: 'time.Duration', bits: 64 };
const shape: GoShape = {
  kind: 'struct',
  type: 'imagepolicy.AdmissionConfig',
  name: 'AdmissionConfig',
  fields: {
    imagePolicy: {
      kind: 'struct',
      type: 'imagepolicy.imagePolicyWebhookConfig',
      name: 'imagePolicyWebhookConfig',
      fields: {
        kubeConfigFile: { kind: 'string', type: 'string' },
        allowTTL: duration,
        denyTTL: duration,
        retryBackoff: duration,
        defaultAllow: { kind: 'bool', type: 'bool' },
      },
    },
  },
};

const NS = 1n;
const MS = 1_000_000n;
const SECOND = 1_000_000_000n;
const MINUTE = 60n * SECOND;

/** Formats nanoseconds as Go's time.Duration.String does ("500ms", "5m0s", "1h0m0s"). */
export function goDuration(ns: bigint): string {
  if (ns === 0n) return '0s';
  const sign = ns < 0n ? '-' : '';
  const u = ns < 0n ? -ns : ns;
  const fraction = (v: bigint, unit: bigint): string => {
    const whole = v / unit;
    const rest = (v % unit)
      .toString()
      .padStart(unit.toString().length - 1, '0')
      .replace(/0+$/, '');
    return rest === '' ? `${whole}` : `${whole}.${rest}`;
  };
  if (u < 1000n) return `${sign}${u}ns`;
  if (u < MS) return `${sign}${fraction(u, 1000n)}µs`;
  if (u < SECOND) return `${sign}${fraction(u, MS)}ms`;
  const secs = u / SECOND;
  let out = `${fraction(u % MINUTE, SECOND)}s`;
  if (secs >= 60n) out = `${(secs / 60n) % 60n}m${out}`;
  if (secs >= 3600n) out = `${secs / 3600n}h${out}`;
  return sign + out;
}

// normalizeConfigDuration: -1 disables, 0 takes the default, else value×scale must lie in [min, max].
function normalize(
  scale: bigint,
  value: bigint,
  min: bigint,
  max: bigint,
  byDefault: bigint,
): bigint | string {
  if (value === -1n) return 0n;
  if (value === 0n) return byDefault;
  const scaled = BigInt.asIntN(64, value * scale);
  if (scaled < min || scaled > max)
    return `valid value is between ${goDuration(min)} and ${goDuration(max)}, got ${goDuration(scaled)}`;
  return scaled;
}

const toMs = (ns: bigint): number => Number(ns) / 1e6;

/** Loads the configuration as NewImagePolicyWebhook does; an error is the text kube-apiserver fails to start with. */
export function loadImagePolicyConfiguration(
  config: JsonObject | undefined,
): { config: ImagePolicyConfig } | { error: string } {
  const fail = (err: string) => ({ error: initPluginError('ImagePolicyWebhook', err) });
  if (config === undefined) return fail('no config specified');
  // yaml.NewYAMLOrJSONDecoder hands JSON to encoding/json, which matches field names case-insensitively.
  const typeError = firstTypeError(config, shape, { caseInsensitive: true });
  if (typeError !== undefined) return fail(typeError);
  const key = Object.keys(config).find((k) => k.toLowerCase() === 'imagepolicy');
  const policy = (key === undefined ? undefined : objectAt(config, key)) ?? {};
  const field = (name: string) =>
    policy[Object.keys(policy).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name];
  const int = (name: string): bigint => {
    const v = field(name);
    return typeof v === 'number' ? BigInt(v) : 0n;
  };
  const retryBackoff = normalize(MS, int('retryBackoff'), NS, 5n * MINUTE, 500n * MS);
  if (typeof retryBackoff === 'string') return fail(retryBackoff);
  const allowTTL = normalize(SECOND, int('allowTTL'), SECOND, 30n * MINUTE, 5n * MINUTE);
  if (typeof allowTTL === 'string') return fail(allowTTL);
  const denyTTL = normalize(SECOND, int('denyTTL'), SECOND, 30n * MINUTE, 30n * SECOND);
  if (typeof denyTTL === 'string') return fail(denyTTL);
  const kubeConfigFile =
    typeof field('kubeConfigFile') === 'string' ? (field('kubeConfigFile') as string) : '';
  // An empty path makes clientcmd fall back to the default loading rules, which find nothing in the API server's container.
  if (kubeConfigFile === '')
    return fail(
      'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable',
    );
  return {
    config: {
      kubeConfigFile,
      allowTTLMs: toMs(allowTTL),
      denyTTLMs: toMs(denyTTL),
      retryBackoffMs: toMs(retryBackoff),
      defaultAllow: field('defaultAllow') === true,
    },
  };
}
