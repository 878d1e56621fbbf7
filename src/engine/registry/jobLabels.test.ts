import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';
import { labelsShareTemplate } from './jobLabels.ts';

const JOB = { group: 'batch', version: 'v1', kind: 'Job' };
const job = (
  labels: JsonObject | null | undefined,
  templateLabels: JsonObject | null | undefined,
): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', namespace: 'default', ...(labels !== undefined && { labels }) },
  spec: {
    template: {
      metadata: templateLabels !== undefined ? { labels: templateLabels } : {},
      spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
    },
  },
});

describe('labelsShareTemplate (SetDefaults_Job: obj.Labels = labels)', () => {
  it.each([
    { name: 'no labels, template labels', object: job(undefined, { app: 'pi' }), shared: true },
    { name: 'empty labels, template labels', object: job({}, { app: 'pi' }), shared: true },
    {
      name: 'no labels, empty template labels (a non-nil map)',
      object: job(undefined, {}),
      shared: true,
    },
    { name: 'labels of its own', object: job({ team: 'a' }, { app: 'pi' }), shared: false },
    { name: 'no template labels', object: job(undefined, undefined), shared: false },
    { name: 'null template labels (a nil map)', object: job(undefined, null), shared: false },
  ])('$name: $shared', ({ object, shared }) => {
    expect(labelsShareTemplate(object, JOB, true)).toBe(shared);
  });

  it('never holds without defaulting, or for another kind', () => {
    expect(labelsShareTemplate(job(undefined, { app: 'pi' }), JOB, false)).toBe(false);
    expect(
      labelsShareTemplate(
        job(undefined, { app: 'pi' }),
        { group: 'batch', version: 'v1', kind: 'CronJob' },
        true,
      ),
    ).toBe(false);
  });
});

describe('a created Job whose labels are its template’s map', () => {
  const selectorLabels = [
    'batch.kubernetes.io/controller-uid',
    'batch.kubernetes.io/job-name',
    'controller-uid',
    'job-name',
  ];
  const create = (object: JsonObject, objects: JsonObject[] = [], webhooks: JsonObject = {}) =>
    run({
      request: { operation: 'CREATE', object },
      objects,
      webhooks,
      admissionPlugins: { disable: ['ResourceQuota', 'LimitRanger'] },
    });
  const labelsOf = (o: unknown): string[] =>
    Object.keys(((o as JsonObject)['metadata'] as JsonObject)['labels'] as JsonObject);

  it('gets the selector labels the strategy writes into the template, as validating admission sees and the store keeps', () => {
    const result = create(job(undefined, { app: 'pi' }));
    expect(labelsOf(result.object)).toEqual(['app', ...selectorLabels]);
    expect(labelsOf(result.trace.find((t) => t.phase === 'storage')?.objectAfter)).toEqual([
      'app',
      ...selectorLabels,
    ]);
  });

  it('keeps labels of its own apart from the template', () => {
    expect(labelsOf(create(job({ team: 'a' }, { app: 'pi' })).object)).toEqual(['team']);
  });

  it('has labels of its own once a webhook’s patch was decoded again (SetDefaults_Job finds them set)', () => {
    const objects = [configuration('Mutating', 'm', [webhookEntry('touch.example.com')])];
    const patch = [{ op: 'add', path: '/metadata/annotations', value: { touched: 'yes' } }];
    const result = create(job(undefined, { app: 'pi' }), objects, {
      'touch.example.com': { response: { allowed: true, patch } },
    });
    expect(labelsOf(result.object)).toEqual(['app']);
  });
});
