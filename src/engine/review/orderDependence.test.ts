import { describe, expect, it } from 'vitest';
import { config, findings, hook } from './testing.ts';

const setTeam = {
  response: { allowed: true, patch: [{ op: 'add', path: '/metadata/labels/team', value: 'a' }] },
};
const readsTeam = {
  cases: [
    {
      when: 'has(object.metadata.labels.team)',
      response: {
        allowed: true,
        patch: [{ op: 'add', path: '/metadata/annotations', value: { owned: 'yes' } }],
      },
    },
  ],
};

const scenario = (readerConfig: string, writerConfig: string, reader: object = {}) => ({
  objects: [
    config('Mutating', readerConfig, [hook('reader.example.com', reader)]),
    config('Mutating', writerConfig, [hook('writer.example.com')]),
  ],
  webhooks: { 'reader.example.com': readsTeam, 'writer.example.com': setTeam },
});

describe('order-dependent', () => {
  it('reports a webhook whose cases read a field a later webhook writes', () => {
    const [f] = findings(scenario('10-reader', '20-writer'), 'order-dependent');
    expect(f?.pointer).toBe('/cluster/objects/0/webhooks/0/reinvocationPolicy');
    expect(f?.message).toContain(
      'reads /metadata/labels/team (its cases), but "writer.example.com" writes /metadata/labels/team',
    );
  });

  it('keeps quiet when the writer comes first in name order', () => {
    expect(findings(scenario('20-reader', '10-writer'), 'order-dependent')).toEqual([]);
  });

  it('keeps quiet when the reader is reinvoked (IfNeeded)', () => {
    expect(
      findings(
        scenario('10-reader', '20-writer', { reinvocationPolicy: 'IfNeeded' }),
        'order-dependent',
      ),
    ).toEqual([]);
  });

  it('reports a webhook whose validating peer on the same server reads what a later webhook writes', () => {
    const objects = [
      config('Mutating', '10-a', [
        hook('a.example.com', { clientConfig: { url: 'https://a.test/mutate' } }),
      ]),
      config('Mutating', '20-b', [hook('b.example.com')]),
      config('Validating', 'a-check', [
        hook('a-check.example.com', { clientConfig: { url: 'https://a.test/validate' } }),
      ]),
    ];
    const webhooks = {
      'b.example.com': setTeam,
      'a-check.example.com': {
        cases: [{ when: "object.metadata.labels['team'] == 'a'", response: { allowed: true } }],
      },
    };
    const [f] = findings({ objects, webhooks }, 'order-dependent');
    expect(f?.webhook).toBe('a.example.com');
    expect(f?.message).toContain(
      'its validating peer "a-check.example.com" reads /metadata/labels/team',
    );
  });
});
