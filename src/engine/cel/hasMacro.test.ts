import { describe } from 'vitest';
import { compileErr, err, table, v } from './library/tableTest.ts';

// cel-go v0.22 parser/macro.go makeHas (any operand of a selection) and interpreter_test.go
// (invalid_presence_test_on_list_literal); the presence test on a map is key presence.
describe('has()', () => {
  table(
    [
      ['has(object.spec.containers[0].image)', v(true)],
      ['has(object.spec.containers[0].securityContext)', v(false)],
      ['has(dyn(object).spec)', v(true)],
      ['has(object.?spec.containers)', v(true)],
      ['has(object.?nope.containers)', v(false)],
      ["has({'a': 1}.a)", v(true)],
      ["has({'a': 1}.b)", v(false)],
      ['has(object.spec.missing.x)', err('no such key: missing')],
      ['has(object.spec.containers.image)', err("unsupported index type 'string' in list")],
      ['has(dyn([]).invalid)', err("unsupported index type 'string' in list")],
      [
        'has(object.spec.containers[0])',
        compileErr(
          'ERROR: <input>:1:27: invalid argument to has() macro\n | has(object.spec.containers[0])\n | ..........................^',
        ),
      ],
    ],
    { object: { spec: { containers: [{ image: 'nginx' }] } } },
  );
});
