import { describe } from 'vitest';
import { compileErr, err, table, v } from './tableTest.ts';

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
    [
      "'this is a string: %s\\nand an integer: %d'.format(['str', 42])",
      v('this is a string: str\nand an integer: 42'),
    ],
    ["'%s'.format([[1, 'a', 2.5, true, null, b'x']])", v('[1, "a", 2.500000, true, null, b"x"]')],
    ["'%s'.format([{'b': 1, 'a': [2]}])", v('{"a":[2], "b":1}')],
    ["'%s'.format([1000000.0])", v('1e+06')],
    ["'%s'.format([2.5])", v('2.5')],
    [
      "'timestamp: %s'.format([timestamp('2023-02-03T23:31:20+00:00')])",
      v('timestamp: 2023-02-03T23:31:20Z'),
    ],
    ["'duration: %s'.format([duration('1h45m47s')])", v('duration: 6347s')],
    ["'%f'.format([3.14])", v('3.140000')],
    ["'%.3f'.format([1234.56789])", v('1,234.568')],
    [
      "'scientific notation: %e'.format([2.71828])",
      v('scientific notation: 2.718280\u202f×\u202f10⁰⁰'),
    ],
    ["'5 in binary: %b'.format([5])", v('5 in binary: 101')],
    ["'26 in hex: %x'.format([26])", v('26 in hex: 1a')],
    ["'26 in hex (uppercase): %X'.format([26])", v('26 in hex (uppercase): 1A')],
    ["'30 in octal: %o'.format([30])", v('30 in octal: 36')],
    ["'%x'.format(['Hello world!'])", v('48656c6c6f20776f726c6421')],
    ["'%b'.format([true])", v('1')],
    ["'100%% done'.format([])", v('100% done')],
    // At run time (arguments that are not literals) ...
    [
      "'%d'.format([dyn(3.14)])",
      err('error during formatting: decimal clause can only be used on integers, was given double'),
    ],
    [
      "'%f'.format([dyn(1)])",
      err('error during formatting: fixed-point clause can only be used on doubles, was given int'),
    ],
    [
      "'%b'.format([dyn('a')])",
      err(
        'error during formatting: only integers and bools can be formatted as binary, was given string',
      ),
    ],
    ["'%s %s'.format(dyn(['a']))", err('index 1 out of range')],
    [
      "dyn('%q').format([1])",
      err('could not parse formatting clause: unrecognized formatting clause "q"'),
    ],
    ["dyn('%').format([1])", err('unexpected end of string')],
    // ... and when compiled: ext/formatting.go stringFormatValidator checks a literal format string
    // with a list literal, at the argument or the call.
    [
      "'%d'.format([3.14])",
      compileErr(
        "ERROR: <input>:1:14: error during formatting: decimal clause can only be used on integers, was given double\n | '%d'.format([3.14])\n | .............^",
      ),
    ],
    [
      "'%s %s'.format(['a'])",
      compileErr(
        "ERROR: <input>:1:15: index 1 out of range\n | '%s %s'.format(['a'])\n | ..............^",
      ),
    ],
    [
      "'%'.format([1])",
      compileErr(
        "ERROR: <input>:1:11: unexpected end of string\n | '%'.format([1])\n | ..........^",
      ),
    ],
    [
      "'%q'.format([1])",
      compileErr(
        'ERROR: <input>:1:12: could not parse formatting clause: unrecognized formatting clause "q"\n | \'%q\'.format([1])\n | ...........^',
      ),
    ],
    [
      "'%s'.format([1, 2])",
      compileErr(
        "ERROR: <input>:1:12: too many arguments supplied to string.format (expected 1, got 2)\n | '%s'.format([1, 2])\n | ...........^",
      ),
    ],
    [
      "'%s'.format([[1, ip('1.2.3.4')]])",
      compileErr(
        "ERROR: <input>:1:20: error during formatting: string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given net.IP\n | '%s'.format([[1, ip('1.2.3.4')]])\n | ...................^",
      ),
    ],
    ["'%d %s'.format([dyn(1), 'x'])", v('1 x')],
  ]);
});

