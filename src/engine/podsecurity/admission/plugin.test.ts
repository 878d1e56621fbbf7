// The PodSecurity plugin with the default checks: the recorded conformance answers (ex-07's
// denial byte for byte, ex-01's privileged:latest), and a port of TestValidatePodAndController
// (k8s.io/pod-security-admission admission/admission_test.go, v0.32) for pods and Deployments.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../../testing/sharedData.ts';
import type { Attributes } from '../../admission/attributes.ts';
import { pluginRequest } from '../../plugins/testing.ts';
import { parseScenario } from '../../scenario/parse.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { gvk, gvr } from '../../testing/builders.ts';
import { podSecurityPlugin } from './index.ts';

const conformance = sharedFolder('conformance');

function recorded(file: string) {
  const parsed = parseScenario(readFileSync(join(conformance, file), 'utf8'));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const s = parsed.value.scenario;
  const object = s.request.object ?? {};
  const metadata = (object['metadata'] ?? {}) as JsonObject;
  const namespace = s.request.namespace ?? String(metadata['namespace']);
  const request = pluginRequest({
    attr: {
      namespace,
      name: String(metadata['name']),
      object: { ...object, metadata: { ...metadata, namespace } },
      dryRun: s.request.dryRun ?? false,
    },
    objects: s.cluster.objects.map((o) => o.object),
  });
  return { expected: s.expect ?? {}, answer: podSecurityPlugin.validate?.(request) };
}

describe('recorded conformance answers', () => {
  it("ex-07: denies a bare pod in a restricted namespace with the server's exact message", () => {
    const { expected, answer } = recorded('ex-07-plugins.yaml');
    expect(answer?.status?.message).toBe(expected.message);
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: violates PodSecurity "restricted:latest": allowPrivilegeEscalation != false (container "c" must set securityContext.allowPrivilegeEscalation=false), unrestricted capabilities (container "c" must set securityContext.capabilities.drop=["ALL"]), runAsNonRoot != true (pod or container "c" must set securityContext.runAsNonRoot=true), seccompProfile (pod or container "c" must set securityContext.seccompProfile.type to "RuntimeDefault" or "Localhost")',
    );
    expect(answer?.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      details: { name: 'p', kind: 'pods' },
    });
    // warn=restricted equals the enforce level that failed: no warning on a denied request.
    expect(answer?.warnings).toBeUndefined();
    expect(answer?.auditAnnotations).toEqual(expected.auditAnnotations);
  });

  it.each(['ex-01-mutate-deny.yaml', 'ex-03-reinvocation.yaml'])(
    '%s: records privileged:latest for a namespace without labels',
    (file) => {
      const { expected, answer } = recorded(file);
      expect(answer?.status).toBeUndefined();
      expect(answer?.auditAnnotations).toEqual({
        'pod-security.kubernetes.io/enforce-policy': 'privileged:latest',
      });
      expect(expected.auditAnnotations?.['pod-security.kubernetes.io/enforce-policy']).toBe(
        'privileged:latest',
      );
    },
  );
});

// test.GetMinimalValidPod at v1.23.
const container = (name: string, securityContext?: JsonObject): JsonObject => ({
  name,
  image: 'registry.k8s.io/pause',
  ...(securityContext && { securityContext }),
});
const restrictedSC = { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } };
const podObject = (spec: JsonObject, namespace = 'test'): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'test-pod', namespace, labels: { foo: 'bar' } },
  spec,
});
const restrictedSpec: JsonObject = {
  securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
  initContainers: [container('initcontainer1', restrictedSC)],
  containers: [container('container1', restrictedSC)],
};
const baselineSpec: JsonObject = {
  initContainers: [container('initcontainer1')],
  containers: [container('container1')],
};
const privilegedSpec: JsonObject = {
  ...baselineSpec,
  containers: [container('container1', { privileged: true })],
};
const exemptRCSpec: JsonObject = { ...privilegedSpec, runtimeClassName: 'exempt-runtimeclass' };
const tolerantSpec: JsonObject = { ...privilegedSpec, tolerations: [{ operator: 'Exists' }] };
const differentPrivilegedSpec: JsonObject = {
  ...baselineSpec,
  containers: [
    {
      ...container('container1', { privileged: true }),
      image: 'https://example.com/a-different-image',
    },
  ],
};
const differentRestrictedSpec: JsonObject = {
  ...restrictedSpec,
  containers: [
    { ...container('container1', restrictedSC), image: 'https://example.com/a-different-image' },
  ],
};

