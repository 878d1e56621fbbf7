import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateHorizontalPodAutoscaler } from '../autoscaling/horizontalPodAutoscaler.ts';
import { validateNetworkPolicy } from '../networking/networkPolicy.ts';
import { validatePodDisruptionBudget } from './podDisruptionBudget.ts';

const none = (): void => undefined;

// Rows follow pkg/apis/policy/validation/validation_test.go and
// pkg/apis/networking/validation/validation_test.go (TestValidateNetworkPolicy).
describe('validatePodDisruptionBudget', () => {
  const pdb = (spec: JsonObject): JsonObject => ({ metadata: { name: 'p', namespace: 'default' }, spec });
  it.each<[string, JsonObject, string[]]>([
    ['a valid budget', { minAvailable: '50%', selector: { matchLabels: { app: 'web' } } }, []],
    ['a percentage over 100', { maxUnavailable: '150%' }, ['spec.maxUnavailable: Invalid value: intstr.IntOrString{Type:1, IntVal:0, StrVal:"150%"}: must not be greater than 100%']],
    ['a negative minAvailable', { minAvailable: -1 }, ['spec.minAvailable: Invalid value: -1: must be greater than or equal to 0']],
    ['an unknown eviction policy', { unhealthyPodEvictionPolicy: 'Never' }, ['spec.unhealthyPodEvictionPolicy: Unsupported value: "Never": supported values: "AlwaysAllow", "IfHealthyBudget"']],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validatePodDisruptionBudget(pdb(spec), none))).toEqual(expected);
  });
});

describe('validateNetworkPolicy', () => {
  const np = (spec: JsonObject): JsonObject => ({ metadata: { name: 'n', namespace: 'default' }, spec: { podSelector: {}, ...spec } });
  it.each<[string, JsonObject, string[]]>([
    ['a valid policy', { ingress: [{ from: [{ podSelector: { matchLabels: { app: 'a' } } }], ports: [{ protocol: 'TCP', port: 80 }] }], policyTypes: ['Ingress'] }, []],
    ['a peer with nothing in it', { ingress: [{ from: [{}] }] }, ['spec.ingress[0].from[0]: Required value: must specify a peer']],
    ['ipBlock with another peer', { egress: [{ to: [{ ipBlock: { cidr: '10.0.0.0/8' }, podSelector: {} }] }] }, ['spec.egress[0].to[0]: Forbidden: may not specify both ipBlock and another peer']],
    ['a bad cidr', { egress: [{ to: [{ ipBlock: { cidr: '10.0.0.0' } }] }] }, ['spec.egress[0].to[0].ipBlock.cidr: Invalid value: "10.0.0.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)']],
    ['endPort below port', { ingress: [{ ports: [{ protocol: 'TCP', port: 90, endPort: 80 }] }] }, ['spec.ingress[0].ports[0].endPort: Invalid value: 90: must be greater than or equal to `port`']],
    ['an unknown policy type', { policyTypes: ['Both'] }, ['spec.policyTypes[0]: Unsupported value: "Both": supported values: "Ingress", "Egress"']],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validateNetworkPolicy(np(spec), none))).toEqual(expected);
  });
});

// Rows follow pkg/apis/autoscaling/validation/validation_test.go.
describe('validateHorizontalPodAutoscaler', () => {
  const hpa = (spec: JsonObject): JsonObject => ({ metadata: { name: 'h', namespace: 'default' }, spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, maxReplicas: 5, ...spec } });
  it.each<[string, JsonObject, string[]]>([
    ['a valid autoscaler', { minReplicas: 1 }, []],
    ['minReplicas 0 without HPAScaleToZero', { minReplicas: 0 }, ['spec.minReplicas: Invalid value: 0: must be greater than or equal to 1']],
    ['maxReplicas below minReplicas', { minReplicas: 6 }, ['spec.maxReplicas: Invalid value: 5: must be greater than or equal to `minReplicas`']],
    ['a target without a name', { scaleTargetRef: { kind: 'Deployment' } }, ['spec.scaleTargetRef.name: Required value']],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validateHorizontalPodAutoscaler(hpa(spec), false, none))).toEqual(expected);
  });
});
