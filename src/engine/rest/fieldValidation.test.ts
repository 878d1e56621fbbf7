import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';
import { apiVersionOf } from '../admission/attributes.ts';
import type { AdmissionResult } from '../run/result.ts';
import { builtinResourceTable } from '../restmapping/builtinTable.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';
import { validatorFor } from './validators.ts';

const noPlugins = {
  enable: ['MutatingAdmissionWebhook'],
  disable: [
    'NamespaceLifecycle',
    'LimitRanger',
    'ServiceAccount',
    'Priority',
    'DefaultTolerationSeconds',
    'DefaultStorageClass',
    'StorageObjectInUseProtection',
    'PersistentVolumeClaimResize',
    'RuntimeClass',
    'CertificateApproval',
    'CertificateSigning',
    'ClusterTrustBundleAttest',
    'CertificateSubjectRestriction',
    'DefaultIngressClass',
    'PodSecurity',
    'ResourceQuota',
    'TaintNodesByCondition',
    'ValidatingAdmissionWebhook',
    'ValidatingAdmissionPolicy',
  ],
};
const fieldStep = (r: AdmissionResult) => r.trace.find((e) => e.plugin === 'fieldValidation');

describe('field validation in the chain', () => {
  it('answers one error without brackets and several inside them, as ToAggregate does', () => {
    const one = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', namespace: 'default' },
          data: { 'a b': 'x' },
        },
      },
    });
    expect(one.status?.message).toBe(
      "ConfigMap \"c\" is invalid: data[a b]: Invalid value: \"a b\": a valid config key must consist of alphanumeric characters, '-', '_' or '.' (e.g. 'key.name',  or 'KEY_NAME',  or 'key-name', regex used for validation is '[-._a-zA-Z0-9]+')",
    );
    const two = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'C', namespace: 'default' },
          data: { '..': 'x' },
        },
      },
    });
    expect(two.status?.message).toMatch(
      /^ConfigMap "C" is invalid: \[metadata\.name: Invalid value: "C": .*, data\[\.\.\]: Invalid value: "\.\.": must not be '\.\.'\]$/,
    );
  });

  it("refuses a ConfigMap over 1 MiB on the whole object's path", () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', namespace: 'default' },
          data: { big: 'x'.repeat(1024 * 1024 + 1) },
        },
      },
    });
    expect(r.status?.message).toBe(
      'ConfigMap "c" is invalid: []: Too long: may not be more than 1048576 bytes',
    );
  });

  it('refuses annotations over 256 KiB in total, on any kind', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', namespace: 'default', annotations: { a: 'x'.repeat(256 * 1024) } },
        },
      },
    });
    expect(r.status?.message).toBe(
      'ConfigMap "c" is invalid: metadata.annotations: Too long: may not be more than 262144 bytes',
    );
  });

  it('names the webhook that wrote an invalid field, and the request for fields it did not touch', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'C', namespace: 'default' },
        },
      },
      objects: [configuration('Mutating', 'm', [webhookEntry('label.hook.test')])],
      webhooks: {
        'label.hook.test': {
          response: {
            allowed: true,
            patch: [{ op: 'add', path: '/metadata/labels', value: { 'bad key': 'v' } }],
          },
        },
      },
    });
    expect(
      fieldStep(r)?.fieldErrors?.map((f) => [
        f.field,
        f.origin,
        f.writtenBy === undefined ? 'the request' : r.trace[f.writtenBy]?.webhook,
      ]),
    ).toEqual([
      ['metadata.name', 'strategy', 'the request'],
      ['metadata.labels', 'strategy', 'label.hook.test'],
    ]);
  });

  it('refuses changing an immutable ConfigMap', () => {
    const stored = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'default', resourceVersion: '1' },
      immutable: true,
      data: { k: 'v' },
    };
    const r = run({
      request: { operation: 'UPDATE', object: { ...stored, data: { k: 'w' } }, oldObject: stored },
    });
    expect(r.status?.message).toBe(
      'ConfigMap "c" is invalid: data: Forbidden: field is immutable when `immutable` is set',
    );
  });

  it("leaves a custom resource's schema to the schema step, with no notice", () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        scope: 'Namespaced',
        names: { plural: 'widgets', singular: 'widget', kind: 'Widget' },
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: {
              openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
            },
          },
        ],
      },
    };
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'example.com/v1',
          kind: 'Widget',
          metadata: { name: 'w', namespace: 'default' },
        },
      },
      objects: [crd],
    });
    expect(r.allowed).toBe(true);
    expect(r.notSimulated.map((n) => n.detail).filter((d) => d.includes('Widget'))).toEqual([]);
  });
});