const ns = (name: string, enforce?: string, warn?: string, audit?: string): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Namespace',
  metadata: {
    name,
    labels: {
      ...(enforce && { 'pod-security.kubernetes.io/enforce': enforce }),
      ...(warn && { 'pod-security.kubernetes.io/warn': warn }),
      ...(audit && { 'pod-security.kubernetes.io/audit': audit }),
    },
  },
});
const namespaces = [
  ns('exempt-ns', 'restricted', 'restricted', 'restricted'),
  ns('implicit-ns'),
  ns('privileged-ns', 'privileged', 'privileged', 'privileged'),
  ns('baseline-ns', 'baseline', 'baseline', 'baseline'),
  ns('baseline-warn-ns', undefined, 'baseline'),
  ns('baseline-audit-ns', undefined, undefined, 'baseline'),
  ns('restricted-ns', 'restricted', 'restricted', 'restricted'),
  ns('invalid-ns', 'not-a-valid-level'),
];
const config: JsonObject = {
  apiVersion: 'pod-security.admission.config.k8s.io/v1',
  kind: 'PodSecurityConfiguration',
  exemptions: {
    namespaces: ['exempt-ns'],
    runtimeClasses: ['exempt-runtimeclass'],
    usernames: ['exempt-user'],
  },
};

interface PodCase {
  desc: string;
  namespace: string;
  username?: string;
  pod?: JsonObject;
  oldPod?: JsonObject;
  obj?: JsonObject;
  oldObj?: JsonObject;
  operation?: 'CREATE' | 'UPDATE';
  subresource?: string;
  skipPod?: boolean;
  skipDeployment?: boolean;
  expectAllowed: boolean;
  expectReason?: string;
  expectExempt?: boolean;
  expectError?: boolean;
  expectEnforce?: boolean;
  expectWarning?: boolean;
  expectAudit?: boolean;
}

const podCases: PodCase[] = [
  {
    desc: 'ignored subresource',
    namespace: 'restricted-ns',
    pod: privilegedSpec,
    subresource: 'status',
    expectAllowed: true,
  },
  {
    desc: 'exempt namespace',
    namespace: 'exempt-ns',
    pod: privilegedSpec,
    expectAllowed: true,
    expectExempt: true,
  },
  {
    desc: 'exempt user',
    namespace: 'restricted-ns',
    username: 'exempt-user',
    pod: privilegedSpec,
    expectAllowed: true,
    expectExempt: true,
  },
  {
    desc: 'exempt runtimeClass',
    namespace: 'restricted-ns',
    pod: exemptRCSpec,
    expectAllowed: true,
    expectExempt: true,
  },
  {
    desc: 'namespace not found',
    namespace: 'missing-ns',
    pod: restrictedSpec,
    expectAllowed: false,
    expectReason: 'InternalError',
    expectError: true,
  },
  {
    desc: 'short-circuit privileged:latest (implicit)',
    namespace: 'implicit-ns',
    pod: privilegedSpec,
    expectAllowed: true,
    expectEnforce: true,
  },
  {
    desc: 'short-circuit privileged:latest (explicit)',
    namespace: 'privileged-ns',
    pod: privilegedSpec,
    expectAllowed: true,
    expectEnforce: true,
  },
  {
    desc: 'invalid object',
    namespace: 'baseline-ns',
    operation: 'UPDATE',
    obj: { apiVersion: 'v1', kind: 'Namespace', metadata: {} },
    expectAllowed: false,
    expectReason: 'BadRequest',
    expectError: true,
  },
  {
    desc: 'invalid old object',
    namespace: 'baseline-ns',
    operation: 'UPDATE',
    pod: restrictedSpec,
    oldObj: { apiVersion: 'v1', kind: 'Namespace', metadata: {} },
    expectAllowed: false,
    expectReason: 'BadRequest',
    expectError: true,
    skipDeployment: true,
  },
  {
    desc: 'insignificant update',
    namespace: 'restricted-ns',
    operation: 'UPDATE',
    pod: tolerantSpec,
    oldPod: privilegedSpec,
    expectAllowed: true,
    skipDeployment: true,
  },
  {
    desc: 'significant update denied',
    namespace: 'restricted-ns',
    operation: 'UPDATE',
    pod: differentPrivilegedSpec,
    oldPod: privilegedSpec,
    expectAllowed: false,
    expectReason: 'Forbidden',
    expectEnforce: true,
    expectWarning: true,
    expectAudit: true,
  },
  {
    desc: 'significant update allowed',
    namespace: 'restricted-ns',
    operation: 'UPDATE',
    pod: differentRestrictedSpec,
    oldPod: restrictedSpec,
    expectAllowed: true,
    expectEnforce: true,
  },
  {
    desc: 'invalid namespace labels',
    namespace: 'invalid-ns',
    pod: baselineSpec,
    expectAllowed: false,
    expectReason: 'Forbidden',
    expectEnforce: true,
    expectError: true,
  },
  {
    desc: 'enforce deny',
    namespace: 'restricted-ns',
    pod: privilegedSpec,
    expectAllowed: false,
    expectReason: 'Forbidden',
    expectEnforce: true,
    expectWarning: true,
    expectAudit: true,
  },
  {
    desc: 'enforce allow',
    namespace: 'baseline-ns',
    pod: baselineSpec,
    expectAllowed: true,
    expectEnforce: true,
  },
  {
    desc: 'warn deny',
    namespace: 'baseline-warn-ns',
    pod: privilegedSpec,
    expectAllowed: true,
    expectEnforce: true,
    expectWarning: true,
  },
  {
    desc: 'audit deny',
    namespace: 'baseline-audit-ns',
    pod: privilegedSpec,
    expectAllowed: true,
    expectEnforce: true,
    expectAudit: true,
  },
  {
    desc: 'no pod template',
    namespace: 'restricted-ns',
    obj: { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'test-pod' }, spec: {} },
    expectAllowed: true,
    skipPod: true,
  },
];

