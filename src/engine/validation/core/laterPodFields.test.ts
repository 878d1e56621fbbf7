import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { validatePodCreate } from './pod.ts';
import { podValidationOptions } from './options.ts';
import { validPod } from './testing.ts';
import { validatePodStatusUpdate } from './podStatus.ts';

// The checks of the pod fields 1.34 adds (env fileKeyRef, container restartPolicyRules,
// hostnameOverride) and 1.36's resize-policy rule, each at the versions around its gate. Rows follow
// master's validation_test.go cases (TestValidateEnv, TestValidateContainers, TestValidatePodSpec).

type Change = (spec: JsonObject, ctr: JsonObject) => void;

function check(
  version: KubernetesVersion,
  change: Change,
  gates: Record<string, boolean> = {},
  oldSpec?: JsonObject,
): string[] {
  const pod = validPod();
  const spec = pod['spec'] as JsonObject;
  change(spec, (spec['containers'] as JsonObject[])[0] as JsonObject);
  const opts = podValidationOptions(version, true, gates, () => undefined, false, oldSpec);
  return validatePodCreate(pod, opts).map((e) => fieldErrorString(e, version));
}

const fileKeyRef = (ref: JsonObject, volume: JsonObject = { emptyDir: {} }): Change => {
  return (spec, ctr) => {
    ctr['env'] = [{ name: 'E', valueFrom: { fileKeyRef: ref } }];
    spec['volumes'] = [{ name: 'cfg', ...volume }];
  };
};
const okRef = { volumeName: 'cfg', path: 'app.env', key: 'K', optional: false };
const E = 'spec.containers[0].env[0].valueFrom';

describe('env valueFrom.fileKeyRef (validateFileKeySelector, validateFileKeyRefVolumes)', () => {
  it.each<[string, Change, string[]]>([
    ['an emptyDir file', fileKeyRef(okRef), []],
    [
      'empty key, volumeName and path',
      fileKeyRef({ volumeName: '', path: '', key: '' }),
      [
        `${E}.fileKeyRef.key: Required value`,
        `${E}.fileKeyRef.volumeName: Required value`,
        `${E}.fileKeyRef.path: Required value`,
        `${E}.fileKeyRef.volumeName: Not found: ""`,
      ],
    ],
    [
      'a key with "=", a volume name that is no DNS label, a path with ".."',
      fileKeyRef({ volumeName: 'Cfg', path: '../app.env', key: 'A=B' }),
      [
        `${E}.fileKeyRef.key: Invalid value: "A=B": a valid environment variable name must consist only of printable ASCII characters other than '='`,
        `${E}.fileKeyRef.volumeName: Invalid value: "Cfg": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')`,
        `${E}.fileKeyRef.path: Invalid value: "../app.env": must not contain '..'`,
        `${E}.fileKeyRef.volumeName: Not found: "Cfg"`,
      ],
    ],
    [
      'a volume that is no emptyDir',
      fileKeyRef(okRef, { configMap: { name: 'c', defaultMode: 420 } }),
      [
        `${E}.fileKeyRef.volumeName: Invalid value: "cfg": referenced volume must be of type emptyDir`,
      ],
    ],
    [
      'fileKeyRef beside a value',
      (spec, ctr) => {
        fileKeyRef(okRef)(spec, ctr);
        ((ctr['env'] as JsonObject[])[0] as JsonObject)['value'] = 'x';
      },
      [`${E}: Invalid value: "": may not be specified when \`value\` is not empty`],
    ],
  ])('at 1.35: %s', (_name, change, want) => {
    expect(check('1.35', change)).toEqual(want);
  });

  const noSource: Change = (_spec, ctr) => (ctr['env'] = [{ name: 'E', valueFrom: {} }]);
  const withFiles = `${E}: Invalid value: "": must specify one of: \`fieldRef\`, \`resourceFieldRef\`, \`configMapKeyRef\`, \`secretKeyRef\` or \`fileKeyRef\``;
  const without = `${E}: Invalid value: "": must specify one of: \`fieldRef\`, \`resourceFieldRef\`, \`configMapKeyRef\` or \`secretKeyRef\``;

  it('names fileKeyRef among the sources where EnvFiles is on (1.35+), not before', () => {
    expect(check('1.35', noSource)).toEqual([withFiles]);
    expect(check('1.34', noSource)).toEqual([without]);
    expect(check('1.34', noSource, { EnvFiles: true })).toEqual([withFiles]);
    expect(check('1.35', noSource, { EnvFiles: false })).toEqual([without]);
  });

  it('names it with the gate off when the old spec uses a fileKeyRef (useAllowEnvFilesValidation)', () => {
    const old = {
      containers: [{ name: 'app', env: [{ name: 'E', valueFrom: { fileKeyRef: okRef } }] }],
    };
    expect(check('1.34', noSource, {}, old)).toEqual([withFiles]);
  });
});

