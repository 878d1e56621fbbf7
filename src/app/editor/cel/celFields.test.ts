import { describe, expect, it } from 'vitest';
import { findCelFields, type CelField } from './celFields.ts';
import { sourceRange } from './scalarSource.ts';

/** What each field is, and the text its expression is written as in the editor. */
const summary = (text: string, fields: CelField[]) =>
  fields.map((f) => {
    const { start, end } = sourceRange(f.scalar, 0, f.scalar.value.length);
    return {
      path: f.path,
      role: f.role,
      expression: f.scalar.value,
      written: text.slice(start, end),
    };
  });

const scenario = `kubernetesVersion: "1.32"
cluster:
  objects:
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: deny }
      webhooks:
        - name: deny.example.com
          matchConditions:
            - name: not-system
              expression: '!request.userInfo.username.startsWith(''system:'')'
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingAdmissionPolicy
      metadata: { name: replicas }
      spec:
        paramKind: { apiVersion: v1, kind: ConfigMap }
        matchConditions:
          - name: has-spec
            expression: has(object.spec)
        variables:
          - name: replicas
            expression: >-
              object.spec.replicas
        validations:
          - expression: |
              variables.replicas <= 5
            messageExpression: "\\"too many: \\" + string(variables.replicas)"
        auditAnnotations:
          - key: replicas
            valueExpression: string(variables.replicas)
    - apiVersion: admissionregistration.k8s.io/v1alpha1
      kind: MutatingAdmissionPolicy
      metadata: { name: label }
      spec:
        mutations:
          - patchType: ApplyConfiguration
            applyConfiguration:
              expression: 'Object{metadata: Object.metadata{labels: {"a": "b"}}}'
          - patchType: JSONPatch
            jsonPatch: { expression: "[JSONPatch{op: 'add', path: '/x', value: 1}]" }
webhooks:
  deny.example.com:
    cases:
      - when: object.metadata.name == 'a'
        response: { allowed: false }
      - response: { allowed: true }
`;

