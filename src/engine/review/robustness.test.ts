import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';
import { parseScenario } from '../scenario/parse.ts';
import { reviewScenario } from './reviewScenario.ts';
import { config, parsed } from './testing.ts';

const folders = [
  new URL('../../../scenarios/', import.meta.url).pathname,
  `${sharedFolder('conformance')}/`,
];

describe('the review never throws', () => {
  it.each(
    folders.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith('.yaml'))
        .map((f) => [f, `${dir}${f}`]),
    ),
  )('reviews %s', (_, path) => {
    const p = parseScenario(readFileSync(path, 'utf8'));
    if (!p.ok) return;
    const review = reviewScenario(p.value);
    for (const f of review.findings) expect(f.span, `${f.id} at ${f.pointer}`).toBeDefined();
  });

  it.each([
    ['rules that are not a list', { rules: 'pods' }],
    ['a rule that is a string', { rules: ['pods'] }],
    ['selectors of the wrong type', { namespaceSelector: 5, objectSelector: 'x' }],
    [
      'a selector with a bad operator',
      { namespaceSelector: { matchExpressions: [{ key: 'a', operator: 'Near' }] } },
    ],
    ['no clientConfig', { clientConfig: null }],
    ['a service without a namespace', { clientConfig: { service: { name: 's' } } }],
    [
      'odd settings',
      {
        timeoutSeconds: 'long',
        sideEffects: 3,
        admissionReviewVersions: 'v1',
        matchPolicy: 'Exact',
      },
    ],
  ])('reviews a webhook with %s', (_, entry) => {
    const hook = { name: 'odd.example.com', failurePolicy: 'Fail', ...entry };
    const objects = [config('Mutating', 'm', [hook]), config('Validating', 'v', [hook])];
    expect(() => reviewScenario(parsed({ objects }))).not.toThrow();
  });
});
