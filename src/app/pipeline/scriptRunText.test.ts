import { describe, expect, it } from 'vitest';
import { scriptRunSummary } from './scriptRunText.ts';

describe('scriptRunSummary', () => {
  it('says how the script ended, its seed and its virtual time', () => {
    expect(scriptRunSummary({ outcome: 'returned', logs: [], seed: 7, elapsedMs: 5000 })).toEqual({
      headline: 'The script returned an answer · seed 7 · 5000 ms of virtual time',
    });
  });

  it("places a throw in the script's lines", () => {
    const summary = scriptRunSummary({
      outcome: 'threw',
      logs: [],
      seed: 7,
      elapsedMs: 0,
      error: 'TypeError: x is undefined',
      at: { line: 3, column: 15 },
    });
    expect(summary).toEqual({
      headline: 'The script failed: the server answered HTTP 500 · seed 7 · 0 ms of virtual time',
      error: 'TypeError: x is undefined (line 3, column 15)',
    });
  });

  it('says why a script did not answer, with no time when it has none', () => {
    expect(
      scriptRunSummary({
        outcome: 'timeout',
        logs: [],
        seed: 1,
        error: "it computed past the sandbox's wall-clock cap",
      }),
    ).toEqual({
      headline: 'The script did not answer in time · seed 1',
      error: "it computed past the sandbox's wall-clock cap",
    });
  });
});
