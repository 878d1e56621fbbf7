import { describe, expect, it } from 'vitest';
import type { ScriptCall, ScriptOutcome } from '../webhook/external/calls.ts';
import { reviewScenario, reviewScenarioAsync } from './reviewScenario.ts';
import { config, findings, hook, parsed } from './testing.ts';

const objects = [config('Mutating', 'm', [hook('inject.example.com')])];
const patching = (patch: object[]) => ({
  'inject.example.com': { response: { allowed: true, patch } },
});
const sidecar = { op: 'add', path: '/spec/containers/-', value: { name: 'proxy', image: 'envoy' } };

describe('not-idempotent', () => {
  it('reports a sidecar appended again, with both objects and the diff', () => {
    const [f] = findings({ objects, webhooks: patching([sidecar]) }, 'not-idempotent');
    expect(f?.severity).toBe('error');
    expect(f?.pointer).toBe('/webhooks/inject.example.com');
    expect(f?.diff?.changes).toEqual([
      { pointer: '/spec/containers/2', after: { name: 'proxy', image: 'envoy' } },
    ]);
    expect(f?.diff?.before).toMatchObject({
      spec: { containers: [{ name: 'app' }, { name: 'proxy' }] },
    });
  });

  it.each([
    ['a label set', [{ op: 'add', path: '/metadata/labels/injected', value: 'true' }]],
    [
      'a list replaced whole (defaulting left aside)',
      [{ op: 'replace', path: '/spec/containers', value: [{ name: 'app', image: 'nginx:1.27' }] }],
    ],
  ])('keeps quiet for %s', (_, patch) => {
    expect(findings({ objects, webhooks: patching(patch) }, 'not-idempotent')).toEqual([]);
  });

  it('keeps quiet for cases that inject only when the sidecar is missing', () => {
    const webhooks = {
      'inject.example.com': {
        cases: [
          {
            when: "!object.spec.containers.exists(c, c.name == 'proxy')",
            response: { allowed: true, patch: [sidecar] },
          },
          { response: { allowed: true } },
        ],
      },
    };
    expect(findings({ objects, webhooks }, 'not-idempotent')).toEqual([]);
  });

  it('reports a webhook whose next answer denies its own output', () => {
    const webhooks = {
      'inject.example.com': {
        responses: [{ allowed: true, patch: [sidecar] }, { allowed: false }],
      },
    };
    const [f] = findings({ objects, webhooks }, 'not-idempotent');
    expect(f?.message).toContain('denies the object it produced itself');
  });

  it('leaves scripts to the async review, saying so', () => {
    const review = reviewScenario(
      parsed({
        objects,
        webhooks: { 'inject.example.com': { script: 'export default () => ({ allowed: true })' } },
      }),
    );
    expect(review.notChecked).toEqual([
      expect.stringContaining('webhook "inject.example.com": it runs a script'),
    ]);
  });

  it('runs a script a second time on its output through the host sandbox', async () => {
    const calls: ScriptCall[] = [];
    const runScript = (call: ScriptCall): Promise<ScriptOutcome> => {
      calls.push(call);
      return Promise.resolve({
        kind: 'returned',
        value: { allowed: true, patch: [sidecar] },
        elapsedMs: 0,
        logs: [],
      });
    };
    const script = { 'inject.example.com': { script: 'export default () => ({ allowed: true })' } };
    const review = await reviewScenarioAsync(parsed({ objects, webhooks: script }), { runScript });
    expect(review.findings.filter((f) => f.id === 'not-idempotent')).toHaveLength(1);
    expect(calls.map((c) => c.call)).toEqual([0, 1]);
    expect(calls[1]?.review).toMatchObject({
      request: { object: { spec: { containers: [{ name: 'app' }, { name: 'proxy' }] } } },
    });
  });
});
