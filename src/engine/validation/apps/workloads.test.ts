import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages, podOptions } from '../core/testing.ts';
import { validateDaemonSet, validateDaemonSetUpdate } from './daemonSet.ts';
import { validateDeployment, validateDeploymentUpdate, validateReplicaSet } from './deployment.ts';
import { validateStatefulSet, validateStatefulSetUpdate } from './statefulSet.ts';

const template = (): JsonObject => ({
  metadata: { labels: { app: 'web' } },
  spec: {
    containers: [
      {
        name: 'app',
        image: 'nginx',
        imagePullPolicy: 'Always',
        terminationMessagePolicy: 'File',
        resources: {},
      },
    ],
    restartPolicy: 'Always',
    terminationGracePeriodSeconds: 30,
    dnsPolicy: 'ClusterFirst',
  },
});
// A Deployment; a field set to null in `spec` is left out.
const deployment = (spec: JsonObject = {}): JsonObject => {
  const merged: JsonObject = {
    replicas: 1,
    selector: { matchLabels: { app: 'web' } },
    template: template(),
    strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: '25%', maxSurge: '25%' } },
    revisionHistoryLimit: 10,
    progressDeadlineSeconds: 600,
    ...spec,
  };
  for (const [k, v] of Object.entries(merged)) if (v === null) delete merged[k];
  return { metadata: { name: 'web', namespace: 'default' }, spec: merged };
};

// Rows follow pkg/apis/apps/validation/validation_test.go (TestValidateDeployment, ...).
describe('validateDeployment', () => {
  it('accepts a defaulted deployment', () => {
    expect(messages(validateDeployment(deployment(), podOptions()))).toEqual([]);
  });

  it.each<[string, JsonObject, string[]]>([
    [
      'no selector',
      { selector: null },
      [
        'spec.selector: Required value',
        'spec.template.metadata.labels: Invalid value: map[string]string{"app":"web"}: `selector` does not match template `labels`',
      ],
    ],
    [
      'a selector that misses the template',
      { selector: { matchLabels: { app: 'db' } } },
      [
        'spec.template.metadata.labels: Invalid value: map[string]string{"app":"web"}: `selector` does not match template `labels`',
      ],
    ],
    [
      'an empty selector',
      { selector: {} },
      [
        'spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string(nil), MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: empty selector is invalid for deployment',
      ],
    ],
    [
      'negative replicas',
      { replicas: -1 },
      ['spec.replicas: Invalid value: -1: must be greater than or equal to 0'],
    ],
    [
      'maxSurge and maxUnavailable both 0',
      { strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 0 } } },
      [
        'spec.strategy.rollingUpdate.maxUnavailable: Invalid value: intstr.IntOrString{Type:0, IntVal:0, StrVal:""}: may not be 0 when `maxSurge` is 0',
      ],
    ],
    [
      'a Recreate strategy with rollingUpdate',
      { strategy: { type: 'Recreate', rollingUpdate: {} } },
      [
        "spec.strategy.rollingUpdate: Forbidden: may not be specified when strategy `type` is 'Recreate'",
      ],
    ],
    [
      'progressDeadlineSeconds not above minReadySeconds',
      { minReadySeconds: 600 },
      ['spec.progressDeadlineSeconds: Invalid value: 600: must be greater than minReadySeconds'],
    ],
  ])('refuses %s', (_name, spec, expected) => {
    const d = deployment(spec);
    expect(messages(validateDeployment(d, podOptions([], false)))).toEqual(expected);
  });

  it('refuses a pod template with restartPolicy Never', () => {
    const d = deployment();
    ((d['spec'] as JsonObject)['template'] as { spec: JsonObject }).spec['restartPolicy'] = 'Never';
    expect(messages(validateDeployment(d, podOptions([], false)))).toEqual([
      'spec.template.spec.restartPolicy: Unsupported value: "Never": supported values: "Always"',
    ]);
  });

  it('refuses changing the selector on update, printing it as Go does', () => {
    const d = deployment({
      selector: { matchLabels: { app: 'web', tier: 'x' } },
      template: { ...template(), metadata: { labels: { app: 'web', tier: 'x' } } },
    });
    expect(messages(validateDeploymentUpdate(d, deployment(), podOptions([], false)))).toEqual([
      'spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"app":"web", "tier":"x"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable',
    ]);
  });
});

