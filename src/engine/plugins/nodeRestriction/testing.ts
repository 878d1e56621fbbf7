// Builders for the NodeRestriction tests: requests by kubelet "n1" and the objects they touch.

import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { gvk, gvr } from '../../testing/builders.ts';
import type { PluginAnswer } from '../interfaces.ts';
import { nodeRestrictionPlugin } from '../nodeRestriction.ts';
import { pluginRequest } from '../testing.ts';

/** The identity of the kubelet of node "n1". */
export const kubeletN1 = {
  username: 'system:node:n1',
  groups: ['system:nodes', 'system:authenticated'],
  extra: {},
};

/** Node n1 as the cluster stores it. */
export const nodeN1: JsonObject = {
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'n1', uid: 'n1-uid' },
};

/** A pod in namespace "ns" bound to a node ("" for unbound). */
export function boundPod(name: string, nodeName: string, uid = `${name}-uid`): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace: 'ns', uid },
    spec: { nodeName, containers: [{ name: 'c', image: 'i' }] },
  };
}

/** Runs NodeRestriction's Admit as kubelet n1 (unless userInfo says otherwise) over the given cluster. */
export function admitAsNode(
  attr: Partial<Attributes>,
  objects: JsonObject[] = [nodeN1],
  featureGates: Record<string, boolean> = {},
): PluginAnswer | undefined {
  return nodeRestrictionPlugin.admit?.(
    pluginRequest({
      attr: { userInfo: kubeletN1, namespace: 'ns', ...attr },
      objects,
      featureGates,
    }),
  );
}

/** Attributes for a request on a resource: kind, resource and optional subresource. */
export function on(
  group: string,
  version: string,
  resource: string,
  kind: string,
  subresource = '',
): Partial<Attributes> {
  return { kind: gvk(group, version, kind), resource: gvr(group, version, resource), subresource };
}
