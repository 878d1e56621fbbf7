// The exact texts EvaluatePod produces through the plugin: enforce denials, audit violations,
// warnings (and when they are skipped), label errors falling back, and newer versions.

import { describe, expect, it } from 'vitest';
import { pluginRequest } from '../../plugins/testing.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { podSecurityPlugin } from './index.ts';

const privilegedPod: JsonObject = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'p', namespace: 'ns' },
  spec: { containers: [{ name: 'c', image: 'nginx', securityContext: { privileged: true } }] },
};
const bareDetail =
  'allowPrivilegeEscalation != false (container "c" must set securityContext.allowPrivilegeEscalation=false), unrestricted capabilities (container "c" must set securityContext.capabilities.drop=["ALL"]), runAsNonRoot != true (pod or container "c" must set securityContext.runAsNonRoot=true), seccompProfile (pod or container "c" must set securityContext.seccompProfile.type to "RuntimeDefault" or "Localhost")';
const privilegedBaseline =
  'privileged (container "c" must not set securityContext.privileged=true)';
// Baseline checks come first in the registry, then the restricted ones.
const privilegedRestricted = `${privilegedBaseline}, ${bareDetail}`;

function validate(
  labels: Record<string, string>,
  pod: JsonObject = privilegedPod,
  config?: JsonObject,
) {
  const namespace: JsonObject = {
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: { name: 'ns', labels },
  };
  return podSecurityPlugin.validate?.(
    pluginRequest({
      attr: { namespace: 'ns', name: 'p', object: pod },
      objects: [namespace],
      ...(config !== undefined && { config }),
    }),
  );
}

describe('evaluatePod', () => {
  it('warns with the warn level when enforce allows', () => {
    const answer = validate({
      'pod-security.kubernetes.io/enforce': 'privileged',
      'pod-security.kubernetes.io/warn': 'baseline',
    });
    expect(answer?.status).toBeUndefined();
    expect(answer?.warnings).toEqual([
      `would violate PodSecurity "baseline:latest": ${privilegedBaseline}`,
    ]);
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'privileged:latest',
    });
  });

  it('skips the warning when enforce already denies, even at another level', () => {
    const answer = validate({
      'pod-security.kubernetes.io/enforce': 'baseline',
      'pod-security.kubernetes.io/warn': 'restricted',
    });
    expect(answer?.status?.message).toBe(
      `pods "p" is forbidden: violates PodSecurity "baseline:latest": ${privilegedBaseline}`,
    );
    expect(answer?.warnings).toBeUndefined();
  });

  it('records audit violations even on a denied request', () => {
    const answer = validate({
      'pod-security.kubernetes.io/enforce': 'baseline',
      'pod-security.kubernetes.io/audit': 'restricted',
    });
    expect(answer?.status?.code).toBe(403);
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'baseline:latest',
      'pod-security.kubernetes.io/audit-violations': `would violate PodSecurity "restricted:latest": ${privilegedRestricted}`,
    });
  });

  it('enforces restricted when the enforce label is invalid, and says why in the error annotation', () => {
    const answer = validate({ 'pod-security.kubernetes.io/enforce': 'not-a-valid-level' });
    expect(answer?.status?.message).toBe(
      `pods "p" is forbidden: violates PodSecurity "restricted:latest": ${privilegedRestricted}`,
    );
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'restricted:latest',
      'pod-security.kubernetes.io/error':
        'Failed to parse policy: metadata.labels[pod-security.kubernetes.io/enforce]: Invalid value: "not-a-valid-level": must be one of privileged, baseline, restricted',
    });
    expect(answer?.reason).toContain(
      'enforce=restricted:latest (invalid namespace label, fell back)',
    );
  });

  it('fails open to privileged for an invalid warn level, yet evaluates (no privileged short cut)', () => {
    const answer = validate({
      'pod-security.kubernetes.io/warn': 'nope',
      'pod-security.kubernetes.io/audit-version': 'v1',
    });
    expect(answer?.status).toBeUndefined();
    expect(answer?.warnings).toBeUndefined();
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'privileged:latest',
      'pod-security.kubernetes.io/error':
        'Failed to parse policy: [metadata.labels[pod-security.kubernetes.io/audit-version]: Invalid value: "v1": must be "latest" or "v1.x", metadata.labels[pod-security.kubernetes.io/warn]: Invalid value: "nope": must be one of privileged, baseline, restricted]',
    });
  });

  it('keeps a newer version in the texts while evaluating it as the newest checks', () => {
    const answer = validate({
      'pod-security.kubernetes.io/enforce': 'baseline',
      'pod-security.kubernetes.io/enforce-version': 'v1.99',
    });
    expect(answer?.status?.message).toBe(
      `pods "p" is forbidden: violates PodSecurity "baseline:v1.99": ${privilegedBaseline}`,
    );
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'baseline:v1.99',
    });
  });

  it('records privileged:latest on the privileged short cut whatever the version label says', () => {
    const answer = validate({
      'pod-security.kubernetes.io/enforce': 'privileged',
      'pod-security.kubernetes.io/enforce-version': 'v1.20',
    });
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'privileged:latest',
    });
  });

  it('applies the configuration defaults to a namespace without labels', () => {
    const config = {
      apiVersion: 'pod-security.admission.config.k8s.io/v1',
      kind: 'PodSecurityConfiguration',
      defaults: { enforce: 'baseline', 'enforce-version': 'v1.30' },
    };
    const answer = validate({}, privilegedPod, config);
    expect(answer?.status?.message).toBe(
      `pods "p" is forbidden: violates PodSecurity "baseline:v1.30": ${privilegedBaseline}`,
    );
    expect(answer?.reason).toContain(
      'enforce=baseline:v1.30 (configuration default), audit=privileged:latest (configuration default)',
    );
  });

  it('names a generateName pod without a name as apierrors.NewForbidden does', () => {
    const namespace: JsonObject = {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'ns', labels: { 'pod-security.kubernetes.io/enforce': 'baseline' } },
    };
    const answer = podSecurityPlugin.validate?.(
      pluginRequest({
        attr: { namespace: 'ns', name: '', object: privilegedPod },
        objects: [namespace],
      }),
    );
    expect(answer?.status?.message).toBe(
      `pods is forbidden: violates PodSecurity "baseline:latest": ${privilegedBaseline}`,
    );
    expect(answer?.status?.details).toEqual({ kind: 'pods' });
  });
});
