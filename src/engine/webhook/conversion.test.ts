// The dispatchers' side of matchPolicy Equivalent (mutating/dispatcher.go, validating/dispatcher.go
// and generic/conversion.go): what a webhook registered for another version receives, how its patch
// comes back, and what the trace says.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';

const hpa = {
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' },
    maxReplicas: 10,
    metrics: [
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
      },
      {
        type: 'Pods',
        pods: { metric: { name: 'rps' }, target: { type: 'AverageValue', averageValue: '10' } },
      },
    ],
  },
};
const event = {
  apiVersion: 'v1',
  kind: 'Event',
  metadata: { name: 'e', namespace: 'default' },
  involvedObject: { kind: 'Pod', name: 'web' },
  message: 'hello',
  count: 1,
};

const rule = (group: string, version: string, resource: string): JsonObject => ({
  rules: [
    { operations: ['CREATE'], apiGroups: [group], apiVersions: [version], resources: [resource] },
  ],
});
const runMutating = (object: JsonObject, match: JsonObject, patch: JsonObject[]) =>
  run({
    request: { operation: 'CREATE', object },
    objects: [configuration('Mutating', 'm', [webhookEntry('m.example.com', match)])],
    webhooks: { 'm.example.com': { response: { allowed: true, patch } } },
  });
const called = (r: ReturnType<typeof run>) => {
  const step = r.trace.find((t) => t.webhook === 'm.example.com' && t.outcome !== 'skipped');
  if (step === undefined) throw new Error('the webhook was not called');
  return step;
};
const field = (v: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((o, k) => (o as JsonObject | undefined)?.[k], v);
const sent = (r: ReturnType<typeof run>): JsonObject =>
  field(called(r).request, 'request', 'object') as JsonObject;

describe('matchPolicy Equivalent conversions in the dispatchers', () => {
  it.each([
    [
      'an autoscaling/v2 HPA to an autoscaling/v1 webhook',
      hpa,
      rule('autoscaling', 'v1', 'horizontalpodautoscalers'),
      'autoscaling/v1',
      ['spec', 'targetCPUUtilizationPercentage'],
      70,
    ],
    [
      'a core Event to an events.k8s.io/v1 webhook',
      event,
      rule('events.k8s.io', 'v1', 'events'),
      'events.k8s.io/v1',
      ['note'],
      'hello',
    ],
  ])('sends %s in that version', (_name, object, match, apiVersion, path, value) => {
    const r = runMutating(object, match, []);
    const o = sent(r);
    expect(o['apiVersion']).toBe(apiVersion);
    expect(field(o, ...path)).toBe(value);
    expect(r.notSimulated.filter((n) => n.feature === 'conversion')).toEqual([]);
  });

  it('applies the patch to the autoscaling/v1 object, converts it back and says so in the trace', () => {
    const r = runMutating(hpa, rule('autoscaling', 'v1', 'horizontalpodautoscalers'), [
      { op: 'replace', path: '/spec/targetCPUUtilizationPercentage', value: 50 },
    ]);
    const step = called(r);
    expect(step.conversion).toMatchObject({
      kind: 'HorizontalPodAutoscaler',
      from: 'autoscaling/v2',
      to: 'autoscaling/v1',
    });
    expect(field(step.objectAfter, 'apiVersion')).toBe('autoscaling/v1');
    const back = step.conversion?.objectBack as JsonObject;
    expect(back['apiVersion']).toBe('autoscaling/v2');
    // The Pods metric came back from the annotation, the CPU target after it.
    expect((back['spec'] as JsonObject)['metrics']).toEqual([
      hpa.spec.metrics[1],
      {
        ...hpa.spec.metrics[0],
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 50 } },
      },
    ]);
    expect((r.object as JsonObject)['spec']).toEqual(back['spec']);
  });

  it("decodes the patched object with the webhook version's defaults", () => {
    // autoscaling/v1 defaults minReplicas to 1; a patch that removes it gets it back.
    const r = runMutating(hpa, rule('autoscaling', 'v1', 'horizontalpodautoscalers'), [
      { op: 'remove', path: '/spec/minReplicas' },
    ]);
    expect(field(called(r).objectAfter, 'spec', 'minReplicas')).toBe(1);
  });

  it('hands the next webhook of the same version the patched object itself, converting back only for the others', () => {
    const v1 = rule('autoscaling', 'v1', 'horizontalpodautoscalers');
    const r = run({
      request: {
        operation: 'CREATE',
        object: { ...hpa, spec: { ...hpa.spec, metrics: hpa.spec.metrics.slice(0, 1) } },
      },
      objects: [
        configuration('Mutating', 'm', [
          webhookEntry('a.example.com', v1),
          webhookEntry('b.example.com', v1),
        ]),
      ],
      webhooks: {
        'a.example.com': {
          response: {
            allowed: true,
            patch: [{ op: 'remove', path: '/spec/targetCPUUtilizationPercentage' }],
          },
        },
        'b.example.com': { response: { allowed: true } },
      },
    });
    // ConvertVersionedAttributes: same kind, no conversion; a round trip would have put the CPU default of 80 back.
    const b = r.trace.find((t) => t.webhook === 'b.example.com' && t.outcome !== 'skipped');
    expect(
      field(b?.request, 'request', 'object', 'spec', 'targetCPUUtilizationPercentage'),
    ).toBeUndefined();
    // Converted to internal at the end: no metric left, so autoscaling/v1's implicit CPU default of 80.
    expect(field(r.object, 'spec', 'metrics')).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
      },
    ]);
  });

  it("has no conversion on a step that matched the request's own version", () => {
    const r = runMutating(hpa, rule('autoscaling', 'v2', 'horizontalpodautoscalers'), []);
    expect(called(r).conversion).toBeUndefined();
  });
});
