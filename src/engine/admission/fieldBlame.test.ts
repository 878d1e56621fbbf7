import { describe, expect, it } from 'vitest';
import { invalid, required } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import { fieldPathKeys, lastWriterOf } from './fieldBlame.ts';
import type { TraceEntry } from './trace.ts';
import { traceFieldErrors } from './traceFieldErrors.ts';

const patched = (before: object, after: object): TraceEntry => ({
  phase: 'mutating',
  plugin: 'p',
  outcome: 'patched',
  reason: '',
  objectBefore: before as never,
  objectAfter: after as never,
});

describe('fieldPathKeys', () => {
  it.each<[string, (string | number)[]]>([
    ['spec.containers[0].image', ['spec', 'containers', 0, 'image']],
    ['metadata.labels[app.kubernetes.io/name]', ['metadata', 'labels', 'app.kubernetes.io/name']],
    ['metadata.name', ['metadata', 'name']],
  ])('splits %s', (field, keys) => {
    expect(fieldPathKeys(field)).toEqual(keys);
  });
});

describe('lastWriterOf', () => {
  const trace = [
    patched({ spec: { containers: [{ image: 'a' }] } }, { spec: { containers: [{ image: 'b' }] } }),
    { phase: 'mutating', plugin: 'q', outcome: 'allowed', reason: '' } as TraceEntry,
    patched(
      { spec: { containers: [{ image: 'b' }] }, metadata: {} },
      { spec: { containers: [{ image: 'b' }] }, metadata: { labels: { app: 'x' } } },
    ),
  ];

  it.each<[string, string, number | undefined]>([
    ['the step that changed the field last', 'spec.containers[0].image', 0],
    ['a later step for a field it added', 'metadata.labels[app]', 2],
    ['no step for a field nobody changed', 'spec.nodeName', undefined],
  ])('blames %s', (_name, field, step) => {
    expect(lastWriterOf(trace, field)).toBe(step);
  });
});

describe('traceFieldErrors', () => {
  it('renders each error as its version does and blames the step that wrote the field', () => {
    const trace = [patched({ spec: { x: 'a' } }, { spec: { x: ' ' } })];
    const errors = [
      invalid('spec.x', goString(' '), 'must not be blank'),
      required('metadata.name', 'name or generateName is required'),
    ];
    expect(traceFieldErrors(errors, '1.32', 'strategy', trace)).toEqual([
      {
        type: 'Invalid value',
        field: 'spec.x',
        badValue: '" "',
        detail: 'must not be blank',
        origin: 'strategy',
        writtenBy: 0,
      },
      {
        type: 'Required value',
        field: 'metadata.name',
        detail: 'name or generateName is required',
        origin: 'strategy',
      },
    ]);
  });
});
