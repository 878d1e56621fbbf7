// Table tests for the Pod defaulters, after pkg/apis/core/v1/defaults_test.go (TestSetDefaultPod*,
// TestSetDefaultProbe, TestSetDefaultSecretVolumeSource, TestSetDefaultHostPathVolumeSource, …).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { at, keysAt, typed, typedPod } from '../testing.ts';

const c = (extra: JsonObject = {}): JsonObject => ({ name: 'c', image: 'nginx:1.27', ...extra });

describe('SetDefaults_PodSpec and SetDefaults_Pod', () => {
  it.each([
    ['dnsPolicy', 'spec.dnsPolicy', 'ClusterFirst'],
    ['restartPolicy', 'spec.restartPolicy', 'Always'],
    ['terminationGracePeriodSeconds', 'spec.terminationGracePeriodSeconds', 30],
    ['schedulerName', 'spec.schedulerName', 'default-scheduler'],
    ['securityContext', 'spec.securityContext', {}],
    ['enableServiceLinks', 'spec.enableServiceLinks', true],
    ['terminationMessagePath', 'spec.containers.0.terminationMessagePath', '/dev/termination-log'],
    ['terminationMessagePolicy', 'spec.containers.0.terminationMessagePolicy', 'File'],
    ['imagePullPolicy', 'spec.containers.0.imagePullPolicy', 'IfNotPresent'],
    ['container resources', 'spec.containers.0.resources', {}],
    ['status', 'status', {}],
  ])('defaults %s', (_, path, expected) => {
    expect(at(typedPod({ containers: [c()] }), path)).toEqual(expected);
  });

  it.each([
    ['dnsPolicy', { dnsPolicy: 'Default' }, 'spec.dnsPolicy', 'Default'],
    [
      'a zero terminationGracePeriodSeconds',
      { terminationGracePeriodSeconds: 0 },
      'spec.terminationGracePeriodSeconds',
      0,
    ],
    ['enableServiceLinks false', { enableServiceLinks: false }, 'spec.enableServiceLinks', false],
    [
      'imagePullPolicy',
      { containers: [c({ imagePullPolicy: 'Never' })] },
      'spec.containers.0.imagePullPolicy',
      'Never',
    ],
  ])('keeps a set %s', (_, spec, path, expected) => {
    expect(at(typedPod({ containers: [c()], ...spec }), path)).toEqual(expected);
  });

  it('copies limits into missing requests on a Pod', () => {
    const pod = typedPod({
      containers: [
        c({ resources: { limits: { cpu: '1', memory: '1Gi' }, requests: { cpu: '500m' } } }),
      ],
    });
    expect(at(pod, 'spec.containers.0.resources')).toEqual({
      limits: { cpu: '1', memory: '1Gi' },
      requests: { cpu: '500m', memory: '1Gi' },
    });
  });

  it('copies limits into requests for init containers but not ephemeral containers', () => {
    const limits = { cpu: '1' };
    const pod = typedPod({
      containers: [c()],
      initContainers: [c({ name: 'i', resources: { limits } })],
      ephemeralContainers: [c({ name: 'e', resources: { limits } })],
    });
    expect(at(pod, 'spec.initContainers.0.resources.requests')).toEqual(limits);
    expect(at(pod, 'spec.ephemeralContainers.0.resources.requests')).toBeUndefined();
  });

  it('rounds resource quantities up to milli precision', () => {
    const pod = typedPod({
      containers: [c({ resources: { limits: { cpu: '100u' }, requests: { memory: '0.5Gi' } } })],
      overhead: { cpu: '1n' },
    });
    expect(at(pod, 'spec.containers.0.resources')).toEqual({
      limits: { cpu: '1m' },
      requests: { cpu: '1m', memory: '512Mi' },
    });
    expect(at(pod, 'spec.overhead.cpu')).toBe('1m');
  });

  it('defaults host ports to container ports on a host-network Pod', () => {
    const pod = typedPod({
      hostNetwork: true,
      containers: [
        c({ ports: [{ containerPort: 8080 }, { containerPort: 9090, hostPort: 9091 }] }),
      ],
    });
    expect(at(pod, 'spec.containers.0.ports')).toEqual([
      { hostPort: 8080, containerPort: 8080, protocol: 'TCP' },
      { hostPort: 9091, containerPort: 9090, protocol: 'TCP' },
    ]);
  });

  it('defaults the port protocol and env fieldRef apiVersion', () => {
    const pod = typedPod({
      containers: [
        c({
          ports: [{ containerPort: 80 }],
          env: [{ name: 'N', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }],
        }),
      ],
    });
    expect(at(pod, 'spec.containers.0.ports.0.protocol')).toBe('TCP');
    expect(at(pod, 'spec.containers.0.env.0.valueFrom.fieldRef')).toEqual({
      apiVersion: 'v1',
      fieldPath: 'metadata.name',
    });
  });

  it('defaults ephemeral containers as containers', () => {
    const pod = typedPod({
      containers: [c()],
      ephemeralContainers: [{ name: 'debug', image: 'busybox', targetContainerName: 'c' }],
    });
    expect(at(pod, 'spec.ephemeralContainers.0')).toEqual({
      name: 'debug',
      image: 'busybox',
      resources: {},
      terminationMessagePath: '/dev/termination-log',
      terminationMessagePolicy: 'File',
      imagePullPolicy: 'Always',
      targetContainerName: 'c',
    });
  });
});

