import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import { builtinRestMapper, withCustomResourceDefinitions } from '../../restmapping/restMapper.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
} from '../../apimachinery/types.ts';
import {
  attrs,
  crd,
  fakeEquivalentMapper,
  gvk,
  gvr,
  hook,
  namespaces,
  obj,
  type KindRegistration,
} from '../../testing/builders.ts';
import type { Invocation } from '../request/admissionReview.ts';
import type { MatchConditionsResult } from './matchConditions.ts';
import { shouldCallHook, type HookDecision, type HookMatchEnvironment } from './shouldCallHook.ts';

// The registry of generic/webhook_test.go (TestShouldCallHook): deployments share storage across
// groups; widgets register an empty kind so the Equivalent pass fails.
const reg = (
  resource: GroupVersionResource,
  subresource: string,
  kind: GroupVersionKind,
): KindRegistration => ({ resource, subresource, kind });
const upstreamMapper = fakeEquivalentMapper(
  [
    reg(
      gvr('extensions', 'v1beta1', 'deployments'),
      '',
      gvk('extensions', 'v1beta1', 'Deployment'),
    ),
    reg(gvr('apps', 'v1', 'deployments'), '', gvk('apps', 'v1', 'Deployment')),
    reg(gvr('apps', 'v1beta1', 'deployments'), '', gvk('apps', 'v1beta1', 'Deployment')),
    reg(gvr('apps', 'v1alpha1', 'deployments'), '', gvk('apps', 'v1alpha1', 'Deployment')),
    reg(
      gvr('extensions', 'v1beta1', 'deployments'),
      'scale',
      gvk('extensions', 'v1beta1', 'Scale'),
    ),
    reg(gvr('apps', 'v1', 'deployments'), 'scale', gvk('autoscaling', 'v1', 'Scale')),
    reg(gvr('apps', 'v1beta1', 'deployments'), 'scale', gvk('apps', 'v1beta1', 'Scale')),
    reg(gvr('apps', 'v1alpha1', 'deployments'), 'scale', gvk('apps', 'v1alpha1', 'Scale')),
    reg(gvr('example.com', 'v1', 'widgets'), '', gvk('', '', '')),
    reg(gvr('example.com', 'v2', 'widgets'), '', gvk('', '', '')),
  ],
  (r) => (r.resource === 'deployments' ? '/deployments' : `${r.group}/${r.resource}`),
);
const upstreamEnv: HookMatchEnvironment = {
  namespaces: namespaces({ ns: {} }),
  mapper: upstreamMapper,
};

const r = (group: string, version: string, resources: string[]): JsonObject => ({
  operations: ['*'],
  apiGroups: [group],
  apiVersions: [version],
  resources,
  scope: '*',
});
const extV1beta1 = r('extensions', 'v1beta1', ['deployments']);
const appsV1beta1 = r('apps', 'v1beta1', ['deployments']);
const appsV1 = r('apps', 'v1', ['deployments']);
const extScale = r('extensions', 'v1beta1', ['deployments', 'deployments/scale']);
const appsV1beta1Scale = r('apps', 'v1beta1', ['deployments', 'deployments/scale']);
const appsV1Scale = r('apps', 'v1', ['deployments', 'deployments/scale']);
const wildcard = r('*', '*', ['*']);

const deployment = attrs({
  kind: gvk('apps', 'v1', 'Deployment'),
  resource: gvr('apps', 'v1', 'deployments'),
  namespace: 'ns',
  name: 'name',
  object: undefined,
});
const scale = attrs({
  kind: gvk('autoscaling', 'v1', 'Scale'),
  resource: gvr('apps', 'v1', 'deployments'),
  subresource: 'scale',
  namespace: 'ns',
  name: 'name',
  object: undefined,
});
const widget = attrs({
  kind: gvk('example.com', 'v2', 'Widget'),
  resource: gvr('example.com', 'v2', 'widgets'),
  namespace: 'ns',
  name: 'name',
  object: undefined,
});

const call = (
  resource: GroupVersionResource,
  kind: GroupVersionKind,
  subresource = '',
): Invocation => ({ resource, subresource, kind });
const invocationOf = (d: HookDecision): Invocation | undefined =>
  d.decision === 'call' ? d.invocation : undefined;

