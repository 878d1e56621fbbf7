// What a webhook receives of each pod field 1.33-1.37 add (defaulting/types/versioned.ts): at a
// version whose types lack it, the decoder drops it (a warning, 400 under Strict); at one that has
// it, a mutating webhook sees it, and a validating webhook sees it only when its gate is on (the
// strategy drops it otherwise, laterPodFieldDrops.ts) — by the version's default or cluster.featureGates.

import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { podStrategy } from './podStrategy.ts';
import { created, testEnv } from './testing.ts';

const hooks = {
  apiVersion: 'admissionregistration.k8s.io/v1',
  rules: [{ operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] }],
  sideEffects: 'None',
  admissionReviewVersions: ['v1'],
};

function runAt(
  version: string,
  spec: JsonObject,
  gates: Record<string, boolean> = {},
  options: JsonObject = {},
) {
  const text = JSON.stringify({
    apiVersion: 'playground.admission/v1',
    kind: 'AdmissionScenario',
    name: 't',
    kubernetesVersion: version,
    request: {
      operation: 'CREATE',
      object: {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'p', namespace: 'default' },
        spec: { containers: [{ name: 'c', image: 'nginx' }], ...spec },
      },
      options,
    },
    cluster: {
      featureGates: gates,
      admissionPlugins: { disable: ['ResourceQuota', 'LimitRanger', 'ServiceAccount'] },
      objects: [
        {
          ...hooks,
          kind: 'MutatingWebhookConfiguration',
          metadata: { name: 'm' },
          webhooks: [
            { ...hooks, name: 'm.example.com', clientConfig: { url: 'https://m.example.com/' } },
          ],
        },
        {
          ...hooks,
          kind: 'ValidatingWebhookConfiguration',
          metadata: { name: 'v' },
          webhooks: [
            { ...hooks, name: 'v.example.com', clientConfig: { url: 'https://v.example.com/' } },
          ],
        },
      ].map(({ rules: _r, sideEffects: _s, admissionReviewVersions: _a, ...o }) => o),
    },
  });
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value;
}

// The pod spec the named webhook's AdmissionReview carried.
function seenBy(result: ReturnType<typeof runAt>, webhook: string): JsonObject {
  const step = result.trace.find((t) => t.webhook === webhook && t.request !== undefined);
  if (step === undefined) throw new Error(`${webhook} was not called: ${result.status?.message}`);
  const review = step.request as JsonObject;
  const request = (review['request'] ?? review) as JsonObject;
  return ((request['object'] as JsonObject)['spec'] ?? {}) as JsonObject;
}

// The pod spec after the strategy at a version, for fields whose validation this playground does not
// have yet (the pod would be refused before the validating webhooks).
function prepared(
  version: KubernetesVersion,
  spec: JsonObject,
  gates: Record<string, boolean> = {},
) {
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p' },
    spec: structuredClone(spec),
  };
  const { object } = created(podStrategy, pod, testEnv({ version, featureGates: gates }));
  return object['spec'] as JsonObject;
}

const container = (extra: JsonObject) => ({
  containers: [{ name: 'c', image: 'nginx', ...extra }],
});
const envFrom = (valueFrom: JsonObject) => container({ env: [{ name: 'E', valueFrom }] });
const projected = (source: JsonObject) => ({
  volumes: [{ name: 'v', projected: { sources: [source] } }],
});

interface Row {
  name: string;
  /** The version whose types add it, and one before. */
  since: string;
  before: string;
  gate: string;
  /** A version where the gate is off by default, and one where it is on (or none). */
  off: KubernetesVersion;
  on?: KubernetesVersion;
  /** Validation (1.32's) refuses the pod with the field: the gate-on checks read the strategy's output. */
  unvalidated?: boolean;
  spec: JsonObject;
  /** The unknown field path the decoder reports before `since`. */
  unknown: string;
  /** Reads the field off what a webhook received. */
  read: (spec: JsonObject) => unknown;
}

