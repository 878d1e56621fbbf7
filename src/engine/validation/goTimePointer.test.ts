import { describe, expect, it } from 'vitest';
import { goTimePointer } from './goStructs.ts';

describe('goTimePointer (%#v of a *metav1.Time field)', () => {
  it('prints <nil> for an unset time: the promoted GoString panics on nil and fmt says <nil>', () => {
    const notes: string[] = [];
    expect(goTimePointer(undefined, (d) => notes.push(d))).toBe('<nil>');
    expect(goTimePointer(null, (d) => notes.push(d))).toBe('<nil>');
    expect(notes).toEqual([]);
  });

  it('prints time.Time.GoString in the Local zone (UTC assumed, and said)', () => {
    const notes: string[] = [];
    expect(goTimePointer('2024-02-29T23:30:05.25+01:00', (d) => notes.push(d))).toBe(
      'time.Date(2024, time.February, 29, 22, 30, 5, 250000000, time.Local)',
    );
    expect(notes).toEqual([
      "the server's local time zone, in which Go prints a metav1.Time (UTC assumed)",
    ]);
  });
});