describe('shouldCallHook (TestShouldCallHook)', () => {
  it.each<[string, JsonObject, Attributes, Invocation | undefined]>([
    ['no rules (just write)', { rules: [] }, deployment, undefined],
    [
      'wildcard rule, match as requested',
      { rules: [wildcard] },
      deployment,
      call(gvr('apps', 'v1', 'deployments'), gvk('apps', 'v1', 'Deployment')),
    ],
    [
      'specific rules, prefer exact match',
      { rules: [extV1beta1, appsV1beta1, appsV1] },
      deployment,
      call(gvr('apps', 'v1', 'deployments'), gvk('apps', 'v1', 'Deployment')),
    ],
    [
      'specific rules, match miss (upstream leaves matchPolicy nil: no equivalent pass)',
      { matchPolicy: 'Exact', rules: [extV1beta1, appsV1beta1] },
      deployment,
      undefined,
    ],
    [
      'specific rules, exact match miss',
      { matchPolicy: 'Exact', rules: [extV1beta1, appsV1beta1] },
      deployment,
      undefined,
    ],
    [
      'specific rules, equivalent match, prefer extensions',
      { matchPolicy: 'Equivalent', rules: [extV1beta1, appsV1beta1] },
      deployment,
      call(gvr('extensions', 'v1beta1', 'deployments'), gvk('extensions', 'v1beta1', 'Deployment')),
    ],
    [
      'specific rules, equivalent match, prefer apps',
      { matchPolicy: 'Equivalent', rules: [appsV1beta1, extV1beta1] },
      deployment,
      call(gvr('apps', 'v1beta1', 'deployments'), gvk('apps', 'v1beta1', 'Deployment')),
    ],
    [
      'specific rules, subresource prefer exact match',
      { rules: [extScale, appsV1beta1Scale, appsV1Scale] },
      scale,
      call(gvr('apps', 'v1', 'deployments'), gvk('autoscaling', 'v1', 'Scale'), 'scale'),
    ],
    [
      'specific rules, subresource match miss (matchPolicy nil upstream)',
      { matchPolicy: 'Exact', rules: [extScale, appsV1beta1Scale] },
      scale,
      undefined,
    ],
    [
      'specific rules, subresource exact match miss',
      { matchPolicy: 'Exact', rules: [extScale, appsV1beta1Scale] },
      scale,
      undefined,
    ],
    [
      'specific rules, subresource equivalent match, prefer extensions',
      { matchPolicy: 'Equivalent', rules: [extScale, appsV1beta1Scale] },
      scale,
      call(
        gvr('extensions', 'v1beta1', 'deployments'),
        gvk('extensions', 'v1beta1', 'Scale'),
        'scale',
      ),
    ],
    [
      'specific rules, subresource equivalent match, prefer apps',
      { matchPolicy: 'Equivalent', rules: [appsV1beta1Scale, extScale] },
      scale,
      call(gvr('apps', 'v1beta1', 'deployments'), gvk('apps', 'v1beta1', 'Scale'), 'scale'),
    ],
    [
      'the default matchPolicy is Equivalent',
      { rules: [extV1beta1] },
      deployment,
      call(gvr('extensions', 'v1beta1', 'deployments'), gvk('extensions', 'v1beta1', 'Deployment')),
    ],
    [
      'an equivalent rule without the subresource does not match a subresource request',
      { rules: [extV1beta1] },
      scale,
      undefined,
    ],
  ])('%s', (_name, webhook, attr, expected) => {
    expect(invocationOf(shouldCallHook(hook(webhook), attr, upstreamEnv))).toEqual(expected);
  });

  it('fails with InternalError when the equivalent resource has no kind (invalid kind lookup)', () => {
    const d = shouldCallHook(
      hook({ matchPolicy: 'Equivalent', rules: [r('example.com', 'v1', ['widgets'])] }),
      widget,
      upstreamEnv,
    );
    expect(d.decision).toBe('error');
    expect(d.decision === 'error' && d.status).toMatchObject({
      code: 500,
      reason: 'InternalError',
      message:
        'Internal error occurred: unable to convert to example.com/v1, Resource=widgets: unknown kind',
    });
  });
});

