import { describe } from 'vitest';
import { compileErr, err, table, v } from './tableTest.ts';

// Examples from cel-go ext/comprehensions.go (TwoVarComprehensions, Kubernetes 1.32+).
describe('two-variable comprehensions', () => {
  table(
    [
      ['[1, 2, 3].all(i, j, i < j)', v(true)],
      ["{'hello': 'world', 'taco': 'taco'}.all(k, v, k != v)", v(false)],
      [
        "{'h': ['hello', 'hi'], 'j': ['joke', 'jog']}.all(k, vals, vals.all(v, v.startsWith(k)))",
        v(true),
      ],
      [
        "{'greeting': 'hello', 'farewell': 'goodbye'}.exists(k, v, k.startsWith('good') || v.endsWith('bye'))",
        v(true),
      ],
      ['[1, 2, 4, 8, 16].exists(i, v, v == 1024 && i == 10)', v(false)],
      ['[1, 2, 1, 3, 1, 4].existsOne(i, v, i == 1 || v == 1)', v(false)],
      ['[1, 1, 2, 2, 3, 3].existsOne(i, v, i == 2 && v == 2)', v(true)],
      ["{'i': 0, 'j': 1, 'k': 2}.existsOne(i, v, i == 'l' || v == 1)", v(true)],
      ['[1, 1, 2].exists_one(i, v, v == 2)', v(true)],
      [
        '[1, 2, 3].transformList(indexVar, valueVar, (indexVar * valueVar) + valueVar)',
        v([1n, 4n, 9n]),
      ],
      [
        '[1, 2, 3].transformList(indexVar, valueVar, indexVar % 2 == 0, (indexVar * valueVar) + valueVar)',
        v([1n, 9n]),
      ],
      [
        "{'greeting': 'hello', 'farewell': 'goodbye'}.transformList(k, _, k)",
        v(['greeting', 'farewell']),
      ],
      [
        "{'greeting': 'hello', 'farewell': 'goodbye'}.transformList(_, v, v)",
        v(['hello', 'goodbye']),
      ],
      [
        '[1, 2, 3].transformMap(indexVar, valueVar, (indexVar * valueVar) + valueVar)',
        v(
          new Map([
            [0n, 1n],
            [1n, 4n],
            [2n, 9n],
          ]),
        ),
      ],
      [
        '[1, 2, 3].transformMap(indexVar, valueVar, indexVar % 2 == 0, (indexVar * valueVar) + valueVar)',
        v(
          new Map([
            [0n, 1n],
            [2n, 9n],
          ]),
        ),
      ],
      ["{'greeting': 'hello'}.transformMap(k, v, v + '!')", v(new Map([['greeting', 'hello!']]))],
      [
        "{'greeting': 'hello'}.transformMapEntry(keyVar, valueVar, {valueVar: keyVar})",
        v(new Map([['hello', 'greeting']])),
      ],
      // cel-js map literals store keys as object properties, so this example uses string values.
      [
        "['a', 'b'].transformMapEntry(indexVar, valueVar, {valueVar: indexVar})",
        v(
          new Map([
            ['a', 0n],
            ['b', 1n],
          ]),
        ),
      ],
      [
        "{'greeting': 'aloha', 'farewell': 'aloha'}.transformMapEntry(keyVar, valueVar, {valueVar: keyVar})",
        err('insert failed: key aloha already exists'),
      ],
      ['[1, 0].all(i, v, 1 / v > 0)', err('division by zero')],
      ['[0, 1].exists(i, v, 1 / v > 0)', v(true)],
      ['[0, 1].all(i, v, 1 / v > 0 && false)', v(false)],
      ['object.spec.containers.all(i, c, c.name != "")', v(true)],
      // ext/comprehensions.go extractIterVar: a macro error, reported without "Syntax error:".
      [
        '[1].all(1, v, true)',
        compileErr(
          'ERROR: <input>:1:9: argument must be a simple name\n | [1].all(1, v, true)\n | ........^',
        ),
      ],
    ],
    { object: { spec: { containers: [{ name: 'a' }, { name: 'b' }] } } },
  );
});
