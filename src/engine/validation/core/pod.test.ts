import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { validatePodCreate, validatePodUpdate } from './pod.ts';
import { messages, podOptions, validPod } from './testing.ts';

type Spec = JsonObject & { containers: JsonObject[] };
const spec = (pod: JsonObject): Spec => pod['spec'] as Spec;
const container = (pod: JsonObject, i = 0): JsonObject => spec(pod).containers[i] as JsonObject;
const create = (change: (pod: JsonObject) => void): string[] => {
  const pod = validPod();
  change(pod);
  return messages(validatePodCreate(pod, podOptions()));
};

// Rows follow pkg/apis/core/validation/validation_test.go (TestValidateContainers,
// TestValidatePodSpec, TestValidateTolerations, TestValidateEnv ...), with 1.32's messages.
describe('validatePodCreate', () => {
  it('accepts a defaulted pod', () => {
    expect(create(() => undefined)).toEqual([]);
  });

  it('prints a contradictory securityContext as the %#v of its pointers', () => {
    const notes: string[] = [];
    const pod = validPod();
    container(pod)['securityContext'] = { privileged: true, allowPrivilegeEscalation: false };
    expect(messages(validatePodCreate(pod, podOptions(notes)))).toEqual([
      'spec.containers[0].securityContext: Invalid value: core.SecurityContext{Capabilities:(*core.Capabilities)(nil), Privileged:(*bool)(0xc000000000), SELinuxOptions:(*core.SELinuxOptions)(nil), WindowsOptions:(*core.WindowsSecurityContextOptions)(nil), RunAsUser:(*int64)(nil), RunAsGroup:(*int64)(nil), RunAsNonRoot:(*bool)(nil), ReadOnlyRootFilesystem:(*bool)(nil), AllowPrivilegeEscalation:(*bool)(0xc000000000), ProcMount:(*core.ProcMountType)(nil), SeccompProfile:(*core.SeccompProfile)(nil), AppArmorProfile:(*core.AppArmorProfile)(nil)}: cannot set `allowPrivilegeEscalation` to false and `privileged` to true',
    ]);
    expect(notes).toContain("the address Go prints for a *bool in a field error's value");
  });

  it('prints a seccomp profile with a stray localhostProfile as its %#v', () => {
    const pod = validPod();
    spec(pod)['securityContext'] = {
      seccompProfile: { type: 'RuntimeDefault', localhostProfile: 'p.json' },
    };
    expect(messages(validatePodCreate(pod, podOptions()))).toEqual([
      'spec.securityContext.seccompProfile.localhostProfile: Invalid value: core.SeccompProfile{Type:"RuntimeDefault", LocalhostProfile:(*string)(0xc000000000)}: can only be set when seccomp type is Localhost',
    ]);
  });

  it.each<[string, (pod: JsonObject) => void, string[]]>([
    [
      'an unknown imagePullPolicy',
      (p) => (container(p)['imagePullPolicy'] = 'Allways'),
      [
        'spec.containers[0].imagePullPolicy: Unsupported value: "Allways": supported values: "Always", "IfNotPresent", "Never"',
      ],
    ],
    [
      'an empty image',
      (p) => (container(p)['image'] = ''),
      ['spec.containers[0].image: Required value'],
    ],
    [
      'an image with surrounding spaces',
      (p) => (container(p)['image'] = ' nginx '),
      [
        'spec.containers[0].image: Invalid value: " nginx ": must not have leading or trailing whitespace',
      ],
    ],
    ['no containers', (p) => (spec(p).containers = []), ['spec.containers: Required value']],
    [
      'an upper-case container name',
      (p) => (container(p)['name'] = 'App'),
      [
        "spec.containers[0].name: Invalid value: \"App\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
      ],
    ],
    [
      'two containers with one name',
      (p) => spec(p).containers.push({ ...container(p) }),
      ['spec.containers[1].name: Duplicate value: "app"'],
    ],
    [
      'an init container named like a container',
      (p) => (spec(p)['initContainers'] = [{ ...container(p) }]),
      ['spec.initContainers[0].name: Duplicate value: "app"'],
    ],
    [
      'a probe on a plain init container',
      (p) =>
        (spec(p)['initContainers'] = [
          {
            ...container(p),
            name: 'init',
            readinessProbe: {
              exec: { command: ['true'] },
              timeoutSeconds: 1,
              periodSeconds: 10,
              successThreshold: 1,
              failureThreshold: 3,
            },
          },
        ]),
      [
        'spec.initContainers[0].readinessProbe: Forbidden: may not be set for init containers without restartPolicy=Always',
      ],
    ],
    [
      'an unknown terminationMessagePolicy',
      (p) => (container(p)['terminationMessagePolicy'] = 'Log'),
      [
        'spec.containers[0].terminationMessagePolicy: Unsupported value: "Log": supported values: "File", "FallbackToLogsOnError"',
      ],
    ],
    [
      'a port without a number',
      (p) => (container(p)['ports'] = [{ protocol: 'TCP' }]),
      ['spec.containers[0].ports[0].containerPort: Required value'],
    ],
    [
      'a port out of range',
      (p) => (container(p)['ports'] = [{ containerPort: 65536, protocol: 'TCP' }]),
      [
        'spec.containers[0].ports[0].containerPort: Invalid value: 65536: must be between 1 and 65535, inclusive',
      ],
    ],
    [
      'an unknown protocol',
      (p) => (container(p)['ports'] = [{ containerPort: 80, protocol: 'tcp' }]),
      [
        'spec.containers[0].ports[0].protocol: Unsupported value: "tcp": supported values: "SCTP", "TCP", "UDP"',
      ],
    ],
    [
      'a port name without letters',
      (p) => (container(p)['ports'] = [{ name: '80', containerPort: 80, protocol: 'TCP' }]),
      [
        'spec.containers[0].ports[0].name: Invalid value: "80": must contain at least one letter (a-z)',
      ],
    ],
    [
      'a host port used twice',
      (p) =>
        (container(p)['ports'] = [
          { containerPort: 80, hostPort: 8080, protocol: 'TCP' },
          { containerPort: 81, hostPort: 8080, protocol: 'TCP' },
        ]),
      ['spec.containers[0].ports[1].hostPort: Duplicate value: "TCP//8080"'],
    ],
    [
      'an env var without a name',
      (p) => (container(p)['env'] = [{ value: 'x' }]),
      ['spec.containers[0].env[0].name: Required value'],
    ],
    [
      'an env var with two sources',
      (p) =>
        (container(p)['env'] = [
          {
            name: 'A',
            valueFrom: {
              configMapKeyRef: { name: 'c', key: 'k' },
              secretKeyRef: { name: 's', key: 'k' },
            },
          },
        ]),
      [
        'spec.containers[0].env[0].valueFrom: Invalid value: "": may not have more than one field specified at a time',
      ],
    ],
    [
      'an env fieldRef to an unknown field',
      (p) =>
        (container(p)['env'] = [
          { name: 'A', valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: 'spec.hostname' } } },
        ]),
      [
        'spec.containers[0].env[0].valueFrom.fieldRef.fieldPath: Unsupported value: "spec.hostname": supported values: "metadata.name", "metadata.namespace", "metadata.uid", "spec.nodeName", "spec.serviceAccountName", "status.hostIP", "status.hostIPs", "status.podIP", "status.podIPs"',
      ],
    ],
    [
      'a mount of an unknown volume',
      (p) => (container(p)['volumeMounts'] = [{ name: 'data', mountPath: '/data' }]),
      ['spec.containers[0].volumeMounts[0].name: Not found: "data"'],
    ],
    [
      'a volume without a source',
      (p) => (spec(p)['volumes'] = [{ name: 'data' }]),
      ['spec.volumes[0]: Required value: must specify a volume type'],
    ],
    [
      'a volume with two sources',
      (p) => (spec(p)['volumes'] = [{ name: 'data', emptyDir: {}, secret: { secretName: 's' } }]),
      ['spec.volumes[0].secret: Forbidden: may not specify more than 1 volume type'],
    ],
    [
      'a hostPath with backsteps',
      (p) => (spec(p)['volumes'] = [{ name: 'data', hostPath: { path: '/var/../etc' } }]),
      ['spec.volumes[0].hostPath.path: Invalid value: "/var/../etc": must not contain \'..\''],
    ],
    [
      'a request above its limit',
      (p) => (container(p)['resources'] = { limits: { cpu: '1' }, requests: { cpu: '2' } }),
      [
        'spec.containers[0].resources.requests: Invalid value: "2": must be less than or equal to cpu limit of 1',
      ],
    ],
    [
      'a negative memory request',
      (p) => (container(p)['resources'] = { requests: { memory: '-1Gi' } }),
      [
        'spec.containers[0].resources.requests[memory]: Invalid value: "-1Gi": must be greater than or equal to 0',
      ],
    ],
    [
      'an unqualified extended resource',
      (p) => (container(p)['resources'] = { limits: { gpu: '1' } }),
      [
        'spec.containers[0].resources.limits[gpu]: Invalid value: "gpu": must be a standard resource type or fully qualified',
        'spec.containers[0].resources.limits[gpu]: Invalid value: "gpu": must be a standard resource for containers',
      ],
    ],
    [
      'a negative runAsUser',
      (p) => (container(p)['securityContext'] = { runAsUser: -1 }),
      [
        'spec.containers[0].securityContext.runAsUser: Invalid value: -1: must be between 0 and 2147483647, inclusive',
      ],
    ],
    [
      'a seccomp profile without a type',
      (p) => (spec(p)['securityContext'] = { seccompProfile: {} }),
      [
        'spec.securityContext.seccompProfile.type: Required value: type is required when seccompProfile is set',
      ],
    ],
    [
      'a toleration with a value and Exists',
      (p) => (spec(p)['tolerations'] = [{ key: 'k', operator: 'Exists', value: 'v' }]),
      [
        'spec.tolerations[0].operator: Invalid value: "v": value must be empty when `operator` is \'Exists\'',
      ],
    ],
    [
      'tolerationSeconds without NoExecute',
      (p) =>
        (spec(p)['tolerations'] = [
          { key: 'k', operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 5 },
        ]),
      [
        'spec.tolerations[0].effect: Invalid value: "NoSchedule": effect must be \'NoExecute\' when `tolerationSeconds` is set',
      ],
    ],
    [
      'an unknown restartPolicy',
      (p) => (spec(p)['restartPolicy'] = 'Sometimes'),
      [
        'spec.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never"',
      ],
    ],
    [
      'dnsPolicy None without dnsConfig',
      (p) => (spec(p)['dnsPolicy'] = 'None'),
      ['spec.dnsConfig: Required value: must provide `dnsConfig` when `dnsPolicy` is None'],
    ],
    [
      'a nameserver that is not an IP',
      (p) => (spec(p)['dnsConfig'] = { nameservers: ['dns.local'] }),
      [
        'spec.dnsConfig.nameservers[0]: Invalid value: "dns.local": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
      ],
    ],
    [
      'a node affinity weight of 0',
      (p) =>
        (spec(p)['affinity'] = {
          nodeAffinity: {
            preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 0, preference: {} }],
          },
        }),
      [
        'spec.affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].weight: Invalid value: 0: must be in the range 1-100',
      ],
    ],
    [
      'a pod affinity term without topologyKey',
      (p) =>
        (spec(p)['affinity'] = {
          podAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: [
              { labelSelector: { matchLabels: { app: 'db' } } },
            ],
          },
        }),
      [
        'spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey: Required value: can not be empty',
        'spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey: Invalid value: "": name part must be non-empty',
        "spec.affinity.podAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].topologyKey: Invalid value: \"\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
      ],
    ],
    [
      'a liveness probe with successThreshold 2',
      (p) =>
        (container(p)['livenessProbe'] = {
          httpGet: { path: '/', port: 80, scheme: 'HTTP' },
          timeoutSeconds: 1,
          periodSeconds: 10,
          successThreshold: 2,
          failureThreshold: 3,
        }),
      ['spec.containers[0].livenessProbe.successThreshold: Invalid value: 2: must be 1'],
    ],
    [
      'a probe without a handler',
      (p) =>
        (container(p)['readinessProbe'] = {
          timeoutSeconds: 1,
          periodSeconds: 10,
          successThreshold: 1,
          failureThreshold: 3,
        }),
      ['spec.containers[0].readinessProbe: Required value: must specify a handler type'],
    ],
    [
      'ephemeral containers on create',
      (p) =>
        (spec(p)['ephemeralContainers'] = [
          {
            name: 'debug',
            image: 'busybox',
            imagePullPolicy: 'Always',
            terminationMessagePolicy: 'File',
          },
        ]),
      ['spec.ephemeralContainers: Forbidden: cannot be set on create'],
    ],
    [
      'a topology spread constraint with maxSkew 0',
      (p) =>
        (spec(p)['topologySpreadConstraints'] = [
          {
            maxSkew: 0,
            topologyKey: 'zone',
            whenUnsatisfiable: 'DoNotSchedule',
            labelSelector: { matchLabels: { app: 'web' } },
          },
        ]),
      ['spec.topologySpreadConstraints[0].maxSkew: Invalid value: 0: must be greater than zero'],
    ],
    [
      'a repeated topology spread constraint',
      (p) =>
        (spec(p)['topologySpreadConstraints'] = [
          { maxSkew: 1, topologyKey: 'zone', whenUnsatisfiable: 'ScheduleAnyway' },
          { maxSkew: 2, topologyKey: 'zone', whenUnsatisfiable: 'ScheduleAnyway' },
        ]),
      [
        'spec.topologySpreadConstraints[0].{topologyKey, whenUnsatisfiable}: Duplicate value: "{zone, ScheduleAnyway}"',
      ],
    ],
    [
      'no terminationGracePeriodSeconds',
      (p) => delete spec(p)['terminationGracePeriodSeconds'],
      ['spec.terminationGracePeriodSeconds: Required value'],
    ],
    [
      'a pod without a name',
      (p) => delete (p['metadata'] as JsonObject)['name'],
      ['metadata.name: Required value: name or generateName is required'],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(create(change)).toEqual(expected);
  });
});

