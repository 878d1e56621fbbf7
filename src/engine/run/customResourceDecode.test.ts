import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from './runScenario.ts';
import type { AdmissionResult } from './result.ts';

const scenario = (options: string): string => `
kubernetesVersion: "1.32"
request:
  operation: CREATE
${options}  object:
    apiVersion: example.com/v1
    kind: Widget
    metadata: { name: w, namespace: default }
    spec: { size: null, extra: 1, parts: [{ name: a }] }
cluster:
  objects:
    - apiVersion: apiextensions.k8s.io/v1
      kind: CustomResourceDefinition
      metadata: { name: widgets.example.com }
      spec:
        group: example.com
        scope: Namespaced
        names: { plural: widgets, singular: widget, kind: Widget }
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
                    properties:
                      size: { type: string, default: medium }
                      color: { type: string, default: blue }
                      parts: { type: array, items: { type: object, properties: { name: { type: string }, count: { type: integer, default: 1 } } } }
`;

function run(options = ''): AdmissionResult {
  const parsed = parseScenario(scenario(options));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const out = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!out.ok) throw new Error(JSON.stringify(out.error));
  return out.value;
}

describe('decoding a custom resource against its CRD schema', () => {
  it('prunes unknown fields with a warning and applies the defaults, nulls included', () => {
    const r = run();
    expect(r.allowed).toBe(true);
    expect(r.warnings).toEqual(['unknown field "spec.extra"']);
    expect((r.object as { spec: unknown }).spec).toEqual({
      color: 'blue',
      parts: [{ count: 1, name: 'a' }],
      size: 'medium',
    });
  });

  it('refuses the unknown field under fieldValidation Strict with the 400', () => {
    const r = run('  options: { fieldValidation: Strict }\n');
    expect(r.allowed).toBe(false);
    expect(r.status?.code).toBe(400);
    expect(r.status?.message).toBe('strict decoding error: unknown field "spec.extra"');
  });
});

describe('schema features not evaluated yet', () => {
  it('says so when the CRD schema has x-kubernetes-validations', () => {
    const text = scenario('').replace(
      'type: object\n                properties:\n                  spec:',
      "type: object\n                x-kubernetes-validations: [{ rule: 'true' }]\n                properties:\n                  spec:",
    );
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    expect(out.value.notSimulated.map((n) => n.feature)).toContain('custom resource schema');
  });
});
