// Writes the difference of two values in the layout of github.com/google/go-cmp's cmp.Diff, which
// upstream appends to some refusals (ValidatePodUpdate, ValidatePodEphemeralContainersUpdate, the CSR
// condition checks). Its report (cmp/report_compare.go, report_text.go) is followed in structure:
// one record per line, each line starting with "  ", "- " or "+ " and indented with tabs; a changed
// scalar as a `-` and a `+` record; at most two identical records kept around a change
// (numContextRecords) and the rest folded into `... // N identical fields`; keys of consecutive
// one-line records aligned; values printed in Go syntax, on one line unless a removed or inserted one
// passes 80 columns.
//
// Not byte-exact, and callers record that as not simulated: go-cmp picks at random between a space
// and U+00A0 after the diff marker (report_text.go appendIndent) — this writes the plain space its
// Deterministic mode uses; it walks the internal Go struct, so its field order, its Go type names and
// its count of identical (zero-valued) fields come from Go types the playground does not have — this
// walks the JSON object in its own key order, names fields by capitalising the JSON name and writes
// `{…}` where go-cmp writes a type name.

import type { JsonValue } from '../apimachinery/types.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { goQuote } from '../apimachinery/goQuote.ts';

type Mark = ' ' | '-' | '+';
type Node = string | { records: Rec[] };
interface Rec {
  mark: Mark;
  key: string;
  value: Node;
  comment?: string;
}

const numContextRecords = 2;
const maxColumnLength = 80;

// The Go names of JSON fields whose capitalisation is not just the first letter.
const goNames: Readonly<Record<string, string>> = {
  uid: 'UID',
  ip: 'IP',
  ips: 'IPs',
  tty: 'TTY',
  podIP: 'PodIP',
  podIPs: 'PodIPs',
  hostIP: 'HostIP',
  hostIPs: 'HostIPs',
  hostIPC: 'HostIPC',
  hostPID: 'HostPID',
  url: 'URL',
  dnsPolicy: 'DNSPolicy',
  dnsConfig: 'DNSConfig',
};
const goFieldName = (k: string): string => goNames[k] ?? k.charAt(0).toUpperCase() + k.slice(1);

// Go maps (string keys in quotes) rather than structs (field names).
const mapFields = new Set([
  'labels',
  'annotations',
  'nodeSelector',
  'limits',
  'requests',
  'overhead',
  'matchLabels',
  'data',
  'extra',
  'capacity',
  'allocatable',
]);

const isMap = (v: JsonValue | undefined): v is { [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isZero = (v: JsonValue | undefined): boolean =>
  v === undefined ||
  v === null ||
  v === '' ||
  v === 0 ||
  v === false ||
  (Array.isArray(v) && v.length === 0);

// FormatValue: the value on one line, in Go syntax.
function compact(v: JsonValue | undefined, asMap = false): string {
  if (v === undefined || v === null) return 'nil';
  if (typeof v === 'string') return goQuote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `{${v.map((x) => compact(x)).join(', ')}}`;
  const entries = Object.entries(v).filter(([, x]) => asMap || !isZero(x));
  return `{${entries
    .map(([k, x]) => `${asMap ? goQuote(k) : goFieldName(k)}: ${compact(x, mapFields.has(k))}`)
    .join(', ')}}`;
}

// A removed or inserted value: one line unless it is long and has parts to spread out.
function whole(mark: Mark, key: string, v: JsonValue | undefined, asMap: boolean): Rec {
  const line = compact(v, asMap);
  if (line.length <= maxColumnLength || !(isMap(v) || Array.isArray(v)))
    return { mark, key, value: line };
  const records: Rec[] = Array.isArray(v)
    ? v.map((x) => ({ mark, key: '', value: compact(x) }))
    : Object.entries(v)
        .filter(([, x]) => asMap || !isZero(x))
        .map(([k, x]) => ({
          mark,
          key: asMap ? goQuote(k) : goFieldName(k),
          value: compact(x, mapFields.has(k)),
        }));
  return { mark, key, value: { records } };
}

interface Child {
  key: string;
  x: JsonValue | undefined;
  y: JsonValue | undefined;
  asMap: boolean;
}

// formatDiffList: equal runs keep numContextRecords on each inner side, the rest become an ellipsis.
function diffList(children: Child[], name: string): Rec[] {
  const out: Rec[] = [];
  let i = 0;
  while (i < children.length) {
    let j = i;
    while (j < children.length && semanticDeepEqual(children[j]!.x, children[j]!.y, true)) j++;
    if (j > i) {
      const run = children.slice(i, j);
      const lo = i === 0 ? 0 : Math.min(numContextRecords, run.length);
      let hi = j === children.length ? 0 : Math.min(numContextRecords, run.length - lo);
      if (run.length - (lo + hi) === 1) hi++;
      const keep = (c: Child): Rec => ({ mark: ' ', key: c.key, value: compact(c.y, c.asMap) });
      out.push(...run.slice(0, lo).map(keep));
      const folded = run.length - lo - hi;
      if (folded > 0)
        out.push({
          mark: ' ',
          key: '',
          value: '...',
          comment: `${folded} identical ${folded === 1 ? name : name === 'entry' ? 'entries' : `${name}s`}`,
        });
      out.push(...run.slice(run.length - hi).map(keep));
      i = j;
      continue;
    }
    const c = children[i]!;
    out.push(...diffRecords(c));
    i++;
  }
  return out;
}

function diffRecords(c: Child): Rec[] {
  const { x, y, key, asMap } = c;
  if (isMap(x) && isMap(y))
    return [{ mark: ' ', key, value: { records: diffObject(x, y, asMap) } }];
  if (Array.isArray(x) && Array.isArray(y) && x.length === y.length)
    return [{ mark: ' ', key, value: { records: diffArray(x, y) } }];
  return [
    ...(x === undefined ? [] : [whole('-', key, x, asMap)]),
    ...(y === undefined ? [] : [whole('+', key, y, asMap)]),
  ];
}

function diffObject(
  x: { [k: string]: JsonValue },
  y: { [k: string]: JsonValue },
  asMap: boolean,
): Rec[] {
  const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])].filter(
    (k) => !(isZero(x[k]) && isZero(y[k])),
  );
  const children = keys.map((k) => ({
    key: asMap ? goQuote(k) : goFieldName(k),
    x: x[k],
    y: y[k],
    asMap: mapFields.has(k),
  }));
  return diffList(children, asMap ? 'entry' : 'field');
}

