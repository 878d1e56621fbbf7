// Tests for the shared PluginAnswer builders.

import { describe, expect, it } from 'vitest';
import { startupFailure, withAssumptions } from './pluginAnswers.ts';

describe('pluginAnswers', () => {
  it('attaches assumptions only when there are some', () => {
    expect(withAssumptions({ reason: 'r' }, [])).toEqual({ reason: 'r' });
    expect(withAssumptions({ reason: 'r' }, ['a'])).toEqual({ reason: 'r', assumptions: ['a'] });
  });

  it('answers a refused configuration as an internal error', () => {
    const answer = startupFailure('couldn\'t init admission plugin "X": bad');
    expect(answer.status).toMatchObject({
      code: 500,
      reason: 'InternalError',
      message: 'Internal error occurred: couldn\'t init admission plugin "X": bad',
    });
    expect(answer.reason).toBe(
      'kube-apiserver would not start: couldn\'t init admission plugin "X": bad',
    );
  });
});
