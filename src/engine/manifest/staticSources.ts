// Package manifest mirrors k8s.io/apiserver pkg/admission/plugin/manifest and the
// {webhook,policy}/manifest loaders (manifest-based admission, KEP-5793).
//
// Loads the static (manifest-based) configurations of the four plugins at "startup", as
// kube-apiserver does before it serves (KEP-5793): each enabled plugin's staticManifestsDir is
// checked and loaded by its loader; any refusal stops the server, so the scenario is in error at
// the document it names (k8s.io/apiserver pkg/admission/plugin/webhook/generic/webhook.go and
// policy/generic/plugin.go ValidateInitialization, admission/plugins.go InitPlugin).

import type { PluginConfiguration } from '../admission/admissionConfiguration.ts';
import type { PluginName } from '../admission/plugins.ts';
import type { NotSimulated } from '../admission/trace.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import { goQuote } from '../apimachinery/goJson.ts';
import { atLeast } from '../apimachinery/version.ts';
import type { EngineError } from '../errors.ts';
import type { Scenario } from '../scenario/types.ts';
import { MANIFEST_PLUGINS, type ManifestPlugin, readManifestConfig } from './config.ts';
import { isInDirectory, isManifestFileName, statPath } from './loader.ts';
import { loadPolicyManifests } from './policyLoader.ts';
import { MANIFEST_GATE, validateStaticManifestsDir } from './validation.ts';
import { NO_STATIC_SOURCES, type StaticSources } from './needed.ts';
import { loadWebhookManifests } from './webhookLoader.ts';

export { NO_STATIC_SOURCES, type StaticSources } from './needed.ts';

const policyKinds = (plugin: 'MutatingAdmissionPolicy' | 'ValidatingAdmissionPolicy') => ({
  policy: plugin,
  binding: `${plugin}Binding`,
});

/** Loads every enabled plugin's static manifests; errors mean kube-apiserver would not start. */
export function loadStaticSources(
  scenario: Scenario,
  configurations: ReadonlyMap<string, PluginConfiguration>,
  plugins: readonly PluginName[],
): { sources: StaticSources; notes: NotSimulated[] } | { errors: EngineError[] } {
  const version = scenario.kubernetesVersion;
  const { featureGates, staticManifests: files } = scenario.cluster;
  const gate = featureEnabled(featureGates, version, MANIFEST_GATE);
  const sources: StaticSources = { ...NO_STATIC_SOURCES };
  const notes: NotSimulated[] = [];
  const errors: EngineError[] = [];
  const dirs: string[] = [];
  const refuse = (message: string, pointer: string): void => {
    errors.push({
      kind: 'invalid-value',
      pointer,
      expected: `a manifest-based admission setup kube-apiserver ${version} starts with: it refuses to start with "${message}"`,
    });
  };
  for (const plugin of MANIFEST_PLUGINS) {
    const config = configurations.get(plugin);
    if (config === undefined || !plugins.includes(plugin)) continue;
    const read = readManifestConfig(plugin, config, version);
    if ('error' in read) {
      refuse(read.error, read.pointer);
      continue;
    }
    if (read.ignored !== undefined)
      notes.push({ feature: 'manifest-based admission', detail: `${version}: ${read.ignored}` });
    if (read.dir === undefined) continue;
    const bad = validateStaticManifestsDir(read.dir, gate, statPath(read.dir, files), version);
    if (bad !== undefined) {
      refuse(`couldn't init admission plugin ${goQuote(plugin)}: ${bad}`, read.pointer);
      continue;
    }
    dirs.push(read.dir);
    const loaded = load(plugin, read.dir, scenario);
    if ('error' in loaded) {
      const what = plugin.endsWith('Webhook') ? 'webhook' : 'policy';
      refuse(
        `failed to initialize admission plugin ${goQuote(plugin)}: failed to load static ${what} manifests from ${goQuote(read.dir)}: ${loaded.error.message}`,
        loaded.error.pointer,
      );
      continue;
    }
    Object.assign(sources, loaded.source);
  }
  if (errors.length > 0) return { errors };
  if (!atLeast(version, '1.36')) {
    if (files.length > 0 && notes.length === 0)
      notes.push({
        feature: 'manifest-based admission',
        detail: `${version}: manifest-based admission is new in 1.36, so kube-apiserver ${version} loads none of cluster.staticManifests`,
      });
    return { sources, notes };
  }
  // A file no plugin reads has no effect on the server: say so rather than ignore it.
  for (const f of files) {
    if (dirs.some((d) => isInDirectory(f.path, d)) && isManifestFileName(f.path)) continue;
    errors.push({
      kind: 'invalid-value',
      pointer: `${f.pointer}/path`,
      expected: `a *.yaml, *.yml or *.json file directly in the staticManifestsDir of an enabled plugin's cluster.admissionConfiguration (${dirs.length === 0 ? 'none is set' : dirs.join(', ')}): kube-apiserver ${version} never reads ${goQuote(f.path)}`,
    });
  }
  return errors.length > 0 ? { errors } : { sources, notes };
}

function load(
  plugin: ManifestPlugin,
  dir: string,
  scenario: Scenario,
): { source: Partial<StaticSources> } | { error: { message: string; pointer: string } } {
  const { staticManifests: files } = scenario.cluster;
  const version = scenario.kubernetesVersion;
  switch (plugin) {
    case 'MutatingAdmissionWebhook':
    case 'ValidatingAdmissionWebhook': {
      const mutating = plugin === 'MutatingAdmissionWebhook';
      const r = loadWebhookManifests(dir, files, mutating, version);
      if ('error' in r) return r;
      return { source: mutating ? { mutatingWebhooks: r.hooks } : { validatingWebhooks: r.hooks } };
    }
    case 'MutatingAdmissionPolicy':
    case 'ValidatingAdmissionPolicy': {
      const r = loadPolicyManifests(dir, files, policyKinds(plugin), version);
      if ('error' in r) return r;
      return {
        source:
          plugin === 'MutatingAdmissionPolicy'
            ? { mutatingPolicies: r.hooks }
            : { validatingPolicies: r.hooks },
      };
    }
  }
}