describe('validatePodUpdate', () => {
  const update = (change: (pod: JsonObject) => void): string[] => {
    const old = validPod();
    const pod = validPod();
    change(pod);
    return messages(validatePodUpdate(pod, old, podOptions()));
  };

  it('lets an update change a container image', () => {
    expect(update((p) => (container(p)['image'] = 'nginx:1.28'))).toEqual([]);
  });

  it('refuses adding a container', () => {
    expect(update((p) => spec(p).containers.push({ ...container(p), name: 'two' }))).toEqual([
      'spec.containers: Forbidden: pod updates may not add or remove containers',
    ]);
  });

  it('refuses a change to other spec fields, naming what may change', () => {
    const [msg] = update((p) => (spec(p)['restartPolicy'] = 'Never'));
    expect(msg).toMatch(
      /^spec: Forbidden: pod updates may not change fields other than `spec.containers\[\*\].image`,`spec.initContainers\[\*\].image`,`spec.activeDeadlineSeconds`,`spec.tolerations` \(only additions to existing tolerations\),`spec.terminationGracePeriodSeconds` \(allow it to be set to 1 if it was previously negative\)\n/,
    );
  });

  it('refuses renaming the pod', () => {
    expect(update((p) => ((p['metadata'] as JsonObject)['name'] = 'other'))).toEqual([
      'metadata.name: Invalid value: "other": field is immutable',
    ]);
  });
});
