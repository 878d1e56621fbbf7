// One scenario at several Kubernetes versions: each admission-visible difference of
// ../shared/spec/k8s-versions-1.33-1.37.md that the engine gates by version, through the façade.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from './index.ts';
import type { AdmissionResult } from './index.ts';

const gallery = join(import.meta.dirname, '..', '..', 'scenarios');

/** Runs scenario text with its kubernetesVersion line replaced. */
function runAt(text: string, version: string): AdmissionResult {
  const source = text.replace(/^kubernetesVersion: .*$/m, `kubernetesVersion: "${version}"`);
  const parsed = parseScenario(source);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value;
}

const header = (version: string) => `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: t
kubernetesVersion: "${version}"
`;

describe('webhooks and the access reviews', () => {
  const text = readFileSync(join(gallery, '60-webhooks-skip-access-reviews.yaml'), 'utf8');

  it.each(['1.32', '1.36'])('%s sends a SubjectAccessReview to the webhook', (version) => {
    const result = runAt(text, version);
    expect(result.calls).toEqual(['review-audit.example.com']);
    expect(result.allowed).toBe(false);
  });

  it('1.37 sends it to no webhook', () => {
    const result = runAt(text, '1.37');
    expect(result.calls).toEqual([]);
    expect(result.allowed).toBe(true);
  });

  it('1.37 with ExcludeAdmissionWebhookVirtualResources off sends it again', () => {
    const gated = text.replace(
      /^cluster:\n/m,
      'cluster:\n  featureGates: { ExcludeAdmissionWebhookVirtualResources: false }\n',
    );
    expect(runAt(gated, '1.37').calls).toEqual(['review-audit.example.com']);
  });
});

