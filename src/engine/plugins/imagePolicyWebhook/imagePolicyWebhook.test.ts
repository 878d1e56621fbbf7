// Cases follow plugin/pkg/admission/imagepolicy/admission_test.go (TestContainerCombinations,
// TestDefaultAllow, TestAnnotationFiltering, TestReturnedAnnotationAdd) and config_test.go.

import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { WebhookBehaviour } from '../../scenario/types.ts';
import { pluginRequest, pod } from '../testing.ts';
import { goDuration, loadImagePolicyConfiguration } from './config.ts';
import { imagePolicyWebhookPlugin } from './index.ts';
import { imageReview } from './review.ts';

const config = (policy: JsonObject = {}): JsonObject => ({
  imagePolicy: { kubeConfigFile: '/etc/kubernetes/imagepolicy.kubeconfig', ...policy },
});

const backend = (partial: Partial<WebhookBehaviour>): WebhookBehaviour => ({
  latencyMs: 0,
  pointer: '/webhooks/ImagePolicyWebhook',
  ...partial,
});

const run = (
  options: {
    object?: JsonObject;
    policy?: JsonObject;
    server?: WebhookBehaviour;
    attr?: Partial<Attributes>;
  } = {},
) =>
  imagePolicyWebhookPlugin.validate!(
    pluginRequest({
      attr: {
        object: options.object ?? pod({ containers: [{ name: 'c', image: 'good' }] }),
        ...options.attr,
      },
      config: config(options.policy),
      ...(options.server && { servers: { ImagePolicyWebhook: options.server } }),
    }),
  );

describe('ImagePolicyWebhook configuration', () => {
  it.each([
    [undefined, 'no config specified'],
    [config({ allowTTL: 3000 }), 'valid value is between 1s and 30m0s, got 50m0s'],
    [config({ denyTTL: -5 }), 'valid value is between 1s and 30m0s, got -5s'],
    [config({ retryBackoff: 400000 }), 'valid value is between 1ns and 5m0s, got 6m40s'],
    [
      config({ allowTTL: '5m' }),
      'json: cannot unmarshal string into Go struct field imagePolicyWebhookConfig.imagePolicy.allowTTL of type time.Duration',
    ],
    [
      config({ defaultAllow: 'yes' }),
      'json: cannot unmarshal string into Go struct field imagePolicyWebhookConfig.imagePolicy.defaultAllow of type bool',
    ],
    [
      { imagePolicy: {} },
      'invalid configuration: no configuration has been provided, try setting KUBERNETES_MASTER environment variable',
    ],
  ])('refuses to start with %j', (cfg, message) => {
    expect(loadImagePolicyConfiguration(cfg)).toEqual({
      error: `couldn't init admission plugin "ImagePolicyWebhook": ${message}`,
    });
  });

  it('applies the defaults and the -1 sentinel', () => {
    expect(loadImagePolicyConfiguration(config({ allowTTL: -1, defaultAllow: true }))).toEqual({
      config: {
        kubeConfigFile: '/etc/kubernetes/imagepolicy.kubeconfig',
        allowTTLMs: 0,
        denyTTLMs: 30000,
        retryBackoffMs: 500,
        defaultAllow: true,
      },
    });
  });

  it('answers a start failure as an internal error', () => {
    const answer = imagePolicyWebhookPlugin.validate!(pluginRequest({ attr: { object: pod({}) } }));
    expect(answer?.status?.message).toBe(
      `Internal error occurred: couldn't init admission plugin "ImagePolicyWebhook": no config specified`,
    );
  });

  it.each([
    [1n, '1ns'],
    [1500n, '1.5µs'],
    [500_000_000n, '500ms'],
    [30_000_000_000n, '30s'],
    [300_000_000_000n, '5m0s'],
    [3_600_000_000_000n, '1h0m0s'],
    [1_500_000_000n, '1.5s'],
  ])('formats %d ns as %s', (ns, text) => {
    expect(goDuration(ns)).toBe(text);
  });
});

describe('the ImageReview', () => {
  it('lists container then init container images, the filtered annotations and the namespace', () => {
    const p = pod(
      {
        initContainers: [{ name: 'i', image: 'init:1' }],
        containers: [
          { name: 'a', image: 'a:1' },
          { name: 'b', image: 'b:1' },
        ],
        ephemeralContainers: [{ name: 'e', image: 'e:1' }],
      },
      {
        annotations: {
          'mycluster.image-policy.k8s.io/ticket-1234': 'break-glass',
          'other.example.com/x': 'y',
          'a.image-policy.k8s.io/z': 'z',
        },
      },
    );
    expect(imageReview(p, 'default', '')).toEqual({
      kind: 'ImageReview',
      apiVersion: 'imagepolicy.k8s.io/v1alpha1',
      metadata: { creationTimestamp: null },
      spec: {
        containers: [{ image: 'a:1' }, { image: 'b:1' }, { image: 'init:1' }],
        annotations: {
          'a.image-policy.k8s.io/z': 'z',
          'mycluster.image-policy.k8s.io/ticket-1234': 'break-glass',
        },
        namespace: 'default',
      },
      status: { allowed: false },
    });
    expect(imageReview(p, 'default', 'ephemeralcontainers')['spec']).toEqual({
      containers: [{ image: 'e:1' }],
      annotations: {
        'a.image-policy.k8s.io/z': 'z',
        'mycluster.image-policy.k8s.io/ticket-1234': 'break-glass',
      },
      namespace: 'default',
    });
  });

  it('shows the review it sent in the trace', () => {
    expect(run()?.reason).toContain(
      'ImageReview sent: {"kind":"ImageReview","apiVersion":"imagepolicy.k8s.io/v1alpha1","metadata":{"creationTimestamp":null},"spec":{"containers":[{"image":"good"}],"namespace":"default"},"status":{"allowed":false}}',
    );
  });
});

