import { describe, expect, it, vi } from 'vitest';
import { parseScenario } from './parse.ts';

// Stands in for a stack overflow deep inside the YAML library, which no input reliably causes.
vi.mock('./loadYaml.ts', () => ({
  MAX_NESTING: 200,
  loadYaml: () => {
    throw new RangeError('Maximum call stack size exceeded');
  },
}));

describe('parseScenario on a stack overflow', () => {
  it('returns a yaml-syntax error at 1:1 instead of throwing', () => {
    expect(parseScenario('name: x\n')).toEqual({
      ok: false,
      error: [
        {
          kind: 'yaml-syntax',
          message: 'the scenario is too deeply nested or too large to parse',
          pointer: '',
          span: { line: 1, column: 1, endLine: 1, endColumn: 1 },
        },
      ],
    });
  });
});
