// string.format(list) as cel-go v0.22 ext/formatting.go implements it (strings library version 1+,
// locale en-US): the clause parser, each verb's accepted types and the exact error messages.

import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { rfc3339Nano } from './timestamps.ts';
import { goQuote, goQuoteBytes } from '../../apimachinery/goQuote.ts';
import { utf8Decode, utf8Encode } from '../../apimachinery/utf8.ts';
import { celTypeName, listElements } from './celValues.ts';
import { formatFixed, formatFixedLocale, formatFloatG, formatScientificLocale } from './goFloat.ts';

const DEFAULT_PRECISION = 6;

/** A format() failure, in ext/formatting.go's words. */
export class FormatError extends Error {}

const isType = (v: unknown): v is { name: string } =>
  typeof v === 'object' &&
  v !== null &&
  v.constructor?.name === 'Type' &&
  typeof (v as { name?: unknown }).name === 'string';

/** time.RFC3339Nano in UTC, as a CEL timestamp converts to string. */
export function timestampString(d: Date): string {
  return rfc3339Nano(d);
}

/** strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + "s". */
export function durationString(d: Duration): string {
  const secs = Number(d.seconds) + d.nanos / 1e9;
  return `${formatFixedShortest(secs)}s`;
}

function formatFixedShortest(f: number): string {
  const g = formatFloatG(f);
  if (!g.includes('e')) return g;
  return Math.abs(f) >= 1 ? BigInt(Math.round(f)).toString() : f.toFixed(20).replace(/0+$/, '');
}

/** FormatString: the %s rendering of any supported value. */
function formatString(v: unknown): string {
  if (Array.isArray(v) || v instanceof Set) return formatList(listElements(v));
  if (
    v instanceof Map ||
    (typeof v === 'object' &&
      v !== null &&
      (v.constructor === Object || v.constructor === undefined))
  ) {
    return formatMap(v as Map<unknown, unknown> | Record<string, unknown>);
  }
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint' || typeof v === 'boolean' || v instanceof UnsignedInt) return String(v);
  if (typeof v === 'number') return formatFloatG(v);
  if (v === null) return 'null';
  if (v instanceof Uint8Array) return utf8Decode(v);
  if (v instanceof Date) return timestampString(v);
  if (v instanceof Duration) return durationString(v);
  if (isType(v)) return v.name === 'null' ? 'null_type' : v.name;
  throw new FormatError(
    `string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given ${celTypeName(v)}`,
  );
}

/** clauseForType + quoteForCEL: how a list element or map value appears inside %s of a container. */
function formatMember(v: unknown): string {
  if (typeof v === 'bigint' || v instanceof UnsignedInt) return String(v);
  if (typeof v === 'string') return goQuote(v);
  if (v instanceof Uint8Array) return 'b' + goQuoteBytes(v);
  if (typeof v === 'number')
    return Number.isFinite(v)
      ? formatFixed(v, DEFAULT_PRECISION)
      : goQuote(formatFixed(v, DEFAULT_PRECISION));
  if (v instanceof Date) return `timestamp(${goQuote(timestampString(v))})`;
  if (v instanceof Duration) return `duration(${goQuote(durationString(v))})`;
  if (
    typeof v === 'boolean' ||
    v === null ||
    isType(v) ||
    Array.isArray(v) ||
    v instanceof Set ||
    typeof v === 'object'
  ) {
    return formatString(v);
  }
  throw new FormatError(`no formatting function for ${celTypeName(v)}`);
}

function formatList(items: unknown[]): string {
  return `[${items.map(formatMember).join(', ')}]`;
}

