import { describe } from 'vitest';
import { compileErr, table, v } from './library/tableTest.ts';

// cel-go declares none of the engine's helpers: calling one is checker.go checkCall's
// undeclared reference at the call's `(`, for a global call and a member call alike.
const undeclared = (expr: string, column: number, name: string) =>
  compileErr(
    `ERROR: <input>:1:${column + 1}: undeclared reference to '${name}' (in container '')\n | ${expr}\n | ${'.'.repeat(column)}^`,
  );

describe('the engine helpers are not in the environment', () => {
  table([
    ['__optList([optional.of(1)])', undeclared('__optList([optional.of(1)])', 9, '__optList')],
    [
      "__celTimestamp('2024-01-01T00:00:00Z')",
      undeclared("__celTimestamp('2024-01-01T00:00:00Z')", 14, '__celTimestamp'),
    ],
    ['__celInt(1) == 1', undeclared('__celInt(1) == 1', 8, '__celInt')],
    ["'a'.__trim() == 'a'", undeclared("'a'.__trim() == 'a'", 10, '__trim')],
    ["__object('Object.spec', {})", undeclared("__object('Object.spec', {})", 8, '__object')],
    ['__playgroundCostProbe()', undeclared('__playgroundCostProbe()', 21, '__playgroundCostProbe')],
    // A name in a string or a field that starts with `__` is no call.
    ["'__optList(' == '__optList('", v(true)],
    ["{'__a': 1}.__a == 1", v(true)],
    // What the helpers stand for still works.
    ["int('1') + [?optional.of(1)][0] == 2", v(true)],
  ]);
});