// Walks object keys and array indexes; undefined where the path is missing.
function dig(v: unknown, ...path: Array<string | number>): unknown {
  let at = v;
  for (const key of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

const c0 = (s: JsonObject) => (dig(s, 'containers', 0) ?? {}) as JsonObject;
const src0 = (s: JsonObject) => dig(s, 'volumes', 0, 'projected', 'sources', 0) ?? {};
const env0 = (s: JsonObject) => dig(c0(s), 'env', 0, 'valueFrom') ?? {};

const rows: Row[] = [
  {
    name: 'spec.hostnameOverride',
    since: '1.34',
    before: '1.33',
    gate: 'HostnameOverride',
    off: '1.34',
    on: '1.35',
    spec: { hostnameOverride: 'web-0' },
    unknown: 'spec.hostnameOverride',
    read: (s) => s['hostnameOverride'],
  },
  {
    name: 'container restartPolicyRules',
    since: '1.34',
    before: '1.33',
    gate: 'ContainerRestartRules',
    off: '1.34',
    on: '1.36',
    // On an init container that is no sidecar: its restartPolicy and rules go with the gate off
    // (rules on a sidecar are refused before RestartAllContainersOnContainerExits, 1.36).
    spec: {
      initContainers: [
        {
          name: 'i',
          image: 'envoy',
          restartPolicy: 'Never',
          restartPolicyRules: [{ action: 'Restart', exitCodes: { operator: 'In', values: [42] } }],
        },
      ],
    },
    unknown: 'spec.initContainers[0].restartPolicyRules',
    read: (s) => dig(s, 'initContainers', 0, 'restartPolicyRules'),
  },
  {
    name: 'env valueFrom.fileKeyRef',
    since: '1.34',
    before: '1.32',
    gate: 'EnvFiles',
    off: '1.34',
    on: '1.37',
    unvalidated: true,
    spec: envFrom({ fileKeyRef: { volumeName: 'cfg', path: 'app.env', key: 'K' } }),
    unknown: 'spec.containers[0].env[0].valueFrom.fileKeyRef',
    read: (s) => dig(env0(s), 'fileKeyRef'),
  },
  {
    name: 'podCertificate projection',
    since: '1.34',
    before: '1.33',
    gate: 'PodCertificateRequest',
    off: '1.36',
    on: '1.37',
    spec: projected({
      podCertificate: {
        signerName: 'example.com/s',
        keyType: 'ED25519',
        credentialBundlePath: 'b.pem',
      },
    }),
    unknown: 'spec.volumes[0].projected.sources[0].podCertificate',
    read: (s) => dig(src0(s), 'podCertificate'),
  },
  {
    name: 'lifecycle.stopSignal',
    since: '1.33',
    before: '1.32',
    gate: 'ContainerStopSignals',
    off: '1.37',
    spec: container({ lifecycle: { stopSignal: 'SIGUSR1' } }),
    unknown: 'spec.containers[0].lifecycle.stopSignal',
    read: (s) => (c0(s)['lifecycle'] as JsonObject | undefined)?.['stopSignal'],
  },
  {
    name: 'spec.schedulingGroup',
    since: '1.36',
    before: '1.35',
    gate: 'GenericWorkload',
    off: '1.37',
    spec: { schedulingGroup: { podGroupName: 'g' } },
    unknown: 'spec.schedulingGroup',
    read: (s) => s['schedulingGroup'],
  },
  {
    name: 'spec.evictionResponders',
    since: '1.37',
    before: '1.36',
    gate: 'EvictionRequestAPI',
    off: '1.37',
    spec: { evictionResponders: [{ name: 'example.com/drain', priority: 10 }] },
    unknown: 'spec.evictionResponders',
    read: (s) => s['evictionResponders'],
  },
  {
    name: 'emptyDir mode',
    since: '1.37',
    before: '1.36',
    gate: 'EmptyDirVolumeMode',
    off: '1.37',
    spec: { volumes: [{ name: 'v', emptyDir: { mode: 448 } }] },
    unknown: 'spec.volumes[0].emptyDir.mode',
    read: (s) => dig(s, 'volumes', 0, 'emptyDir', 'mode'),
  },
];

describe.each(rows)('$name', (row) => {
  it(`is an unknown field at ${row.before}: dropped with a warning, a 400 under Strict`, () => {
    const r = runAt(row.before, row.spec);
    expect(r.warnings).toContain(`unknown field "${row.unknown}"`);
    expect(row.read(seenBy(r, 'm.example.com'))).toBeUndefined();
    const strict = runAt(row.before, row.spec, {}, { fieldValidation: 'Strict' });
    expect(strict.status?.code).toBe(400);
    expect(strict.status?.message).toBe(`strict decoding error: unknown field "${row.unknown}"`);
  });

  it(`reaches the mutating webhook from ${row.since}, and the validating one only with ${row.gate} on`, () => {
    const r = runAt(row.off, row.spec);
    expect(r.warnings.filter((w) => w.startsWith('unknown field'))).toEqual([]);
    expect(row.read(seenBy(r, 'm.example.com'))).toBeDefined();
    expect(
      row.read(row.unvalidated === true ? prepared(row.off, row.spec) : seenBy(r, 'v.example.com')),
    ).toBeUndefined();
    const gateOn = { [row.gate]: true };
    const forced =
      row.unvalidated === true
        ? prepared(row.off, row.spec, gateOn)
        : seenBy(runAt(row.off, row.spec, gateOn), 'v.example.com');
    expect(row.read(forced)).toEqual(row.read(row.spec));
  });

  if (row.on !== undefined) {
    const on = row.on;
    const after = (gates: Record<string, boolean> = {}) =>
      row.unvalidated === true
        ? prepared(on, row.spec, gates)
        : seenBy(runAt(on, row.spec, gates), 'v.example.com');
    it(`is kept at ${on} where ${row.gate} is on by default, and dropped when the scenario turns it off`, () => {
      expect(row.read(after())).toEqual(row.read(row.spec));
      expect(row.read(after({ [row.gate]: false }))).toBeUndefined();
    });
  }
});

describe('ContainerRestartRules before the version that has it', () => {
  it('leaves a regular container restartPolicy to validation at 1.33 (no drop there)', () => {
    const r = runAt('1.33', container({ restartPolicy: 'Always' }));
    expect(r.status?.message).toBe(
      'Pod "p" is invalid: spec.containers[0].restartPolicy: Forbidden: may not be set for non-init containers',
    );
  });

  it('keeps it at 1.35, where the gate is on: admitted, and its value checked', () => {
    const r = runAt('1.35', container({ restartPolicy: 'Always' }));
    expect([r.allowed, r.status?.message]).toEqual([true, undefined]);
    expect(c0(seenBy(r, 'v.example.com'))['restartPolicy']).toBe('Always');
    expect(runAt('1.35', container({ restartPolicy: 'Sometimes' })).status?.message).toBe(
      'Pod "p" is invalid: spec.containers[0].restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "Never", "OnFailure"',
    );
  });

  it('drops it at 1.34 with the gate off (dropContainerRestartRules), so the pod is admitted', () => {
    const r = runAt('1.34', container({ restartPolicy: 'Always' }));
    expect(r.allowed).toBe(true);
    expect(c0(seenBy(r, 'v.example.com'))['restartPolicy']).toBeUndefined();
    expect(c0(seenBy(r, 'm.example.com'))['restartPolicy']).toBe('Always');
  });
});

describe('FileKeySelector defaults', () => {
  it('gives fileKeyRef optional false (+default=false) where the version has the field', () => {
    const spec = envFrom({ fileKeyRef: { volumeName: 'cfg', path: 'app.env', key: 'K' } });
    expect(dig(env0(seenBy(runAt('1.35', spec), 'm.example.com')), 'fileKeyRef')).toEqual({
      volumeName: 'cfg',
      path: 'app.env',
      key: 'K',
      optional: false,
    });
  });

  it('admits a pod whose env var takes its value from fileKeyRef alone (a source, not a 422)', () => {
    const spec = {
      ...envFrom({ fileKeyRef: { volumeName: 'cfg', path: 'app.env', key: 'K' } }),
      volumes: [{ name: 'cfg', emptyDir: {} }],
    };
    const r = runAt('1.35', spec);
    expect([r.allowed, r.status?.message]).toEqual([true, undefined]);
    expect(dig(env0(seenBy(r, 'v.example.com')), 'fileKeyRef')).toBeDefined();
  });
});

describe('Go field order at the version', () => {
  it('writes hostnameOverride after resources and schedulingGroup after it at 1.36', () => {
    const r = runAt(
      '1.36',
      {
        schedulingGroup: { podGroupName: 'g' },
        hostnameOverride: 'h',
        resources: { limits: { cpu: '1' } },
      },
      { GenericWorkload: true },
    );
    const keys = Object.keys(seenBy(r, 'v.example.com'));
    expect(keys.slice(keys.indexOf('resources'))).toEqual([
      'resources',
      'hostnameOverride',
      'schedulingGroup',
    ]);
  });
});
