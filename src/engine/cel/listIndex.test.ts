import { describe } from 'vitest';
import { err, table, v } from './library/tableTest.ts';

// cel-go v0.22 interpreter/interpreter_test.go (index_list_int_uint_type_index,
// index_list_int_double_type_index, index_list_int_bad_double_type_index,
// invalid_presence_test_on_list_literal) and common/types/list.go IndexOrError.
describe('a list indexed at runtime', () => {
  table(
    [
      ['[7, 8, 9][dyn(0u)] == 7', v(true)],
      ['[7, 8, 9][dyn(0.0)] == 7', v(true)],
      ['[7, 8, 9][dyn(0.1)] == 7', err('unsupported index value 0.1 in list')],
      ['[7, 8, 9][dyn(5u)]', err('index out of bounds: 5')],
      [
        'dyn([1, 2])[dyn(18446744073709551615u)]',
        err('unsupported index value 18446744073709551615 in list'),
      ],
      ["dyn([1, 2])[dyn('a')]", err("unsupported index type 'string' in list")],
      ['dyn([1, 2])[dyn(null)]', err("unsupported index type 'null_type' in list")],
      ["dyn([1, 2])[?dyn('a')]", err("unsupported index type 'string' in list")],
      ['dyn([]).invalid', err("unsupported index type 'string' in list")],
      ['object.items.name', err("unsupported index type 'string' in list")],
      ['object.items[1u]', v('b')],
    ],
    { object: { items: ['a', 'b'] } },
  );
});
