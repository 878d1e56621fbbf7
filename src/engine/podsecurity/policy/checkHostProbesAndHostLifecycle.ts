// Probes and lifecycle handlers must not name a host: mirrors
// k8s.io/pod-security-admission/policy/check_hostProbesAndhostLifecycle.go (v0.34).
// Restricted fields: every container's {liveness,readiness,startup}Probe.{httpGet,tcpSocket}.host
// and lifecycle.{postStart,preStop}.{httpGet,tcpSocket}.host. Allowed: "", undefined.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asString, child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Returns the baseline check forbidding probe and lifecycle hosts from 1.34. */
export function checkHostProbesAndHostLifecycle(): Check {
  return {
    id: 'hostProbesAndHostLifecycle',
    level: levelBaseline,
    versions: [
      { minimumVersion: majorMinorVersion(1, 34), checkPod: hostProbesAndHostLifecycle_1_34 },
    ],
  };
}

// The hosts an httpGet or tcpSocket action of a probe or handler names (getForbiddenHost*).
const hosts = (handler: JsonObject | undefined): string[] =>
  ['httpGet', 'tcpSocket']
    .map((action) => asString(field(child(handler, action), 'host')))
    .filter((host) => host !== '');

/** Forbids containers whose probes or lifecycle handlers set a host. */
export function hostProbesAndHostLifecycle_1_34(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const badContainers = new Set<string>();
  const forbidden = new Set<string>();
  visitContainers(podSpec, (container) => {
    const lifecycle = child(container, 'lifecycle');
    const handlers = [
      child(container, 'livenessProbe'),
      child(container, 'readinessProbe'),
      child(container, 'startupProbe'),
      child(lifecycle, 'postStart'),
      child(lifecycle, 'preStop'),
    ];
    for (const handler of handlers) {
      const bad = hosts(handler);
      if (bad.length === 0) continue;
      badContainers.add(containerName(container));
      for (const host of bad) forbidden.add(host);
    }
  });
  if (badContainers.size === 0) return allowedResult();
  return forbiddenResult(
    'probe or lifecycle host',
    `${pluralize('container', 'containers', badContainers.size)} ${joinQuote(sortedList(badContainers))} ${pluralize('uses', 'use', badContainers.size)} ${pluralize('probe or lifecycle host', 'probe or lifecycle hosts', forbidden.size)} ${joinQuote(sortedList(forbidden))}`,
  );
}