describe('findCelFields', () => {
  it('finds every expression of a scenario, written as it is in the text', () => {
    expect(summary(scenario, findCelFields(scenario, 'scenario'))).toEqual([
      {
        path: '/webhooks/deny.example.com/cases/0/when',
        role: 'webhookCase',
        expression: "object.metadata.name == 'a'",
        written: "object.metadata.name == 'a'",
      },
      {
        path: '/cluster/objects/0/webhooks/0/matchConditions/0/expression',
        role: 'webhookMatchCondition',
        expression: "!request.userInfo.username.startsWith('system:')",
        written: "!request.userInfo.username.startsWith(''system:'')",
      },
      {
        path: '/cluster/objects/1/spec/matchConditions/0/expression',
        role: 'policyMatchCondition',
        expression: 'has(object.spec)',
        written: 'has(object.spec)',
      },
      {
        path: '/cluster/objects/1/spec/variables/0/expression',
        role: 'variable',
        expression: 'object.spec.replicas',
        written: 'object.spec.replicas',
      },
      {
        path: '/cluster/objects/1/spec/validations/0/expression',
        role: 'validation',
        expression: 'variables.replicas <= 5\n',
        written: 'variables.replicas <= 5\n',
      },
      {
        path: '/cluster/objects/1/spec/validations/0/messageExpression',
        role: 'messageExpression',
        expression: '"too many: " + string(variables.replicas)',
        written: '\\"too many: \\" + string(variables.replicas)',
      },
      {
        path: '/cluster/objects/1/spec/auditAnnotations/0/valueExpression',
        role: 'auditAnnotation',
        expression: 'string(variables.replicas)',
        written: 'string(variables.replicas)',
      },
      {
        path: '/cluster/objects/2/spec/mutations/0/applyConfiguration/expression',
        role: 'mutation',
        expression: 'Object{metadata: Object.metadata{labels: {"a": "b"}}}',
        written: 'Object{metadata: Object.metadata{labels: {"a": "b"}}}',
      },
      {
        path: '/cluster/objects/2/spec/mutations/1/jsonPatch/expression',
        role: 'mutation',
        expression: "[JSONPatch{op: 'add', path: '/x', value: 1}]",
        written: "[JSONPatch{op: 'add', path: '/x', value: 1}]",
      },
    ]);
  });

  // pkg/admission/plugin/cel/compile.go and policy/validating/plugin.go: which variables each declares.
  it.each([
    ['webhookCase', ['object', 'oldObject', 'request'], false],
    [
      'webhookMatchCondition',
      ['object', 'oldObject', 'request', 'namespaceObject', 'authorizer'],
      false,
    ],
    [
      'policyMatchCondition',
      ['object', 'oldObject', 'request', 'namespaceObject', 'variables', 'params', 'authorizer'],
      false,
    ],
    [
      'validation',
      ['object', 'oldObject', 'request', 'namespaceObject', 'variables', 'params', 'authorizer'],
      false,
    ],
    [
      'messageExpression',
      ['object', 'oldObject', 'request', 'namespaceObject', 'variables', 'params'],
      false,
    ],
    [
      'mutation',
      ['object', 'oldObject', 'request', 'namespaceObject', 'variables', 'authorizer'],
      true,
    ],
  ] as const)('declares for a %s: %j', (role, declare, mutation) => {
    const field = findCelFields(scenario, 'scenario').find((f) => f.role === role);
    expect(field?.declare).toEqual(declare);
    expect(field?.mutation).toBe(mutation);
  });

  it('knows the names a policy declares in spec.variables', () => {
    const field = findCelFields(scenario, 'scenario').find((f) => f.role === 'validation');
    expect(field?.variableNames).toEqual(['replicas']);
  });

  it('reads the configurations editor as one object per document, and Lists', () => {
    const text = `kind: ValidatingAdmissionPolicy
spec:
  validations:
    - expression: "true"
---
kind: List
items:
  - kind: MutatingWebhookConfiguration
    webhooks:
      - matchConditions:
          - expression: request.dryRun
`;
    expect(
      summary(text, findCelFields(text, 'configurations')).map((f) => [f.path, f.written]),
    ).toEqual([
      ['#0/spec/validations/0/expression', 'true'],
      ['#1/items/0/webhooks/0/matchConditions/0/expression', 'request.dryRun'],
    ]);
  });

  it('reads the webhook servers editor as servers keyed by name', () => {
    const text = `a/b.example.com:\n  cases:\n    - when: "request.operation == \\"CREATE\\""\n`;
    expect(summary(text, findCelFields(text, 'webhooks'))).toEqual([
      {
        path: '/a~1b.example.com/cases/0/when',
        role: 'webhookCase',
        expression: 'request.operation == "CREATE"',
        written: 'request.operation == \\"CREATE\\"',
      },
    ]);
  });

  it('reaches into cluster.objects written as a string of YAML documents', () => {
    const text = `cluster:
  objects: |
    kind: Namespace
    ---
    kind: ValidatingAdmissionPolicy
    spec:
      validations:
        - expression: 'object.x == ''y'''
`;
    const [field] = findCelFields(text, 'scenario');
    expect(field?.path).toBe('/cluster/objects#1/spec/validations/0/expression');
    expect(field?.scalar.value).toBe("object.x == 'y'");
    const { start, end } = sourceRange(field!.scalar, 0, field!.scalar.value.length);
    expect(text.slice(start, end)).toBe("object.x == ''y''");
  });

  it('skips what is not a string and text that is not YAML', () => {
    const text =
      'kind: ValidatingAdmissionPolicy\nspec:\n  validations:\n    - expression: [1]\n    - {}\n';
    expect(findCelFields(text, 'configurations')).toEqual([]);
    expect(findCelFields('webhooks: {', 'scenario')).toEqual([]);
  });
});
