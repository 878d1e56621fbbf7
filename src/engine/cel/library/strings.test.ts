import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

// Examples from cel-go ext/strings.go (version 2) and formatting.go.
describe('cel-go strings extension', () => {
  table([
    ["'hello'.charAt(4)", v('o')],
    ["'hello'.charAt(5)", v('')],
    ["'hello'.charAt(6)", err('index out of range: 6')],
    ["'hello hello'.replace('he', 'we')", v('wello wello')],
    ["'hello hello'.replace('he', 'we', -1)", v('wello wello')],
    ["'hello hello'.replace('he', 'we', 1)", v('wello hello')],
    ["'hello hello'.replace('he', 'we', 0)", v('hello hello')],
    ["'abc'.replace('', '-')", v('-a-b-c-')],
    ['strings.quote("first\\nsecond")', v('"first\\nsecond"')],
    ['strings.quote("bell\\a")', v('"bell\\a"')],
    ['strings.quote("\\"quoted\\"")', v('"\\"quoted\\""')],
    ["'this is a string: %s\\nand an integer: %d'.format(['str', 42])", v('this is a string: str\nand an integer: 42')],
    ["'%s'.format([[1, 'a', 2.5, true, null, b'x']])", v('[1, "a", 2.500000, true, null, b"x"]')],
    ["'%s'.format([{'b': 1, 'a': [2]}])", v('{"a":[2], "b":1}')],
    ["'%s'.format([1000000.0])", v('1e+06')],
    ["'%s'.format([2.5])", v('2.5')],
    ["'timestamp: %s'.format([timestamp('2023-02-03T23:31:20+00:00')])", v('timestamp: 2023-02-03T23:31:20Z')],
    ["'duration: %s'.format([duration('1h45m47s')])", v('duration: 6347s')],
    ["'%f'.format([3.14])", v('3.140000')],
    ["'%.3f'.format([1234.56789])", v('1,234.568')],
    ["'scientific notation: %e'.format([2.71828])", v('scientific notation: 2.718280\u202f×\u202f10⁰⁰')],
    ["'5 in binary: %b'.format([5])", v('5 in binary: 101')],
    ["'26 in hex: %x'.format([26])", v('26 in hex: 1a')],
    ["'26 in hex (uppercase): %X'.format([26])", v('26 in hex (uppercase): 1A')],
    ["'30 in octal: %o'.format([30])", v('30 in octal: 36')],
    ["'%x'.format(['Hello world!'])", v('48656c6c6f20776f726c6421')],
    ["'%b'.format([true])", v('1')],
    ["'100%% done'.format([])", v('100% done')],
    ["'%d'.format([3.14])", err('error during formatting: decimal clause can only be used on integers, was given double')],
    ["'%f'.format([1])", err('error during formatting: fixed-point clause can only be used on doubles, was given int')],
    ["'%b'.format(['a'])", err('error during formatting: only integers and bools can be formatted as binary, was given string')],
    ["'%s %s'.format(['a'])", err('index 1 out of range')],
    ["'%q'.format([1])", err('could not parse formatting clause: unrecognized formatting clause "q"')],
    ["'%'.format([1])", err('unexpected end of string')],
  ]);
});
