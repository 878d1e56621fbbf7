// Rows follow upstream pkg/apis/admissionregistration/validation/validation_test.go
// (TestValidateValidatingWebhookConfiguration); where upstream asserts a substring, the full
// 1.32 message is asserted here.

import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { aggregateString } from '../apimachinery/field.ts';
import {
  validateMutatingWebhookConfiguration,
  validateValidatingWebhookConfiguration,
} from './webhookConfiguration.ts';

const subdomainMsg =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";
const dns1035Msg =
  "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
const qnameMsg =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')";
const ops = '"*", "CONNECT", "CREATE", "DELETE", "UPDATE"';
const form = '; desired format: https://host[/path]';

const baseHook: JsonObject = {
  name: 'webhook.k8s.io',
  clientConfig: { url: 'https://example.com' },
  sideEffects: 'None',
  admissionReviewVersions: ['v1beta1'],
};
const hook = (over: JsonObject = {}): JsonObject => ({ ...baseHook, ...over });
const rule = (over: JsonObject = {}): JsonObject => ({
  operations: ['CREATE'],
  apiGroups: ['a'],
  apiVersions: ['a'],
  resources: ['a'],
  ...over,
});
const config = (webhooks: JsonValue, metadata: JsonValue = { name: 'config' }): JsonObject => ({
  metadata,
  webhooks,
});
const conditions = (n: number): JsonObject[] =>
  Array.from({ length: n }, (_, i) => ({ name: `c${i}`, expression: 'true' }));
const svc = (over: JsonObject): JsonObject => ({
  service: { namespace: 'ns', name: 'n', port: 443, ...over },
});

