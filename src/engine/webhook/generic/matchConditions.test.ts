import { describe, expect, it } from 'vitest';
import { jsonToCel } from '../../cel/index.ts';
import {
  compileWebhookCondition,
  evaluateMatchConditions,
  readMatchConditions,
} from './matchConditions.ts';

const activation = {
  object: jsonToCel({
    metadata: { name: 'cm', labels: { team: 'a' } },
    data: { a: '1' },
    spec: { replicas: 3, containers: [{ image: 'x/y' }] },
  }),
  oldObject: null,
  request: jsonToCel({
    operation: 'CREATE',
    userInfo: { username: 'system:serviceaccount:ci:deployer', groups: ['system:serviceaccounts'] },
  }),
  namespaceObject: null,
  authorizer: null,
};

const conditions = (...exprs: string[]) =>
  readMatchConditions(
    exprs.map((expression, i) => ({ name: `c${i}`, expression })),
    '/cluster/objects/0/webhooks/0',
  );

describe('compileWebhookCondition', () => {
  it.each([
    '!request.userInfo.username.startsWith("system:")',
    "object.metadata.name.matches('^c')",
    'has(object.metadata.labels)',
    "'team' in object.metadata.labels",
    "object.spec.containers.all(c, c.image.startsWith('x/'))",
    "request.userInfo.groups.exists(g, g == 'system:serviceaccounts')",
    "object.metadata.?labels.?team.orValue('') == 'a'",
    'object.spec.replicas <= 5',
    'oldObject == null',
  ])('accepts %s as a bool', (expr) => {
    const c = compileWebhookCondition(expr, '1.32');
    expect(c.ok ? 'ok' : c.detail).toBe('ok');
  });

  it('refuses a non-bool result with the API server words', () => {
    const c = compileWebhookCondition('object.metadata.name', '1.32');
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.detail).toBe('must evaluate to bool but got dyn');
  });

  it('does not declare params for a webhook', () => {
    const c = compileWebhookCondition('params == null', '1.32');
    expect(c.ok).toBe(false);
    if (!c.ok)
      expect(c.detail).toMatch(
        /^compilation failed: ERROR: <input>:1:1: undeclared reference to 'params'/,
      );
  });
});

describe('evaluateMatchConditions', () => {
  it('matches when all conditions are true, recording each value and place', () => {
    const r = evaluateMatchConditions(
      conditions('true', "object.metadata.labels.team == 'a'"),
      'Fail',
      '1.32',
      activation,
    );
    expect(r.decision).toBe('match');
    expect(r.evaluations).toEqual([
      {
        role: 'matchCondition',
        index: 0,
        name: 'c0',
        expression: 'true',
        pointer: '/cluster/objects/0/webhooks/0/matchConditions/0/expression',
        value: 'true',
      },
      {
        role: 'matchCondition',
        index: 1,
        name: 'c1',
        expression: "object.metadata.labels.team == 'a'",
        pointer: '/cluster/objects/0/webhooks/0/matchConditions/1/expression',
        value: 'true',
      },
    ]);
  });

  it('lets a false condition beat an earlier error, whatever the failurePolicy', () => {
    const r = evaluateMatchConditions(
      conditions('object.data.missing == "x"', 'false'),
      'Fail',
      '1.32',
      activation,
    );
    expect(r).toMatchObject({ decision: 'skip', condition: 'c1' });
  });

  it('fails with the error under Fail, words it as filter.go does, and evaluates every condition', () => {
    const r = evaluateMatchConditions(
      conditions('object.data.missing == "x"', 'true'),
      'Fail',
      '1.32',
      activation,
    );
    expect(r).toMatchObject({
      decision: 'error',
      error: `expression 'object.data.missing == "x"' resulted in error: no such key: missing`,
    });
    expect(r.evaluations[1]?.value).toBe('true');
  });

  it('aggregates several distinct errors inside brackets', () => {
    const r = evaluateMatchConditions(
      conditions('object.nope == 1', 'object.gone == 2', 'object.nope == 1'),
      'Fail',
      '1.32',
      activation,
    );
    expect(r).toMatchObject({
      decision: 'error',
      error:
        "[expression 'object.nope == 1' resulted in error: no such key: nope, expression 'object.gone == 2' resulted in error: no such key: gone]",
    });
  });

  it('skips the webhook on an error under Ignore', () => {
    const r = evaluateMatchConditions(conditions('object.nope == 1'), 'Ignore', '1.32', activation);
    expect(r.decision).toBe('skip');
  });

  it('reports a condition that does not compile as a compilation error at run time', () => {
    const r = evaluateMatchConditions(conditions('object.x =='), 'Fail', '1.32', activation);
    expect(r.decision).toBe('error');
    if (r.decision === 'error')
      expect(r.error).toMatch(
        /^compilation error: compilation failed: ERROR: <input>:1:12: Syntax error: /,
      );
  });

  it('excludes a service account by its username', () => {
    const r = evaluateMatchConditions(
      conditions("!request.userInfo.username.startsWith('system:serviceaccount:ci:')"),
      'Fail',
      '1.32',
      activation,
    );
    expect(r).toMatchObject({ decision: 'skip', condition: 'c0' });
  });
});
