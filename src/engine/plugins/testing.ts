// Builds a PluginRequest for plugin table tests: a Pod CREATE in "default" by alice, a cluster of
// the given objects (with the namespaces every cluster has), no configuration, Kubernetes 1.32.

import type { Attributes } from '../admission/attributes.ts';
import { clusterNamespaces } from '../admission/cluster.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { apiserverAuthorizer } from '../authz/apiserverAuthorizer.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { attrs } from '../testing/builders.ts';
import { clusterView } from './cluster.ts';
import type { PluginRequest } from './interfaces.ts';

/** Options of pluginRequest: everything defaults to a plain Pod CREATE. */
export interface PluginRequestOptions {
  attr?: Partial<Attributes>;
  objects?: JsonObject[];
  config?: JsonObject;
  version?: PluginRequest['version'];
  featureGates?: Record<string, boolean>;
  isReinvoke?: boolean;
  servers?: PluginRequest['servers'];
}

/** Returns a request for a plugin's admit or validate, as the chain would build it. */
export function pluginRequest(options: PluginRequestOptions = {}): PluginRequest {
  const objects = options.objects ?? [];
  const namespaces = clusterNamespaces(
    objects.map((object, i) => ({ object, pointer: `/cluster/objects/${i}` })),
  );
  return {
    attr: attrs(options.attr),
    cluster: clusterView(objects, (name) => namespaces.get(name)),
    config: options.config,
    configPointer:
      options.config === undefined
        ? undefined
        : '/cluster/admissionConfiguration/plugins/0/configuration',
    version: options.version ?? '1.32',
    featureGates: options.featureGates ?? {},
    authorizer: apiserverAuthorizer(objects),
    env: deterministicEnvironment(),
    isReinvoke: options.isReinvoke ?? false,
    servers: options.servers ?? {},
    nowMs: 0,
  };
}

/** A Pod object with the given spec (and optional metadata fields), for plugin tests. */
export function pod(spec: JsonObject, metadata: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default', ...metadata },
    spec,
  };
}
