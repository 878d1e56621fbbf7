import { describe, expect, it } from 'vitest';
import { findScriptFields } from './scriptFields.ts';
import { markedValueRange, placeInScript, valueOffsetOf } from './scriptPlace.ts';

const script = 'function f(a) {\n  return a.b;\n}\n';

describe('valueOffsetOf', () => {
  it('counts 1-based lines and columns', () => {
    expect(valueOffsetOf(script, 1, 1)).toBe(0);
    expect(script.slice(valueOffsetOf(script, 2, 3))).toMatch(/^return/);
    expect(script.slice(valueOffsetOf(script, 3, 1))).toMatch(/^\}/);
  });

  it('clamps a column past its line to the line end, and a line past the end to the end', () => {
    expect(valueOffsetOf(script, 2, 99)).toBe(script.indexOf('\n', 16));
    expect(valueOffsetOf(script, 9, 1)).toBe(script.length);
    expect(valueOffsetOf(script, 4, 1)).toBe(script.length);
  });
});

describe('markedValueRange', () => {
  const marked = (value: string, offset: number) => {
    const { from, to } = markedValueRange(value, offset);
    return value.slice(from, to);
  };

  it('marks the name that starts at the offset, else one character', () => {
    expect(marked(script, valueOffsetOf(script, 2, 3))).toBe('return');
    expect(marked(script, valueOffsetOf(script, 2, 11))).toBe('.');
    expect(marked('$x_1 = 2', 0)).toBe('$x_1');
  });

  it('marks the last character of the script for the end of the input', () => {
    expect(marked(script, script.length)).toBe('}');
    expect(marked('let a = {\n  b: 1,\n\n\n', 20)).toBe(',');
  });

  it('marks the last character of a line for its end', () => {
    expect(markedValueRange(script, script.indexOf('\n'))).toEqual({ from: 14, to: 15 });
  });

  it('marks nothing in an empty script', () => {
    expect(markedValueRange('', 0)).toEqual({ from: 0, to: 0 });
    expect(markedValueRange('  \n', 2)).toEqual({ from: 0, to: 0 });
  });
});

describe('placeInScript', () => {
  it('moves the place through a block scalar to the editor text', () => {
    const text = `webhooks:\n  a:\n    script: |\n      function f(a) {\n        return a.b;\n      }\n`;
    const [field] = findScriptFields(text, 'scenario');
    const { start, end } = placeInScript(field!.scalar, 2, 3);
    expect(text.slice(start, end)).toBe('return');
    // Editor line 5 (1-based), column 9: line 2 of the script, indented by the block's 6 spaces.
    const before = text.slice(0, start).split('\n');
    expect([before.length, before.at(-1)!.length + 1]).toEqual([5, 9]);
  });

  it('moves the place through escapes of a double-quoted script', () => {
    const text = `webhooks:\n  a:\n    script: "let s = \\"x\\"; nope("`;
    const [field] = findScriptFields(text, 'scenario');
    const { start, end } = placeInScript(field!.scalar, 1, 14);
    expect(text.slice(start, end)).toBe('nope');
  });
});
