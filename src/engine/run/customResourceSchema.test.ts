import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from './runScenario.ts';

const text = `
request:
  operation: CREATE
  object:
    apiVersion: example.com/v1
    kind: Widget
    metadata: { name: w, namespace: default }
    spec: { template: { apiVersion: v1, kind: Pod, metadata: { name: a, labels: { "bad key!": x } } } }
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
                    properties:
                      template: { type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true }
`;

describe('validateCustomResourceSchema', () => {
  it("checks an embedded resource's metadata as ObjectMeta, at its path", () => {
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    expect(out.value.status?.code).toBe(422);
    expect(out.value.status?.details?.causes?.map((c) => c.field)).toEqual([
      'spec.template.metadata.labels',
    ]);
  });
});
