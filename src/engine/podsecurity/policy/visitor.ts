// Walks every container of a pod spec: mirrors k8s.io/pod-security-admission/policy/visitor.go
// (v0.32): init containers, then containers, then ephemeral containers.

import type { JsonObject } from '../../apimachinery/types.ts';
import { asString, field, objects } from './podJson.ts';

/** Called with each container's JSON. */
export type ContainerVisitor = (container: JsonObject) => void;

/** Invokes the visitor on every init, regular and ephemeral container, in that order. */
export function visitContainers(podSpec: JsonObject, visitor: ContainerVisitor): void {
  for (const key of ['initContainers', 'containers', 'ephemeralContainers']) {
    for (const container of objects(field(podSpec, key))) visitor(container);
  }
}

/** Returns a container's name ("" when unset). */
export const containerName = (container: JsonObject): string => asString(field(container, 'name'));
