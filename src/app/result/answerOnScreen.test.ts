import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GRACE_MS,
  answerOnScreen,
  graceAfterAnswer,
  markAnswerOnScreen,
  resetAnswerOnScreen,
  whenAnswerOnScreen,
} from './answerOnScreen.ts';

beforeEach(() => {
  resetAnswerOnScreen();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the answer on screen', () => {
  it('lets the waiters through only after the mark and the paint that follows it', () => {
    const run = vi.fn();
    whenAnswerOnScreen(run);
    expect(run).not.toHaveBeenCalled();
    markAnswerOnScreen();
    // The commit has happened, its paint not yet: nothing starts in between.
    expect(run).not.toHaveBeenCalled();
    expect(answerOnScreen()).toBe(false);
    vi.runAllTimers();
    expect(run).toHaveBeenCalledOnce();
    expect(answerOnScreen()).toBe(true);
    // Later waiters run at once.
    const late = vi.fn();
    whenAnswerOnScreen(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it('forgets a cancelled waiter', () => {
    const run = vi.fn();
    whenAnswerOnScreen(run)();
    markAnswerOnScreen();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });

  it('lets the waiters through after the grace period when the map never marks it', () => {
    const run = vi.fn();
    whenAnswerOnScreen(run);
    graceAfterAnswer();
    vi.advanceTimersByTime(GRACE_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });
});
