import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { scenarioServing } from './servingFlags.ts';

const scenario = (cluster: string) => {
  const parsed = parseScenario(
    `request:\n  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c } }\ncluster:\n${cluster}`,
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value.scenario;
};
const policy =
  '    - { apiVersion: admissionregistration.k8s.io/v1alpha1, kind: MutatingAdmissionPolicy, metadata: { name: p } }\n';

describe('scenarioServing', () => {
  it('switches the policy API and its gate on for a scenario holding a policy, and says so', () => {
    const serving = scenarioServing(scenario(`  objects:\n${policy}`));
    expect(serving.flags.runtimeConfig).toEqual({ 'admissionregistration.k8s.io/v1alpha1': true });
    expect(serving.flags.featureGates).toEqual({ MutatingAdmissionPolicy: true });
    expect(serving.assumed).toHaveLength(1);
    expect(serving.assumed[0]?.detail).toContain(
      '--runtime-config=admissionregistration.k8s.io/v1alpha1=true --feature-gates=MutatingAdmissionPolicy=true',
    );
  });

  it('keeps what the scenario says, and assumes only the rest', () => {
    const serving = scenarioServing(
      scenario(`  featureGates: { MutatingAdmissionPolicy: false }\n  objects:\n${policy}`),
    );
    expect(serving.flags.featureGates).toEqual({ MutatingAdmissionPolicy: false });
    expect(serving.assumed[0]?.detail).not.toContain('feature-gates');
  });

  it('assumes nothing without a policy', () => {
    expect(scenarioServing(scenario('  runtimeConfig: { api/beta: true }\n')).assumed).toEqual([]);
  });
});

describe('scenarioServing per version', () => {
  const versioned = (version: string, object: string) => {
    const parsed = parseScenario(
      `kubernetesVersion: "${version}"\nrequest:\n  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c } }\ncluster:\n  objects:\n    - ${object}\n`,
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    return scenarioServing(parsed.value.scenario);
  };
  const v1 =
    '{ apiVersion: admissionregistration.k8s.io/v1, kind: MutatingAdmissionPolicy, metadata: { name: p } }';
  const v1beta1 =
    '{ apiVersion: admissionregistration.k8s.io/v1beta1, kind: MutatingAdmissionPolicy, metadata: { name: p } }';

  it('serves v1 with the gate on by default from 1.36, assuming nothing', () => {
    const serving = versioned('1.36', v1);
    expect(serving.assumed).toEqual([]);
    expect(serving.flags.featureGates).toEqual({ MutatingAdmissionPolicy: true });
    expect(serving.flags.runtimeConfig).toEqual({});
  });

  it('still needs --runtime-config for v1beta1 in 1.37, but not the gate', () => {
    const serving = versioned('1.37', v1beta1);
    expect(serving.flags.runtimeConfig).toEqual({ 'admissionregistration.k8s.io/v1beta1': true });
    expect(serving.assumed[0]?.detail).not.toContain('feature-gates');
  });

  it('keeps the gate off by default in 1.35', () => {
    expect(
      versioned('1.35', '{ apiVersion: v1, kind: Namespace, metadata: { name: n } }').flags
        .featureGates,
    ).toEqual({ MutatingAdmissionPolicy: false });
  });
});