// Every kind the REST mapping serves for create either has a ported validator, or its result says
// that field validation is not simulated: never a silent "created".
describe('field validation coverage of the REST mapping', () => {
  const creatable = builtinResourceTable().filter((r) => r.verbs.includes('create'));

  it.each(
    creatable.map(
      (r) => [`${r.mapping.resource.group || 'core'}/${r.mapping.resource.resource}`, r] as const,
    ),
  )('%s has a validator or a notice', (_name, r) => {
    const { kind, namespaced } = r.mapping;
    const object: JsonObject = {
      apiVersion: apiVersionOf(kind),
      kind: kind.kind,
      metadata: namespaced ? { name: 'x', namespace: 'default' } : { name: 'x' },
    };
    const result = run({ request: { operation: 'CREATE', object }, admissionPlugins: noPlugins });
    const step = fieldStep(result);
    // The kinds with no store (the reviews): their REST handler's ported checks ran instead.
    if (
      step === undefined &&
      result.trace.some((e) => e.phase === 'storage' && e.plugin.endsWith('REST'))
    )
      return;
    if (step === undefined) {
      // Refused before field validation (decoding, storage, a policy's own create check): the
      // notice would not matter.
      expect(result.allowed).toBe(false);
      return;
    }
    if (validatorFor(r.mapping.resource) !== undefined) {
      expect(step.reason).not.toMatch(/not ported/);
      return;
    }
    expect(result.notSimulated).toContainEqual({
      feature: 'field validation',
      detail: expect.stringContaining(`field validation of ${kind.kind} `) as unknown,
    });
  });
});

describe('gallery 29: a mutating webhook breaks the Pod', () => {
  it('shows the injector as the author of both invalid fields', () => {
    const file = join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'scenarios',
      '29-mutating-webhook-breaks-the-pod.yaml',
    );
    const parsed = parseScenario(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error('gallery 29 does not parse');
    const result = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!result.ok) throw new Error('gallery 29 does not run');
    const step = fieldStep(result.value);
    expect(step?.status?.code).toBe(422);
    expect(
      step?.fieldErrors?.map((f) => [f.field, result.value.trace[f.writtenBy ?? -1]?.webhook]),
    ).toEqual([
      ['spec.containers[1].image', 'inject.proxy.example.com'],
      ['spec.containers[1].ports[0].name', 'inject.proxy.example.com'],
    ]);
  });
});

describe('LeaseCandidate, served when runtimeConfig turns v1alpha2 on', () => {
  it('answers leaseCandidateStrategy.Validate with strict semver', () => {
    const parsed = parseScenario(
      JSON.stringify({
        kubernetesVersion: '1.32',
        request: {
          operation: 'CREATE',
          object: {
            apiVersion: 'coordination.k8s.io/v1alpha2',
            kind: 'LeaseCandidate',
            metadata: { name: 'kcm-node-1', namespace: 'kube-system' },
            spec: {
              leaseName: 'kube-controller-manager',
              binaryVersion: 'v1.32.0',
              strategy: 'OldestEmulationVersion',
            },
          },
        },
        cluster: {
          runtimeConfig: { 'coordination.k8s.io/v1alpha2': true },
          featureGates: { CoordinatedLeaderElection: true },
          admissionPlugins: noPlugins,
        },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.status?.message).toBe(
      'LeaseCandidate.coordination.k8s.io "kcm-node-1" is invalid: [spec.binaryVersion: Invalid value: "v1.32.0": must be a valid semantic version, spec.emulationVersion: Required value: must be specified when `strategy` is \'OldestEmulationVersion\']',
    );
  });
});

describe('ownerReferences in the chain', () => {
  it('prints two controllers with addresses only the server knows, and says so', () => {
    const owner = (name: string, uid: string) => ({
      apiVersion: 'apps/v1',
      kind: 'ReplicaSet',
      name,
      uid,
      controller: true,
    });
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: {
            name: 'c',
            namespace: 'default',
            ownerReferences: [owner('a', '1'), owner('b', '2')],
          },
        },
      },
      admissionPlugins: noPlugins,
    });
    expect(r.status?.message).toMatch(
      /^ConfigMap "c" is invalid: metadata\.ownerReferences: Invalid value: \[\]v1\.OwnerReference\{v1\.OwnerReference\{APIVersion:"apps\/v1", Kind:"ReplicaSet", Name:"a", UID:"1", Controller:\(\*bool\)\(0xc000000000\), BlockOwnerDeletion:\(\*bool\)\(nil\)\}, .*: Only one reference can have Controller set to true\. Found "true" in references for ReplicaSet\/a and ReplicaSet\/b$/,
    );
    expect(r.notSimulated).toContainEqual({
      feature: 'field validation',
      detail: "the address Go prints for a *bool in a field error's value",
    });
  });
});