describe('the other apps workloads', () => {
  it('says "deployment" in a ReplicaSet\'s empty-selector error, as upstream does', () => {
    const rs = deployment({ selector: {} });
    expect(messages(validateReplicaSet(rs, podOptions([], false)))[0]).toMatch(
      /empty selector is invalid for deployment$/,
    );
  });

  it("requires a StatefulSet's podManagementPolicy and updateStrategy", () => {
    expect(
      messages(validateStatefulSet(deployment({ strategy: null }), podOptions([], false))),
    ).toEqual(['spec.podManagementPolicy: Required value', 'spec.updateStrategy: Required value']);
  });

  it('refuses a StatefulSet update outside the updatable fields', () => {
    const sts = (serviceName: string): JsonObject =>
      deployment({
        strategy: null,
        podManagementPolicy: 'OrderedReady',
        updateStrategy: { type: 'RollingUpdate' },
        serviceName,
      });
    expect(messages(validateStatefulSetUpdate(sts('b'), sts('a'), podOptions([], false)))).toEqual([
      "spec: Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden",
    ]);
  });

  it('refuses a DaemonSet whose selector misses the template, and a changed selector', () => {
    const ds = (app: string): JsonObject =>
      deployment({
        strategy: null,
        updateStrategy: { type: 'OnDelete' },
        selector: { matchLabels: { app } },
      });
    expect(messages(validateDaemonSet(ds('db'), podOptions([], false)))).toEqual([
      'spec.template.metadata.labels: Invalid value: map[string]string{"app":"web"}: `selector` does not match template `labels`',
    ]);
    expect(
      messages(validateDaemonSetUpdate(ds('web'), ds('db'), podOptions([], false))).at(-1),
    ).toMatch(/^spec.selector: Invalid value: .*: field is immutable$/);
  });
});

// The %#v of the strategy structs in the messages of unknown strategy types.
describe('Go struct values in the strategy errors', () => {
  it('prints an unknown Deployment strategy as the dereferenced apps.DeploymentStrategy', () => {
    expect(
      messages(validateDeployment(deployment({ strategy: { type: 'BlueGreen' } }), podOptions())),
    ).toEqual([
      'spec.strategy: Unsupported value: apps.DeploymentStrategy{Type:"BlueGreen", RollingUpdate:(*apps.RollingUpdateDeployment)(nil)}: supported values: "Recreate", "RollingUpdate"',
    ]);
  });

  it('prints the StatefulSet update strategies, and notes a pointer it cannot print', () => {
    const sts = (updateStrategy: JsonObject): JsonObject =>
      deployment({ strategy: null, podManagementPolicy: 'OrderedReady', updateStrategy });
    expect(messages(validateStatefulSet(sts({ type: 'Canary' }), podOptions([], false)))).toEqual([
      "spec.updateStrategy: Invalid value: apps.StatefulSetUpdateStrategy{Type:\"Canary\", RollingUpdate:(*apps.RollingUpdateStatefulSetStrategy)(nil)}: must be 'RollingUpdate' or 'OnDelete'",
    ]);
    const notes: string[] = [];
    expect(
      messages(
        validateStatefulSet(
          sts({ type: 'OnDelete', rollingUpdate: { partition: 2, maxUnavailable: 1 } }),
          podOptions(notes, false),
        ),
      ),
    ).toEqual([
      "spec.updateStrategy.rollingUpdate: Invalid value: apps.RollingUpdateStatefulSetStrategy{Partition:2, MaxUnavailable:(*intstr.IntOrString)(0xc000000000)}: only allowed for updateStrategy 'RollingUpdate'",
    ]);
    expect(notes).toEqual([
      "the address Go prints for a *intstr.IntOrString in a field error's value",
    ]);
  });
});