describe('ImagePolicyWebhook validate', () => {
  it('assumes the backend allows when the scenario has no entry for it', () => {
    const answer = run();
    expect(answer?.status).toBeUndefined();
    expect(answer?.assumptions).toContain(
      'no `webhooks: {ImagePolicyWebhook: ...}` entry: the backend was assumed to allow',
    );
  });

  it.each([
    [
      { allowed: false, reason: 'image bad is not signed' },
      'pods "p" is forbidden: image policy webhook backend denied one or more images: image bad is not signed',
    ],
    [{ allowed: false }, 'pods "p" is forbidden: one or more images rejected by webhook backend'],
    [{}, 'pods "p" is forbidden: one or more images rejected by webhook backend'],
  ])('refuses the pod when the backend answers %j', (response, message) => {
    const answer = run({ server: backend({ response, latencyMs: 40 }) });
    expect(answer?.status?.code).toBe(403);
    expect(answer?.status?.message).toBe(message);
    expect(answer?.durationMs).toBe(40);
  });

  it('records the backend audit annotations under the plugin prefix, even on denial', () => {
    const answer = run({
      server: backend({
        response: {
          allowed: false,
          auditAnnotations: { 'image-blacklisted': 'true', 'break-glass': 'false' },
        },
      }),
    });
    expect(answer?.auditAnnotations).toEqual({
      'imagepolicywebhook.image-policy.k8s.io/break-glass': 'false',
      'imagepolicywebhook.image-policy.k8s.io/image-blacklisted': 'true',
    });
    expect(answer?.status?.code).toBe(403);
  });

  it.each([
    [
      'connection-refused',
      'Post "https://image-policy-backend.invalid/?timeout=30s": dial tcp image-policy-backend.invalid:443: connect: connection refused',
      5,
    ],
    [
      'timeout',
      'Post "https://image-policy-backend.invalid/?timeout=30s": context deadline exceeded (Client.Timeout exceeded while awaiting headers)',
      30000,
    ],
    [
      'http-500',
      'an error on the server ("simulated webhook failure (http-500)") has prevented the request from succeeding',
      4088,
    ],
    ['bad-json', "couldn't get version/kind; json parse error: unexpected end of JSON input", 5],
  ] as const)('decides a %s failure by defaultAllow', (fail, error, durationMs) => {
    const refused = run({ server: backend({ fail, latencyMs: 5 }) });
    expect(refused?.status?.message).toBe(`pods "p" is forbidden: ${error}`);
    expect(refused?.durationMs).toBe(durationMs);
    const allowed = run({
      server: backend({ fail, latencyMs: 5 }),
      policy: { defaultAllow: true },
    });
    expect(allowed?.status).toBeUndefined();
    expect(allowed?.auditAnnotations).toEqual({
      'imagepolicywebhook.image-policy.k8s.io/failed-open': 'true',
    });
  });

  it('treats a status that does not decode as a call failure', () => {
    const answer = run({ server: backend({ response: { allowed: 'yes' } }) });
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: json: cannot unmarshal string into Go struct field ImageReviewStatus.status.allowed of type bool',
    );
  });

  it('lets cases look at the review as `object`', () => {
    const server = backend({
      cases: [
        {
          when: "object.spec.containers.exists(c, c.image.startsWith('bad'))",
          response: { allowed: false, reason: 'bad image' },
        },
        { response: { allowed: true } },
      ],
    });
    expect(run({ server })?.status).toBeUndefined();
    expect(
      run({ server, object: pod({ containers: [{ name: 'c', image: 'bad:1' }] }) })?.status
        ?.message,
    ).toContain('bad image');
  });

  it.each([
    ['another resource', { resource: { group: '', version: 'v1', resource: 'services' } }],
    ['the status subresource', { subresource: 'status' }],
  ])('ignores %s', (_, attr) => {
    expect(run({ attr })).toBeUndefined();
  });

  it('reviews ephemeral containers on the ephemeralcontainers subresource', () => {
    const object = pod({
      containers: [{ name: 'c', image: 'a' }],
      ephemeralContainers: [{ name: 'd', image: 'debug:1' }],
    });
    expect(
      run({ object, attr: { operation: 'UPDATE', subresource: 'ephemeralcontainers' } })?.reason,
    ).toContain('"spec":{"containers":[{"image":"debug:1"}]');
  });
});
