import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../admission/trace.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { lastWriterOf } from '../admission/fieldBlame.ts';
import { errorWriter } from './errorWriter.ts';

const pod = (containers: JsonObject[]): JsonObject => ({ spec: { containers } });
const trace: TraceEntry[] = [
  {
    phase: 'decode',
    plugin: 'decode',
    outcome: 'patched',
    reason: '',
    objectBefore: pod([{ name: 'a' }]),
    objectAfter: pod([{ name: 'a', imagePullPolicy: 'Always' }]),
  },
  {
    phase: 'mutating',
    plugin: 'MutatingAdmissionWebhook',
    webhook: 'inject.test',
    outcome: 'patched',
    reason: '',
    objectBefore: pod([{ name: 'a', imagePullPolicy: 'Always' }]),
    objectAfter: pod([
      { name: 'a', imagePullPolicy: 'Always' },
      { name: 'b', imagePullPolicy: 'Always' },
    ]),
  },
  {
    phase: 'storage',
    plugin: 'storage',
    outcome: 'allowed',
    reason: '',
    objectAfter: {
      ...pod([
        { name: 'a', imagePullPolicy: 'Always' },
        { name: 'b', imagePullPolicy: 'Always' },
      ]),
      status: { phase: 'Pending' },
    },
  },
];

describe('lastWriterOf with the field validation cases', () => {
  it('blames the webhook for an absent field of the container it added', () => {
    expect(lastWriterOf(trace, 'spec.containers[1].image')).toBe(1);
  });

  it('blames the storage step, which records only its object after', () => {
    expect(lastWriterOf(trace, 'status.phase')).toBe(2);
  });

  it('blames the scheme defaults, and nobody for a field no step changed', () => {
    expect(lastWriterOf(trace, 'spec.containers[0].imagePullPolicy')).toBe(0);
    expect(lastWriterOf(trace, 'spec.containers[0].name')).toBeUndefined();
    expect(lastWriterOf(trace, 'spec.containers[0].image')).toBeUndefined();
  });
});

describe('errorWriter', () => {
  it('names the step that set the limit a request is checked against', () => {
    const res = (limits: JsonObject): JsonObject => ({
      spec: { containers: [{ name: 'a', resources: { requests: { cpu: '1' }, ...limits } }] },
    });
    const t: TraceEntry[] = [
      {
        phase: 'mutating',
        plugin: 'LimitRanger',
        outcome: 'patched',
        reason: '',
        objectBefore: res({}),
        objectAfter: res({ limits: { cpu: '500m' } }),
      },
    ];
    expect(
      errorWriter(
        t,
        'spec.containers[0].resources.requests',
        'must be less than or equal to cpu limit of 500m',
      ),
    ).toBe(0);
  });
});
