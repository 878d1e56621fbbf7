import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateFlowSchema, validateNonResourceURLPath } from './flowSchema.ts';

const none = (): void => undefined;
const fs = (spec: JsonObject, name = 'my-schema'): JsonObject => ({
  metadata: { name },
  spec: {
    matchingPrecedence: 500,
    priorityLevelConfiguration: { name: 'workload-low' },
    distinguisherMethod: { type: 'ByUser' },
    rules: [
      {
        subjects: [{ kind: 'User', user: { name: 'alice' } }],
        resourceRules: [
          { verbs: ['get'], apiGroups: [''], resources: ['pods'], namespaces: ['default'] },
        ],
      },
    ],
    ...spec,
  },
});

// Rows follow pkg/apis/flowcontrol/validation/validation_test.go TestFlowSchemaValidation.
describe('validateFlowSchema', () => {
  it.each<[string, JsonObject, string[]]>([
    ['a valid schema', {}, []],
    [
      'precedence 1 outside exempt, and an unknown distinguisher',
      { matchingPrecedence: 1, distinguisherMethod: { type: 'ByIP' } },
      [
        "spec.matchingPrecedence: Invalid value: 1: only the schema named 'exempt' may have matchingPrecedence 1",
        'spec.distinguisherMethod.type: Unsupported value: flowcontrol.FlowDistinguisherMethod{Type:"ByIP"}: supported values: "ByNamespace", "ByUser"',
      ],
    ],
    [
      'a rule without subjects, a mixed wildcard and a bad namespace',
      {
        rules: [
          {
            resourceRules: [
              {
                verbs: ['get', '*'],
                apiGroups: ['*'],
                resources: ['pods'],
                namespaces: ['Default'],
              },
            ],
          },
        ],
      },
      [
        'spec.rules[0].subjects: Required value: subjects must contain at least one value',
        'spec.rules[0].resourceRules[0].verbs: Invalid value: []string{"get", "*"}: if \'*\' is present, must not specify other verbs',
        "spec.rules[0].resourceRules[0].namespaces[0]: Invalid value: \"Default\": each member of this list must be '*' or a DNS-1123 label; a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')",
      ],
    ],
    [
      'a ServiceAccount subject with a user and no namespace',
      {
        rules: [
          {
            subjects: [
              { kind: 'ServiceAccount', serviceAccount: { name: 'ci' }, user: { name: 'x' } },
            ],
            nonResourceRules: [{ verbs: ['get'], nonResourceURLs: ['/healthz'] }],
          },
        ],
      },
      [
        'spec.rules[0].subjects[0].serviceAccount.namespace: Required value: must specify namespace for service account',
        "spec.rules[0].subjects[0].user: Forbidden: user is forbidden when subject kind is not 'User'",
      ],
    ],
  ])('%s', (_name, spec, want) => {
    expect(messages(validateFlowSchema(fs(spec), none))).toEqual(want);
  });

  it('notes the fixed spec of the mandatory schemas', () => {
    const notes: string[] = [];
    validateFlowSchema(fs({}, 'catch-all'), (d) => notes.push(d));
    expect(notes).toEqual([
      'that the spec of the mandatory FlowSchema "catch-all" equals the built-in one',
    ]);
  });
});

describe('validateNonResourceURLPath', () => {
  it.each([
    ['/healthz', undefined],
    ['/', undefined],
    ['/api/*', undefined],
    ['healthz', 'must start with slash'],
    ['/a//b', 'must not contain double slash'],
    ['/api*', 'wildcard can only do suffix matching'],
  ])('%s', (path, detail) => {
    expect(validateNonResourceURLPath(path, 'p')?.detail).toBe(detail);
  });
});
