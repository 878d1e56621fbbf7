import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from './runScenario.ts';

const scenario = (rule: string): string => `
request:
  operation: CREATE
  object:
    apiVersion: example.com/v1
    kind: Widget
    metadata: { name: w, namespace: default }
    spec: { size: 1 }
cluster:
  objects:
    - apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata: { name: widgets.example.com }
      spec:
        group: example.com
        scope: Namespaced
        names: { plural: widgets, kind: Widget }
        versions:
          - name: v1
            served: true
            storage: true
            schema:
              openAPIV3Schema:
                type: object
                properties:
                  spec:
                    type: object
                    x-kubernetes-validations: [{ rule: "${rule}" }]
                    properties: { size: { type: integer } }
`;

describe('the scenario CRDs', () => {
  it('makes a CRD the API server would refuse an input error at the field', () => {
    const parsed = parseScenario(scenario('self.size >'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    expect(out.ok).toBe(false);
    if (out.ok) return;
    const [e] = out.error;
    expect(e).toMatchObject({
      kind: 'invalid-value',
      pointer:
        '/cluster/objects/0/spec/versions/0/schema/openAPIV3Schema/properties/spec/x-kubernetes-validations/0/rule',
    });
    if (e?.kind !== 'invalid-value') throw new Error(`not an invalid-value: ${JSON.stringify(e)}`);
    expect(e.expected).toMatch(
      /^CustomResourceDefinition\.apiextensions\.k8s\.io "widgets\.example\.com" is invalid: spec\.validation\.openAPIV3Schema\.properties\[spec\]\.x-kubernetes-validations\[0\]\.rule: Invalid value: .*: compilation failed: ERROR: <input>:1:/,
    );
  });

  it('runs the scenario when its CRD is valid', () => {
    const parsed = parseScenario(scenario('self.size > 0'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    expect(out.ok && out.value.allowed).toBe(true);
  });

  it('answers a CRD request object the API server would refuse with its 422', () => {
    const text = `
request:
  operation: CREATE
  object:
    apiVersion: apiextensions.k8s.io/v1
    kind: CustomResourceDefinition
    metadata: { name: widgets.example.com }
    spec:
      group: example.com
      scope: Namespaced
      names: { plural: widgets, kind: Widget }
      versions:
        - { name: v1, served: true, storage: false, schema: { openAPIV3Schema: { type: object } } }
`;
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    expect(out.value.status?.code).toBe(422);
    expect(out.value.status?.message).toBe(
      'CustomResourceDefinition.apiextensions.k8s.io "widgets.example.com" is invalid: [spec.versions: Invalid value: []apiextensions.CustomResourceDefinitionVersion{…}: must have exactly one version marked as storage version, status.storedVersions: Invalid value: []string(nil): must have at least one stored version]',
    );
  });
});
