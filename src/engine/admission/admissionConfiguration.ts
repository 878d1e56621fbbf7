// Reads the scenario's AdmissionConfiguration — the file kube-apiserver's
// --admission-control-config-file names — into each plugin's configuration
// (k8s.io/apiserver pkg/admission/config.go ReadAdmissionConfiguration, GetAdmissionPluginConfigurationFor).

import type { EngineError } from '../errors.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** One plugin's configuration and where the scenario holds it. */
export interface PluginConfiguration {
  configuration: JsonObject;
  pointer: string;
}

const admissionConfigurationVersions = new Set([
  'apiserver.config.k8s.io/v1',
  'apiserver.config.k8s.io/v1alpha1',
  'apiserver.k8s.io/v1alpha1',
]);

/** Returns each named plugin's configuration, or the errors that would stop kube-apiserver from starting. */
export function readAdmissionConfiguration(
  config: JsonObject | undefined,
  at = '/cluster/admissionConfiguration',
): { plugins: Map<string, PluginConfiguration>; errors: EngineError[] } {
  const plugins = new Map<string, PluginConfiguration>();
  const errors: EngineError[] = [];
  if (config === undefined) return { plugins, errors };
  const kind = config['kind'];
  const apiVersion = config['apiVersion'];
  if (kind !== 'AdmissionConfiguration') {
    // The legacy format: a map from plugin name to its configuration (config.go's fallback).
    for (const [name, value] of Object.entries(config)) {
      if (isObject(value))
        plugins.set(name, { configuration: value, pointer: `${at}/${escape(name)}` });
      else
        errors.push({
          kind: 'invalid-value',
          pointer: `${at}/${escape(name)}`,
          expected: `the configuration of plugin ${name} (an object), or an AdmissionConfiguration with kind and apiVersion`,
        });
    }
    return { plugins, errors };
  }
  if (typeof apiVersion !== 'string' || !admissionConfigurationVersions.has(apiVersion)) {
    errors.push({
      kind: 'invalid-value',
      pointer: `${at}/apiVersion`,
      expected: `one of ${[...admissionConfigurationVersions].join(', ')}`,
    });
    return { plugins, errors };
  }
  const list = config['plugins'] ?? [];
  if (!Array.isArray(list)) {
    errors.push({
      kind: 'invalid-value',
      pointer: `${at}/plugins`,
      expected: 'a list of {name, configuration}',
    });
    return { plugins, errors };
  }
  list.forEach((entry, i) => {
    const p = `${at}/plugins/${i}`;
    if (!isObject(entry) || typeof entry['name'] !== 'string') {
      errors.push({ kind: 'invalid-value', pointer: p, expected: 'a plugin entry with a name' });
      return;
    }
    if (entry['path'] !== undefined && entry['configuration'] === undefined) {
      errors.push({
        kind: 'not-supported',
        pointer: `${p}/path`,
        message: `the playground reads no files: put the content of ${String(entry['path'])} under "configuration" instead`,
      });
      return;
    }
    const configuration = entry['configuration'];
    if (configuration === undefined) return;
    if (!isObject(configuration)) {
      errors.push({ kind: 'invalid-value', pointer: `${p}/configuration`, expected: 'an object' });
      return;
    }
    // GetAdmissionPluginConfigurationFor takes the first entry of a name.
    if (!plugins.has(entry['name']))
      plugins.set(entry['name'], { configuration, pointer: `${p}/configuration` });
  });
  return { plugins, errors };
}

const escape = (s: string): string => s.replaceAll('~', '~0').replaceAll('/', '~1');