const C = 'spec.containers[0]';
const rule = (action = 'Restart', operator = 'In'): JsonObject => ({
  action,
  exitCodes: { operator, values: [42] },
});
const regular =
  (policy: string | undefined, rules?: JsonObject[]): Change =>
  (_spec, ctr) => {
    if (policy !== undefined) ctr['restartPolicy'] = policy;
    if (rules !== undefined) ctr['restartPolicyRules'] = rules;
  };
const init =
  (extra: JsonObject): Change =>
  (spec) => {
    spec['initContainers'] = [
      {
        name: 'init',
        image: 'busybox',
        imagePullPolicy: 'IfNotPresent',
        terminationMessagePolicy: 'File',
        ...extra,
      },
    ];
  };

describe('container restartPolicy and restartPolicyRules (validateContainerRestartPolicy)', () => {
  it('forbids a regular container restartPolicy before ContainerRestartRules (1.33)', () => {
    expect(check('1.33', regular('Never'))).toEqual([
      `${C}.restartPolicy: Forbidden: may not be set for non-init containers`,
    ]);
  });

  it.each<[string, Change, string[]]>([
    ['a policy with a rule', regular('Never', [rule()]), []],
    [
      'rules without a policy',
      regular(undefined, [rule()]),
      [
        `${C}.restartPolicy: Required value: must specify restartPolicy when restart rules are used`,
      ],
    ],
    [
      'an unknown policy',
      regular('Sometimes'),
      [
        `${C}.restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "Never", "OnFailure"`,
      ],
    ],
    [
      'the RestartAllContainers action before its gate',
      regular('Never', [rule('RestartAllContainers')]),
      [
        `${C}.restartPolicyRules[0].action: Unsupported value: "RestartAllContainers": supported values: "Restart"`,
      ],
    ],
    [
      'an unknown operator and a rule without exitCodes',
      regular('Never', [rule('Restart', 'Is'), { action: 'Restart' }]),
      [
        `${C}.restartPolicyRules[0].exitCodes.operator: Unsupported value: "Is": supported values: "In", "NotIn"`,
        `${C}.restartPolicyRules[1].exitCodes: Required value: must be specified`,
      ],
    ],
    [
      '21 rules',
      regular(
        'Never',
        Array.from({ length: 21 }, () => rule()),
      ),
      [`${C}.restartPolicyRules: Too many: 21: must have at most 20 items`],
    ],
    [
      '256 exit codes',
      regular('Never', [
        {
          action: 'Restart',
          exitCodes: { operator: 'In', values: Array.from({ length: 256 }, (_, i) => i) },
        },
      ]),
      [`${C}.restartPolicyRules[0].exitCodes.values: Too many: 256: must have at most 255 items`],
    ],
  ])('at 1.35: %s', (_name, change, want) => {
    expect(check('1.35', change)).toEqual(want);
  });

  it('accepts the RestartAllContainers action from 1.36 (RestartAllContainersOnContainerExits)', () => {
    expect(check('1.36', regular('Never', [rule('RestartAllContainers')]))).toEqual([]);
    expect(
      check('1.35', regular('Never', [rule('RestartAllContainers')]), {
        RestartAllContainersOnContainerExits: true,
      }),
    ).toEqual([]);
  });

  it('lets an init container restart OnFailure from 1.35, only Always before', () => {
    const onFailure = init({ restartPolicy: 'OnFailure', restartPolicyRules: [rule()] });
    expect(check('1.35', onFailure)).toEqual([]);
    expect(check('1.33', init({ restartPolicy: 'OnFailure' }))).toEqual([
      'spec.initContainers[0].restartPolicy: Unsupported value: "OnFailure": supported values: "Always"',
    ]);
  });

  it('refuses rules on a sidecar until RestartAllContainersOnContainerExits (1.36)', () => {
    const sidecar = init({ restartPolicy: 'Always', restartPolicyRules: [rule()] });
    expect(check('1.35', sidecar)).toEqual([
      'spec.initContainers[0].restartPolicyRules: Forbidden: restartPolicyRules are not allowed for init containers with restart policy Always',
    ]);
    expect(check('1.36', sidecar)).toEqual([]);
  });
});

