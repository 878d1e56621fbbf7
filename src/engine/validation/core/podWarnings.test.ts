import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { dnsLabelNameWarning, podSpecWarnings } from './podWarnings.ts';

// Rows follow pkg/api/pod/warnings_test.go (TestWarnings), for a Pod and for a template.
describe('podSpecWarnings', () => {
  const container = (extra: JsonObject = {}): JsonObject => ({ name: 'c', image: 'i', ...extra });
  it.each<[string, JsonObject, JsonObject, string[]]>([
    [
      'a deprecated node label',
      { nodeSelector: { 'beta.kubernetes.io/arch': 'amd64' }, containers: [container()] },
      {},
      [
        'spec.nodeSelector[beta.kubernetes.io/arch]: deprecated since v1.14; use "kubernetes.io/arch" instead',
      ],
    ],
    [
      'a deprecated annotation',
      { containers: [container()] },
      { annotations: { 'scheduler.alpha.kubernetes.io/critical-pod': '' } },
      [
        'metadata.annotations[scheduler.alpha.kubernetes.io/critical-pod]: non-functional in v1.16+; use the "priorityClassName" field instead',
      ],
    ],
    [
      'a gitRepo volume',
      { volumes: [{ name: 'v', gitRepo: { repository: 'r' } }], containers: [container()] },
      {},
      ['spec.volumes[0].gitRepo: deprecated in v1.11'],
    ],
    [
      'duplicate pull secrets and an empty one',
      { imagePullSecrets: [{ name: 'a' }, { name: 'a' }, {}], containers: [container()] },
      {},
      [
        'spec.imagePullSecrets[1].name: duplicate name "a"',
        'spec.imagePullSecrets[2].name: invalid empty name ""',
      ],
    ],
    [
      'a fractional memory limit',
      { containers: [container({ resources: { limits: { memory: '1.5' } } })] },
      {},
      [
        'spec.containers[0].resources.limits[memory]: fractional byte value "1500m" is invalid, must be an integer',
      ],
    ],
    [
      'an env var defined twice',
      {
        containers: [
          container({
            env: [
              { name: 'A', value: 'a' },
              { name: 'A', value: '$(A)b' },
              { name: 'A', value: 'c' },
            ],
          }),
        ],
      },
      {},
      [
        'spec.containers[0].env[2]: hides previous definition of "A", which may be dropped when using apply',
      ],
    ],
    [
      'the same port twice',
      {
        containers: [
          container({ ports: [{ containerPort: 80, protocol: 'TCP' }] }),
          container({ name: 'd', ports: [{ containerPort: 80, protocol: 'TCP' }] }),
        ],
      },
      {},
      ['spec.containers[1].ports[0]: duplicate port definition with spec.containers[0].ports[0]'],
    ],
    [
      'a negative grace period',
      { terminationGracePeriodSeconds: -1, containers: [container()] },
      {},
      [
        'spec.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1',
      ],
    ],
  ])('warns about %s', (_name, spec, meta, expected) => {
    expect(podSpecWarnings(spec, meta, '')).toEqual(expected);
  });

  it("prefixes a template's warnings with its path", () => {
    expect(
      podSpecWarnings({ nodeSelector: { 'beta.kubernetes.io/os': 'linux' } }, {}, 'spec.template'),
    ).toEqual([
      'spec.template.spec.nodeSelector[beta.kubernetes.io/os]: deprecated since v1.14; use "kubernetes.io/os" instead',
    ]);
  });

  it('warns about a name that is not a DNS label', () => {
    expect(dnsLabelNameWarning('web.v1', "the Pod's hostname")).toEqual([
      "metadata.name: this is used in the Pod's hostname, which can result in surprising behavior; a DNS label is recommended: [must not contain dots]",
    ]);
  });
});
