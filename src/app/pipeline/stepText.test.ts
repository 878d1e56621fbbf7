import { describe, expect, it } from 'vitest';
import type { MatchCheck, TraceEntry } from '../../engine/index.ts';
import {
  checkVerdict,
  decisiveCheck,
  latency,
  skipHeadline,
  stepContext,
  stepName,
  stepPlace,
} from './stepText.ts';

const check = (name: MatchCheck['check'], passed: boolean): MatchCheck => ({
  check: name,
  passed,
  detail: '',
});
const hook = (
  outcome: TraceEntry['outcome'],
  checks: MatchCheck[],
  extra: Partial<TraceEntry> = {},
): TraceEntry => ({
  phase: 'validating',
  plugin: 'ValidatingAdmissionWebhook',
  webhook: 'w.example.com',
  outcome,
  reason: 'does not match the request',
  checks,
  ...extra,
});

describe('why a webhook was skipped', () => {
  it('names the failing selector: "Skipped: objectSelector does not match"', () => {
    const entry = hook('skipped', [
      check('namespaceSelector', true),
      check('objectSelector', false),
    ]);
    expect(skipHeadline(entry)).toBe('Skipped: objectSelector does not match');
  });

  it('blames matchPolicy, not rules, when an Exact webhook misses an equivalent resource', () => {
    const entry = hook('skipped', [check('rules', false), check('matchPolicy', false)]);
    expect(decisiveCheck(entry)?.check).toBe('matchPolicy');
  });

  it('says a reinvocation round left the webhook out', () => {
    const entry = hook('skipped', [check('rules', true), check('reinvocation', false)]);
    expect(skipHeadline(entry)).toBe('Skipped: not called again in this reinvocation round');
  });

  it('has no skip headline for a webhook called after matchPolicy Equivalent rescued its rules', () => {
    const entry = hook('allowed', [check('rules', false), check('matchPolicy', true)]);
    expect(decisiveCheck(entry)).toBeUndefined();
    expect(skipHeadline(entry)).toBeUndefined();
  });

  it('falls back to the reason when a skip has no failed check (an exempt request)', () => {
    expect(skipHeadline(hook('skipped', [], { reason: 'exempt' }))).toBe('Skipped: exempt');
  });
});

describe('checkVerdict', () => {
  it.each([
    [check('objectSelector', true), '✓ matches'],
    [check('namespaceSelector', false), '✗ does not match'],
    [check('rules', false), '✗ do not match'],
    [check('exemption', false), '✗ exempt'],
  ])('words %o as %s', (c, words) => expect(checkVerdict(c)).toBe(words));
});

describe('latency', () => {
  it('reads the simulated call time, and nothing for a step that made no call', () => {
    expect(latency(hook('allowed', [], { startMs: 30, endMs: 80 }))).toBe('50 ms');
    expect(latency(hook('skipped', []))).toBeUndefined();
  });
});

describe('naming a policy step', () => {
  const policy = (extra: Partial<TraceEntry> = {}): TraceEntry => ({
    phase: 'validating',
    plugin: 'ValidatingAdmissionPolicy',
    policy: 'max-replicas',
    outcome: 'denied',
    reason: '',
    ...extra,
  });
  const step = (entry: TraceEntry) => ({
    kind: 'trace' as const,
    position: 0,
    stage: 'validating' as const,
    entry,
  });

  it('names the policy, and its binding after it', () => {
    const entry = policy({ binding: 'max-replicas-binding' });
    expect(stepName(step(entry))).toBe('max-replicas');
    expect(stepContext(entry)).toBe('with binding max-replicas-binding');
  });

  it('names the param when the binding has one', () => {
    expect(stepContext(policy({ binding: 'b', param: 'default/limits' }))).toBe(
      'with binding b, param default/limits',
    );
  });

  it('has no context for a policy that did not match, before any binding', () => {
    expect(stepContext(policy({ outcome: 'skipped' }))).toBeUndefined();
  });

  it('keeps "in <configuration>" for a webhook', () => {
    expect(stepContext(hook('allowed', [], { configuration: 'deny-config' }))).toBe(
      'in deny-config',
    );
  });

  it('marks a static webhook or policy, with or without a binding', () => {
    const file = { staticManifest: '/etc/k/a.yaml' };
    expect(stepContext(hook('allowed', [], { configuration: 'a.static.k8s.io', ...file }))).toBe(
      'in a.static.k8s.io · static',
    );
    expect(stepContext(policy({ binding: 'b', ...file }))).toBe('with binding b · static');
    expect(stepContext(policy({ outcome: 'skipped', ...file }))).toBe('static');
  });
});

describe('stepPlace', () => {
  it('says where a webhook call sits and how long it took on the simulated clock', () => {
    const entry = hook('denied', [], {
      configuration: 'c',
      round: 0,
      index: 1,
      startMs: 30,
      endMs: 50,
      timeoutSeconds: 10,
    });
    expect(stepPlace(entry)).toBe(
      'ValidatingAdmissionWebhook · configuration c · round 0 · index 1 · called at 30 ms, answered at 50 ms (20 ms) · timeoutSeconds 10',
    );
  });

  it('names the file of a static policy', () => {
    const entry: TraceEntry = {
      phase: 'validating',
      plugin: 'ValidatingAdmissionPolicy',
      policy: 'max-replicas',
      binding: 'b',
      staticManifest: '/etc/k/a.yaml',
      outcome: 'denied',
      reason: '',
    };
    expect(stepPlace(entry)).toBe(
      'ValidatingAdmissionPolicy · policy max-replicas · binding b · static manifest /etc/k/a.yaml',
    );
  });

  it('names a setup step as cluster setup, without a round', () => {
    expect(
      stepPlace({ phase: 'setup', plugin: 'setup', round: 0, outcome: 'error', reason: '' }),
    ).toBe('cluster setup');
  });
});
