import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateAPIService, validateAPIServiceUpdate } from './apiService.ts';

const apiService = (spec: JsonObject, name = 'v1beta1.metrics.k8s.io'): JsonObject => ({
  metadata: { name },
  spec: {
    group: 'metrics.k8s.io',
    version: 'v1beta1',
    groupPriorityMinimum: 100,
    versionPriority: 100,
    service: { namespace: 'kube-system', name: 'metrics-server' },
    ...spec,
  },
});

// Rows follow kube-aggregator pkg/apis/apiregistration/validation/validation_test.go.
describe('validateAPIService', () => {
  it.each<[string, JsonObject, string[]]>([
    ['metrics-server', {}, []],
    [
      'a name that is not version.group',
      { version: 'v1' },
      [
        'metadata.name: Invalid value: "v1beta1.metrics.k8s.io": must be `spec.version+"."+spec.group`: "v1.metrics.k8s.io"',
      ],
    ],
    [
      'priorities out of range',
      { groupPriorityMinimum: 0, versionPriority: 1001 },
      [
        'spec.groupPriorityMinimum: Invalid value: 0: must be positive and less than 20000',
        'spec.versionPriority: Invalid value: 1001: must be positive and less than 1000',
      ],
    ],
    [
      'a service without a name and with a bad port',
      { service: { namespace: 'kube-system', port: 0 } },
      [
        'spec.service.name: Required value',
        'spec.service.port: Invalid value: 0: port is not valid: must be between 1 and 65535, inclusive',
      ],
    ],
    [
      'insecureSkipTLSVerify with a caBundle',
      { insecureSkipTLSVerify: true, caBundle: 'AAAA' },
      ['spec.insecureSkipTLSVerify: Invalid value: true: may not be true if caBundle is present'],
    ],
    [
      'a local APIService with a caBundle',
      { service: null, caBundle: 'AAAA' },
      ['spec.caBundle: Invalid value: "3 bytes": local APIServices may not have a caBundle'],
    ],
  ])('%s', (_name, spec, want) => {
    expect(messages(validateAPIService(apiService(spec)))).toEqual(want);
  });

  it('lets only v1 have an empty group', () => {
    expect(
      messages(validateAPIService(apiService({ group: '', version: 'v2', service: null }, 'v2.'))),
    ).toEqual([
      'spec.group: Required value: only v1 may have an empty group and it better be legacy kube',
    ]);
  });

  it('checks the new object on update', () => {
    const old = apiService({}, 'v1beta1.metrics.k8s.io');
    (old['metadata'] as JsonObject)['resourceVersion'] = '1';
    const now = structuredClone(old);
    (now['spec'] as JsonObject)['versionPriority'] = 0;
    expect(messages(validateAPIServiceUpdate(now, old))).toEqual([
      'spec.versionPriority: Invalid value: 0: must be positive and less than 1000',
    ]);
  });
});
