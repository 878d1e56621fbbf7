// Ports TestWarningsForWebhookRules (pkg/apis/admissionregistration/validation/warnings_test.go).

import { describe, expect, it } from 'vitest';
import { warningsForExcludedWebhookRules } from './excludedWebhookRules.ts';

const config = (apiGroups: string[], resources: string[]) => ({
  webhooks: [{ name: 'w', rules: [{ apiGroups, apiVersions: ['v1'], resources }] }],
});

describe('warningsForExcludedWebhookRules', () => {
  it.each([
    ['normal resources', [''], ['pods', 'configmaps']],
    ['all wildcards', ['*'], ['*']],
    ['a wildcard apiGroup', ['*'], ['tokenreviews']],
    ['a wildcard resource', ['authentication.k8s.io'], ['*']],
    ['an excluded name in the wrong group', ['example.com'], ['tokenreviews']],
  ])('says nothing for %s', (_name, groups, resources) =>
    expect(warningsForExcludedWebhookRules(config(groups, resources))).toEqual([]),
  );

  it('warns once per excluded resource a rule names, beside the others', () => {
    const c = config(
      ['authorization.k8s.io'],
      ['subjectaccessreviews', 'x', 'subjectaccessreviews'],
    );
    expect(warningsForExcludedWebhookRules(c)).toEqual([
      'webhooks[0].rules[0]: subjectaccessreviews.authorization.k8s.io is excluded from admission webhooks; this rule will have no effect',
    ]);
  });
});
