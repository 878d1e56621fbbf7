import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';

const namespaceRule = {
  operations: ['CREATE'],
  apiGroups: [''],
  apiVersions: ['v1'],
  resources: ['namespaces'],
};
const configMapRule = {
  operations: ['CREATE'],
  apiGroups: [''],
  apiVersions: ['v1'],
  resources: ['configmaps'],
};
const configMap = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'settings', namespace: 'team-a' },
  data: { a: 'b' },
};

const create = (objects: JsonObject[], webhooks: JsonObject) =>
  run({
    request: { operation: 'CREATE', object: configMap },
    objects,
    webhooks,
    admissionPlugins: {
      enable: ['NamespaceAutoProvision'],
      disable: ['ResourceQuota', 'LimitRanger'],
    },
  });

const provisionStep = (result: ReturnType<typeof create>) =>
  result.trace.find((t) => t.plugin === 'NamespaceAutoProvision');

describe('NamespaceAutoProvision creates the namespace through the whole chain first', () => {
  const objects = [
    configuration('Mutating', 'ns-labels', [
      webhookEntry('ns-labels.example.com', { rules: [namespaceRule] }),
    ]),
    configuration('Validating', 'ns-check', [
      webhookEntry('ns-check.example.com', { rules: [namespaceRule] }),
    ]),
    configuration('Validating', 'cm-check', [
      webhookEntry('cm-check.example.com', {
        rules: [configMapRule],
        namespaceSelector: { matchLabels: { tier: 'gold' } },
      }),
    ]),
  ];
  const labelPatch = [{ op: 'add', path: '/metadata/labels/tier', value: 'gold' }];

  it('calls the Namespace’s mutating and validating webhooks, as the loopback user, in a nested request', () => {
    const result = create(objects, {
      'ns-labels.example.com': { response: { allowed: true, patch: labelPatch } },
    });
    const nested = provisionStep(result)?.nested;
    expect(nested?.request).toMatchObject({
      operation: 'CREATE',
      kind: { kind: 'Namespace' },
      name: 'team-a',
    });
    expect(nested?.user).toEqual({
      username: 'system:apiserver',
      groups: ['system:authenticated', 'system:masters'],
    });
    expect(nested?.calls).toEqual(['ns-labels.example.com', 'ns-check.example.com']);
    const review = nested?.trace.find((t) => t.webhook === 'ns-labels.example.com')
      ?.request as JsonObject;
    expect((review['request'] as JsonObject)['userInfo']).toMatchObject({
      username: 'system:apiserver',
      groups: ['system:authenticated', 'system:masters'],
    });
    // The request's own calls are its own: the ConfigMap's webhook, whose namespaceSelector sees the nested patch.
    expect(result.calls).toEqual(['cm-check.example.com']);
  });

  it('lets the rest of the chain see the namespace as stored, with what its webhooks added', () => {
    const result = create(objects, {
      'ns-labels.example.com': { response: { allowed: true, patch: labelPatch } },
      'cm-check.example.com': {
        response: { allowed: false, status: { message: 'gold namespaces take no config maps' } },
      },
    });
    expect(result.status?.message).toBe(
      'admission webhook "cm-check.example.com" denied the request: gold namespaces take no config maps',
    );
  });

  it('refuses the request with Forbidden when the nested create is refused (admission.NewForbidden)', () => {
    const result = create(objects, {
      'ns-check.example.com': {
        response: { allowed: false, status: { message: 'no new namespaces' } },
      },
    });
    expect(result.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message:
        'configmaps "settings" is forbidden: admission webhook "ns-check.example.com" denied the request: no new namespaces',
    });
    expect(provisionStep(result)?.nested?.allowed).toBe(false);
    expect(result.calls).toEqual([]);
  });

  it('answers a nested Forbidden as it is, without wrapping it again', () => {
    const status = { code: 403, reason: 'Forbidden', message: 'namespaces are managed elsewhere' };
    const result = create(objects, {
      'ns-check.example.com': { response: { allowed: false, status } },
    });
    expect(result.status?.message).toBe(
      'admission webhook "ns-check.example.com" denied the request: namespaces are managed elsewhere',
    );
  });

  it('counts the nested calls into a webhook’s `responses`, in the order the server receives them', () => {
    const both = [configuration('Mutating', 'every', [webhookEntry('every.example.com')])];
    const responses = [
      { allowed: true, warnings: ['call 0'] },
      { allowed: true, warnings: ['call 1'] },
    ];
    const result = create(both, { 'every.example.com': { responses } });
    expect(provisionStep(result)?.nested?.warnings).toEqual(['call 0']);
    expect(result.warnings).toEqual(['call 1']);
  });
});