describe('.static.k8s.io names', () => {
  const text = readFileSync(join(gallery, '61-static-names-reserved.yaml'), 'utf8');
  const reserved =
    'metadata.name: names ending with ".static.k8s.io" are reserved for static manifest-based configurations and cannot be managed via the API';

  it('1.35 knows nothing of them', () => {
    const result = runAt(text, '1.35');
    expect(result.allowed).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('1.36 warns', () => {
    const result = runAt(text, '1.36');
    expect(result.allowed).toBe(true);
    expect(result.warnings).toEqual([reserved]);
  });

  it('1.37 refuses with a 422 and still warns about the tokenreviews rule when renamed', () => {
    expect(runAt(text, '1.37').status?.code).toBe(422);
    const renamed = runAt(text.replace('name: guard.static.k8s.io', 'name: guard'), '1.37');
    expect(renamed.allowed).toBe(true);
    expect(renamed.warnings).toEqual([
      'webhooks[0].rules[0]: tokenreviews.authentication.k8s.io is excluded from admission webhooks; this rule will have no effect',
    ]);
  });
});

describe('NamespaceLifecycle and an UPDATE in a namespace that is gone', () => {
  const text = `${header('1.36')}request:
  operation: UPDATE
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: gone }, data: { a: "2" } }
  oldObject: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: gone }, data: { a: "1" } }
`;

  it('1.36 answers 404 for the namespace', () => {
    const result = runAt(text, '1.36');
    expect(result.status?.code).toBe(404);
    expect(result.status?.message).toBe('namespaces "gone" not found');
  });

  it('1.37 lets NamespaceLifecycle pass it', () => {
    const step = runAt(text, '1.37').trace.find((t) => t.plugin === 'NamespaceLifecycle');
    expect(step?.outcome).toBe('allowed');
    expect(step?.reason).toBe('updates are always allowed (1.37+)');
  });
});

describe('Pod Security policy versions follow the modelled version', () => {
  const pod = (spec: string, enforce: string) => `${header('1.36')}request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: Pod
    metadata: { name: p, namespace: apps }
    spec: ${spec}
cluster:
  objects:
    - apiVersion: v1
      kind: Namespace
      metadata: { name: apps, labels: { pod-security.kubernetes.io/enforce: ${enforce} } }
`;

  it('baseline:latest allows the 1.37 sysctls only from 1.37', () => {
    const text = pod(
      '{ securityContext: { sysctls: [{ name: net.ipv4.tcp_notsent_lowat, value: "16384" }] }, containers: [{ name: a, image: i }] }',
      'baseline',
    );
    expect(runAt(text, '1.36').status?.message).toBe(
      'pods "p" is forbidden: violates PodSecurity "baseline:latest": forbidden sysctls (net.ipv4.tcp_notsent_lowat)',
    );
    expect(runAt(text, '1.37').allowed).toBe(true);
  });

  it('restricted lets a user-namespaced pod run as root from 1.35', () => {
    const restricted = `{ hostUsers: false, securityContext: { runAsUser: 0, runAsNonRoot: false, seccompProfile: { type: RuntimeDefault } }, containers: [{ name: a, image: i, securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: [ALL] } } }] }`;
    const text = pod(restricted, 'restricted');
    expect(runAt(text, '1.34').status?.message).toBe(
      'pods "p" is forbidden: violates PodSecurity "restricted:latest": runAsNonRoot != true (pod must not set securityContext.runAsNonRoot=false), runAsUser=0 (pod must not set runAsUser=0)',
    );
    expect(runAt(text, '1.35').allowed).toBe(true);
  });
});

describe('PodTopologyLabels', () => {
  const text = readFileSync(join(gallery, '62-pod-topology-labels.yaml'), 'utf8');
  const zone = (r: AdmissionResult) =>
    (r.object as { metadata: { labels: Record<string, string> } }).metadata.labels[
      'topology.kubernetes.io/zone'
    ];

  it.each([
    ['1.34', 'somewhere'],
    ['1.35', 'eu-west-1a'],
    ['1.37', 'eu-west-1a'],
  ])('%s leaves the zone label %s', (version, expected) =>
    expect(zone(runAt(text, version))).toBe(expected),
  );
});

describe('feature-gate defaults the registry strategies read', () => {
  const text = `${header('1.34')}request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: Pod
    metadata: { name: p, namespace: default }
    spec:
      containers: [{ name: a, image: i, volumeMounts: [{ name: model, mountPath: /m }] }]
      volumes: [{ name: model, image: { reference: "registry.example/model:1", pullPolicy: IfNotPresent } }]
`;
  const volumes = (r: AdmissionResult) =>
    (r.object as { spec: { volumes?: unknown[] } } | undefined)?.spec.volumes;

  it('1.35 keeps an image volume (ImageVolume beta, on)', () => {
    const result = runAt(text, '1.35');
    expect(JSON.stringify(volumes(result))).toContain('registry.example/model:1');
  });

  it('1.34 drops the image volume (ImageVolume off)', () => {
    const result = runAt(text, '1.34');
    expect(JSON.stringify(volumes(result))).not.toContain('registry.example/model:1');
  });
});

describe('AppArmor fields and the deprecated annotations', () => {
  const text = `${header('1.33')}request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: Pod
    metadata: { name: p, namespace: default }
    spec:
      securityContext: { appArmorProfile: { type: RuntimeDefault } }
      containers: [{ name: a, image: i }]
`;
  const annotations = (r: AdmissionResult) =>
    (r.object as { metadata: { annotations?: Record<string, string> } }).metadata.annotations;

  it('1.33 copies the field into the annotation', () =>
    expect(annotations(runAt(text, '1.33'))).toEqual({
      'container.apparmor.security.beta.kubernetes.io/a': 'runtime/default',
    }));

  it('1.34 no longer does', () => expect(annotations(runAt(text, '1.34'))).toBeUndefined());
});

describe('pod generation', () => {
  const pod = (image: string) =>
    `{ apiVersion: v1, kind: Pod, metadata: { name: p, namespace: default, generation: 3 }, spec: { containers: [{ name: a, image: ${image} }] } }`;
  const create = `${header('1.32')}request:
  operation: CREATE
  object: ${pod('i')}
`;
  // DefaultTolerationSeconds would add its tolerations to the new pod only (the old one lacks them).
  const update = (image: string) => `${header('1.32')}request:
  operation: UPDATE
  object: ${pod(image)}
  oldObject: ${pod('i')}
cluster:
  admissionPlugins: { disable: [DefaultTolerationSeconds] }
`;
  const generation = (r: AdmissionResult) =>
    (r.object as { metadata: { generation?: number } }).metadata.generation;

  it('1.32 keeps what the body says on create; 1.33 sets 1', () => {
    expect(generation(runAt(create, '1.32'))).toBe(3);
    expect(generation(runAt(create, '1.33'))).toBe(1);
  });

  it('1.33 bumps it on an update that changes the spec, and only then', () => {
    expect(generation(runAt(update('j'), '1.33'))).toBe(4);
    expect(generation(runAt(update('i'), '1.33'))).toBe(3);
  });
});

describe('gallery 63: user-namespaced pods under restricted', () => {
  const text = readFileSync(join(gallery, '63-pod-security-user-namespaces.yaml'), 'utf8');
  it.each([
    ['1.34', false],
    ['1.35', true],
    ['1.37', true],
  ])('%s admits it: %s', (version, allowed) => expect(runAt(text, version).allowed).toBe(allowed));

  it('1.37 with the namespace pinned to v1.34 refuses it', () => {
    const pinned = text.replace(
      'pod-security.kubernetes.io/enforce: restricted',
      'pod-security.kubernetes.io/enforce: restricted\n          pod-security.kubernetes.io/enforce-version: v1.34',
    );
    expect(runAt(pinned, '1.37').status?.message).toMatch(
      /violates PodSecurity "restricted:v1\.34"/,
    );
  });
});

describe('a version a release no longer serves', () => {
  const text = `${header('1.33')}request:
  operation: CREATE
  object:
    apiVersion: admissionregistration.k8s.io/v1beta1
    kind: ValidatingAdmissionPolicy
    metadata: { name: p }
    spec:
      matchConstraints:
        resourceRules:
          - { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }
      validations: [{ expression: "true" }]
cluster:
  runtimeConfig: { admissionregistration.k8s.io/v1beta1: true }
`;

  it('1.33 serves ValidatingAdmissionPolicy v1beta1 when --runtime-config turns it on', () => {
    expect(runAt(text, '1.33').allowed).toBe(true);
  });

  it('1.34 does not have it any more (APILifecycleRemoved 1.34), whatever the flags', () => {
    const parsed = parseScenario(
      text.replace('kubernetesVersion: "1.33"', 'kubernetesVersion: "1.34"'),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const run = runScenario(parsed.value.scenario, deterministicEnvironment());
    expect(run.ok).toBe(false);
    expect(JSON.stringify(run.ok ? undefined : run.error)).toContain(
      'no resource serves ValidatingAdmissionPolicy in admissionregistration.k8s.io/v1beta1',
    );
  });
});

// 1.37's CollectParams does a live GET after an informer miss and reports a paramKind that lost its
// REST mapping as NotFound (kubernetes#140201); the playground's informer and a live GET read the
// same cluster.objects, and a paramKind the mapper never knew still fails at the policy source.
describe('params across versions', () => {
  const text = (version: string, paramKind: string) => `${header(version)}request:
  operation: CREATE
  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: default } }
cluster:
  objects:
    - apiVersion: v1
      kind: ConfigMap
      metadata: { name: limits, namespace: default }
      data: { max: "1" }
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: p }
      spec:
        failurePolicy: Fail
        paramKind: { apiVersion: v1, kind: ${paramKind} }
        matchConstraints:
          resourceRules:
            - { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }
        validations: [{ expression: "params.data.max == '2'" }]
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: b }
      spec:
        policyName: p
        validationActions: [Deny]
        paramRef: { name: limits, parameterNotFoundAction: Allow }
`;

  it.each(['1.36', '1.37'])('%s finds the param and denies the same way', (version) => {
    expect(runAt(text(version, 'ConfigMap'), version).status?.message).toBe(
      `configmaps "c" is forbidden: ValidatingAdmissionPolicy 'p' with binding 'b' denied request: failed expression: params.data.max == '2'`,
    );
  });

  it.each(['1.36', '1.37'])('%s refuses a paramKind the server does not know', (version) => {
    expect(runAt(text(version, 'NoSuchKind'), version).status?.message).toMatch(
      /denied request: failed to configure policy: failed to find resource referenced by paramKind: '\/v1, Kind=NoSuchKind'$/,
    );
  });
});
