// Checks the transcribed Go struct orders against literals read off k8s.io/api and apimachinery
// types.go (release-1.32), and that every struct a field names is transcribed.

import { describe, expect, it } from 'vitest';
import { fieldOrder, type GoType, goTypeSource, parseGoType, structFields } from './goTypes.ts';

describe('goTypes', () => {
  it.each([
    ['TypeMeta', ['kind', 'apiVersion']],
    [
      'ObjectMeta',
      [
        'name',
        'generateName',
        'namespace',
        'selfLink',
        'uid',
        'resourceVersion',
        'generation',
        'creationTimestamp',
        'deletionTimestamp',
        'deletionGracePeriodSeconds',
        'labels',
        'annotations',
        'ownerReferences',
        'finalizers',
        'managedFields',
      ],
    ],
    ['Pod', ['kind', 'apiVersion', 'metadata', 'spec', 'status']],
    [
      'Container',
      [
        'name',
        'image',
        'command',
        'args',
        'workingDir',
        'ports',
        'envFrom',
        'env',
        'resources',
        'resizePolicy',
        'restartPolicy',
        'volumeMounts',
        'volumeDevices',
        'livenessProbe',
        'readinessProbe',
        'startupProbe',
        'lifecycle',
        'terminationMessagePath',
        'terminationMessagePolicy',
        'imagePullPolicy',
        'securityContext',
        'stdin',
        'stdinOnce',
        'tty',
      ],
    ],
    [
      'VolumeMount',
      [
        'name',
        'readOnly',
        'recursiveReadOnly',
        'mountPath',
        'subPath',
        'mountPropagation',
        'subPathExpr',
      ],
    ],
    [
      'Probe',
      [
        'exec',
        'httpGet',
        'tcpSocket',
        'grpc',
        'initialDelaySeconds',
        'timeoutSeconds',
        'periodSeconds',
        'successThreshold',
        'failureThreshold',
        'terminationGracePeriodSeconds',
      ],
    ],
    ['Toleration', ['key', 'operator', 'value', 'effect', 'tolerationSeconds']],
    ['ServicePort', ['name', 'protocol', 'appProtocol', 'port', 'targetPort', 'nodePort']],
    ['Secret', ['kind', 'apiVersion', 'metadata', 'immutable', 'data', 'stringData', 'type']],
    [
      'DeploymentSpec',
      [
        'replicas',
        'selector',
        'template',
        'strategy',
        'minReadySeconds',
        'revisionHistoryLimit',
        'paused',
        'progressDeadlineSeconds',
      ],
    ],
    ['PolicyRule', ['verbs', 'apiGroups', 'resources', 'resourceNames', 'nonResourceURLs']],
  ])('orders %s as Go declares it', (name, expected) => {
    expect(fieldOrder(name)).toEqual(expected);
  });

  it('puts the PodSpec fields a defaulted pod shows in Go order', () => {
    const order = fieldOrder('PodSpec');
    const shown = [
      'volumes',
      'containers',
      'restartPolicy',
      'terminationGracePeriodSeconds',
      'dnsPolicy',
      'serviceAccountName',
      'serviceAccount',
      'securityContext',
      'schedulerName',
      'tolerations',
      'priority',
      'enableServiceLinks',
      'preemptionPolicy',
    ];
    const positions = shown.map((f) => order.indexOf(f));
    expect(positions).toEqual(positions.toSorted((a, b) => a - b));
    expect(positions).not.toContain(-1);
    expect(order).toHaveLength(40);
  });

  it('inlines EphemeralContainerCommon as the Container fields plus targetContainerName', () => {
    expect(fieldOrder('EphemeralContainer')).toEqual([
      ...fieldOrder('Container'),
      'targetContainerName',
    ]);
  });

  it.each([
    ['Container', 'name', true],
    ['Container', 'image', false],
    ['PodSpec', 'containers', true],
    ['ProjectedVolumeSource', 'sources', true],
    ['TypedLocalObjectReference', 'apiGroup', true],
    ['PodFailurePolicyRule', 'onExitCodes', true],
    ['ResourceFieldSelector', 'divisor', false],
  ])('marks %s.%s always written: %s', (struct, field, always) => {
    expect(structFields(struct)?.find((f) => f.json === field)?.always).toBe(always);
  });

  it('parses type expressions', () => {
    expect(parseGoType('[]*Probe')).toEqual({
      kind: 'slice',
      elem: { kind: 'ptr', elem: { kind: 'struct', name: 'Probe' } },
    });
    expect(parseGoType('{}q')).toEqual({ kind: 'map', elem: { kind: 'leaf', leaf: 'q' } });
  });

  it('resolves every struct a field names', () => {
    const base = (t: GoType): GoType =>
      t.kind === 'ptr' || t.kind === 'slice' || t.kind === 'map' ? base(t.elem) : t;
    const missing = Object.keys(goTypeSource).flatMap((name) =>
      (structFields(name) ?? []).flatMap((f) => {
        const t = base(f.type);
        return t.kind === 'struct' && structFields(t.name) === undefined
          ? [`${name}.${f.json}: ${t.name}`]
          : [];
      }),
    );
    expect(missing).toEqual([]);
  });
});
