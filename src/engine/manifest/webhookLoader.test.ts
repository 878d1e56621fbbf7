// The static webhook loader's refusals, in upstream's words, and the order of what it loads.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { onlyError, runStatic, webhookConfiguration } from './testing.ts';

const dir = '/etc/kubernetes/webhooks';
const configs = { ValidatingAdmissionWebhook: { staticManifestsDir: dir } };
const vwc = (name: string, hook = 'check.example.com', extra: JsonObject = {}) =>
  webhookConfiguration('ValidatingWebhookConfiguration', name, hook, extra);
const load = (...objects: JsonObject[]) =>
  runStatic({ configs, files: [{ path: `${dir}/hooks.yaml`, objects }] });
const prefix = `failed to initialize admission plugin "ValidatingAdmissionWebhook": failed to load static webhook manifests from "${dir}": error loading ${dir}/hooks.yaml: `;

describe('loadWebhookManifests', () => {
  it.each([
    [
      'a name without the suffix',
      [vwc('guard')],
      `"guard" in file "${dir}/hooks.yaml" must have a name ending with ".static.k8s.io"`,
      '/cluster/staticManifests/0/objects/0/metadata',
    ],
    [
      'a duplicate name',
      [vwc('a.static.k8s.io'), vwc('a.static.k8s.io', 'other.example.com')],
      `duplicate name "a.static.k8s.io" found in file "${dir}/hooks.yaml" (previously seen in "${dir}/hooks.yaml")`,
      '/cluster/staticManifests/0/objects/1/metadata',
    ],
    [
      'a Service reference',
      [
        vwc('a.static.k8s.io', 'check.example.com', {
          clientConfig: { service: { namespace: 'ns', name: 'svc' } },
        }),
      ],
      `webhook "check.example.com" in "a.static.k8s.io" (file "${dir}/hooks.yaml"): clientConfig.service is not supported for static manifests; use clientConfig.url instead`,
      '/cluster/staticManifests/0/objects/0/webhooks/0/clientConfig',
    ],
    [
      "the other plugin's kind",
      [webhookConfiguration('MutatingWebhookConfiguration', 'm.static.k8s.io', 'm.example.com')],
      'unsupported resource type *v1.MutatingWebhookConfiguration',
      '/cluster/staticManifests/0/objects/0',
    ],
    [
      'an older version',
      [{ ...vwc('a.static.k8s.io'), apiVersion: 'admissionregistration.k8s.io/v1beta1' }],
      'unsupported resource type *v1beta1.ValidatingWebhookConfiguration',
      '/cluster/staticManifests/0/objects/0',
    ],
    [
      'an object the API would refuse',
      [vwc('a.static.k8s.io', 'check', { sideEffects: 'Maybe' })],
      'ValidatingWebhookConfiguration "a.static.k8s.io": [webhooks[0].name: Invalid value: "check": should be a domain with at least three segments separated by dots, webhooks[0].sideEffects: Unsupported value: "Maybe": supported values: "None", "NoneOnDryRun"]',
      '/cluster/staticManifests/0/objects/0',
    ],
    [
      'a field the type lacks (strict decoding)',
      [vwc('a.static.k8s.io', 'check.example.com', { failurePolicyy: 'Ignore' })],
      'strict decoding error: unknown field "webhooks[0].failurePolicyy"',
      '/cluster/staticManifests/0/objects/0',
    ],
    [
      'a document without a kind',
      [{ apiVersion: 'v1' }],
      `Object 'Kind' is missing in '{"apiVersion":"v1"}'`,
      '/cluster/staticManifests/0/objects/0',
    ],
  ])('refuses %s', (_, objects, message, pointer) => {
    const e = onlyError(load(...objects));
    expect(e.text).toContain(`it refuses to start with "${prefix}${message}"`);
    expect(e.pointer).toBe(pointer);
  });

  it('calls the static webhooks first, then those of the API, each sorted by configuration name', () => {
    const r = runStatic({
      configs,
      files: [
        { path: `${dir}/b.yaml`, objects: [vwc('z.static.k8s.io', 'z.example.com')] },
        { path: `${dir}/a.yaml`, objects: [vwc('m.static.k8s.io', 'm.example.com')] },
      ],
      objects: [vwc('a-api', 'a.example.com')],
    }).result;
    const steps = r?.trace.filter((t) => t.webhook !== undefined);
    expect(steps?.map((t) => [t.webhook, t.index, t.staticManifest])).toEqual([
      ['m.example.com', 0, `${dir}/a.yaml`],
      ['z.example.com', 1, `${dir}/b.yaml`],
      ['a.example.com', 2, undefined],
    ]);
  });

  it('runs only the static webhooks for a request on a webhook configuration', () => {
    const r = runStatic({
      configs,
      files: [
        { path: `${dir}/a.yaml`, objects: [vwc('guard.static.k8s.io', 'guard.example.com')] },
      ],
      objects: [vwc('api', 'api.example.com')],
      request: { operation: 'CREATE', object: vwc('new', 'new.example.com') },
      webhooks: { 'guard.example.com': { response: { allowed: false } } },
    }).result;
    expect(r?.calls).toEqual(['guard.example.com']);
    expect(r?.status?.message).toBe(
      'admission webhook "guard.example.com" denied the request without explanation',
    );
    expect(r?.trace.find((t) => t.plugin === 'ValidatingAdmissionWebhook')?.reason).toBe(
      'ValidatingWebhookConfiguration requests reach only the static webhooks',
    );
  });

  it('sends no review request to a static webhook either (1.37)', () => {
    const r = runStatic({
      configs,
      files: [
        { path: `${dir}/a.yaml`, objects: [vwc('guard.static.k8s.io', 'guard.example.com')] },
      ],
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'authentication.k8s.io/v1',
          kind: 'TokenReview',
          spec: { token: 't' },
        },
      },
    }).result;
    expect(r?.calls).toEqual([]);
  });

  it('keeps a mutating static webhook ahead of an API one that sorts first', () => {
    const r = runStatic({
      configs: { MutatingAdmissionWebhook: { staticManifestsDir: dir } },
      files: [
        {
          path: `${dir}/m.yaml`,
          objects: [
            webhookConfiguration(
              'MutatingWebhookConfiguration',
              'zz.static.k8s.io',
              'zz.example.com',
            ),
          ],
        },
      ],
      objects: [webhookConfiguration('MutatingWebhookConfiguration', 'aa', 'aa.example.com')],
    }).result;
    expect(r?.calls).toEqual(['zz.example.com', 'aa.example.com']);
  });
});