describe('init containers resizePolicy', () => {
  const restartContainer = init({
    resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }],
  });

  it('refuses any resizePolicy on an init container at 1.32, allows it from 1.33 (InPlacePodVerticalScaling)', () => {
    expect(check('1.32', restartContainer)).toEqual([
      'spec.initContainers[0].resizePolicy: Invalid value: []core.ContainerResizePolicy{core.ContainerResizePolicy{ResourceName:"cpu", RestartPolicy:"RestartContainer"}}: must not be set for init containers',
    ]);
    expect(check('1.35', restartContainer)).toEqual([]);
  });

  it('refuses RestartContainer on a non-sidecar init container from 1.36 (kubernetes#137458)', () => {
    expect(check('1.36', restartContainer)).toEqual([
      `spec.initContainers[0].resizePolicy[0].restartPolicy: Invalid value: "RestartContainer": must not be set to 'RestartContainer' for non-sidecar initContainers`,
    ]);
    const sidecar = init({
      restartPolicy: 'Always',
      resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }],
    });
    expect(check('1.36', sidecar)).toEqual([]);
  });

  it('keeps allowing it on update when the old spec already had one', () => {
    const old = {
      initContainers: [
        {
          name: 'init',
          resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }],
        },
      ],
    };
    expect(check('1.36', restartContainer, {}, old)).toEqual([]);
  });
});

describe('spec.hostnameOverride (validatePodHostName)', () => {
  const H = 'spec.hostnameOverride';
  const override =
    (value: string, extra: JsonObject = {}): Change =>
    (spec) => {
      spec['hostnameOverride'] = value;
      Object.assign(spec, extra);
    };
  it.each<[string, Change, string[]]>([
    ['a DNS subdomain', override('db-0.example'), []],
    [
      'with setHostnameAsFQDN and hostNetwork',
      override('db-0', { setHostnameAsFQDN: true, hostNetwork: true }),
      [
        `${H}: Forbidden: may not be specified when setHostnameAsFQDN is true`,
        `${H}: Forbidden: may not be specified when hostNetwork is true`,
      ],
    ],
    ['65 bytes', override('a'.repeat(65)), [`${H}: Too long: may not be more than 64 bytes`]],
    [
      'no DNS subdomain',
      override('DB_0'),
      [
        `${H}: Invalid value: "DB_0": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
      ],
    ],
  ])('at 1.35: %s', (_name, change, want) => {
    expect(check('1.35', change)).toEqual(want);
  });
});

describe('pods/status transitions with container restart policies (ContainerShouldRestart)', () => {
  const statusPod = (policy: JsonObject, state: JsonObject): JsonObject => {
    const pod = validPod();
    const spec = pod['spec'] as JsonObject;
    spec['restartPolicy'] = 'Never';
    Object.assign((spec['containers'] as JsonObject[])[0] as JsonObject, policy);
    pod['status'] = { qosClass: 'BestEffort', containerStatuses: [{ name: 'app', state }] };
    return pod;
  };
  const exited = (exitCode: number): JsonObject => ({ terminated: { exitCode } });
  const transition = (version: KubernetesVersion, policy: JsonObject, exitCode: number) => {
    const old = statusPod(policy, exited(exitCode));
    const now = statusPod(policy, { running: {} });
    const opts = podValidationOptions(
      version,
      true,
      {},
      () => undefined,
      true,
      old['spec'] as JsonObject,
    );
    return validatePodStatusUpdate(now, old, () => undefined, false, opts).map((e) =>
      fieldErrorString(e, version),
    );
  };
  const refused =
    'status.containerStatuses[0].state: Forbidden: may not be transitioned to non-terminated state';
  const rules = {
    restartPolicy: 'Never',
    restartPolicyRules: [{ action: 'Restart', exitCodes: { operator: 'In', values: [42] } }],
  };

  it('lets a container whose own policy is OnFailure run again after a failure in a Never pod', () => {
    expect(transition('1.35', { restartPolicy: 'OnFailure' }, 1)).toEqual([]);
    expect(transition('1.35', { restartPolicy: 'OnFailure' }, 0)).toEqual([refused]);
  });

  it('follows the first matching rule, else the container policy', () => {
    expect(transition('1.35', rules, 42)).toEqual([]);
    expect(transition('1.35', rules, 1)).toEqual([refused]);
  });

  it("keeps the pod's policy alone where the container has none", () => {
    expect(transition('1.35', {}, 1)).toEqual([refused]);
  });

  it('lets every container run again when one has a RestartAllContainers rule (1.36+)', () => {
    const all = {
      restartPolicy: 'Never',
      restartPolicyRules: [
        { action: 'RestartAllContainers', exitCodes: { operator: 'In', values: [7] } },
      ],
    };
    expect(transition('1.36', all, 1)).toEqual([]);
  });
});
