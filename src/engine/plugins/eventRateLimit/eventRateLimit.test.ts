// Cases follow plugin/pkg/admission/eventratelimit/admission_test.go (event kinds, dry run, keys)
// and apis/eventratelimit/validation/validation_test.go (configuration errors), with 1.32 texts.

import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { attrs } from '../../testing/builders.ts';
import { pluginRequest } from '../testing.ts';
import { loadEventRateLimitConfiguration } from './config.ts';
import { bucketKey, enforce, eventRateLimitPlugin } from './index.ts';

const event: JsonObject = {
  apiVersion: 'v1',
  kind: 'Event',
  metadata: { name: 'e', namespace: 'default' },
  involvedObject: { kind: 'Pod', namespace: 'default', name: 'web', uid: 'u1', apiVersion: 'v1' },
  source: { component: 'kubelet', host: 'node-1' },
};

const eventAttr: Partial<Attributes> = {
  name: 'e',
  kind: { group: '', version: 'v1', kind: 'Event' },
  resource: { group: '', version: 'v1', resource: 'events' },
  object: event,
};

const configuration = (limits: JsonObject[] | undefined): JsonObject => ({
  apiVersion: 'eventratelimit.admission.k8s.io/v1alpha1',
  kind: 'Configuration',
  ...(limits !== undefined && { limits }),
});

const run = (
  config: JsonObject | undefined,
  attr: Partial<Attributes> = eventAttr,
  version: KubernetesVersion = '1.32',
) => eventRateLimitPlugin.validate!(pluginRequest({ attr, version, ...(config && { config }) }));

describe('EventRateLimit configuration', () => {
  it.each([
    [
      'no configuration',
      undefined,
      '1.32',
      'limits: Invalid value: []eventratelimit.Limit(nil): must not be empty',
    ],
    [
      'no limits',
      configuration(undefined),
      '1.32',
      'limits: Invalid value: []eventratelimit.Limit(nil): must not be empty',
    ],
    [
      'an empty list',
      configuration([]),
      '1.32',
      'limits: Invalid value: []eventratelimit.Limit{}: must not be empty',
    ],
    [
      'an empty list (1.34 prints JSON)',
      configuration([]),
      '1.34',
      'limits: Invalid value: []: must not be empty',
    ],
    [
      'burst 0',
      configuration([{ type: 'Server', qps: 10, burst: 0 }]),
      '1.32',
      'limits[0].burst: Invalid value: 0: must be positive',
    ],
    [
      'an unknown type and no qps',
      configuration([{ type: 'Pod', burst: 5 }]),
      '1.32',
      '[limits[0].type: Unsupported value: "Pod": supported values: "Server", "Namespace", "User", "SourceAndObject", limits[0].qps: Invalid value: 0: must be positive]',
    ],
    [
      'a negative cache size',
      configuration([{ type: 'User', qps: 1, burst: 1, cacheSize: -1 }]),
      '1.32',
      'limits[0].cacheSize: Invalid value: -1: must not be negative',
    ],
    [
      'a fractional qps',
      configuration([{ type: 'Server', qps: 1.5, burst: 1 }]),
      '1.32',
      'json: cannot unmarshal number 1.5 into Go struct field Limit.limits.qps of type int32',
    ],
    ['no kind', { limits: [] }, '1.32', `Object 'Kind' is missing in '{"limits":[]}'`],
  ])('refuses to start with %s', (_, config, version, message) => {
    const loaded = loadEventRateLimitConfiguration(config, version as KubernetesVersion);
    expect(loaded).toEqual({
      error: `couldn't init admission plugin "EventRateLimit": ${message}`,
    });
  });

  it('answers the startup failure as an internal error', () => {
    const answer = run(undefined);
    expect(answer?.status?.code).toBe(500);
    expect(answer?.status?.message).toBe(
      `Internal error occurred: couldn't init admission plugin "EventRateLimit": limits: Invalid value: []eventratelimit.Limit(nil): must not be empty`,
    );
  });

  it('ignores a cache size on a Server limit', () => {
    expect(
      loadEventRateLimitConfiguration(
        configuration([{ type: 'Server', qps: 1, burst: 1, cacheSize: -1 }]),
        '1.32',
      ),
    ).toHaveProperty('limits');
  });
});

describe('EventRateLimit validate', () => {
  const limits = [
    { type: 'Server', qps: 10, burst: 50 },
    { type: 'Namespace', qps: 5, burst: 20 },
  ];

  it('admits one event from full buckets and says it assumed them full', () => {
    const answer = run(configuration(limits));
    expect(answer?.status).toBeUndefined();
    expect(answer?.reason).toBe(
      'took 1 of 50 tokens from the Server bucket, 1 of 20 tokens from the Namespace bucket "default"',
    );
    expect(answer?.assumptions?.[0]).toContain('no request history');
  });

  it.each([
    ['a pod', { kind: { group: '', version: 'v1', kind: 'Pod' } }],
    ['an events.k8s.io Event', { kind: { group: 'events.k8s.io', version: 'v1', kind: 'Event' } }],
  ])('ignores %s', (_, attr) => {
    expect(run(configuration(limits), { ...eventAttr, ...attr })).toBeUndefined();
  });

  it('does not limit dry-run requests', () => {
    expect(run(configuration(limits), { ...eventAttr, dryRun: true })?.reason).toBe(
      'dry-run requests are not rate limited',
    );
  });

  it('answers 429 exactly as apierrors.NewTooManyRequestsError when a bucket is empty', () => {
    const status = enforce(
      [{ type: 'Server', qps: 1, burst: 1, cacheSize: 0 }],
      attrs(eventAttr),
      () => 0,
    );
    expect(status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'Too many requests: limit reached on type Server for key ',
      reason: 'TooManyRequests',
      code: 429,
    });
  });

  it('aggregates several empty buckets', () => {
    const twoLimits = [
      { type: 'Server' as const, qps: 1, burst: 1, cacheSize: 0 },
      { type: 'User' as const, qps: 1, burst: 1, cacheSize: 0 },
    ];
    expect(enforce(twoLimits, attrs(eventAttr), () => 0)?.message).toBe(
      'Too many requests: [limit reached on type Server for key , limit reached on type User for key alice]',
    );
  });

  it('keys SourceAndObject buckets by source and involved object', () => {
    expect(
      bucketKey({ type: 'SourceAndObject', qps: 1, burst: 1, cacheSize: 0 }, attrs(eventAttr)),
    ).toBe('kubeletnode-1Poddefaultwebu1v1');
  });
});
