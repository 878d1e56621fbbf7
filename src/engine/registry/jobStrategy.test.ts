// Cases ported from pkg/registry/batch/job/strategy_test.go (release-1.32) TestJobStrategy_PrepareForCreate
// and TestJobStrategy_PrepareForUpdate (generated selector, the gated drops) and
// pkg/registry/batch/cronjob/strategy_test.go.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { decodeTyped } from '../defaulting/index.ts';
import { cronJobStrategy, jobStatusStrategy, jobStrategy } from './jobStrategy.ts';
import { created, testEnv, updated } from './testing.ts';

const job = (spec: JsonObject = {}, status: JsonObject = {}): JsonObject => ({
  kind: 'Job',
  apiVersion: 'batch/v1',
  metadata: { name: 'pi', namespace: 'default', uid: 'u-1', generation: 3 },
  spec: {
    manualSelector: false,
    template: {
      metadata: { labels: { app: 'pi' } },
      spec: { containers: [{ name: 'c', image: 'perl' }], restartPolicy: 'Never' },
    },
    ...spec,
  },
  status,
});
const spec = (o: JsonObject): JsonObject => o['spec'] as JsonObject;

describe('jobStrategy.PrepareForCreate', () => {
  it('generates the selector and the template labels from the name and uid', () => {
    const { object } = created(jobStrategy, job({}, { active: 2 }));
    expect(spec(object)['selector']).toEqual({
      matchLabels: { 'batch.kubernetes.io/controller-uid': 'u-1' },
    });
    expect((spec(object)['template'] as JsonObject)['metadata']).toEqual({
      labels: {
        app: 'pi',
        'job-name': 'pi',
        'batch.kubernetes.io/job-name': 'pi',
        'controller-uid': 'u-1',
        'batch.kubernetes.io/controller-uid': 'u-1',
      },
    });
    expect(object['status']).toEqual({});
    expect((object['metadata'] as JsonObject)['generation']).toBe(1);
  });

  it('keeps labels the user set, for validation to judge', () => {
    const labels = { 'job-name': 'other', 'controller-uid': 'x' };
    const { object } = created(
      jobStrategy,
      job({
        template: { metadata: { labels }, spec: {} },
        selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'y' } },
      }),
    );
    expect(((spec(object)['template'] as JsonObject)['metadata'] as JsonObject)['labels']).toEqual({
      ...labels,
      'batch.kubernetes.io/job-name': 'pi',
      'batch.kubernetes.io/controller-uid': 'u-1',
    });
    expect(spec(object)['selector']).toEqual({
      matchLabels: { 'batch.kubernetes.io/controller-uid': 'y' },
    });
  });

  it('generates nothing with manualSelector: true', () => {
    const selector = { matchLabels: { app: 'pi' } };
    const { object } = created(jobStrategy, job({ manualSelector: true, selector }));
    expect(spec(object)['selector']).toEqual(selector);
    expect((spec(object)['template'] as JsonObject)['metadata']).toEqual({ labels: { app: 'pi' } });
  });

  it.each([
    ['JobManagedBy', { managedBy: 'example.com/ctl' }, 'managedBy'],
    ['JobSuccessPolicy', { successPolicy: { rules: [{ succeededCount: 1 }] } }, 'successPolicy'],
    ['JobPodReplacementPolicy', { podReplacementPolicy: 'Failed' }, 'podReplacementPolicy'],
  ])('drops the field of %s when the gate is turned off', (gate, fields, field) => {
    expect(spec(created(jobStrategy, job(fields)).object)[field]).toBeDefined();
    expect(
      spec(created(jobStrategy, job(fields), testEnv({ featureGates: { [gate]: false } })).object)[
        field
      ],
    ).toBeUndefined();
  });

  it('drops the FailIndex rules on create when JobBackoffLimitPerIndex is off', () => {
    const rules = [
      { action: 'FailIndex', onExitCodes: { operator: 'In', values: [1] } },
      { action: 'Ignore', onExitCodes: { operator: 'In', values: [2] } },
    ];
    const { object } = created(
      jobStrategy,
      job({ podFailurePolicy: { rules }, backoffLimitPerIndex: 1 }),
      testEnv({ featureGates: { JobBackoffLimitPerIndex: false } }),
    );
    expect(spec(object)['podFailurePolicy']).toEqual({ rules: [rules[1]] });
    expect(spec(object)['backoffLimitPerIndex']).toBeUndefined();
  });
});

