import { describe, expect, it } from 'vitest';
import type { TraceEntry } from '../admission/trace.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { errorAuthor, fieldAuthor, fieldSegments } from './fieldAuthors.ts';

describe('fieldSegments', () => {
  it.each<[string, (string | number)[]]>([
    ['spec.containers[1].image', ['spec', 'containers', 1, 'image']],
    ['spec.containers[0].resources.limits[nvidia.com/gpu]', ['spec', 'containers', 0, 'resources', 'limits', 'nvidia.com/gpu']],
    ['metadata.annotations[a.b/c]', ['metadata', 'annotations', 'a.b/c']],
    ['[]', ['']],
  ])('splits %s', (field, segments) => {
    expect(fieldSegments(field)).toEqual(segments);
  });
});

const pod = (containers: JsonObject[]): JsonObject => ({ spec: { containers } });
const trace: TraceEntry[] = [
  { phase: 'decode', plugin: 'decode', outcome: 'patched', reason: '', objectBefore: pod([{ name: 'a' }]), objectAfter: pod([{ name: 'a', imagePullPolicy: 'Always' }]) },
  {
    phase: 'mutating', plugin: 'MutatingAdmissionWebhook', webhook: 'inject.test', outcome: 'patched', reason: '',
    patch: [{ op: 'add', path: '/spec/containers/-', value: { name: 'b' } }],
    objectBefore: pod([{ name: 'a', imagePullPolicy: 'Always' }]),
    objectAfter: pod([{ name: 'a', imagePullPolicy: 'Always' }, { name: 'b', imagePullPolicy: 'Always' }]),
  },
];

describe('fieldAuthor', () => {
  it('names the webhook whose patch wrote the field', () => {
    expect(fieldAuthor(trace, 'spec.containers[1].name')).toEqual({ step: 1, name: 'webhook "inject.test"' });
  });

  it('names the webhook for an absent field of the container it added', () => {
    expect(fieldAuthor(trace, 'spec.containers[1].image')).toEqual({ step: 1, name: 'webhook "inject.test"' });
  });

  it('marks a field the scheme defaults filled in after the patch', () => {
    const t: TraceEntry[] = [{ ...trace[1] as TraceEntry, patch: [{ op: 'add', path: '/spec/containers/1', value: { name: 'b' } }], objectAfter: pod([{ name: 'a', imagePullPolicy: 'Never' }, { name: 'b', imagePullPolicy: 'Always' }]) }];
    expect(fieldAuthor(t, 'spec.containers[0].imagePullPolicy')).toEqual({ step: 0, name: 'webhook "inject.test"', defaulted: true });
  });

  it('names the scheme defaults, and the request for a field nobody changed', () => {
    expect(fieldAuthor(trace, 'spec.containers[0].imagePullPolicy')).toEqual({ step: 0, name: 'scheme defaulting' });
    expect(fieldAuthor(trace, 'spec.containers[0].name')).toEqual({ name: 'the request' });
  });
});

describe('errorAuthor', () => {
  it('names the step that set the limit a request is checked against', () => {
    const res = (limits: JsonObject): JsonObject => ({ spec: { containers: [{ name: 'a', resources: { requests: { cpu: '1' }, ...limits } }] } });
    const t: TraceEntry[] = [{ phase: 'mutating', plugin: 'LimitRanger', outcome: 'patched', reason: '', objectBefore: res({}), objectAfter: res({ limits: { cpu: '500m' } }) }];
    expect(errorAuthor(t, 'spec.containers[0].resources.requests', 'must be less than or equal to cpu limit of 500m')).toEqual({ step: 0, name: 'plugin LimitRanger' });
  });
});
