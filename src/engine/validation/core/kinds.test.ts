import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from './testing.ts';
import { validateConfigMap } from './configMap.ts';
import { validateNamespace } from './namespace.ts';
import {
  validatePersistentVolumeClaim,
  validatePersistentVolumeClaimUpdate,
} from './persistentVolumeClaim.ts';
import { validateLimitRange, validateResourceQuota } from './quota.ts';
import { validateSecret, validateSecretUpdate } from './secret.ts';
import { validateService, validateServiceUpdate } from './service.ts';

const none = (): void => undefined;
const meta = (name: string, namespace?: string): JsonObject => ({
  metadata: namespace === undefined ? { name } : { name, namespace },
});

// Rows follow pkg/apis/core/validation/validation_test.go (TestValidateService, TestValidateSecret,
// TestValidateConfigMap, TestValidateNamespace, TestValidatePersistentVolumeClaim ...).
describe('validateService', () => {
  const service = (spec: JsonObject, name = 'web'): JsonObject => ({
    ...meta(name, 'default'),
    spec: {
      type: 'ClusterIP',
      sessionAffinity: 'None',
      ports: [{ port: 80, protocol: 'TCP', targetPort: 80 }],
      ...spec,
    },
  });
  it.each<[string, JsonObject, string[]]>([
    ['a valid service', {}, []],
    ['no ports', { ports: [] }, ['spec.ports: Required value']],
    [
      'two unnamed ports',
      {
        ports: [
          { port: 80, protocol: 'TCP', targetPort: 80 },
          { port: 81, protocol: 'TCP', targetPort: 81 },
        ],
      },
      ['spec.ports[0].name: Required value', 'spec.ports[1].name: Required value'],
    ],
    [
      'a port out of range',
      { ports: [{ port: 0, protocol: 'TCP', targetPort: 80 }] },
      ['spec.ports[0].port: Invalid value: 0: must be between 1 and 65535, inclusive'],
    ],
    [
      'an unknown type',
      { type: 'Internal' },
      [
        'spec.type: Unsupported value: "Internal": supported values: "ClusterIP", "ExternalName", "LoadBalancer", "NodePort"',
      ],
    ],
    [
      'a nodePort on a ClusterIP service',
      { ports: [{ port: 80, protocol: 'TCP', targetPort: 80, nodePort: 30080 }] },
      ["spec.ports[0].nodePort: Forbidden: may not be used when `type` is 'ClusterIP'"],
    ],
    [
      'externalTrafficPolicy on a ClusterIP service',
      { externalTrafficPolicy: 'Local' },
      [
        'spec.externalTrafficPolicy: Invalid value: "Local": may only be set for externally-accessible services',
      ],
    ],
    [
      'an ExternalName without a name',
      { type: 'ExternalName', ports: [] },
      ['spec.externalName: Required value'],
    ],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validateService(service(spec), none))).toEqual(expected);
  });

  it('checks the name as a DNS-1035 label', () => {
    expect(messages(validateService(service({}, '1web'), none))[0]).toMatch(
      /^metadata\.name: Invalid value: "1web": a DNS-1035 label must consist of/,
    );
  });

  it('refuses changing a set clusterIP', () => {
    const svc = (ip: string): JsonObject => service({ clusterIP: ip, clusterIPs: [ip] });
    expect(messages(validateServiceUpdate(svc('10.0.0.2'), svc('10.0.0.1'), none))).toEqual([
      'spec.clusterIPs[0]: Invalid value: []string{"10.0.0.2"}: may not change once set',
    ]);
  });
});

describe('validateSecret and validateConfigMap', () => {
  it('requires the keys a Secret type needs', () => {
    expect(
      messages(
        validateSecret({
          ...meta('s', 'default'),
          type: 'kubernetes.io/tls',
          data: { 'tls.crt': 'YQ==' },
        }),
      ),
    ).toEqual(['data[tls.key]: Required value']);
  });

  it('counts stringData as data and refuses more than 1 MiB on data', () => {
    expect(
      messages(
        validateSecret({
          ...meta('s', 'default'),
          stringData: { big: 'x'.repeat(1024 * 1024 + 1) },
        }),
      ),
    ).toEqual(['data: Too long: may not be more than 1048576 bytes']);
  });

  it('refuses a dockerconfigjson that is not JSON', () => {
    expect(
      messages(
        validateSecret({
          ...meta('s', 'default'),
          type: 'kubernetes.io/dockerconfigjson',
          stringData: { '.dockerconfigjson': '{' },
        }),
      ),
    ).toEqual([
      'data[.dockerconfigjson]: Invalid value: "<secret contents redacted>": unexpected end of JSON input',
    ]);
  });

  it("refuses changing a Secret's type", () => {
    const s = (type: string): JsonObject => ({ ...meta('s', 'default'), type });
    expect(messages(validateSecretUpdate(s('Opaque'), s('kubernetes.io/basic-auth')))[0]).toBe(
      'type: Invalid value: "Opaque": field is immutable',
    );
  });

  it('refuses a key in both data and binaryData', () => {
    expect(
      messages(
        validateConfigMap({ ...meta('c', 'default'), data: { k: 'v' }, binaryData: { k: 'dg==' } }),
      ),
    ).toEqual(['data[k]: Invalid value: "k": duplicate of key present in binaryData']);
  });
});

describe('the other core kinds', () => {
  it('checks a Namespace name as a DNS label and allows no namespace', () => {
    expect(messages(validateNamespace({ metadata: { name: 'team.a', namespace: 'x' } }))).toEqual([
      'metadata.name: Invalid value: "team.a": must not contain dots',
      'metadata.namespace: Forbidden: not allowed on this type',
    ]);
  });

  it("requires a PVC's access modes and storage request", () => {
    expect(
      messages(
        validatePersistentVolumeClaim({ ...meta('c', 'default'), spec: { resources: {} } }, none),
      ),
    ).toEqual([
      'spec.accessModes: Required value: at least 1 access mode is required',
      'spec.resources[storage]: Required value',
    ]);
  });

  it('refuses shrinking a PVC', () => {
    const pvc = (size: string): JsonObject => ({
      ...meta('c', 'default'),
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: size } },
        volumeName: 'pv',
      },
      status: { phase: 'Bound' },
    });
    expect(messages(validatePersistentVolumeClaimUpdate(pvc('1Gi'), pvc('2Gi'), none))).toEqual([
      'spec.resources.requests.storage: Forbidden: field can not be less than previous value',
    ]);
  });

  it('refuses negative quota and an unknown LimitRange type', () => {
    expect(
      messages(
        validateResourceQuota({ ...meta('q', 'default'), spec: { hard: { pods: '-1' } } }, none),
      ),
    ).toEqual(['spec.hard[pods]: Invalid value: "-1": must be greater than or equal to 0']);
    expect(
      messages(
        validateLimitRange({ ...meta('l', 'default'), spec: { limits: [{ type: 'Node' }] } }, none),
      ),
    ).toEqual([
      'spec.limits[0].type: Unsupported value: "Node": supported values: "Container", "PersistentVolumeClaim", "Pod"',
    ]);
  });
});