const diffArray = (x: JsonValue[], y: JsonValue[]): Rec[] =>
  diffList(
    x.map((v, i) => ({ key: '', x: v, y: y[i], asMap: false })),
    'element',
  );

// report_text.go appendIndent in Deterministic mode: the marker, a plain space, then tabs.
const indent = (mark: Mark, n: number): string => `${mark} ${'\t'.repeat(n)}`;
const isLine = (n: Node): n is string => typeof n === 'string';

// alignLens: padding that lines up the values of consecutive one-line keyed records.
function keyPadding(records: Rec[]): number[] {
  const pads = records.map(() => 0);
  let start = 0;
  const flush = (end: number): void => {
    const max = Math.max(0, ...records.slice(start, end).map((r) => r.key.length));
    for (let k = start; k < end; k++) pads[k] = max - records[k]!.key.length;
  };
  records.forEach((r, i) => {
    if (r.key === '' || !isLine(r.value)) {
      flush(i);
      start = i + 1;
    }
  });
  flush(records.length);
  return pads;
}

function expand(records: Rec[], mark: Mark, n: number, out: string[], opener: string): void {
  out[out.length - 1] += opener;
  const pads = keyPadding(records);
  records.forEach((r, i) => {
    const m = r.mark === ' ' ? mark : r.mark;
    const head = `${indent(m, n + 1)}${r.key === '' ? '' : `${r.key}: `}${' '.repeat(pads[i] ?? 0)}`;
    if (isLine(r.value)) {
      const comma = r.value === '...' ? '' : ',';
      out.push(`${head}${r.value}${comma}${r.comment === undefined ? '' : ` // ${r.comment}`}`);
      return;
    }
    out.push(head);
    expand(r.value.records, m, n + 1, out, '{');
    out[out.length - 1] += ',';
  });
  out.push(`${indent(mark, n)}}`);
}

/** Writes cmp.Diff(x, y) of two values of the Go type `type` (e.g. "core.PodSpec"), ending in a newline. */
export function goCmpDiff(x: JsonValue, y: JsonValue, type: string): string {
  if (semanticDeepEqual(x, y, true)) return '';
  const records =
    isMap(x) && isMap(y)
      ? diffObject(x, y, false)
      : Array.isArray(x) && Array.isArray(y) && x.length === y.length
        ? diffArray(x, y)
        : [...diffRecords({ key: '', x, y, asMap: false })];
  const out = [indent(' ', 0)];
  expand(records, ' ', 0, out, `${type}{`);
  return `${out.join('\n')}\n`;
}