describe('shouldCallHook with the built-in 1.32 REST mapping', () => {
  const env: HookMatchEnvironment = {
    namespaces: namespaces({ default: {} }),
    mapper: builtinRestMapper(),
  };
  const hpaV2 = attrs({
    kind: gvk('autoscaling', 'v2', 'HorizontalPodAutoscaler'),
    resource: gvr('autoscaling', 'v2', 'horizontalpodautoscalers'),
    object: obj('HorizontalPodAutoscaler', 'h', undefined, 'autoscaling/v2'),
  });
  const hpaV2Status = { ...hpaV2, subresource: 'status' };
  const hpaRule = (resources: string[]) => r('autoscaling', 'v1', resources);
  const eventsV1 = attrs({
    kind: gvk('events.k8s.io', 'v1', 'Event'),
    resource: gvr('events.k8s.io', 'v1', 'events'),
    object: obj('Event', 'e', undefined, 'events.k8s.io/v1'),
  });

  it.each<[string, JsonObject, Attributes, Invocation | undefined]>([
    [
      'calls an autoscaling/v1 hook for an autoscaling/v2 HPA through Equivalent',
      { rules: [hpaRule(['horizontalpodautoscalers'])] },
      hpaV2,
      call(
        gvr('autoscaling', 'v1', 'horizontalpodautoscalers'),
        gvk('autoscaling', 'v1', 'HorizontalPodAutoscaler'),
      ),
    ],
    [
      'skips an autoscaling/v1 hook for an autoscaling/v2 HPA under Exact',
      { matchPolicy: 'Exact', rules: [hpaRule(['horizontalpodautoscalers'])] },
      hpaV2,
      undefined,
    ],
    [
      'maps the status subresource to the equivalent version',
      { rules: [hpaRule(['horizontalpodautoscalers/status'])] },
      hpaV2Status,
      call(
        gvr('autoscaling', 'v1', 'horizontalpodautoscalers'),
        gvk('autoscaling', 'v1', 'HorizontalPodAutoscaler'),
        'status',
      ),
    ],
    [
      'keeps the request resource when the exact pass matches',
      { rules: [r('autoscaling', '*', ['horizontalpodautoscalers'])] },
      hpaV2,
      call(
        gvr('autoscaling', 'v2', 'horizontalpodautoscalers'),
        gvk('autoscaling', 'v2', 'HorizontalPodAutoscaler'),
      ),
    ],
    [
      'matches events.k8s.io events through core v1 events',
      { rules: [r('', 'v1', ['events'])] },
      eventsV1,
      call(gvr('', 'v1', 'events'), gvk('', 'v1', 'Event')),
    ],
    [
      'never treats unrelated resources as equivalent',
      { rules: [r('apps', 'v1', ['deployments'])] },
      hpaV2,
      undefined,
    ],
  ])('%s', (_name, webhook, attr, expected) => {
    expect(invocationOf(shouldCallHook(hook(webhook), attr, env))).toEqual(expected);
  });

  it('calls a hook on one version of a two-version CRD for a request on the other', () => {
    const widgets = crd('example.com', 'widgets', 'Widget', 'Namespaced', [
      { name: 'v1', served: true, storage: true },
      { name: 'v1beta1', served: true, storage: false },
    ]);
    const { mapper, errors } = withCustomResourceDefinitions(builtinRestMapper(), [
      { object: widgets, pointer: '/cluster/objects/0' },
    ]);
    expect(errors).toEqual([]);
    const request = attrs({
      kind: gvk('example.com', 'v1beta1', 'Widget'),
      resource: gvr('example.com', 'v1beta1', 'widgets'),
      builtin: false,
      object: obj('Widget', 'w', undefined, 'example.com/v1beta1'),
    });
    const webhook = hook({ rules: [r('example.com', 'v1', ['widgets'])] });
    expect(
      invocationOf(
        shouldCallHook(webhook, request, { namespaces: namespaces({ default: {} }), mapper }),
      ),
    ).toEqual(call(gvr('example.com', 'v1', 'widgets'), gvk('example.com', 'v1', 'Widget')));
  });
});

