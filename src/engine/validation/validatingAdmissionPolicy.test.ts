import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { fieldErrorString } from '../apimachinery/field.ts';
import { validateValidatingAdmissionPolicy } from './validatingAdmissionPolicy.ts';
import { validateValidatingAdmissionPolicyBinding } from './validatingAdmissionPolicyBinding.ts';
import { validateValidatingAdmissionPolicyObject } from './validatingAdmissionPolicyStatus.ts';

const rule = {
  apiGroups: [''],
  apiVersions: ['v1'],
  operations: ['CREATE'],
  resources: ['configmaps'],
};
const vap = (spec: JsonObject, name = 'p'): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name },
  spec: {
    matchConstraints: { resourceRules: [rule] },
    validations: [{ expression: 'true' }],
    ...spec,
  },
});
const vapb = (spec: JsonObject): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  metadata: { name: 'b' },
  spec: { policyName: 'p', validationActions: ['Deny'], ...spec },
});
const policyErrors = (o: JsonObject) =>
  validateValidatingAdmissionPolicy(o, '1.32').map((e) => fieldErrorString(e, '1.32'));
const bindingErrors = (o: JsonObject) =>
  validateValidatingAdmissionPolicyBinding(o).map((e) => fieldErrorString(e, '1.32'));

describe('validateValidatingAdmissionPolicy', () => {
  it('accepts a minimal policy (failurePolicy and matchPolicy are defaulted)', () => {
    expect(policyErrors(vap({}))).toEqual([]);
  });

  it.each<[string, JsonObject, string[]]>([
    ['no matchConstraints', { matchConstraints: null }, ['spec.matchConstraints: Required value']],
    [
      'no resourceRules',
      { matchConstraints: {} },
      ['spec.matchConstraints.resourceRules: Required value'],
    ],
    [
      'no validations nor auditAnnotations',
      { validations: [] },
      [
        'spec.validations: Required value: validations or auditAnnotations must contain at least one item',
        'spec.auditAnnotations: Required value: validations or auditAnnotations must contain at least one item',
      ],
    ],
    [
      'an unknown failurePolicy',
      { failurePolicy: 'Never' },
      ['spec.failurePolicy: Unsupported value: "Never": supported values: "Fail", "Ignore"'],
    ],
    [
      'a blank expression',
      { validations: [{ expression: ' ' }] },
      ['spec.validations[0].expression: Required value: expression is not specified'],
    ],
    [
      'a non-bool expression',
      { validations: [{ expression: '1' }] },
      ['spec.validations[0].expression: Invalid value: "1": must evaluate to bool but got int'],
    ],
    [
      'a blank message',
      { validations: [{ expression: 'true', message: ' ' }] },
      ['spec.validations[0].message: Invalid value: " ": message must be non-empty if specified'],
    ],
    [
      'a message with a line break',
      { validations: [{ expression: 'true', message: 'a\nb' }] },
      ['spec.validations[0].message: Invalid value: "a\\nb": message must not contain line breaks'],
    ],
    [
      'a blank messageExpression',
      { validations: [{ expression: 'true', messageExpression: ' ' }] },
      ['spec.validations[0].messageExpression: Invalid value: " ": must be non-empty if specified'],
    ],
    [
      'an unknown reason',
      { validations: [{ expression: 'true', reason: 'Conflict' }] },
      [
        'spec.validations[0].reason: Unsupported value: "Conflict": supported values: "Forbidden", "Invalid", "RequestEntityTooLarge"',
      ],
    ],
    [
      'params without paramKind',
      { validations: [{ expression: 'params != null' }] },
      [
        "spec.validations[0].expression: Invalid value: \"params != null\": compilation failed: ERROR: <input>:1:1: undeclared reference to 'params' (in container '')\n | params != null\n | ^",
      ],
    ],
    [
      'a variable name that is no CEL identifier',
      { variables: [{ name: 'in', expression: '1' }] },
      ['spec.variables[0].name: Invalid value: "in": name is not a valid CEL identifier'],
    ],
    [
      'a paramKind without kind',
      { paramKind: { apiVersion: 'v1' } },
      ['spec.paramKind.kind: Required value'],
    ],
    [
      'a paramKind with a bad apiVersion',
      { paramKind: { apiVersion: 'a/b/c', kind: 'X' } },
      ['spec.paramKind.apiVersion: Invalid value: "a/b/c": unexpected GroupVersion string: a/b/c'],
    ],
    [
      'an audit annotation of the wrong type',
      { auditAnnotations: [{ key: 'k', valueExpression: '1' }] },
      [
        'spec.auditAnnotations[0].valueExpression: Invalid value: "1": must evaluate to one of [string null_type] but got int',
      ],
    ],
    [
      'a duplicate audit annotation key',
      {
        auditAnnotations: [
          { key: 'k', valueExpression: "'a'" },
          { key: 'k', valueExpression: 'null' },
        ],
      },
      ['spec.auditAnnotations[1].key: Duplicate value: "k"'],
    ],
    [
      'a duplicate resourceName',
      { matchConstraints: { resourceRules: [{ ...rule, resourceNames: ['a', 'a'] }] } },
      ['spec.matchConstraints.resourceRules[0].resourceNames[1]: Duplicate value: "a"'],
    ],
    // Variables are typed by their expressions, in order (CompositedCompiler.CompileAndStoreVariable).
    [
      'a messageExpression reading an int variable',
      {
        variables: [{ name: 'n', expression: '1' }],
        validations: [{ expression: 'true', messageExpression: 'variables.n' }],
      },
      [
        'spec.validations[0].messageExpression: Invalid value: "variables.n": must evaluate to string but got int',
      ],
    ],
    [
      'an audit annotation reading a dyn variable',
      {
        variables: [{ name: 'd', expression: 'object.metadata.name' }],
        auditAnnotations: [{ key: 'k', valueExpression: 'variables.d' }],
      },
      [
        'spec.auditAnnotations[0].valueExpression: Invalid value: "variables.d": must evaluate to one of [string null_type] but got dyn',
      ],
    ],
    [
      'a variable reading a later one',
      {
        variables: [
          { name: 'a', expression: 'variables.b' },
          { name: 'b', expression: '1' },
        ],
      },
      [
        'spec.variables[0].expression: Invalid value: "variables.b": compilation failed: ERROR: <input>:1:10: undefined field \'b\'\n | variables.b\n | .........^',
      ],
    ],
    [
      'a string variable added to an int',
      {
        variables: [{ name: 's', expression: "'a'" }],
        validations: [{ expression: 'variables.s + 1 == 2' }],
      },
      [
        "spec.validations[0].expression: Invalid value: \"variables.s + 1 == 2\": compilation failed: ERROR: <input>:1:13: found no matching overload for '_+_' applied to '(string, int)'\n | variables.s + 1 == 2\n | ............^",
      ],
    ],
    [
      'a resourceName with a slash',
      { matchConstraints: { resourceRules: [{ ...rule, resourceNames: ['a/b'] }] } },
      [
        'spec.matchConstraints.resourceRules[0].resourceNames[0]: Invalid value: "a/b": may not contain \'/\'',
      ],
    ],
  ])('refuses %s', (_name, spec, want) => {
    expect(policyErrors(vap(spec))).toEqual(want);
  });

  it('accepts a messageExpression reading a string variable', () => {
    expect(
      policyErrors(
        vap({
          variables: [{ name: 'm', expression: "'too many: ' + string(size(object.data))" }],
          validations: [{ expression: 'true', messageExpression: 'variables.m' }],
        }),
      ),
    ).toEqual([]);
  });

  it('answers NewInvalid with every error aggregated', () => {
    const status = validateValidatingAdmissionPolicyObject(
      vap({ failurePolicy: 'Never', validations: [{ expression: '1' }] }),
      '1.32',
    );
    expect(status?.message).toBe(
      'ValidatingAdmissionPolicy.admissionregistration.k8s.io "p" is invalid: [spec.failurePolicy: Unsupported value: "Never": supported values: "Fail", "Ignore", spec.validations[0].expression: Invalid value: "1": must evaluate to bool but got int]',
    );
    expect(status?.code).toBe(422);
  });
});

