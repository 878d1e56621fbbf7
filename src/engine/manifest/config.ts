// Reads staticManifestsDir out of the four plugins' configurations as their loaders do
// (k8s.io/apiserver pkg/admission/plugin/webhook/config/kubeconfig.go LoadConfig,
// policy/config/config.go loadConfig, 1.36+). Before 1.36 the field does not exist: WebhookAdmission
// is decoded leniently (the field is dropped) and the policy plugins read no configuration.

import type { PluginConfiguration } from '../admission/admissionConfiguration.ts';
import { fieldErrorString, invalid } from '../apimachinery/field.ts';
import { goQuote } from '../apimachinery/goJson.ts';
import { goString } from '../apimachinery/goValue.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { decodeKind, initPluginError } from '../plugins/config/schemeDecode.ts';

/** The plugins that can load static manifests. */
export const MANIFEST_PLUGINS = [
  'MutatingAdmissionPolicy',
  'MutatingAdmissionWebhook',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionWebhook',
] as const;

/** One of the plugins that can load static manifests. */
export type ManifestPlugin = (typeof MANIFEST_PLUGINS)[number];

const isWebhook = (plugin: ManifestPlugin): boolean => plugin.endsWith('Webhook');

const schemes = {
  webhook: 'k8s.io/apiserver/pkg/admission/plugin/webhook/config/kubeconfig.go:34',
  policy: 'k8s.io/apiserver/pkg/admission/plugin/policy/config/config.go:32',
};

const fields = (plugin: ManifestPlugin): string[] =>
  isWebhook(plugin)
    ? ['apiVersion', 'kind', 'kubeConfigFile', 'staticManifestsDir']
    : ['apiVersion', 'kind', 'staticManifestsDir'];

/** What one plugin's configuration says: its directory (absent: none), or why the server stops. */
export type PluginManifestConfig =
  { dir?: string; pointer: string; ignored?: string } | { error: string; pointer: string };

/**
 * Reads the plugin's staticManifestsDir (1.36+: strict decoding into its one v1 kind). Before 1.36
 * a configured staticManifestsDir comes back as `ignored`, with the reason; WebhookAdmission is
 * still checked as that version's loader checks it.
 */
export function readManifestConfig(
  plugin: ManifestPlugin,
  config: PluginConfiguration,
  version: KubernetesVersion,
): PluginManifestConfig {
  const { configuration, pointer } = config;
  const dir = configuration['staticManifestsDir'];
  const dirPointer = `${pointer}/staticManifestsDir`;
  const fail = (err: string, at = pointer) => ({
    error: initPluginError(plugin, err),
    pointer: at,
  });
  if (!atLeast(version, '1.36')) {
    if (isWebhook(plugin)) {
      const refused = legacyWebhookAdmissionError(configuration, version);
      if (refused !== undefined) return fail(refused.error, `${pointer}${refused.at}`);
    }
    return dir === undefined
      ? { pointer }
      : {
          pointer: dirPointer,
          ignored: isWebhook(plugin)
            ? `kube-apiserver ${version}'s WebhookAdmission has no staticManifestsDir (new in 1.36): its lenient decoder drops the field`
            : `kube-apiserver ${version}'s ${plugin} plugin reads no configuration (ValidatingAdmissionPolicyConfiguration and MutatingAdmissionPolicyConfiguration are new in 1.36)`,
        };
  }
  const kind = isWebhook(plugin) ? 'WebhookAdmission' : `${plugin}Configuration`;
  const decoded = decodeKind(
    configuration,
    [{ apiVersion: 'apiserver.config.k8s.io/v1', kind, goPackage: 'v1' }],
    isWebhook(plugin) ? schemes.webhook : schemes.policy,
  );
  if ('error' in decoded) return fail(decoded.error);
  // serializer.EnableStrict: an unknown field refuses the file.
  const unknown = Object.keys(configuration).filter((k) => !fields(plugin).includes(k));
  if (unknown.length > 0)
    return fail(
      `strict decoding error: ${unknown.map((k) => `unknown field ${goQuote(k)}`).join(', ')}`,
    );
  for (const f of ['kubeConfigFile', 'staticManifestsDir']) {
    const v = configuration[f];
    if (v !== undefined && typeof v !== 'string')
      return fail(
        `json: cannot unmarshal ${jsonKind(v)} into Go struct field ${kind}.${f} of type string`,
        `${pointer}/${f}`,
      );
  }
  const kubeConfigFile = configuration['kubeConfigFile'];
  if (
    typeof kubeConfigFile === 'string' &&
    kubeConfigFile !== '' &&
    !kubeConfigFile.startsWith('/')
  )
    return fail(
      fieldErrorString(
        invalid('kubeConfigFile', goString(kubeConfigFile), 'must be an absolute file path'),
        version,
      ),
      `${pointer}/kubeConfigFile`,
    );
  return typeof dir === 'string' && dir !== '' ? { dir, pointer: dirPointer } : { pointer };
}

// Up to 1.35 LoadConfig decodes WebhookAdmission v1 or v1alpha1 leniently (unknown fields dropped)
// and requires an absolute kubeConfigFile, even an empty one (kubeconfig.go at v0.35.0).
function legacyWebhookAdmissionError(
  configuration: JsonObject,
  version: KubernetesVersion,
): { error: string; at: string } | undefined {
  const decoded = decodeKind(
    configuration,
    ['v1', 'v1alpha1'].map((v) => ({
      apiVersion: `apiserver.config.k8s.io/${v}`,
      kind: 'WebhookAdmission',
      goPackage: v,
    })),
    schemes.webhook,
  );
  if ('error' in decoded) return { error: decoded.error, at: '' };
  const file = configuration['kubeConfigFile'] ?? '';
  if (typeof file !== 'string')
    return {
      error: `json: cannot unmarshal ${jsonKind(file)} into Go struct field WebhookAdmission.kubeConfigFile of type string`,
      at: '/kubeConfigFile',
    };
  if (file.startsWith('/')) return undefined;
  return {
    error: fieldErrorString(
      invalid('kubeConfigFile', goString(file), 'must be an absolute file path'),
      version,
    ),
    at: '/kubeConfigFile',
  };
}

const jsonKind = (v: JsonObject[string]): string =>
  typeof v === 'number'
    ? 'number'
    : typeof v === 'boolean'
      ? 'bool'
      : Array.isArray(v)
        ? 'array'
        : 'object';
