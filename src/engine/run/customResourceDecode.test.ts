import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from './runScenario.ts';
import type { AdmissionResult } from './result.ts';
import type { JsonObject } from '../apimachinery/types.ts';

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

  it('drops a metadata field ObjectMeta does not have, reported after the pruned ones', () => {
    const parsed = parseScenario(
      scenario('').replace(
        'metadata: { name: w, namespace: default }',
        'metadata: { name: w, namespace: default, colour: red }',
      ),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    expect(out.value.warnings).toEqual([
      'unknown field "spec.extra"',
      'unknown field "metadata.colour"',
    ]);
    expect((out.value.object as JsonObject | undefined)?.['metadata']).not.toHaveProperty('colour');
  });

  it('refuses the unknown field under fieldValidation Strict with the 400', () => {
    const r = run('  options: { fieldValidation: Strict }\n');
    expect(r.allowed).toBe(false);
    expect(r.status?.code).toBe(400);
    expect(r.status?.message).toBe('strict decoding error: unknown field "spec.extra"');
  });
});

describe('malformed metadata of a custom resource (objectmeta GetObjectMetaWithOptions)', () => {
  const withMetadata = (metadata: string, operation = 'CREATE'): AdmissionResult => {
    let text = scenario('').replace('metadata: { name: w, namespace: default }', metadata);
    if (operation === 'UPDATE')
      text = text
        .replace('operation: CREATE', 'operation: UPDATE')
        .replace(
          'cluster:',
          '  oldObject: { apiVersion: example.com/v1, kind: Widget, metadata: { name: w, namespace: default, labels: { a: 1 } } }\ncluster:',
        );
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    return out.value;
  };

  it.each([
    [
      'a number for the name',
      'metadata: { name: 5, namespace: default }',
      'Widget in version "v1" cannot be handled as a Widget: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string',
    ],
    [
      'labels that are not a map',
      'metadata: { name: w, namespace: default, labels: app }',
      'Widget in version "v1" cannot be handled as a Widget: json: cannot unmarshal string into Go struct field ObjectMeta.labels of type map[string]string',
    ],
    [
      'a label value that is not a string',
      'metadata: { name: w, namespace: default, labels: { tier: 1 } }',
      'Widget in version "v1" cannot be handled as a Widget: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string',
    ],
    [
      'metadata that is not an object',
      'metadata: [w]',
      'Widget in version "v1" cannot be handled as a Widget: json: cannot unmarshal array into Go value of type v1.ObjectMeta',
    ],
  ])("refuses %s with the decoder's 400", (_, metadata, message) => {
    const r = withMetadata(metadata);
    expect(r.status?.code).toBe(400);
    expect(r.status?.reason).toBe('BadRequest');
    expect(r.status?.message).toBe(message);
  });

  it('drops a malformed field of the stored object instead of refusing the update', () => {
    const r = withMetadata('metadata: { name: w, namespace: default }', 'UPDATE');
    expect(r.status?.code).not.toBe(400);
    const old = r.trace.find((t) => t.plugin === 'decode');
    expect(JSON.stringify(old ?? {})).not.toContain('cannot unmarshal');
  });
});

describe('x-kubernetes-validations after mutating admission', () => {
  const withRule = (rule: string): AdmissionResult => {
    const text = scenario('').replace(
      'type: object\n                properties:\n                  spec:',
      `type: object\n                x-kubernetes-validations: [{ rule: "${rule}", message: must be small }]\n                properties:\n                  spec:`,
    );
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    return out.value;
  };

  it('refuses the defaulted object when a rule fails, with the 422 the API server sends', () => {
    const r = withRule("self.spec.size == 'small'");
    expect(r.allowed).toBe(false);
    expect(r.status?.code).toBe(422);
    expect(r.status?.message).toBe(
      'Widget.example.com "w" is invalid: <nil>: Invalid value: "object": must be small',
    );
    expect(r.notSimulated.map((n) => n.feature)).not.toContain('custom resource schema');
  });

  it('admits the object when the rules hold', () => {
    expect(withRule("self.spec.size == 'medium'").allowed).toBe(true);
  });
});

describe('a custom resource patched by a mutating webhook', () => {
  it('is pruned and defaulted again before the next step sees it (gallery 59)', () => {
    const file = join(
      import.meta.dirname,
      '../../../scenarios/59-webhook-patch-pruned-and-defaulted.yaml',
    );
    const parsed = parseScenario(readFileSync(file, 'utf8'));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const out = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!out.ok) throw new Error(JSON.stringify(out.error));
    const step = out.value.trace.find((t) => t.plugin === 'MutatingAdmissionWebhook');
    if (step?.objectAfter === undefined) throw new Error('the webhook step has no objectAfter');
    const listeners = (step.objectAfter as { spec: { listeners: JsonObject[] } }).spec.listeners;
    expect(listeners[1]).not.toHaveProperty('priority');
    expect(listeners[1]).toMatchObject({ tls: { mode: 'Terminate' }, allowedRoutes: {} });
  });
});
