import { describe, expect, it } from 'vitest';
import { newWarningRecorder } from './warnings.ts';

const record = (...texts: string[]): string[] => {
  const r = newWarningRecorder();
  for (const t of texts) r.add(t);
  return r.texts();
};
const first = (s: string, runes: number): string => Array.from(s).slice(0, runes).join('');

describe('newWarningRecorder', () => {
  // Test_recorder_AddWarning in endpoints/filters/warning_test.go (agent is always "" for admission).
  it.each<[string, string[], string[]]>([
    ['empty', [], []],
    ['empty values', [''], []],
    ['empty agent', ['mytext'], ['mytext']],
    ['duplicate text', ['mytext', 'mytext'], ['mytext']],
    ['multiple', ['mytext1', 'mytext2', 'mytext3'], ['mytext1', 'mytext2', 'mytext3']],
    ['invalid text', ['my\ntext'], []],
    // Beyond the upstream table: order, the first of duplicates, and what unicode.IsControl / utf8.ValidString reject.
    ['keeps the first occurrence of a duplicate in place', ['a', 'b', 'a', 'c'], ['a', 'b', 'c']],
    ['drops a tab', ['a\tb', 'ok'], ['ok']],
    ['drops a carriage return', ['a\rb'], []],
    ['drops NUL', ['a\u0000b'], []],
    ['drops DEL', ['a\u007fb'], []],
    ['drops a C1 control (NEL)', ['a\u0085b'], []],
    ['drops the last C1 control', ['a\u009fb'], []],
    ['keeps the first character after C1', ['a\u00a0b'], ['a\u00a0b']],
    ['drops a lone high surrogate (invalid UTF-8)', ['a\ud800b'], []],
    ['drops a lone low surrogate (invalid UTF-8)', ['a\udc00'], []],
    ['keeps a surrogate pair', ['emoji 😀'], ['emoji 😀']],
    [
      'keeps quotes and backslashes (escaped only in the header)',
      ['say "hi" \\ bye'],
      ['say "hi" \\ bye'],
    ],
    ['a dropped text still counts as seen', ['x\ny', 'x\ny', 'ok'], ['ok']],
  ])('%s', (_name, texts, expected) => {
    expect(record(...texts)).toEqual(expected);
  });

  it('keeps warnings whole while the total stays within 4096 runes', () => {
    const long = 'x'.repeat(4000);
    expect(record(long, 'y'.repeat(96))).toEqual([long, 'y'.repeat(96)]);
  });

  it('counts runes, not UTF-16 code units, against the limit', () => {
    const emoji = '😀'.repeat(4096);
    expect(record(emoji)).toEqual([emoji]);
  });

  // TestTruncation, scaled from its 25/5 limits to the real 4096/256: the items before the trigger
  // total exactly 4096 runes, the replay shrinks them to 3709, "f" fits, "g" starts below 4096 and
  // overshoots, "h" is dropped.
  it('truncates every warning to 256 runes once the total would pass 4096, in order (TestTruncation)', () => {
    const a = 'a'.repeat(600);
    const intl = 'Iñtërnâtiô'.repeat(30);
    const fillers = [...'mnopqrstuvwx'].map((c) => c.repeat(256));
    const last = 'z'.repeat(119);
    const r = newWarningRecorder();
    for (const t of [a, a, 'bb', 'ccc', intl, ...fillers, last]) r.add(t);
    expect(r.texts()).toEqual([a, 'bb', 'ccc', intl, ...fillers, last]);
    for (const t of ['e', 'f'.repeat(300), 'f'.repeat(300), 'g'.repeat(300), 'h']) r.add(t);
    expect(r.texts()).toEqual([
      first(a, 256),
      'bb',
      'ccc',
      first(intl, 256),
      ...fillers,
      last,
      'e',
      'f'.repeat(256),
      'g'.repeat(256),
    ]);
  });

  it('keeps a warning whose control character lies past rune 256 once truncating', () => {
    const r = newWarningRecorder();
    r.add('x'.repeat(4096));
    r.add('trigger');
    r.add('y'.repeat(300) + '\n');
    expect(r.texts()).toEqual(['x'.repeat(256), 'trigger', 'y'.repeat(256)]);
  });

  it('revives a dropped warning in the replay when truncation cuts off its control character', () => {
    const r = newWarningRecorder();
    r.add('y'.repeat(300) + '\n');
    r.add('x'.repeat(4096));
    r.add('trigger');
    expect(r.texts()).toEqual(['y'.repeat(256), 'x'.repeat(256), 'trigger']);
  });

  // Upstream replays *every* recorded warning when it switches to truncating, with no check on the
  // running total (warning.go AddWarning; spec §5.5).
  it('replays every recorded warning, the triggering one included, even past 4096 runes', () => {
    const sixteen = [...'abcdefghijklmnop'].map((c) => c.repeat(256));
    expect(record(...sixteen, 'trigger')).toEqual([...sixteen, 'trigger']);
  });
});