describe('validateValidatingAdmissionPolicyBinding', () => {
  it('accepts a minimal binding', () => {
    expect(bindingErrors(vapb({}))).toEqual([]);
  });

  it.each<[string, JsonObject, string[]]>([
    ['no policyName', { policyName: '' }, ['spec.policyName: Required value']],
    [
      'no validationActions',
      { validationActions: [] },
      ['spec.validationActions: Required value: at least one validation action is required'],
    ],
    [
      'an unknown action',
      { validationActions: ['Block'] },
      [
        'spec.validationActions[0]: Unsupported value: "Block": supported values: "Audit", "Deny", "Warn"',
      ],
    ],
    [
      'Deny with Warn',
      { validationActions: ['Deny', 'Warn'] },
      [
        'spec.validationActions: Invalid value: []admissionregistration.ValidationAction{"Deny", "Warn"}: must not contain both Deny and Warn (repeating the same validation failure information in the API response and headers serves no purpose)',
      ],
    ],
    [
      'a paramRef with neither name nor selector',
      { paramRef: { parameterNotFoundAction: 'Deny' } },
      ['spec.paramRef: Required value: one of name or selector must be specified'],
    ],
    [
      'a paramRef without parameterNotFoundAction',
      { paramRef: { name: 'x' } },
      ['spec.paramRef.parameterNotFoundAction: Required value'],
    ],
    [
      'an unknown parameterNotFoundAction',
      { paramRef: { name: 'x', parameterNotFoundAction: 'Skip' } },
      [
        'spec.paramRef.parameterNotFoundAction: Unsupported value: "Skip": supported values: "Deny", "Allow"',
      ],
    ],
    [
      "matchResources with a bad matchPolicy (the path keeps upstream's typo)",
      { matchResources: { matchPolicy: 'Fuzzy' } },
      [
        'spec.matchResouces.matchPolicy: Unsupported value: "Fuzzy": supported values: "Equivalent", "Exact"',
      ],
    ],
  ])('refuses %s', (_name, spec, want) => {
    expect(bindingErrors(vapb(spec))).toEqual(want);
  });
});