describe('job updates', () => {
  it.each([
    ['a spec change', { parallelism: 3 }, 4],
    ['no spec change', {}, 3],
  ])('keep the stored status; %s gives generation %s', (_name, change, generation) => {
    const { object } = updated(jobStrategy, job(change, { failed: 9 }), job({}, { active: 1 }));
    expect(object['status']).toEqual({ active: 1 });
    expect((object['metadata'] as JsonObject)['generation']).toBe(generation);
  });

  it('keeps the stored spec on jobs/status', () => {
    const { object } = updated(jobStatusStrategy, job({ parallelism: 3 }, { succeeded: 1 }), job());
    expect([object['spec'], object['status']]).toEqual([job()['spec'], { succeeded: 1 }]);
  });
});

describe('cronJobStrategy', () => {
  const cj = (schedule: string, status: JsonObject = {}): JsonObject => ({
    kind: 'CronJob',
    metadata: { name: 'c', generation: 2 },
    spec: { schedule, jobTemplate: { spec: { template: { spec: { hostUsers: false } } } } },
    status,
  });
  it('resets the status, sets generation 1 and drops disabled template fields on create', () => {
    const { object } = created(
      cronJobStrategy,
      cj('* * * * *', { lastScheduleTime: '2026-01-01T00:00:00Z' }),
    );
    expect(object['status']).toEqual({});
    expect((object['metadata'] as JsonObject)['generation']).toBe(1);
    expect(object['spec']).toEqual({
      schedule: '* * * * *',
      jobTemplate: { spec: { template: { spec: {} } } },
    });
  });

  it('bumps the generation on a schedule change', () => {
    expect(
      (updated(cronJobStrategy, cj('0 * * * *'), cj('* * * * *')).object['metadata'] as JsonObject)[
        'generation'
      ],
    ).toBe(3);
  });
});

// pkg/api/job DropDisabledFields (1.37) and its table test: WorkloadWithJob off drops a JobSpec's
// scheduling unless the stored JobSpec has one; on keeps it.
describe('spec.scheduling by WorkloadWithJob (1.37)', () => {
  const scheduling = { schedulingPolicy: { gang: { minCount: 2 } } };
  const at137 = (featureGates: Record<string, boolean> = {}) =>
    testEnv({ version: '1.37', featureGates });

  it.each<[string, Record<string, boolean>, JsonObject | undefined, unknown]>([
    ['dropped on create with the gate off (its default)', {}, undefined, undefined],
    ['kept on create with the gate on', { WorkloadWithJob: true }, undefined, scheduling],
    ['dropped on update when the stored Job has none', {}, {}, undefined],
    ['kept on update when the stored Job has one', {}, { scheduling }, scheduling],
  ])('%s', (_name, gates, oldSpec, want) => {
    const { object, out } =
      oldSpec === undefined
        ? created(jobStrategy, job({ scheduling }), at137(gates))
        : updated(jobStrategy, job({ scheduling }), job(oldSpec), at137(gates));
    expect(spec(object)['scheduling']).toEqual(want);
    expect(
      out.notes.includes('spec.scheduling dropped (feature gate WorkloadWithJob is off)'),
    ).toBe(want === undefined);
  });

  it("drops a CronJob's spec.jobTemplate.spec.scheduling the same way", () => {
    const cj = (jobSpec: JsonObject): JsonObject => ({
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'c', namespace: 'default' },
      spec: { schedule: '* * * * *', jobTemplate: { spec: jobSpec } },
    });
    const templateSpec = (o: JsonObject) =>
      ((spec(o)['jobTemplate'] as JsonObject)['spec'] as JsonObject)['scheduling'];
    expect(
      templateSpec(created(cronJobStrategy, cj({ scheduling }), at137()).object),
    ).toBeUndefined();
    expect(
      templateSpec(
        updated(cronJobStrategy, cj({ scheduling }), cj({ scheduling }), at137()).object,
      ),
    ).toEqual(scheduling);
  });

  it('is a field of the 1.37 JobSpec, unknown to 1.36', () => {
    const body = job({ scheduling: { ...scheduling, disruptionMode: { all: {} } } });
    const kind = { group: 'batch', version: 'v1', kind: 'Job' };
    const decoded = decodeTyped(body, kind, { version: '1.37', defaulting: false });
    expect(decoded.unknownFields).toEqual([]);
    expect(spec(decoded.object)['scheduling']).toEqual({
      ...scheduling,
      disruptionMode: { all: {} },
    });
    expect(decodeTyped(body, kind, { version: '1.36', defaulting: false }).unknownFields).toEqual([
      'spec.scheduling',
    ]);
  });
});