function formatMap(m: Map<unknown, unknown> | Record<string, unknown>): string {
  const entries = m instanceof Map ? [...m.entries()] : Object.entries(m);
  const pairs = entries.map(([k, v]) => {
    if (typeof k === 'string') return [goQuote(k), formatMember(v)] as const;
    if (typeof k === 'boolean' || typeof k === 'bigint' || k instanceof UnsignedInt)
      return [String(k), formatMember(v)] as const;
    throw new FormatError(`no formatting function for map key of type ${celTypeName(k)}`);
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return `{${pairs.map(([k, v]) => `${k}:${v}`).join(', ')}}`;
}

function decimal(v: unknown): string {
  if (typeof v === 'bigint' || v instanceof UnsignedInt) return String(v);
  throw new FormatError(`decimal clause can only be used on integers, was given ${celTypeName(v)}`);
}

/** The double a %f / %e clause formats: a double, or the strings "NaN", "Infinity", "-Infinity". */
function floatArg(v: unknown, clause: 'fixed-point' | 'scientific'): number {
  if (typeof v === 'number') return v;
  if (v === 'NaN') return NaN;
  if (v === 'Infinity') return Infinity;
  if (v === '-Infinity') return -Infinity;
  throw new FormatError(
    `${clause} clause can only be used on doubles, was given ${celTypeName(v)}`,
  );
}

function radix(v: unknown, base: number, upper: boolean, what: 'binary' | 'octal' | 'hex'): string {
  if (typeof v === 'bigint' || v instanceof UnsignedInt) {
    const s = v.valueOf().toString(base);
    return upper ? s.toUpperCase() : s;
  }
  if (what === 'binary' && typeof v === 'boolean') return v ? '1' : '0';
  if (what === 'hex' && (typeof v === 'string' || v instanceof Uint8Array)) {
    const hex = [...(typeof v === 'string' ? utf8Encode(v) : v)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('');
    return upper ? hex.toUpperCase() : hex;
  }
  if (what === 'binary')
    throw new FormatError(
      `only integers and bools can be formatted as binary, was given ${celTypeName(v)}`,
    );
  if (what === 'octal')
    throw new FormatError(`octal clause can only be used on integers, was given ${celTypeName(v)}`);
  throw new FormatError(
    `only integers, byte buffers, and strings can be formatted as hex, was given ${celTypeName(v)}`,
  );
}

/** The verbs parseFormattingClause knows. */
const VERBS = new Set(['s', 'd', 'f', 'e', 'b', 'o', 'x', 'X']);

/**
 * parseFormattingClause: an optional .precision, then the verb. Throws a FormatError whose text
 * follows "could not parse formatting clause: ".
 */
export function parseFormattingClause(clause: string): {
  read: number;
  verb: string;
  precision?: number;
} {
  let i = 0;
  let precision: number | undefined;
  if (clause[0] === '.') {
    i = 1;
    let digits = '';
    for (;;) {
      if (i >= clause.length)
        throw new FormatError(
          'error while parsing precision: could not find end of precision specifier',
        );
      if (!/[0-9]/.test(clause.charAt(i))) break;
      digits += clause.charAt(i++);
    }
    if (digits === '') {
      throw new FormatError(
        'error while parsing precision: error while converting precision to integer: strconv.Atoi: parsing "": invalid syntax',
      );
    }
    precision = Number(digits);
  }
  const verb = String.fromCodePoint(clause.codePointAt(i) ?? 0);
  if (!VERBS.has(verb)) throw new FormatError(`unrecognized formatting clause "${verb}"`);
  return precision === undefined
    ? { read: i + verb.length, verb }
    : { read: i + verb.length, verb, precision };
}

/** parseAndFormatClause: returns characters read and the text. */
function formatClause(clause: string, arg: unknown): [number, string] {
  let parsed: ReturnType<typeof parseFormattingClause>;
  try {
    parsed = parseFormattingClause(clause);
  } catch (e) {
    if (e instanceof FormatError)
      throw new FormatError(`could not parse formatting clause: ${e.message}`);
    throw e;
  }
  const { read: i, verb, precision } = parsed;
  const run = (f: () => string): [number, string] => {
    try {
      return [i, f()];
    } catch (e) {
      if (e instanceof FormatError) throw new FormatError(`error during formatting: ${e.message}`);
      throw e;
    }
  };
  switch (verb) {
    case 's':
      return run(() => formatString(arg));
    case 'd':
      return run(() => decimal(arg));
    case 'f':
      return run(() =>
        formatFixedLocale(floatArg(arg, 'fixed-point'), precision ?? DEFAULT_PRECISION),
      );
    case 'e':
      // Upstream builds "%<precision>e", a width, so the precision is always the default.
      return run(() => formatScientificLocale(floatArg(arg, 'scientific'), DEFAULT_PRECISION));
    case 'b':
      return run(() => radix(arg, 2, false, 'binary'));
    case 'o':
      return run(() => radix(arg, 8, false, 'octal'));
    default:
      return run(() => radix(arg, 16, verb === 'X', 'hex'));
  }
}

/** Formats like cel-go's parseFormatString with the runtime stringFormatter; errors carry upstream text. */
export function formatCelString(format: string, argList: unknown): string {
  const args = listElements(argList);
  let out = '';
  let argIndex = 0;
  let i = 0;
  try {
    while (i < format.length) {
      if (format[i] !== '%') {
        out += format[i++];
        continue;
      }
      if (format[i + 1] === '%') {
        out += '%';
        i += 2;
        continue;
      }
      if (argIndex >= args.length) throw new FormatError(`index ${argIndex} out of range`);
      if (i + 1 >= format.length) throw new FormatError('unexpected end of string');
      const [read, text] = formatClause(format.slice(i + 1), args[argIndex]);
      out += text;
      i += 1 + read;
      argIndex++;
    }
  } catch (e) {
    if (e instanceof FormatError) throw new Error(e.message, { cause: e });
    throw e;
  }
  return out;
}
