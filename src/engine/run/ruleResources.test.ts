import { describe, expect, it } from 'vitest';
import { configuration, scenario, webhookEntry } from '../testing/scenario.ts';
import { unknownRuleResources } from './ruleResources.ts';

const rule = (apiGroups: string[], resources: string[]) => ({
  rules: [{ operations: ['CREATE'], apiGroups, apiVersions: ['*'], resources }],
});

describe('unknownRuleResources', () => {
  it('names each resource no group of its rule serves, with the names the groups serve', () => {
    const s = scenario({
      objects: [
        configuration('Mutating', 'm', [
          webhookEntry(
            'a.example.com',
            rule([''], ['pods', 'pod', 'pods/exe', 'pods/*', '*/scale']),
          ),
          webhookEntry('b.example.com', rule(['apps'], ['deployments/scale', 'pods'])),
          webhookEntry('c.example.com', rule(['*'], ['anything'])),
        ]),
      ],
    });
    const found = unknownRuleResources(s);
    expect(found.map((f) => [f.pointer, f.resource])).toEqual([
      ['/cluster/objects/0/webhooks/0/rules/0/resources/1', 'pod'],
      ['/cluster/objects/0/webhooks/0/rules/0/resources/2', 'pods/exe'],
      ['/cluster/objects/0/webhooks/1/rules/0/resources/1', 'pods'],
    ]);
    expect(found[0]?.known).toContain('pods');
    expect(found[0]?.known).toContain('pods/exec');
    expect(found[2]?.known).toContain('deployments');
    expect(found[2]?.known).not.toContain('pods');
  });

  it("serves a CustomResourceDefinition's plural and subresources, and checks policies' resourceRules", () => {
    const s = scenario({
      objects: [
        {
          apiVersion: 'apiextensions.k8s.io/v1',
          kind: 'CustomResourceDefinition',
          metadata: { name: 'widgets.example.com' },
          spec: {
            group: 'example.com',
            scope: 'Namespaced',
            names: {
              plural: 'widgets',
              singular: 'widget',
              kind: 'Widget',
              listKind: 'WidgetList',
            },
            versions: [
              {
                name: 'v1',
                served: true,
                storage: true,
                schema: { openAPIV3Schema: { type: 'object' } },
                subresources: { status: {} },
              },
            ],
          },
        },
        {
          apiVersion: 'admissionregistration.k8s.io/v1',
          kind: 'ValidatingAdmissionPolicy',
          metadata: { name: 'p' },
          spec: {
            matchConstraints: {
              resourceRules: [
                {
                  apiGroups: ['example.com'],
                  apiVersions: ['v1'],
                  operations: ['CREATE'],
                  resources: ['widgets', 'widgets/status', 'widget'],
                },
              ],
            },
            validations: [{ expression: 'true' }],
          },
        },
      ],
    });
    expect(unknownRuleResources(s).map((f) => [f.pointer, f.resource, f.known])).toEqual([
      [
        '/cluster/objects/1/spec/matchConstraints/resourceRules/0/resources/2',
        'widget',
        ['widgets', 'widgets/status'],
      ],
    ]);
  });
});
