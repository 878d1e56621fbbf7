import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { runScenario } from './runScenario.ts';

// gallery 52's policy: 1.37's `.includes()` in a new ValidatingAdmissionPolicy.
const scenario = (version: string, minCompatibilityVersion?: string): string => `
kubernetesVersion: "${version}"
request:
  operation: CREATE
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: settings, namespace: default, labels: { team: sales } }
cluster:
${minCompatibilityVersion === undefined ? '' : `  minCompatibilityVersion: ${minCompatibilityVersion}\n`}  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: known-teams }
      spec:
        matchConstraints:
          resourceRules:
            - { apiGroups: [""], apiVersions: [v1], operations: [CREATE], resources: [configmaps] }
        validations:
          - expression: "['platform', 'web'].includes(object.metadata.labels.team)"
            message: unknown team
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicyBinding
      metadata: { name: known-teams }
      spec: { policyName: known-teams, validationActions: [Deny] }
`;

const run = (version: string, minCompatibilityVersion?: string) => {
  const parsed = parseScenario(scenario(version, minCompatibilityVersion));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return runScenario(parsed.value.scenario);
};

describe('cluster.minCompatibilityVersion', () => {
  it('lets a new policy on 1.37 use 1.37\'s includes when it is "1.37"', () => {
    const r = run('1.37', '"1.37"');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.allowed).toBe(false);
    expect(r.value.status?.message).toMatch(/unknown team/);
  });

  it('keeps the previous minor without it: the policy is refused when written', () => {
    const r = run('1.37');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.allowed).toBe(false);
    expect(JSON.stringify(r.value)).toMatch(/undeclared reference to 'includes'/);
  });

  it.each([
    ['1.37', '"1.33"', 'minCompatibilityVersion version 1.33 is not between [1.34, 1.37]'],
    ['1.36', '"1.37"', 'minCompatibilityVersion version 1.37 is not between [1.33, 1.36]'],
    ['1.34', '"1.34"', 'unknown flag: --min-compatibility-version'],
    ['1.37', '"1.37.2"', 'patch version not allowed, got: kube=1.37.2'],
  ])('at %s refuses %s as the server does', (version, value, message) => {
    const r = run(version, value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toEqual([
      {
        kind: 'invalid-value',
        pointer: '/cluster/minCompatibilityVersion',
        expected: `a version kube-apiserver ${version} takes for --min-compatibility-version: it refuses to start with "${message}"`,
      },
    ]);
  });

  it('reads an unquoted YAML number as the version it spells', () => {
    const r = run('1.37', '1.37');
    expect(r.ok && r.value.allowed).toBe(false);
    expect(r.ok && JSON.stringify(r.value)).not.toMatch(/undeclared reference/);
  });

  it('is an input error when it is not a version string', () => {
    const parsed = parseScenario(scenario('1.37', '[1.37]'));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toContainEqual(
      expect.objectContaining({
        kind: 'invalid-value',
        pointer: '/cluster/minCompatibilityVersion',
        expected: 'a version such as "1.36"',
      }),
    );
  });
});
