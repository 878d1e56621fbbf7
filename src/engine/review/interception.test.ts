import { describe, expect, it } from 'vitest';
import { config, findings, hook } from './testing.ts';

const rule = (apiGroups: string[], resources: string[], operations = ['CREATE', 'UPDATE']) => [
  { operations, apiGroups, apiVersions: ['*'], resources },
];
const one = (extra: object) => ({
  objects: [config('Validating', 'v', [hook('h.example.com', extra)])],
});

describe('intercepts-leases', () => {
  it('reports a webhook that node lease renewals go through, whatever its failurePolicy', () => {
    const [f] = findings(
      one({ rules: rule(['coordination.k8s.io'], ['leases']) }),
      'intercepts-leases',
    );
    expect(f?.severity).toBe('warning');
    expect(f?.pointer).toBe('/cluster/objects/0/webhooks/0/rules');
  });

  it('keeps quiet for a webhook on pods', () => {
    expect(findings(one({}), 'intercepts-leases')).toEqual([]);
  });

  it('leaves a fail-closed webhook on leases to the deadlock check', () => {
    const fail = one({ failurePolicy: 'Fail', rules: rule(['coordination.k8s.io'], ['leases']) });
    expect(findings(fail, 'intercepts-leases')).toEqual([]);
    expect(findings(fail, 'deadlock-node-lease')).toHaveLength(1);
  });
});

describe('intercepts-events', () => {
  it('reports a webhook on events of either group', () => {
    expect(
      findings(one({ rules: rule(['events.k8s.io'], ['events']) }), 'intercepts-events'),
    ).toHaveLength(1);
    expect(findings(one({ rules: rule([''], ['events']) }), 'intercepts-events')).toHaveLength(1);
  });

  it('keeps quiet when an objectSelector leaves unlabelled events out', () => {
    const selected = {
      rules: rule([''], ['events']),
      objectSelector: { matchLabels: { audited: 'true' } },
    };
    expect(findings(one(selected), 'intercepts-events')).toEqual([]);
  });
});

describe('intercepts-virtual-resources', () => {
  const reviews = {
    rules: rule(
      ['authentication.k8s.io', 'authorization.k8s.io'],
      ['tokenreviews', 'subjectaccessreviews'],
      ['CREATE'],
    ),
  };

  it('warns before 1.37, naming the resources', () => {
    const [f] = findings(
      { ...one(reviews), kubernetesVersion: '1.36' },
      'intercepts-virtual-resources',
    );
    expect(f?.severity).toBe('warning');
    expect(f?.message).toContain(
      'tokenreviews.authentication.k8s.io, subjectaccessreviews.authorization.k8s.io',
    );
  });

  it('says the rule has no effect from 1.37', () => {
    const [f] = findings(
      { ...one(reviews), kubernetesVersion: '1.37' },
      'intercepts-virtual-resources',
    );
    expect(f?.severity).toBe('info');
    expect(f?.message).toContain('no effect');
  });

  it('keeps quiet for a rule that does not name them', () => {
    expect(findings(one({}), 'intercepts-virtual-resources')).toEqual([]);
  });
});

describe('intercepts-everything', () => {
  const everything = { rules: rule(['*'], ['*']) };

  it('reports every resource with nothing to narrow it, at the rule', () => {
    const [f] = findings(one(everything), 'intercepts-everything');
    expect(f?.pointer).toBe('/cluster/objects/0/webhooks/0/rules/0');
  });

  it.each([
    ['a namespaceSelector', { namespaceSelector: { matchLabels: { team: 'a' } } }],
    ['an objectSelector', { objectSelector: { matchLabels: { team: 'a' } } }],
    ['matchConditions', { matchConditions: [{ name: 'x', expression: 'true' }] }],
  ])('keeps quiet with %s', (_, narrowing) => {
    expect(findings(one({ ...everything, ...narrowing }), 'intercepts-everything')).toEqual([]);
  });
});
