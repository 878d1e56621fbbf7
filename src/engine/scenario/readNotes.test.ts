import { describe, expect, it } from 'vitest';
import { parseScenario } from './parse.ts';

const HEADER = 'apiVersion: playground.admission/v1\nkind: AdmissionScenario\n';

const notesOf = (yaml: string) => {
  const parsed = parseScenario(`${HEADER}${yaml}`);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value.scenario.notes;
};

const errorsOf = (yaml: string) => {
  const parsed = parseScenario(`${HEADER}${yaml}`);
  return parsed.ok
    ? []
    : parsed.error.map((e) => ('pointer' in e ? `${e.kind} ${e.pointer}` : e.kind));
};

describe('notes', () => {
  it('are absent when the scenario has none', () => {
    expect(notesOf('name: a\n')).toBeUndefined();
  });

  it('read each note’s step, round and text, in order', () => {
    expect(
      notesOf(
        'notes:\n  - { step: a.example.com, text: first }\n  - { step: a.example.com, round: 1, text: "**again**" }\n  - { step: answer, text: last }\n',
      ),
    ).toEqual([
      { step: 'a.example.com', text: 'first' },
      { step: 'a.example.com', round: 1, text: '**again**' },
      { step: 'answer', text: 'last' },
    ]);
  });

  it.each([
    ['a mapping instead of a list', 'notes: { a: b }\n', ['invalid-value /notes']],
    ['a note that is a string', 'notes: [hello]\n', ['invalid-value /notes/0']],
    ['a note without its step', 'notes: [{ text: t }]\n', ['invalid-value /notes/0/step']],
    ['a note without its text', 'notes: [{ step: s }]\n', ['invalid-value /notes/0/text']],
    ['an empty step', 'notes: [{ step: "", text: t }]\n', ['invalid-value /notes/0/step']],
    ['round 2', 'notes: [{ step: s, round: 2, text: t }]\n', ['invalid-value /notes/0/round']],
    ['a misspelt field', 'notes: [{ step: s, txt: t, text: t }]\n', ['unknown-field /notes/0/txt']],
  ])('report %s at its place', (_, yaml, errors) => {
    expect(errorsOf(yaml)).toEqual(errors);
  });
});
