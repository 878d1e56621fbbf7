import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from './types.ts';
import { invalid, required } from './field.ts';
import { goString } from './goValue.ts';
import { newInvalid } from './newInvalid.ts';
import { validateWebhookConfiguration } from '../validation/webhookConfiguration.ts';

// shared/conformance/ex-13-sideeffects-some.yaml, after v1 defaulting.
const ex13: JsonObject = {
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingWebhookConfiguration',
  metadata: { name: 'se' },
  webhooks: [
    {
      name: 'se.example.com',
      clientConfig: { url: 'https://x/' },
      rules: [
        {
          operations: ['CREATE'],
          apiGroups: [''],
          apiVersions: ['v1'],
          resources: ['configmaps'],
          scope: '*',
        },
      ],
      sideEffects: 'Some',
      admissionReviewVersions: ['v1'],
      failurePolicy: 'Fail',
      matchPolicy: 'Equivalent',
      namespaceSelector: {},
      objectSelector: {},
      timeoutSeconds: 10,
    },
  ],
};

describe('newInvalid', () => {
  it('builds the 422 Status of apierrors.NewInvalid', () => {
    const errs = [required('a', ''), invalid('b', goString('x'), 'bad')];
    expect(
      newInvalid(
        'admissionregistration.k8s.io',
        'ValidatingWebhookConfiguration',
        'c',
        errs,
        '1.32',
      ),
    ).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'ValidatingWebhookConfiguration.admissionregistration.k8s.io "c" is invalid: [a: Required value, b: Invalid value: "x": bad]',
      reason: 'Invalid',
      details: {
        name: 'c',
        group: 'admissionregistration.k8s.io',
        kind: 'ValidatingWebhookConfiguration',
        causes: [
          { reason: 'FieldValueRequired', message: 'Required value', field: 'a' },
          { reason: 'FieldValueInvalid', message: 'Invalid value: "x": bad', field: 'b' },
        ],
      },
      code: 422,
    });
  });

  it('keeps duplicate causes while the message drops them', () => {
    const status = newInvalid('g', 'K', 'n', [required('a', ''), required('a', '')], '1.32');
    expect(status.message).toBe('K.g "n" is invalid: a: Required value');
    expect(status.details?.causes).toHaveLength(2);
  });

  it.each([
    ['leaves out an empty name', '', 'g', { group: 'g', kind: 'K' }],
    ['leaves out an empty group and does not qualify the kind', 'n', '', { name: 'n', kind: 'K' }],
  ])('%s', (_name, name, group, expected) => {
    const { causes: _causes, ...details } =
      newInvalid(group, 'K', name, [required('a', '')], '1.32').details ?? {};
    expect(details).toEqual(expected);
  });

  it('prints a nil aggregate when there are no errors, as %v does', () => {
    expect(newInvalid('g', 'K', 'n', [], '1.32').message).toBe('K.g "n" is invalid: <nil>');
  });
});

describe('validateWebhookConfiguration', () => {
  it('answers the recorded ex-13 refusal exactly', () => {
    const status = validateWebhookConfiguration(ex13, '1.32');
    expect(status?.code).toBe(422);
    expect(status?.message).toBe(
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "se" is invalid: webhooks[0].sideEffects: Unsupported value: "Some": supported values: "None", "NoneOnDryRun"',
    );
    expect(status?.details?.causes).toEqual([
      {
        reason: 'FieldValueNotSupported',
        message: 'Unsupported value: "Some": supported values: "None", "NoneOnDryRun"',
        field: 'webhooks[0].sideEffects',
      },
    ]);
  });

  it.each<[string, JsonObject, KubernetesVersion, string | undefined]>([
    [
      'returns nothing for a valid configuration',
      { ...ex13, webhooks: [{ ...(ex13['webhooks'] as JsonObject[])[0], sideEffects: 'None' }] },
      '1.32',
      undefined,
    ],
    ['returns nothing for another kind', { kind: 'ConfigMap', metadata: {} }, '1.32', undefined],
    [
      'picks the mutating rules by kind',
      {
        kind: 'MutatingWebhookConfiguration',
        metadata: { name: 'm' },
        webhooks: [
          {
            name: 'a.b.c',
            clientConfig: { url: 'https://x' },
            sideEffects: 'None',
            admissionReviewVersions: ['v1'],
            reinvocationPolicy: 'Always',
          },
        ],
      },
      '1.32',
      'MutatingWebhookConfiguration.admissionregistration.k8s.io "m" is invalid: webhooks[0].reinvocationPolicy: Unsupported value: "Always": supported values: "IfNeeded", "Never"',
    ],
    [
      'renders slices with %#v in 1.33',
      {
        kind: 'ValidatingWebhookConfiguration',
        metadata: { name: 'v' },
        webhooks: [
          {
            name: 'a.b.c',
            clientConfig: { url: 'https://x' },
            sideEffects: 'None',
            admissionReviewVersions: ['v3'],
          },
        ],
      },
      '1.33',
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "v" is invalid: webhooks[0].admissionReviewVersions: Invalid value: []string{"v3"}: must include at least one of v1, v1beta1',
    ],
    [
      'renders slices as JSON in 1.34',
      {
        kind: 'ValidatingWebhookConfiguration',
        metadata: { name: 'v' },
        webhooks: [
          {
            name: 'a.b.c',
            clientConfig: { url: 'https://x' },
            sideEffects: 'None',
            admissionReviewVersions: ['v3'],
          },
        ],
      },
      '1.34',
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "v" is invalid: webhooks[0].admissionReviewVersions: Invalid value: ["v3"]: must include at least one of v1, v1beta1',
    ],
    [
      'drops the service Required details in 1.34',
      {
        kind: 'ValidatingWebhookConfiguration',
        metadata: { name: 'v' },
        webhooks: [
          {
            name: 'a.b.c',
            clientConfig: { service: { port: 443 } },
            sideEffects: 'None',
            admissionReviewVersions: ['v1'],
          },
        ],
      },
      '1.34',
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "v" is invalid: [webhooks[0].clientConfig.service.name: Required value, webhooks[0].clientConfig.service.namespace: Required value]',
    ],
    [
      'prints an empty name as ""',
      { kind: 'ValidatingWebhookConfiguration', metadata: {}, webhooks: [] },
      '1.32',
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "" is invalid: metadata.name: Required value: name or generateName is required',
    ],
  ])('%s', (_name, obj, version, expected) => {
    expect(validateWebhookConfiguration(obj, version)?.message).toBe(expected);
  });
});