describe('shouldCallHook selector order and deferred errors', () => {
  const env: HookMatchEnvironment = {
    namespaces: namespaces({ default: { env: 'prod' } }),
    mapper: builtinRestMapper(),
  };
  const badSelector: JsonObject = { matchExpressions: [{ key: 'a', operator: 'Bogus' }] };
  const noMatchRule = r('apps', 'v1', ['deployments']);
  const inMissing = attrs({ namespace: 'missing' });

  it.each<[string, JsonObject, Attributes, HookDecision['decision'], number | undefined]>([
    [
      'skips when the namespaceSelector does not match, before looking at rules',
      { namespaceSelector: { matchLabels: { env: 'dev' } } },
      attrs(),
      'skip',
      undefined,
    ],
    [
      'skips when the objectSelector does not match',
      { objectSelector: { matchLabels: { app: 'x' } } },
      attrs(),
      'skip',
      undefined,
    ],
    [
      'swallows a missing namespace when no rule matches',
      { namespaceSelector: { matchLabels: { env: 'prod' } }, rules: [noMatchRule] },
      inMissing,
      'skip',
      undefined,
    ],
    [
      'returns the missing namespace as 404 when a rule matches',
      { namespaceSelector: { matchLabels: { env: 'prod' } } },
      inMissing,
      'error',
      404,
    ],
    [
      'swallows a broken objectSelector when no rule matches',
      { objectSelector: badSelector, rules: [noMatchRule] },
      attrs(),
      'skip',
      undefined,
    ],
    [
      'returns a broken objectSelector as 500 when a rule matches',
      { objectSelector: badSelector },
      attrs(),
      'error',
      500,
    ],
    [
      'returns the namespace error before the object error',
      { namespaceSelector: { matchLabels: { env: 'prod' } }, objectSelector: badSelector },
      inMissing,
      'error',
      404,
    ],
    [
      'never consults namespaces for a cluster-scoped request',
      { namespaceSelector: { matchLabels: { env: 'prod' } } },
      attrs({
        namespace: '',
        kind: gvk('', 'v1', 'Node'),
        resource: gvr('', 'v1', 'nodes'),
        object: obj('Node', 'n'),
      }),
      'call',
      undefined,
    ],
  ])('%s', (_name, webhook, attr, decision, code) => {
    const d = shouldCallHook(hook(webhook), attr, env);
    expect(d.decision).toBe(decision);
    expect(d.decision === 'error' ? d.status.code : undefined).toBe(code);
  });

  describe('matchConditions, after the rules and the deferred selector errors', () => {
    const withConditions = (decision: MatchConditionsResult): HookMatchEnvironment => ({
      ...env,
      matchConditions: () => decision,
    });
    const conditional = hook({ matchConditions: [{ name: 'c', expression: 'true' }] });

    it('calls the hook when they all hold, with their evaluations', () => {
      const evaluations = [
        { role: 'matchCondition' as const, index: 0, name: 'c', expression: 'true', value: 'true' },
      ];
      const d = shouldCallHook(
        conditional,
        attrs(),
        withConditions({ decision: 'match', evaluations }),
      );
      expect(d.decision).toBe('call');
      expect(d.evaluations).toEqual(evaluations);
      expect(d.checks.map((c) => c.check)).toEqual([
        'namespaceSelector',
        'objectSelector',
        'rules',
        'matchConditions',
      ]);
    });

    it('skips the hook, naming the false condition', () => {
      const d = shouldCallHook(
        conditional,
        attrs(),
        withConditions({ decision: 'skip', condition: 'c', evaluations: [] }),
      );
      expect(d.decision).toBe('skip');
      expect(d.checks.at(-1)).toEqual({
        check: 'matchConditions',
        passed: false,
        detail: 'matchCondition "c" is false',
      });
    });

    it('refuses with NewForbidden on the resource and the request name when they fail under Fail', () => {
      const d = shouldCallHook(
        conditional,
        attrs({ name: 'cm' }),
        withConditions({ decision: 'error', error: 'boom', evaluations: [] }),
      );
      expect(d.decision === 'error' && d.status.message).toBe('pods "cm" is forbidden: boom');
    });

    it('are not consulted when the rules do not match', () => {
      let asked = false;
      const d = shouldCallHook(
        hook({
          matchPolicy: 'Exact',
          rules: [noMatchRule],
          matchConditions: [{ name: 'c', expression: 'true' }],
        }),
        attrs(),
        {
          ...env,
          matchConditions: () => ((asked = true), { decision: 'match', evaluations: [] }),
        },
      );
      expect([d.decision, asked]).toEqual(['skip', false]);
    });
  });

  it('records the checks in the order it made them, ending at the failing one', () => {
    const d = shouldCallHook(hook({ matchPolicy: 'Exact', rules: [noMatchRule] }), attrs(), env);
    expect(d.checks.map((c) => [c.check, c.passed])).toEqual([
      ['namespaceSelector', true],
      ['objectSelector', true],
      ['rules', false],
      ['matchPolicy', false],
    ]);
  });
});
