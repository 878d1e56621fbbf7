// The node-port half of Service allocation (pkg/registry/core/service/storage/alloc.go
// txnAllocNodePorts / initNodePorts / allocHealthCheckNodePort on create, txnUpdateNodePorts /
// updateNodePorts / updateHealthCheckNodePort on update, release-1.32). Ports of one number share a
// node port; requested ports must be in the range; the others are picked at random (serviceCluster.ts).

import type { JsonObject } from '../apimachinery/types.ts';
import { children } from '../defaulting/defaults/access.ts';
import { type FieldError, invalid } from '../apimachinery/field.ts';
import { goInt32 } from '../apimachinery/goValue.ts';
import { inNodePortRange, nextNodePort, nodePortRange } from './serviceCluster.ts';
import { svcType } from './serviceIPFamilies.ts';
import type { Prepared, StrategyEnv } from './strategy.ts';

type Spec = JsonObject;

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** needsNodePort: NodePort and LoadBalancer services. */
export const needsNodePort = (s: Spec): boolean =>
  svcType(s) === 'NodePort' || svcType(s) === 'LoadBalancer';
/** apiservice.NeedsHealthCheck: a LoadBalancer with externalTrafficPolicy Local. */
export const needsHealthCheck = (s: Spec): boolean =>
  svcType(s) === 'LoadBalancer' && s['externalTrafficPolicy'] === 'Local';
// shouldAllocateNodePorts: a LoadBalancer may opt out with allocateLoadBalancerNodePorts: false.
const shouldAllocate = (s: Spec): boolean =>
  svcType(s) === 'NodePort' ||
  (svcType(s) === 'LoadBalancer' && s['allocateLoadBalancerNodePorts'] !== false);

/** One PortAllocationOperation: the ports it took, and the range checks of Allocate. */
class Operation {
  readonly taken = new Set<number>();
  constructor(
    private readonly env: StrategyEnv,
    reserved: Iterable<number> = [],
  ) {
    for (const p of reserved) this.taken.add(p);
  }
  /** Allocate(port): the error text, or undefined when it was free. */
  allocate(port: number): string | undefined {
    if (!inNodePortRange(port))
      return `provided port is not in the valid range. The range of valid ports is ${nodePortRange}`;
    if (this.taken.has(port)) return 'provided port is already allocated';
    this.taken.add(port);
    return undefined;
  }
  allocateNext(): number {
    const port = nextNodePort(this.env.randomInt, this.taken);
    this.taken.add(port);
    return port;
  }
}

const portError = (i: number, port: number, message: string): FieldError =>
  invalid(`spec.ports[${i}].nodePort`, goInt32(port), message);

/** initNodePorts and allocHealthCheckNodePort for a new service. */
export function allocateNodePortsForCreate(s: Spec, env: StrategyEnv, out: Prepared): void {
  const op = new Operation(env);
  const ports = children(s, 'ports');
  if (needsNodePort(s)) {
    const byPort = new Map<number, number>();
    for (const [i, p] of ports.entries()) {
      const nodePort = num(p['nodePort']);
      if (nodePort === 0 && !shouldAllocate(s)) continue;
      const allocated = byPort.get(num(p['port'])) ?? 0;
      if (allocated === 0) {
        // findRequestedNodePort: a node port another entry of the same number asked for.
        const requested = num(
          ports.find((q) => num(q['port']) === num(p['port']) && num(q['nodePort']) !== 0)?.[
            'nodePort'
          ],
        );
        const port = requested !== 0 ? requested : op.allocateNext();
        const err = requested !== 0 ? op.allocate(requested) : undefined;
        if (err !== undefined) return void out.errors.push(portError(i, requested, err));
        p['nodePort'] = port;
        byPort.set(num(p['port']), port);
        out.notes.push(
          `spec.ports[${i}].nodePort ${requested !== 0 ? `${port} reserved` : `${port} allocated`}`,
        );
      } else if (nodePort !== allocated) {
        if (nodePort === 0) {
          p['nodePort'] = allocated;
          continue;
        }
        const err = op.allocate(nodePort);
        if (err !== undefined) return void out.errors.push(portError(i, nodePort, err));
      }
    }
  }
  if (needsHealthCheck(s)) allocateHealthCheck(s, op, out);
}

function allocateHealthCheck(s: Spec, op: Operation, out: Prepared): void {
  const requested = num(s['healthCheckNodePort']);
  if (requested !== 0) {
    const err = op.allocate(requested);
    if (err !== undefined)
      out.internalError = `failed to allocate requested HealthCheck NodePort ${requested}: ${err}`;
    else out.notes.push(`spec.healthCheckNodePort ${requested} reserved`);
    return;
  }
  s['healthCheckNodePort'] = op.allocateNext();
  out.notes.push(`spec.healthCheckNodePort ${String(s['healthCheckNodePort'])} allocated`);
}

/** updateNodePorts and updateHealthCheckNodePort. */
export function allocateNodePortsForUpdate(
  s: Spec,
  old: Spec,
  env: StrategyEnv,
  out: Prepared,
): void {
  const oldPorts = new Set(
    children(old, 'ports')
      .map((p) => num(p['nodePort']))
      .filter((n) => n !== 0),
  );
  const op = new Operation(
    env,
    [...oldPorts, num(old['healthCheckNodePort'])].filter((n) => n !== 0),
  );
  if (needsNodePort(s)) {
    const claimed = new Set<number>();
    for (const [i, p] of children(s, 'ports').entries()) {
      const nodePort = num(p['nodePort']);
      if (nodePort === 0 && !shouldAllocate(s)) continue;
      if (nodePort === 0) {
        p['nodePort'] = op.allocateNext();
        out.notes.push(`spec.ports[${i}].nodePort ${String(p['nodePort'])} allocated`);
      } else if (!oldPorts.has(nodePort) && !claimed.has(nodePort)) {
        const err = op.allocate(nodePort);
        if (err !== undefined) return void out.errors.push(portError(i, nodePort, err));
        claimed.add(nodePort);
      }
    }
  }
  const needed = needsHealthCheck(old);
  const needs = needsHealthCheck(s);
  if (!needed && needs) allocateHealthCheck(s, op, out);
  if (needed && !needs && num(s['healthCheckNodePort']) !== 0) {
    delete s['healthCheckNodePort'];
    out.notes.push(
      'spec.healthCheckNodePort released (no longer a LoadBalancer with externalTrafficPolicy Local)',
    );
  }
}
