// EventRateLimit: each configured limit keeps token buckets (one server-wide, or one per namespace,
// user, or event source and object) and refuses core Events with 429 when a bucket is empty
// (plugin/pkg/admission/eventratelimit/admission.go Validate, limitenforcer.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { Status } from '../../apimachinery/status.ts';
import { failure } from '../../apimachinery/statusErrors.ts';
import type { AdmissionPlugin } from '../interfaces.ts';
import { handlesOperations } from '../interfaces.ts';
import { stringAt } from '../objectFields.ts';
import { startupFailure } from '../pluginAnswers.ts';
import { type Limit, loadEventRateLimitConfiguration } from './config.ts';

/** apierrors.NewTooManyRequestsError: 429 TooManyRequests, "Too many requests: <message>", no details. */
export const newTooManyRequestsError = (message: string): Status =>
  failure(429, 'TooManyRequests', `Too many requests: ${message}`);

/** The bucket key a limit type files the request under (getServerKey, getNamespaceKey, getUserKey, getSourceAndObjectKey). */
export function bucketKey(limit: Limit, attr: Attributes): string {
  switch (limit.type) {
    case 'Server':
      return '';
    case 'Namespace':
      return attr.namespace;
    case 'User':
      return attr.userInfo.username;
    case 'SourceAndObject': {
      const e = attr.object;
      return [
        stringAt(e, 'source', 'component'),
        stringAt(e, 'source', 'host'),
        stringAt(e, 'involvedObject', 'kind'),
        stringAt(e, 'involvedObject', 'namespace'),
        stringAt(e, 'involvedObject', 'name'),
        stringAt(e, 'involvedObject', 'uid'),
        stringAt(e, 'involvedObject', 'apiVersion'),
      ].join('');
    }
  }
}

/**
 * Runs every limit enforcer (each takes a token if it can) and returns the 429 for the empty
 * buckets, or undefined. `tokens` says how many tokens a bucket holds before this request.
 */
export function enforce(
  limits: readonly Limit[],
  attr: Attributes,
  tokens: (limit: Limit, key: string) => number,
): Status | undefined {
  const errs: string[] = [];
  for (const limit of limits) {
    const key = bucketKey(limit, attr);
    if (tokens(limit, key) < 1) errs.push(`limit reached on type ${limit.type} for key ${key}`);
  }
  if (errs.length === 0) return undefined;
  const unique = [...new Set(errs)];
  return newTooManyRequestsError(
    unique.length === 1 ? (unique[0] ?? '') : `[${unique.join(', ')}]`,
  );
}

const describeBucket = (limit: Limit, key: string): string =>
  limit.type === 'Server' ? 'the Server bucket' : `the ${limit.type} bucket "${key}"`;

/** The EventRateLimit plugin (validating only; CREATE and UPDATE of core Events). */
export const eventRateLimitPlugin: AdmissionPlugin = {
  name: 'EventRateLimit',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate(req) {
    const config = loadEventRateLimitConfiguration(req.config, req.version);
    if ('error' in config) return startupFailure(config.error);
    const { attr } = req;
    // Only the core group's Event kind; events.k8s.io Events are not limited.
    if (attr.kind.group !== '' || attr.kind.kind !== 'Event') return undefined;
    if (attr.dryRun) return { reason: 'dry-run requests are not rate limited' };
    // A fresh bucket holds `burst` tokens; validation keeps burst at 1 or more, so one request always fits.
    const status = enforce(config.limits, attr, (limit) => limit.burst);
    const taken = config.limits
      .map((l) => `1 of ${l.burst} tokens from ${describeBucket(l, bucketKey(l, attr))}`)
      .join(', ');
    const assumptions = [
      'the playground has no request history: every bucket is taken as full (burst tokens, refilled at qps per second), as after a quiet period; earlier events could have emptied it, and then the answer is 429 "Too many requests: limit reached on type <type> for key <key>"',
    ];
    if (status !== undefined) return { status, reason: 'a bucket is empty', assumptions };
    return { reason: `took ${taken}`, assumptions };
  },
};