const deployment = (spec: JsonObject | undefined, namespace: string): JsonObject | undefined =>
  spec === undefined
    ? undefined
    : {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'test-pod', namespace, labels: { foo: 'bar' } },
        spec: { template: { metadata: { name: 'test-pod', labels: { foo: 'bar' } }, spec } },
      };

interface Row extends PodCase {
  kind: 'pod' | 'deployment';
}

// Converts each "pod case" into a pod row and a deployment row, as upstream does.
const rows: Row[] = podCases.flatMap((tc): Row[] => {
  const out: Row[] = [];
  if (tc.skipPod !== true)
    out.push({
      ...tc,
      kind: 'pod',
      desc: `pod:${tc.desc}`,
      expectWarning: tc.expectAllowed && tc.expectWarning === true,
    });
  if (tc.skipDeployment !== true) {
    // PodController validation is always non-enforcing.
    out.push({
      ...tc,
      kind: 'deployment',
      desc: `deployment:${tc.desc}`,
      expectAllowed: true,
      expectEnforce: false,
    });
  }
  return out;
});

describe('validate (TestValidatePodAndController)', () => {
  it.each(rows)('$desc', (tc) => {
    const isPod = tc.kind === 'pod';
    const obj =
      tc.obj ??
      (isPod ? tc.pod && podObject(tc.pod, tc.namespace) : deployment(tc.pod, tc.namespace));
    const oldObj =
      tc.oldObj ??
      (isPod
        ? tc.oldPod && podObject(tc.oldPod, tc.namespace)
        : deployment(tc.oldPod, tc.namespace));
    const attr: Partial<Attributes> = {
      operation: tc.operation ?? 'CREATE',
      kind: isPod ? gvk('', 'v1', 'Pod') : gvk('apps', 'v1', 'Deployment'),
      resource: isPod ? gvr('', 'v1', 'pods') : gvr('apps', 'v1', 'deployments'),
      subresource: tc.subresource ?? '',
      namespace: tc.namespace,
      name: 'test-pod',
      object: obj,
      oldObject: oldObj,
      userInfo: { username: tc.username ?? 'test-user', groups: [], extra: {} },
    };
    const answer = podSecurityPlugin.validate?.(
      pluginRequest({ attr, objects: namespaces, config }),
    );
    expect(answer).toBeDefined();
    if (tc.expectAllowed) expect(answer?.status).toBeUndefined();
    else expect(answer?.status?.reason).toBe(tc.expectReason);
    expect((answer?.warnings ?? []).length > 0).toBe(tc.expectWarning === true);
    const keys: string[] = [];
    if (tc.expectEnforce === true) keys.push('enforce-policy');
    if (tc.expectAudit === true) keys.push('audit-violations');
    if (tc.expectError === true) keys.push('error');
    if (tc.expectExempt === true) keys.push('exempt');
    const actual = Object.keys(answer?.auditAnnotations ?? {}).map((k) =>
      k.replace('pod-security.kubernetes.io/', ''),
    );
    expect(actual.sort()).toEqual(keys.sort());
  });
});