describe('field validation of subresources', () => {
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'web', namespace: 'default', resourceVersion: '1' },
    spec: { containers: [{ name: 'app', image: 'nginx' }] },
  };

  it('runs podEphemeralContainersStrategy on a pods/ephemeralcontainers update', () => {
    const r = run({
      request: {
        operation: 'UPDATE',
        subResource: 'ephemeralcontainers',
        object: {
          ...pod,
          spec: {
            ...pod.spec,
            ephemeralContainers: [{ name: 'app', image: 'busybox', targetContainerName: 'db' }],
          },
        },
        oldObject: pod,
      },
      objects: [pod],
    });
    expect(r.status?.message).toBe(
      'Pod "web" is invalid: [spec.ephemeralContainers[0].name: Duplicate value: "app", spec.ephemeralContainers[0].targetContainerName: Not found: "db"]',
    );
    expect(fieldStep(r)?.reason).toMatch(/^podEphemeralContainersStrategy\.ValidateUpdate/);
    expect(r.notSimulated.filter((n) => n.detail.includes('ephemeralcontainers'))).toEqual([]);
  });

  it('refuses a negative /scale with the Scale kind, as ScaleREST does', () => {
    const scale = {
      apiVersion: 'autoscaling/v1',
      kind: 'Scale',
      metadata: { name: 'web', namespace: 'default', resourceVersion: '1' },
      spec: { replicas: 2 },
    };
    const r = run({
      request: {
        operation: 'UPDATE',
        subResource: 'scale',
        resource: { group: 'apps', version: 'v1', resource: 'deployments' },
        object: { ...scale, spec: { replicas: -1 } },
        oldObject: scale,
      },
    });
    expect(r.status?.message).toBe(
      'Scale.autoscaling "web" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0',
    );
  });

  it('runs namespaceFinalizeStrategy on a namespaces/finalize update', () => {
    const ns = {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'team', resourceVersion: '1' },
    };
    const r = run({
      request: {
        operation: 'UPDATE',
        subResource: 'finalize',
        resource: { group: '', version: 'v1', resource: 'namespaces' },
        namespace: '',
        name: 'team',
        object: { ...ns, spec: { finalizers: ['kubernetes', 'cleanup'] } },
        oldObject: ns,
      },
      objects: [ns],
    });
    expect(r.status?.message).toBe(
      'Namespace "team" is invalid: spec.finalizers[1]: Invalid value: "cleanup": name is neither a standard finalizer name nor is it fully qualified',
    );
    expect(fieldStep(r)?.reason).toMatch(/^namespaceFinalizeStrategy\.ValidateUpdate/);
  });

  it('still says so for a subresource whose validation is not ported', () => {
    const cidr = {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'ServiceCIDR',
      metadata: { name: 'extra', resourceVersion: '1' },
      spec: { cidrs: ['10.96.0.0/16'] },
    };
    const parsed = parseScenario(
      JSON.stringify({
        kubernetesVersion: '1.35',
        request: {
          operation: 'UPDATE',
          subResource: 'status',
          object: { ...cidr, status: { conditions: [] } },
          oldObject: cidr,
        },
        cluster: { objects: [cidr], admissionPlugins: noPlugins },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.notSimulated).toContainEqual({
      feature: 'field validation',
      detail: 'field validation of the status subresource of servicecidrs',
    });
  });

  it('runs podStatusStrategy on a pods/status update', () => {
    const r = run({
      request: {
        operation: 'UPDATE',
        subResource: 'status',
        object: { ...pod, status: { phase: 'Running', podIPs: [{ ip: '10.0.0.300' }] } },
        oldObject: pod,
      },
      objects: [pod],
    });
    expect(r.status?.message).toBe(
      'Pod "web" is invalid: status.podIPs[0]: Invalid value: "10.0.0.300": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
    );
    expect(fieldStep(r)?.reason).toMatch(/^podStatusStrategy\.ValidateUpdate/);
  });
});

describe('gallery 44: a webhook duplicates a Node taint', () => {
  it('blames the webhook for the duplicate upstream reports under metadata.taints', () => {
    const file = join(
      import.meta.dirname,
      '..',
      '..',
      '..',
      'scenarios',
      '44-webhook-duplicates-a-node-taint.yaml',
    );
    const parsed = parseScenario(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error('gallery 44 does not parse');
    const result = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!result.ok) throw new Error('gallery 44 does not run');
    const step = fieldStep(result.value);
    expect(
      step?.fieldErrors?.map((f) => [f.field, result.value.trace[f.writtenBy ?? -1]?.webhook]),
    ).toEqual([['metadata.taints[1]', 'taint-gpu.example.com']]);
  });
});
