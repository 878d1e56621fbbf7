import { describe } from 'vitest';
import { compileErr, err, table, v } from './tableTest.ts';

// cel-go ext/lists_test.go TestLists and TestListsRuntimeErrors, run as Kubernetes 1.34 runs a
// stored expression. Mixed literals (`[1, [2, 3]]`, `["d", 3]`) are refused in Kubernetes
// (cel.HomogeneousAggregateLiterals), so those rows hold their elements in dyn().
describe('ext.Lists v3 (1.34)', () => {
  table(
    [
      ['lists.range(4) == [0,1,2,3]', v(true)],
      ['lists.range(0) == []', v(true)],
      ['[5,1,2,3].reverse() == [3,2,1,5]', v(true)],
      ['[].reverse() == []', v(true)],
      ['[1].reverse() == [1]', v(true)],
      [
        "['are', 'you', 'as', 'bored', 'as', 'I', 'am'].reverse() == ['am', 'I', 'as', 'bored', 'as', 'you', 'are']",
        v(true),
      ],
      ['[false, true, true].reverse().reverse() == [false, true, true]', v(true)],
      ['[1,2,3,4].slice(0, 4) == [1,2,3,4]', v(true)],
      ['[1,2,3,4].slice(0, 0) == []', v(true)],
      ['[1,2,3,4].slice(1, 1) == []', v(true)],
      ['[1,2,3,4].slice(4, 4) == []', v(true)],
      ['[1,2,3,4].slice(1, 3) == [2, 3]', v(true)],
      [
        '[1,2,3,4].slice(3, 0)',
        err('cannot slice(3, 0), start index must be less than or equal to end index'),
      ],
      ['[1,2,3,4].slice(0, 10)', err('cannot slice(0, 10), list is length 4')],
      ['[1,2,3,4].slice(-5, 10)', err('cannot slice(-5, 10), negative indexes not supported')],
      ['[1,2,3,4].slice(-5, -3)', err('cannot slice(-5, -3), negative indexes not supported')],
      ['dyn([]).flatten() == []', v(true)],
      ['dyn([1,2,3,4]).flatten() == [1,2,3,4]', v(true)],
      ['[dyn(1), dyn([dyn(2), dyn([3, 4])])].flatten()', v([1n, 2n, [3n, 4n]])],
      ['[[1, 2], [], [], [3, 4]].flatten() == [1,2,3,4]', v(true)],
      ['[dyn(1), dyn([dyn(2), dyn([3, 4])])].flatten(2)', v([1n, 2n, 3n, 4n])],
      ['[dyn(1), dyn([2])].flatten(-1)', err('level must be non-negative')],
      ['[].flatten(-1)', err('level must be non-negative')],
      ['[].sort() == []', v(true)],
      ['[1].sort() == [1]', v(true)],
      ['[4, 3, 2, 1].sort() == [1, 2, 3, 4]', v(true)],
      ['["d", "a", "b", "c"].sort() == ["a", "b", "c", "d"]', v(true)],
      ['[dyn("d"), dyn(3), dyn(2), dyn("c")].sort()', err('list elements must have the same type')],
      ['[].sortBy(e, e) == []', v(true)],
      ['["a"].sortBy(e, e) == ["a"]', v(true)],
      ['[-3, 1, -5, -2, 4].sortBy(e, -(e * e)) == [-5, 4, -3, -2, 1]', v(true)],
      ['[-3, 1, -5, -2, 4].map(e, e * 2).sortBy(e, -(e * e)) == [-10, 8, -6, -4, 2]', v(true)],
      ['lists.range(3).sortBy(e, -e) == [2, 1, 0]', v(true)],
      [
        '["a", "c", "b", "first"].sortBy(e, e == "first" ? "" : e) == ["first", "a", "b", "c"]',
        v(true),
      ],
      [
        "[{'name': 'foo'}, {'name': 'bar'}, {'name': 'baz'}].sortBy(e, e.name).map(e, e.name) == ['bar', 'baz', 'foo']",
        v(true),
      ],
      ['[].distinct() == []', v(true)],
      ['[1].distinct() == [1]', v(true)],
      ['[-2, 5, -2, 1, 1, 5, -2, 1].distinct() == [-2, 5, 1]', v(true)],
      ["['c', 'a', 'a', 'b', 'a', 'b', 'c', 'c'].distinct() == ['c', 'a', 'b']", v(true)],
      ['[dyn(1), dyn(2.0), dyn("c"), dyn(3), dyn("c"), dyn(1)].distinct()', v([1n, 2, 'c', 3n])],
      ['[dyn(1), dyn(1.0), dyn(2)].distinct()', v([1n, 2n])],
      ['[[1], [1], [2]].distinct() == [[1], [2]]', v(true)],
      ['object.items.sortBy(i, i.n).map(i, i.n)', v([1n, 2n, 3n])],
      [
        '[1].sortBy(e, [e])',
        compileErr(
          "ERROR: <input>:1:15: found no matching overload for '@sortByAssociatedKeys' applied to 'list(int).(list(list(int)))'\n | [1].sortBy(e, [e])\n | ..............^",
        ),
      ],
    ],
    { object: { items: [{ n: 3n }, { n: 1n }, { n: 2n }] } },
    34,
  );
});

const undeclared = (expr: string, ...refs: [number, string][]) =>
  compileErr(
    refs
      .map(
        ([col, name]) =>
          `ERROR: <input>:1:${col}: undeclared reference to '${name}' (in container '')\n | ${expr}\n | ${'.'.repeat(col - 1)}^`,
      )
      .join('\n'),
  );

// base.go: ext.Lists(ListsVersion(3)) has IntroducedVersion 1.34; new expressions are checked
// against the previous minor (§7), so a 1.34 server refuses it on create and a 1.35 one accepts it.
describe('ext.Lists by version', () => {
  table([['[2, 1].sort()', undeclared('[2, 1].sort()', [12, 'sort'])]], {}, 33);
  table(
    [['lists.range(2)', undeclared('lists.range(2)', [1, 'lists'], [12, 'range'])]],
    {},
    34,
    'new',
  );
  table([['[2, 1].sort()', v([1n, 2n])]], {}, 35, 'new');
});

// cel-go v0.29 (1.37) bounds lists.range: a negative size and one past 1,000,000 are errors
// (ext/lists.go genRange); v0.26 (1.34–1.36) gives an empty list for a negative size.
describe('lists.range bounds by cel-go version', () => {
  table(
    [
      ['lists.range(-1) == []', v(true)],
      ['lists.range(1000000).size()', v(1000000n)],
      [
        'lists.range(5000000000).size()',
        err(
          'lists.range(5000000000) is not simulated: before Kubernetes 1.37 the API server builds the whole list, as far as its memory allows',
        ),
      ],
    ],
    {},
    36,
  );
  table(
    [
      ['lists.range(-1)', err('lists.range: size must be non-negative, got -1')],
      ['lists.range(1000001)', err('lists.range: size 1000001 exceeds maximum allowed (1000000)')],
      ['lists.range(3) == [0, 1, 2]', v(true)],
    ],
    {},
    37,
  );
});