describe('SetDefaults_Probe and handlers', () => {
  it('fills the probe thresholds and the httpGet path and scheme', () => {
    const pod = typedPod({ containers: [c({ livenessProbe: { httpGet: { port: 8080 } } })] });
    expect(at(pod, 'spec.containers.0.livenessProbe')).toEqual({
      httpGet: { path: '/', port: 8080, scheme: 'HTTP' },
      timeoutSeconds: 1,
      periodSeconds: 10,
      successThreshold: 1,
      failureThreshold: 3,
    });
  });

  it('gives a grpc probe an empty service and keeps set thresholds', () => {
    const pod = typedPod({
      containers: [
        c({
          readinessProbe: { grpc: { port: 9000 }, periodSeconds: 5 },
          startupProbe: { exec: { command: ['true'] } },
        }),
      ],
    });
    expect(at(pod, 'spec.containers.0.readinessProbe')).toEqual({
      grpc: { port: 9000, service: '' },
      timeoutSeconds: 1,
      periodSeconds: 5,
      successThreshold: 1,
      failureThreshold: 3,
    });
    expect(at(pod, 'spec.containers.0.startupProbe.timeoutSeconds')).toBe(1);
  });

  it('defaults httpGet in lifecycle hooks', () => {
    const pod = typedPod({
      containers: [
        c({
          lifecycle: {
            preStop: { httpGet: { port: 'http' } },
            postStart: { exec: { command: ['x'] } },
          },
        }),
      ],
    });
    expect(at(pod, 'spec.containers.0.lifecycle.preStop.httpGet')).toEqual({
      path: '/',
      port: 'http',
      scheme: 'HTTP',
    });
  });
});

describe('volume defaults', () => {
  const volume = (v: JsonObject) =>
    at(typedPod({ containers: [c()], volumes: [{ name: 'v', ...v }] }), 'spec.volumes.0');

  it.each([
    ['no source becomes an emptyDir', {}, { name: 'v', emptyDir: {} }],
    [
      'secret defaultMode',
      { secret: { secretName: 's' } },
      { name: 'v', secret: { secretName: 's', defaultMode: 420 } },
    ],
    [
      'configMap defaultMode',
      { configMap: { name: 'c' } },
      { name: 'v', configMap: { name: 'c', defaultMode: 420 } },
    ],
    [
      'a set defaultMode stays',
      { secret: { secretName: 's', defaultMode: 0 } },
      { name: 'v', secret: { secretName: 's', defaultMode: 0 } },
    ],
    [
      'hostPath type ""',
      { hostPath: { path: '/x' } },
      { name: 'v', hostPath: { path: '/x', type: '' } },
    ],
    [
      'downwardAPI mode and fieldRef',
      { downwardAPI: { items: [{ path: 'n', fieldRef: { fieldPath: 'metadata.name' } }] } },
      {
        name: 'v',
        downwardAPI: {
          items: [{ path: 'n', fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.name' } }],
          defaultMode: 420,
        },
      },
    ],
    [
      'projected mode and token expiry',
      { projected: { sources: [{ serviceAccountToken: { path: 't' } }] } },
      {
        name: 'v',
        projected: {
          sources: [{ serviceAccountToken: { expirationSeconds: 3600, path: 't' } }],
          defaultMode: 420,
        },
      },
    ],
    [
      'iscsi interface',
      { iscsi: { targetPortal: 'p', iqn: 'q', lun: 0 } },
      { name: 'v', iscsi: { targetPortal: 'p', iqn: 'q', lun: 0, iscsiInterface: 'default' } },
    ],
    [
      'rbd pool, user and keyring',
      { rbd: { monitors: ['m'], image: 'i' } },
      {
        name: 'v',
        rbd: {
          monitors: ['m'],
          image: 'i',
          pool: 'rbd',
          user: 'admin',
          keyring: '/etc/ceph/keyring',
        },
      },
    ],
    [
      'azureDisk',
      { azureDisk: { diskName: 'd', diskURI: 'u' } },
      {
        name: 'v',
        azureDisk: {
          diskName: 'd',
          diskURI: 'u',
          cachingMode: 'ReadWrite',
          fsType: 'ext4',
          readOnly: false,
          kind: 'Shared',
        },
      },
    ],
    [
      'an ephemeral claim template volumeMode',
      { ephemeral: { volumeClaimTemplate: { spec: { accessModes: ['ReadWriteOnce'] } } } },
      {
        name: 'v',
        ephemeral: {
          volumeClaimTemplate: {
            metadata: { creationTimestamp: null },
            spec: { accessModes: ['ReadWriteOnce'], resources: {}, volumeMode: 'Filesystem' },
          },
        },
      },
    ],
    ['a csi volume is left alone', { csi: { driver: 'd' } }, { name: 'v', csi: { driver: 'd' } }],
  ])('%s', (_, v, expected) => {
    expect(volume(v)).toEqual(expected);
  });
});

describe('pod templates', () => {
  it('does not copy limits into requests or default enableServiceLinks in a template', () => {
    const { object } = typed('v1', 'PodTemplate', {
      metadata: { name: 't' },
      template: { spec: { containers: [c({ resources: { limits: { cpu: '1' } } })] } },
    });
    expect(at(object, 'template.spec.containers.0.resources')).toEqual({ limits: { cpu: '1' } });
    expect(at(object, 'template.spec.enableServiceLinks')).toBeUndefined();
    expect(keysAt(object, 'template')).toEqual(['metadata', 'spec']);
  });

  it('does not default host ports in a template', () => {
    const { object } = typed('v1', 'PodTemplate', {
      template: {
        spec: { hostNetwork: true, containers: [c({ ports: [{ containerPort: 80 }] })] },
      },
    });
    expect(at(object, 'template.spec.containers.0.ports.0')).toEqual({
      containerPort: 80,
      protocol: 'TCP',
    });
  });
});
