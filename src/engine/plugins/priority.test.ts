// Table tests for the Priority plugin, after plugin/pkg/admission/priority/admission_test.go
// (TestPriorityClassAdmission, TestPodAdmission, TestPodAdmissionWithPreemptionPolicy).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { priorityPlugin as plugin } from './priority.ts';
import { pluginRequest, pod } from './testing.ts';

const pc = (name: string, value: number, extra: JsonObject = {}): JsonObject => ({
  apiVersion: 'scheduling.k8s.io/v1',
  kind: 'PriorityClass',
  metadata: { name },
  value,
  ...extra,
});
const defaultClass = pc('default-1', 1000, { globalDefault: true });
const nonPreempting = pc('nopreemption', 2000, { preemptionPolicy: 'Never' });
const spec = (o: JsonObject | undefined): JsonObject => (o?.['spec'] ?? {}) as JsonObject;
const admit = (object: JsonObject, objects: JsonObject[] = [], attr = {}) =>
  plugin.admit?.(pluginRequest({ attr: { object, ...attr }, objects }));

describe('Priority admit', () => {
  it.each([
    [
      'no class and no default gives 0 and PreemptLowerPriority',
      {},
      [],
      { priority: 0, preemptionPolicy: 'PreemptLowerPriority' },
    ],
    [
      'no class takes the global default and names it',
      {},
      [defaultClass],
      { priorityClassName: 'default-1', priority: 1000, preemptionPolicy: 'PreemptLowerPriority' },
    ],
    [
      'of two defaults the lower value wins',
      {},
      [defaultClass, pc('default-2', 500, { globalDefault: true })],
      { priorityClassName: 'default-2', priority: 500 },
    ],
    [
      'a named class gives its value and policy',
      { priorityClassName: 'nopreemption' },
      [nonPreempting],
      { priority: 2000, preemptionPolicy: 'Never' },
    ],
    [
      'the system classes exist in every cluster',
      { priorityClassName: 'system-cluster-critical' },
      [],
      { priority: 2000000000 },
    ],
    [
      'a priority equal to the computed one is accepted',
      { priorityClassName: 'nopreemption', priority: 2000 },
      [nonPreempting],
      { priority: 2000 },
    ],
  ])('%s', (_, podSpec, objects, expected) => {
    expect(
      spec(admit(pod({ containers: [{ name: 'c' }], ...podSpec }), objects)?.object),
    ).toMatchObject(expected);
  });

  it('places priority and preemptionPolicy where the API server encodes them', () => {
    const s = spec(
      admit(pod({ containers: [], schedulerName: 'default-scheduler', enableServiceLinks: true }))
        ?.object,
    );
    expect(Object.keys(s)).toEqual([
      'containers',
      'schedulerName',
      'priority',
      'enableServiceLinks',
      'preemptionPolicy',
    ]);
  });

  it.each([
    [
      'an unknown class',
      { priorityClassName: 'foo' },
      [],
      'no PriorityClass with name foo was found',
    ],
    [
      'a different integer priority',
      { priority: 7 },
      [defaultClass],
      'the integer value of priority (7) must not be provided in pod spec; priority admission controller computed 1000 from the given PriorityClass name',
    ],
    [
      'a different preemptionPolicy',
      { priorityClassName: 'nopreemption', preemptionPolicy: 'PreemptLowerPriority' },
      [nonPreempting],
      'the string value of PreemptionPolicy (PreemptLowerPriority) must not be provided in pod spec; priority admission controller computed Never from the given PriorityClass name',
    ],
  ])('refuses %s', (_, podSpec, objects, message) => {
    expect(admit(pod({ containers: [], ...podSpec }), objects)?.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message: `pods "p" is forbidden: ${message}`,
    });
  });

  it('keeps the stored priority and policy on UPDATE', () => {
    const old = pod({ containers: [], priority: 1000, preemptionPolicy: 'Never' });
    const answer = admit(pod({ containers: [] }), [], { operation: 'UPDATE', oldObject: old });
    expect(spec(answer?.object)).toMatchObject({ priority: 1000, preemptionPolicy: 'Never' });
  });

  it('carries nothing over on an UPDATE whose scenario gives no stored pod, and says so', () => {
    const answer = plugin.admit?.(
      pluginRequest({
        attr: { operation: 'UPDATE', object: pod({ containers: [] }), oldObject: undefined },
      }),
    );
    expect(answer?.status).toBeUndefined();
    expect(answer?.object).toBeUndefined();
    expect(answer?.assumptions?.[0]).toContain('no request.oldObject');
  });

  it('ignores subresources and DELETE', () => {
    expect(admit(pod({}), [], { subresource: 'status' })).toBeUndefined();
    expect(admit(pod({}), [], { operation: 'DELETE' })).toBeUndefined();
    expect(plugin.handles('DELETE')).toBe(true);
    expect(plugin.handles('CONNECT')).toBe(false);
  });
});

describe('Priority validate', () => {
  const pcAttr = (object: JsonObject, operation: 'CREATE' | 'UPDATE' = 'CREATE') => ({
    operation,
    object,
    name: String((object['metadata'] as JsonObject)['name']),
    kind: { group: 'scheduling.k8s.io', version: 'v1', kind: 'PriorityClass' },
    resource: { group: 'scheduling.k8s.io', version: 'v1', resource: 'priorityclasses' },
    namespace: '',
  });
  const validate = (attr: object, objects: JsonObject[]) =>
    plugin.validate?.(pluginRequest({ attr, objects }));

  it.each([
    ['one default', pc('default-1', 1000, { globalDefault: true }), 'CREATE', [], undefined],
    [
      'a second default',
      pc('default-2', 2000, { globalDefault: true }),
      'CREATE',
      [defaultClass],
      'priorityclasses.scheduling.k8s.io "default-2" is forbidden: PriorityClass default-1 is already marked as default. Only one default can exist',
    ],
    [
      'updating the existing default',
      pc('default-1', 1000, { globalDefault: true }),
      'UPDATE',
      [defaultClass],
      undefined,
    ],
    [
      'marking another class default',
      pc('other', 1, { globalDefault: true }),
      'UPDATE',
      [defaultClass, pc('other', 1)],
      'priorityclasses.scheduling.k8s.io "other" is forbidden: PriorityClass default-1 is already marked as default. Only one default can exist',
    ],
    ['a non-default class', pc('plain', 5), 'CREATE', [defaultClass], undefined],
  ] as const)('%s', (_, object, operation, objects, message) => {
    expect(validate(pcAttr(object, operation), [...objects])?.status?.message).toBe(message);
  });

  it('does not validate pods', () => {
    expect(validate({ object: pod({}) }, [])).toBeUndefined();
  });
});