describe('validateValidatingWebhookConfiguration', () => {
  it.each<[string, JsonObject, string]>([
    ['accepts a minimal valid configuration', config([hook()]), ''],
    [
      'requires admissionReviewVersions',
      config([hook({ admissionReviewVersions: [] })]),
      'webhooks[0].admissionReviewVersions: Required value: must specify one of v1, v1beta1',
    ],
    [
      'rejects a version that is not a DNS-1035 label',
      config([hook({ admissionReviewVersions: ['0v'] })]),
      `[webhooks[0].admissionReviewVersions[0]: Invalid value: "0v": ${dns1035Msg}, webhooks[0].admissionReviewVersions: Invalid value: []string{"0v"}: must include at least one of v1, v1beta1]`,
    ],
    [
      'accepts an unknown version next to a known one',
      config([hook({ admissionReviewVersions: ['v1beta1', 'invalid-version'] })]),
      '',
    ],
    [
      'requires a known version',
      config([hook({ admissionReviewVersions: ['invalidVersion'] })]),
      `[webhooks[0].admissionReviewVersions[0]: Invalid value: "invalidVersion": ${dns1035Msg}, webhooks[0].admissionReviewVersions: Invalid value: []string{"invalidVersion"}: must include at least one of v1, v1beta1]`,
    ],
    [
      'rejects a duplicate version',
      config([hook({ admissionReviewVersions: ['v1beta1', 'v1beta1'] })]),
      'webhooks[0].admissionReviewVersions[1]: Invalid value: "v1beta1": duplicate version',
    ],
    [
      'requires fully qualified webhook names',
      config([hook(), hook({ name: 'k8s.io' }), hook({ name: '' })]),
      '[webhooks[1].name: Invalid value: "k8s.io": should be a domain with at least three segments separated by dots, webhooks[2].name: Required value]',
    ],
    [
      'rejects a webhook name that is not a subdomain',
      config([hook({ name: 'Web.k8s.io' })]),
      `webhooks[0].name: Invalid value: "Web.k8s.io": ${subdomainMsg}`,
    ],
    [
      'requires unique webhook names on create',
      config([hook(), hook()]),
      'webhooks[1].name: Duplicate value: "webhook.k8s.io"',
    ],
    [
      'requires operations',
      config([hook({ rules: [rule({ operations: [] }), rule({ operations: null })] })]),
      '[webhooks[0].rules[0].operations: Required value, webhooks[0].rules[1].operations: Required value]',
    ],
    [
      'rejects an empty operation',
      config([hook({ rules: [rule({ operations: ['CREATE', ''] })] })]),
      `webhooks[0].rules[0].operations[1]: Unsupported value: "": supported values: ${ops}`,
    ],
    [
      'rejects PATCH',
      config([hook({ rules: [rule({ operations: ['PATCH'] })] })]),
      `webhooks[0].rules[0].operations[0]: Unsupported value: "PATCH": supported values: ${ops}`,
    ],
    [
      'rejects a wildcard operation mixed with others',
      config([hook({ rules: [rule({ operations: ['CREATE', '*'] })] })]),
      `webhooks[0].rules[0].operations: Invalid value: []admissionregistration.OperationType{"CREATE", "*"}: if '*' is present, must not specify other operations`,
    ],
    [
      'requires apiGroups',
      config([hook({ rules: [rule({ apiGroups: [] })] })]),
      'webhooks[0].rules[0].apiGroups: Required value',
    ],
    [
      'rejects a wildcard group mixed with others',
      config([hook({ rules: [rule({ apiGroups: ['*', ''] })] })]),
      `webhooks[0].rules[0].apiGroups: Invalid value: []string{"*", ""}: if '*' is present, must not specify other API groups`,
    ],
    [
      'rejects a wildcard version mixed with others',
      config([hook({ rules: [rule({ apiVersions: ['*', 'v1'] })] })]),
      `webhooks[0].rules[0].apiVersions: Invalid value: []string{"*", "v1"}: if '*' is present, must not specify other API versions`,
    ],
    [
      'rejects an empty version',
      config([hook({ rules: [rule({ apiVersions: ['v1', ''] })] })]),
      'webhooks[0].rules[0].apiVersions[1]: Required value',
    ],
    [
      'requires resources',
      config([hook({ rules: [rule({ resources: [] })] })]),
      'webhooks[0].rules[0].resources: Required value',
    ],
    [
      'rejects an empty resource',
      config([hook({ rules: [rule({ resources: ['a', ''] })] })]),
      'webhooks[0].rules[0].resources[1]: Required value',
    ],
    [
      'lets "*" co-exist with subresources',
      config([hook({ rules: [rule({ resources: ['*', 'a/b', 'a/*', '*/b'] })] })]),
      '',
    ],
    [
      'rejects "*" next to a plain resource',
      config([hook({ rules: [rule({ resources: ['*', 'a'] })] })]),
      `webhooks[0].rules[0].resources: Invalid value: []string{"*", "a"}: if '*' is present, must not specify other resources without subresources`,
    ],
    [
      'only lets the last plain resource decide, as upstream does',
      config([hook({ rules: [rule({ resources: ['a', '*'] })] })]),
      '',
    ],
    [
      'rejects a/x after a/*',
      config([hook({ rules: [rule({ resources: ['a/*', 'a/x'] })] })]),
      `webhooks[0].rules[0].resources[1]: Invalid value: "a/x": if 'a/*' is present, must not specify a/x`,
    ],
    ['lets a/* mix with a', config([hook({ rules: [rule({ resources: ['a/*', 'a'] })] })]), ''],
    [
      'rejects x/a after */a',
      config([hook({ rules: [rule({ resources: ['*/a', 'x/a'] })] })]),
      `webhooks[0].rules[0].resources[1]: Invalid value: "x/a": if '*/a' is present, must not specify x/a`,
    ],
    [
      'rejects */* next to anything',
      config([hook({ rules: [rule({ resources: ['*/*', 'a'] })] })]),
      `webhooks[0].rules[0].resources: Invalid value: []string{"*/*", "a"}: if '*/*' is present, must not specify other resources`,
    ],
    [
      'rejects an unknown scope',
      config([hook({ rules: [rule({ scope: 'Global' })] })]),
      'webhooks[0].rules[0].scope: Unsupported value: "Global": supported values: "*", "Cluster", "Namespaced"',
    ],
    [
      'rejects an unknown failurePolicy',
      config([hook({ failurePolicy: 'other' })]),
      'webhooks[0].failurePolicy: Unsupported value: "other": supported values: "Fail", "Ignore"',
    ],
    [
      'rejects an unknown matchPolicy',
      config([hook({ matchPolicy: 'Fuzzy' })]),
      'webhooks[0].matchPolicy: Unsupported value: "Fuzzy": supported values: "Equivalent", "Exact"',
    ],
    [
      'requires sideEffects',
      config([hook({ sideEffects: null })]),
      'webhooks[0].sideEffects: Required value: must specify one of None, NoneOnDryRun',
    ],
    [
      'rejects an unknown sideEffects',
      config([hook({ sideEffects: 'other' })]),
      'webhooks[0].sideEffects: Unsupported value: "other": supported values: "None", "NoneOnDryRun"',
    ],
    [
      'rejects sideEffects Unknown on create',
      config([hook({ sideEffects: 'Unknown' })]),
      'webhooks[0].sideEffects: Unsupported value: "Unknown": supported values: "None", "NoneOnDryRun"',
    ],
    ['accepts sideEffects NoneOnDryRun', config([hook({ sideEffects: 'NoneOnDryRun' })]), ''],
    [
      'requires a url or a service',
      config([hook({ clientConfig: {} })]),
      'webhooks[0].clientConfig: Required value: exactly one of url or service is required',
    ],
    [
      'rejects both a url and a service',
      config([
        hook({
          clientConfig: {
            url: 'example.com/k8s/webhook',
            service: { namespace: 'ns', name: 'n', port: 443 },
          },
        }),
      ]),
      'webhooks[0].clientConfig: Required value: exactly one of url or service is required',
    ],
    [
      'rejects a blank url',
      config([hook({ clientConfig: { url: '' } })]),
      `[webhooks[0].clientConfig.url: Invalid value: "": 'https' is the only allowed URL scheme${form}, webhooks[0].clientConfig.url: Invalid value: "": host must be specified${form}]`,
    ],
    [
      'rejects a url with user information',
      config([hook({ clientConfig: { url: 'https://harry.potter@example.com/' } })]),
      'webhooks[0].clientConfig.url: Invalid value: "harry.potter": user information is not permitted in the URL',
    ],
    [
      'rejects a service path without a leading slash',
      config([hook({ clientConfig: svc({ path: 'foo/' }) })]),
      `webhooks[0].clientConfig.service.path: Invalid value: "foo/": must start with a '/'`,
    ],
    [
      'rejects service port 0',
      config([hook({ clientConfig: svc({ port: 0 }) })]),
      'webhooks[0].clientConfig.service.port: Invalid value: 0: port is not valid: must be between 1 and 65535, inclusive',
    ],
    [
      'defaults an absent service port to 443',
      config([hook({ clientConfig: { service: { namespace: 'ns', name: 'n' } } })]),
      '',
    ],
    [
      'rejects timeoutSeconds above 30',
      config([hook({ timeoutSeconds: 31 })]),
      'webhooks[0].timeoutSeconds: Invalid value: 31: the timeout value must be between 1 and 30 seconds',
    ],
    [
      'rejects timeoutSeconds 0',
      config([hook({ timeoutSeconds: 0 })]),
      'webhooks[0].timeoutSeconds: Invalid value: 0: the timeout value must be between 1 and 30 seconds',
    ],
    [
      'rejects negative timeoutSeconds',
      config([hook({ timeoutSeconds: -1 })]),
      'webhooks[0].timeoutSeconds: Invalid value: -1: the timeout value must be between 1 and 30 seconds',
    ],
    [
      'accepts timeouts from 1 to 30',
      config([
        hook({ timeoutSeconds: 1 }),
        hook({ name: 'webhook2.k8s.io', timeoutSeconds: 15 }),
        hook({ name: 'webhook3.k8s.io', timeoutSeconds: 30 }),
      ]),
      '',
    ],
    [
      'rejects an invalid namespaceSelector operator',
      config([
        hook({ namespaceSelector: { matchExpressions: [{ key: 'k', operator: 'Equals' }] } }),
      ]),
      'webhooks[0].namespaceSelector.matchExpressions[0].operator: Invalid value: "Equals": not a valid selector operator',
    ],
    [
      'rejects an invalid objectSelector label',
      config([hook({ objectSelector: { matchLabels: { 'a/b/c': 'v' } } })]),
      `webhooks[0].objectSelector.matchLabels: Invalid value: "a/b/c": a qualified name ${qnameMsg.slice('name part '.length)} with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ],
    [
      'requires a match condition name',
      config([hook({ matchConditions: [{ expression: 'true' }] })]),
      'webhooks[0].matchConditions[0].name: Required value',
    ],
    [
      'requires every match condition name',
      config([
        hook({ matchConditions: [{ expression: 'true' }, { expression: 'true' }] }),
        hook({ name: 'webhook2.k8s.io', matchConditions: [{ name: '', expression: 'true' }] }),
      ]),
      '[webhooks[0].matchConditions[0].name: Required value, webhooks[0].matchConditions[1].name: Required value, webhooks[1].matchConditions[0].name: Required value]',
    ],
    [
      'requires a qualified match condition name',
      config([hook({ matchConditions: [{ name: '-hello', expression: 'true' }] })]),
      `webhooks[0].matchConditions[0].name: Invalid value: "-hello": ${qnameMsg}`,
    ],
    [
      'requires qualified names in every webhook',
      config([
        hook({
          matchConditions: [
            { name: '.io', expression: 'true' },
            { name: 'thing.test.com', expression: 'true' },
          ],
        }),
        hook({
          name: 'webhook2.k8s.io',
          matchConditions: [{ name: 'some name', expression: 'true' }],
        }),
      ]),
      `[webhooks[0].matchConditions[0].name: Invalid value: ".io": ${qnameMsg}, webhooks[1].matchConditions[0].name: Invalid value: "some name": ${qnameMsg}]`,
    ],
    [
      'requires an expression',
      config([hook({ matchConditions: [{ name: 'webhook.k8s.io' }] })]),
      'webhooks[0].matchConditions[0].expression: Required value',
    ],
    [
      'requires a non-blank expression',
      config([hook({ matchConditions: [{ name: 'webhook.k8s.io', expression: ' \t\n' }] })]),
      'webhooks[0].matchConditions[0].expression: Required value',
    ],
    [
      'requires unique condition names within a webhook',
      config([
        hook({
          matchConditions: [
            { name: 'webhook.k8s.io', expression: 'true' },
            { name: 'webhook.k8s.io', expression: 'true' },
          ],
        }),
      ]),
      'webhooks[0].matchConditions[1].name: Duplicate value: "webhook.k8s.io"',
    ],
    [
      'allows repeated condition names across webhooks',
      config([
        hook({ matchConditions: [{ name: 'c', expression: 'true' }] }),
        hook({ name: 'webhook2.k8s.io', matchConditions: [{ name: 'c', expression: 'true' }] }),
      ]),
      '',
    ],
    ['allows 64 match conditions', config([hook({ matchConditions: conditions(64) })]), ''],
    [
      'rejects 65 match conditions',
      config([hook({ matchConditions: conditions(65) })]),
      'webhooks[0].matchConditions: Too many: 65: must have at most 64 items',
    ],
    // Known gap until CEL compilation lands (TODO(cel-compile) in webhook.ts): upstream reports
    // `Invalid value: "6": must evaluate to bool` here.
    [
      'requires a match condition to be a bool',
      config([hook({ matchConditions: [{ name: 'c', expression: ' 6 ' }] })]),
      'webhooks[0].matchConditions[0].expression: Invalid value: "6": must evaluate to bool but got int',
    ],
    [
      'compiles a match condition in the new-expressions environment, without params',
      config([hook({ matchConditions: [{ name: 'c', expression: 'params.x == 1' }] })]),
      `webhooks[0].matchConditions[0].expression: Invalid value: "params.x == 1": compilation failed: ERROR: <input>:1:1: undeclared reference to 'params' (in container '')\n | params.x == 1\n | ^`,
    ],
    [
      'ignores reinvocationPolicy on a validating webhook',
      config([hook({ reinvocationPolicy: 'Sometimes' })]),
      '',
    ],
    [
      'reports one webhook in upstream order, then its versions, then its duplicate name',
      config([
        hook(),
        hook({
          name: 'webhook.k8s.io',
          rules: [rule({ operations: [] })],
          failurePolicy: 'x',
          sideEffects: null,
          timeoutSeconds: 0,
          objectSelector: { matchLabels: { k: 'bad value' } },
          clientConfig: {},
          matchConditions: [{ name: 'c' }],
          admissionReviewVersions: ['v2'],
        }),
      ]),
      `[webhooks[1].rules[0].operations: Required value, webhooks[1].failurePolicy: Unsupported value: "x": supported values: "Fail", "Ignore", webhooks[1].sideEffects: Required value: must specify one of None, NoneOnDryRun, webhooks[1].timeoutSeconds: Invalid value: 0: the timeout value must be between 1 and 30 seconds, webhooks[1].objectSelector.matchLabels: Invalid value: "bad value": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?'), webhooks[1].clientConfig: Required value: exactly one of url or service is required, webhooks[1].matchConditions[0].expression: Required value, webhooks[1].admissionReviewVersions: Invalid value: []string{"v2"}: must include at least one of v1, v1beta1, webhooks[1].name: Duplicate value: "webhook.k8s.io"]`,
    ],
  ])('%s', (_name, obj, expected) => {
    expect(aggregateString(validateValidatingWebhookConfiguration(obj, '1.32'), '1.32')).toBe(
      expected,
    );
  });
});

describe('metadata', () => {
  it.each<[string, JsonValue, string]>([
    ['requires a name', {}, 'metadata.name: Required value: name or generateName is required'],
    [
      'requires a DNS-1123 subdomain name',
      { name: 'Bad_Name' },
      `metadata.name: Invalid value: "Bad_Name": ${subdomainMsg}`,
    ],
    ['accepts a generateName in place of a name', { generateName: 'cfg-' }, ''],
    [
      'rejects an invalid generateName',
      { generateName: 'Cfg-' },
      `metadata.generateName: Invalid value: "Cfg-": ${subdomainMsg}`,
    ],
    [
      'rejects an invalid label value',
      { name: 'c', labels: { app: 'a b' } },
      `metadata.labels: Invalid value: "a b": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    ],
    [
      'lower-cases annotation keys before checking them',
      { name: 'c', annotations: { 'Example.COM/Key': 'v' } },
      '',
    ],
    [
      'rejects an invalid annotation key',
      { name: 'c', annotations: { 'a b': 'v' } },
      `metadata.annotations: Invalid value: "a b": ${qnameMsg}`,
    ],
    [
      'rejects orphan and foregroundDeletion together',
      { name: 'c', finalizers: ['orphan', 'foregroundDeletion'] },
      'metadata.finalizers: Invalid value: []string{"orphan", "foregroundDeletion"}: finalizer orphan and foregroundDeletion cannot be both set',
    ],
  ])('%s', (_name, metadata, expected) => {
    expect(
      aggregateString(
        validateValidatingWebhookConfiguration(config([hook()], metadata), '1.32'),
        '1.32',
      ),
    ).toBe(expected);
  });
});

describe('validateMutatingWebhookConfiguration', () => {
  it.each<[string, JsonObject, string]>([
    ['accepts reinvocationPolicy IfNeeded', config([hook({ reinvocationPolicy: 'IfNeeded' })]), ''],
    [
      'rejects an unknown reinvocationPolicy after the selectors',
      config([
        hook({
          reinvocationPolicy: 'Sometimes',
          objectSelector: { matchExpressions: [{ key: 'k', operator: 'In' }] },
        }),
      ]),
      `[webhooks[0].objectSelector.matchExpressions[0].values: Required value: must be specified when \`operator\` is 'In' or 'NotIn', webhooks[0].reinvocationPolicy: Unsupported value: "Sometimes": supported values: "IfNeeded", "Never"]`,
    ],
    [
      'applies the webhook checks too',
      config([hook({ sideEffects: 'Some' })]),
      'webhooks[0].sideEffects: Unsupported value: "Some": supported values: "None", "NoneOnDryRun"',
    ],
  ])('%s', (_name, obj, expected) => {
    expect(aggregateString(validateMutatingWebhookConfiguration(obj, '1.32'), '1.32')).toBe(
      expected,
    );
  });
});

describe('values of the wrong JSON type', () => {
  it.each<[string, JsonObject, string]>([
    [
      'a number for a string',
      config([hook({ sideEffects: 5 })]),
      'webhooks[0].sideEffects: Invalid value: 5: must be of type string',
    ],
    ['a string for a list', config('x'), 'webhooks: Invalid value: "x": must be of type array'],
    [
      'a fraction for an int32',
      config([hook({ timeoutSeconds: 1.5 })]),
      'webhooks[0].timeoutSeconds: Invalid value: 1.5: must be of type int32',
    ],
    [
      'a list for an object',
      config([hook({ clientConfig: ['https://x'] })]),
      'webhooks[0].clientConfig: Invalid value: ["https://x"]: must be of type object',
    ],
    [
      'a number inside a list',
      config([hook({ rules: [rule({ resources: ['pods', 7] })] })]),
      'webhooks[0].rules[0].resources[1]: Invalid value: 7: must be of type string',
    ],
    [
      'a wrong type hiding the other errors',
      config([hook({ name: 'bad', matchPolicy: true })]),
      'webhooks[0].matchPolicy: Invalid value: true: must be of type string',
    ],
  ])('reports %s without validating further', (_name, obj, expected) => {
    expect(aggregateString(validateValidatingWebhookConfiguration(obj, '1.32'), '1.32')).toBe(
      expected,
    );
  });
});
