import { describe, expect, it } from 'vitest';
import type { Evaluated } from '../evaluation/evaluation.ts';
import { compareAtVersions, type ClientFactory } from './compareAtVersions.ts';

// A client that answers each text at once: allowed at 1.37, invalid otherwise; pending first.
function fakeClient(log: string[]): ClientFactory {
  return (answer) => ({
    evaluate: (source) => {
      log.push(source.split('\n')[0] ?? '');
      const base = { source, scenario: undefined };
      answer({ ...base, evaluation: { kind: 'pending' } } as Evaluated);
      answer({ ...base, source: 'some other text', evaluation: { kind: 'bug', message: 'x' } });
      answer(
        (source.includes('1.37')
          ? { ...base, evaluation: { kind: 'result', result: { allowed: true } } }
          : {
              ...base,
              evaluation: { kind: 'invalid', problems: [{ target: 'scenario', message: 'no' }] },
            }) as Evaluated,
      );
    },
    dispose: () => log.push('disposed'),
  });
}

describe('compareAtVersions', () => {
  it('runs each version in turn and answers in the order asked', () => {
    const log: string[] = [];
    let runs: unknown;
    compareAtVersions(fakeClient(log), 'request: {}\n', ['1.37', '1.36'], (r) => (runs = r));
    expect(log).toEqual(['kubernetesVersion: "1.37"', 'kubernetesVersion: "1.36"', 'disposed']);
    expect(runs).toEqual([
      { version: '1.37', answer: { kind: 'result', result: { allowed: true } } },
      { version: '1.36', answer: { kind: 'invalid', message: 'no' } },
    ]);
  });

  it('answers without running a text that is not a YAML map', () => {
    const log: string[] = [];
    let runs: unknown;
    compareAtVersions(fakeClient(log), '- a\n', ['1.37'], (r) => (runs = r));
    expect(log).toEqual(['disposed']);
    expect(runs).toEqual([
      { version: '1.37', answer: { kind: 'invalid', message: 'the scenario is not a YAML map' } },
    ]);
  });
});
