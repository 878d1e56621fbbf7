import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../evaluation/evaluation.ts';
import { noResultCause, noResultNote, staleNote } from './resultNotes.ts';

const invalid = (paused: boolean): Evaluation => ({
  kind: 'invalid',
  problems: [
    {
      target: 'scenario',
      message: 'webhook "w" runs a script, and scripts are paused: allow scripts to run it',
      ...(paused && { paused: true as const }),
    },
  ],
});

describe('noResultCause', () => {
  it.each<[string, Evaluation, string]>([
    ['the first answer on its way', { kind: 'pending' }, 'waiting'],
    ['a run stopped for taking too long', { kind: 'stopped', message: 'stopped' }, 'stopped'],
    ['a run paused at a script', invalid(true), 'paused'],
    ['a text that is not a valid scenario', invalid(false), 'invalid'],
    ['an engine bug', { kind: 'bug', message: 'boom' }, 'invalid'],
  ])('tells %s', (_, evaluation, cause) => {
    expect(noResultCause(evaluation)).toBe(cause);
  });
});

describe('the notes', () => {
  it('say that paused scripts wait for "Allow scripts", not that the scenario does not parse', () => {
    expect(noResultNote('paused')).toBe(
      'No result yet: the scenario’s webhook scripts are paused until you allow them (“Allow scripts” in the banner above).',
    );
    expect(staleNote('paused')).toBe(
      'Stale: the scenario’s webhook scripts are paused until you allow them, so this is the last good result.',
    );
  });

  it('keep their words for the other causes', () => {
    expect(noResultNote('invalid')).toBe('No result yet: the scenario does not parse.');
    expect(noResultNote('stopped')).toBe('No result yet: the evaluation was stopped.');
    expect(noResultNote('waiting')).toBe('Evaluating the scenario…');
    expect(staleNote('invalid')).toBe(
      'Stale: the scenario does not parse, so this is the last good result.',
    );
    expect(staleNote('stopped')).toBe(
      'Stale: the evaluation was stopped, so this is the last good result.',
    );
  });
});