// cel-go v0.22 ext/strings_test.go stringTests: each expression is true (the version 3 reverse()
// rows left out: Kubernetes 1.32 has version 2), then the error rows.
describe('cel-go strings extension, upstream stringTests', () => {
  table([
    ["'tacocat'.charAt(3) == 'o'", v(true)],
    ["'tacocat'.charAt(7) == ''", v(true)],
    [
      "'\u00a9\u03b1T'.charAt(0) == '\u00a9' && '\u00a9\u03b1T'.charAt(1) == '\u03b1' && '\u00a9\u03b1T'.charAt(2) == 'T'",
      v(true),
    ],
    ["'tacocat'.indexOf('') == 0", v(true)],
    ["'tacocat'.indexOf('ac') == 1", v(true)],
    ["'tacocat'.indexOf('none') == -1", v(true)],
    ["'tacocat'.indexOf('', 3) == 3", v(true)],
    ["'tacocat'.indexOf('a', 3) == 5", v(true)],
    ["'tacocat'.indexOf('at', 3) == 5", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.indexOf('\u00a9') == 2", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.indexOf('\u00a9', 3) == 4", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.indexOf('\u00a9\u03b1T', 3) == 4", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.indexOf('\u00a9\u03b1', 5) == -1", v(true)],
    ["'ijk'.indexOf('k') == 2", v(true)],
    ["'hello wello'.indexOf('hello wello') == 0", v(true)],
    ["'hello wello'.indexOf('ello', 6) == 7", v(true)],
    ["'hello wello'.indexOf('elbo room!!') == -1", v(true)],
    ["'hello wello'.indexOf('elbo room!!!') == -1", v(true)],
    ["'tacocat'.lastIndexOf('') == 7", v(true)],
    ["'tacocat'.lastIndexOf('at') == 5", v(true)],
    ["'tacocat'.lastIndexOf('none') == -1", v(true)],
    ["'tacocat'.lastIndexOf('', 3) == 3", v(true)],
    ["'tacocat'.lastIndexOf('a', 3) == 1", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.lastIndexOf('\u00a9') == 4", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.lastIndexOf('\u00a9', 3) == 2", v(true)],
    ["'ta\u00a9o\u00a9\u03b1T'.lastIndexOf('\u00a9\u03b1', 4) == 4", v(true)],
    ["'hello wello'.lastIndexOf('ello', 6) == 1", v(true)],
    ["'hello wello'.lastIndexOf('low') == -1", v(true)],
    ["'hello wello'.lastIndexOf('elbo room!!') == -1", v(true)],
    ["'hello wello'.lastIndexOf('elbo room!!!') == -1", v(true)],
    ["'hello wello'.lastIndexOf('hello wello') == 0", v(true)],
    ["'bananananana'.lastIndexOf('nana', 7) == 6", v(true)],
    ["'TacoCat'.lowerAscii() == 'tacocat'", v(true)],
    ["'TacoC\u00c6t'.lowerAscii() == 'tacoc\u00c6t'", v(true)],
    ["'TacoC\u00c6t Xii'.lowerAscii() == 'tacoc\u00c6t xii'", v(true)],
    ['"12 days 12 hours".replace("{0}", "2") == "12 days 12 hours"', v(true)],
    ['"{0} days {0} hours".replace("{0}", "2") == "2 days 2 hours"', v(true)],
    [
      '"{0} days {0} hours".replace("{0}", "2", 1).replace("{0}", "23") == "2 days 23 hours"',
      v(true),
    ],
    [
      '"1 \u00a9\u03b1T taco".replace("\u03b1T", "o\u00a9\u03b1") == "1 \u00a9o\u00a9\u03b1 taco"',
      v(true),
    ],
    ['"hello hello".replace("", "_") == "_h_e_l_l_o_ _h_e_l_l_o_"', v(true)],
    ['"hello hello".replace("h", "") == "ello ello"', v(true)],
    ['"hello world".split(" ") == ["hello", "world"]', v(true)],
    ['"hello world events!".split(" ", 0) == []', v(true)],
    ['"hello world events!".split(" ", 1) == ["hello world events!"]', v(true)],
    ['"o\u00a9o\u00a9o\u00a9o".split("\u00a9", -1) == ["o", "o", "o", "o"]', v(true)],
    ['"tacocat".substring(4) == "cat"', v(true)],
    ['"tacocat".substring(7) == ""', v(true)],
    ['"tacocat".substring(0, 4) == "taco"', v(true)],
    ['"tacocat".substring(4, 4) == ""', v(true)],
    ['\'ta\u00a9o\u00a9\u03b1T\'.substring(2, 6) == "\u00a9o\u00a9\u03b1"', v(true)],
    ['\'ta\u00a9o\u00a9\u03b1T\'.substring(7, 7) == ""', v(true)],
    ['" \\f\\n\\r\\t\\vtext  ".trim() == "text"', v(true)],
    ['"\\u0085\\u00a0\\u1680text".trim() == "text"', v(true)],
    [
      '"text\\u2000\\u2001\\u2002\\u2003\\u2004\\u2004\\u2006\\u2007\\u2008\\u2009".trim() == "text"',
      v(true),
    ],
    ['"\\u200atext\\u2028\\u2029\\u202F\\u205F\\u3000".trim() == "text"', v(true)],
    ["'tacoCat'.upperAscii() == 'TACOCAT'", v(true)],
    ["'tacoC\u03b1t'.upperAscii() == 'TACOC\u03b1T'", v(true)],
    ["['x', 'y'].join() == 'xy'", v(true)],
    ["['x', 'y'].join('-') == 'x-y'", v(true)],
    ["[].join() == ''", v(true)],
    ["[].join('-') == ''", v(true)],
    ['strings.quote("first\\nsecond") == "\\"first\\\\nsecond\\""', v(true)],
    ['strings.quote("bell\\a") == "\\"bell\\\\a\\""', v(true)],
    ['strings.quote("\\bbackspace") == "\\"\\\\bbackspace\\""', v(true)],
    ['strings.quote("\\fform feed") == "\\"\\\\fform feed\\""', v(true)],
    ['strings.quote("carriage \\r return") == "\\"carriage \\\\r return\\""', v(true)],
    ['strings.quote("horizontal tab\\t") == "\\"horizontal tab\\\\t\\""', v(true)],
    ['strings.quote("vertical \\v tab") == "\\"vertical \\\\v tab\\""', v(true)],
    ['strings.quote("double \\\\\\\\ slash") == "\\"double \\\\\\\\\\\\\\\\ slash\\""', v(true)],
    [
      'strings.quote("two escape sequences \\a\\n") == "\\"two escape sequences \\\\a\\\\n\\""',
      v(true),
    ],
    ['strings.quote("verbatim") == "\\"verbatim\\""', v(true)],
    ['strings.quote("ends with \\\\") == "\\"ends with \\\\\\\\\\""', v(true)],
    ['strings.quote("\\\\ starts with") == "\\"\\\\\\\\ starts with\\""', v(true)],
    [
      'strings.quote("printable unicode\ud83d\ude00") == "\\"printable unicode\ud83d\ude00\\""',
      v(true),
    ],
    ['strings.quote("mid string \\" quote") == "\\"mid string \\\\\\" quote\\""', v(true)],
    [
      'strings.quote(\'single-quote with "double quote"\') == "\\"single-quote with \\\\\\"double quote\\\\\\"\\""',
      v(true),
    ],
    ['strings.quote("size(\'\u00ff\')") == "\\"size(\'\u00ff\')\\""', v(true)],
    [
      'strings.quote("size(\'\u03c0\u03ad\u03bd\u03c4\u03b5\')") == "\\"size(\'\u03c0\u03ad\u03bd\u03c4\u03b5\')\\""',
      v(true),
    ],
    [
      'strings.quote("\u0437\u0430\u0432\u0442\u0440\u0430") == "\\"\u0437\u0430\u0432\u0442\u0440\u0430\\""',
      v(true),
    ],
    [
      'strings.quote("\\U0001F431\\U0001F600\\U0001F61B") == "\\"\\U0001F431\\U0001F600\\U0001F61B\\""',
      v(true),
    ],
    ['strings.quote("ta\u00a9o\u00a9\u03b1T") == "\\"ta\u00a9o\u00a9\u03b1T\\""', v(true)],
    ['strings.quote("") == "\\"\\""', v(true)],
    ["'tacocat'.indexOf('a', 30) == -1", v(true)],
    ["'tacocat'.lastIndexOf('a', 30) == -1", v(true)],
    ["'tacocat'.charAt(30) == ''", err('index out of range: 30')],
    ["'tacocat'.lastIndexOf('a', -1) == -1", err('index out of range: -1')],
    ['"tacocat".substring(40) == "cat"', err('index out of range: 40')],
    ['"tacocat".substring(-1) == "cat"', err('index out of range: -1')],
    ['"tacocat".substring(1, 50) == "cat"', err('index out of range: 50')],
    ['"tacocat".substring(49, 50) == "cat"', err('index out of range: 49')],
    ['"tacocat".substring(4, 3) == ""', err('invalid substring range. start: 4, end: 3')],
    // Version 3 (reverse) is not in Kubernetes 1.32.
    [
      "'gums'.reverse() == 'smug'",
      compileErr(
        "ERROR: <input>:1:15: undeclared reference to 'reverse' (in container '')\n | 'gums'.reverse() == 'smug'\n | ..............^",
      ),
    ],
  ]);
});
