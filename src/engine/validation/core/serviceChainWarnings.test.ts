// GetWarningsForService through the whole chain: a Service CREATE scenario, decoded and defaulted
// (SetDefaults_Service sets sessionAffinity None) before svcStrategy's WarningsOnCreate, whose
// warnings the result carries.

import { describe, expect, it } from 'vitest';
import { runAt } from '../../testing/scenario.ts';

const headless = {
  apiVersion: 'v1',
  kind: 'Service',
  metadata: {
    name: 'db',
    namespace: 'default',
    annotations: { 'service.kubernetes.io/topology-aware-hints': 'auto' },
  },
  spec: {
    clusterIP: 'None',
    ports: [{ port: 5432 }],
    externalName: 'db.example.com',
    trafficDistribution: 'PreferClose',
  },
};

describe('a Service CREATE answers with GetWarningsForService', () => {
  it.each([
    [
      '1.32',
      [
        'annotation service.kubernetes.io/topology-aware-hints is deprecated, please use service.kubernetes.io/topology-mode instead',
        'spec.externalName is ignored when spec.type is not "ExternalName"',
      ],
    ],
    [
      '1.34',
      [
        'annotation service.kubernetes.io/topology-aware-hints is deprecated, please use service.kubernetes.io/topology-mode instead',
        'spec.SessionAffinity is ignored for headless services',
        'spec.externalName is ignored when spec.type is not "ExternalName"',
      ],
    ],
    [
      '1.35',
      [
        'annotation service.kubernetes.io/topology-aware-hints is deprecated, please use service.kubernetes.io/topology-mode instead',
        'spec.externalName is ignored when spec.type is not "ExternalName"',
        'spec.trafficDistribution: "PreferClose" is deprecated; use "PreferSameZone"',
      ],
    ],
  ] as const)('at %s', (version, want) => {
    const r = runAt(version, { operation: 'CREATE', object: headless });
    expect(r.allowed).toBe(true);
    expect(r.warnings).toEqual(want);
  });
});
