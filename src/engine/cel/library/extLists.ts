// cel-go's ext.Lists at ListsVersion(3) (ext/lists.go), which Kubernetes adds to its environment
// in 1.34 (k8s.io/apiserver pkg/cel/environment/base.go: `ext.Lists(ext.ListsVersion(3))`,
// IntroducedVersion 1.34; research note ../shared/spec/k8s-versions-1.33-1.37.md §3.3, §7): slice
// (v0), flatten (v1), sort, sortBy, lists.range, reverse and distinct (v2); version 3 adds only
// cost estimates. New expressions are checked against the previous minor, so 1.34 runs these and
// 1.35 is the first to accept them when written.

import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import { EvaluationError, ParseError } from '@marcbachmann/cel-js';
import { celCompare, celEquals, celTypeName, listElements } from './celValues.ts';
import { registerNamespace } from './namespace.ts';

// lists.go comparableTypes.
const COMPARABLE = [
  'int',
  'uint',
  'double',
  'bool',
  'google.protobuf.Duration',
  'google.protobuf.Timestamp',
  'string',
  'bytes',
];

/** lists.go slice. */
function slice(list: unknown, start: bigint, end: bigint): unknown[] {
  const items = listElements(list);
  const at = `cannot slice(${start}, ${end}), `;
  if (start < 0n || end < 0n) throw new EvaluationError(`${at}negative indexes not supported`);
  if (start > end)
    throw new EvaluationError(`${at}start index must be less than or equal to end index`);
  if (BigInt(items.length) < end) throw new EvaluationError(`${at}list is length ${items.length}`);
  return items.slice(Number(start), Number(end));
}

/** lists.go flatten: nested lists opened `depth` levels deep. */
function flatten(list: unknown, depth: bigint): unknown[] {
  if (depth < 0n) throw new EvaluationError('level must be non-negative');
  const out: unknown[] = [];
  for (const v of listElements(list)) {
    if ((Array.isArray(v) || v instanceof Set) && depth > 0n) out.push(...flatten(v, depth - 1n));
    else out.push(v);
  }
  return out;
}

const isComparable = (v: unknown): boolean => COMPARABLE.includes(celTypeName(v));

/** lists.go sortListByAssociatedKeys: `list` ordered by `keys`, all of the first key's type. */
export function sortByKeys(list: unknown, keys: unknown): unknown[] {
  const items = listElements(list);
  const ks = listElements(keys);
  if (items.length !== ks.length)
    throw new EvaluationError(
      `@sortByAssociatedKeys() expected a list of the same size as the associated keys list, but got ${items.length} and ${ks.length} elements respectively`,
    );
  if (items.length === 0) return items;
  if (!isComparable(ks[0])) throw new EvaluationError('list elements must be comparable');
  const type = celTypeName(ks[0]);
  if (ks.some((k) => celTypeName(k) !== type))
    throw new EvaluationError('list elements must have the same type');
  const order = items.map((_, i) => i).sort((i, j) => celCompare(ks[i], ks[j]));
  return order.map((i) => items[i]);
}

/** lists.go distinctList: the first of each group of equal elements (1 and 1.0 are equal). */
function distinct(list: unknown): unknown[] {
  const out: unknown[] = [];
  for (const v of listElements(list)) if (!out.some((o) => celEquals(o, v))) out.push(v);
  return out;
}

// sortBy(e, key) is a macro (lists.go sortByMacro): the keys are the receiver mapped by `key`.
interface CelType {
  kind: string;
  name: string;
  valueType?: CelType;
}
interface Checker {
  check(node: ASTNode, ctx: Ctx): CelType;
  getType(name: string): CelType;
  createError(code: string, message: string, node: ASTNode): Error;
}
interface Ctx {
  forkWithVariable(name: string, type: CelType): Ctx;
  reuse(parent: Ctx): Ctx;
  setIterValue(v: unknown, ev: Evaluator): Ctx;
}
interface Evaluator {
  run(node: ASTNode, ctx: Ctx): unknown;
}
interface SortBy {
  receiver: ASTNode;
  name: string;
  key: ASTNode;
  ctx?: Ctx;
  typeCheck(chk: Checker, m: SortBy, ctx: Ctx): CelType;
  evaluate(ev: Evaluator, m: SortBy, ctx: Ctx): unknown;
}

const goName = (t: CelType): string =>
  t.kind === 'list' ? `list(${goName(t.valueType ?? { kind: 'dyn', name: 'dyn' })})` : t.name;

function sortByMacro({ args, receiver }: { args: ASTNode[]; receiver: ASTNode }): SortBy {
  const v = args[0];
  // parser.MakeMap: the variable must be a simple name.
  if (v?.op !== 'id') throw new ParseError('argument must be a simple name', v);
  return {
    receiver,
    name: v.args as string,
    key: args[1]!,
    typeCheck(chk, m, ctx) {
      const list = chk.check(m.receiver, ctx);
      const element =
        list.kind === 'list' ? (list.valueType ?? chk.getType('dyn')) : chk.getType('dyn');
      m.ctx = ctx.forkWithVariable(m.name, element);
      const key = chk.check(m.key, m.ctx);
      if (!['dyn', 'param'].includes(key.kind) && !COMPARABLE.includes(key.name))
        throw chk.createError(
          'no_matching_overload',
          `found no matching overload for '@sortByAssociatedKeys' applied to '${goName(list)}.(list(${goName(key)}))'`,
          m.key,
        );
      return list.kind === 'list' || list.kind === 'dyn' ? list : chk.getType('dyn');
    },
    evaluate(ev, m, ctx) {
      const list = ev.run(m.receiver, ctx);
      if (!m.ctx) throw new EvaluationError('sortBy was not type-checked');
      const inner = m.ctx.reuse(ctx);
      const keys = listElements(list).map((e) => {
        inner.setIterValue(e, ev);
        return ev.run(m.key, inner);
      });
      return sortByKeys(list, keys);
    },
  };
}

// cel-go v0.29 (Kubernetes 1.37) bounds lists.range (ext/lists.go genRange, defaultMaxRangeSize);
// before, a negative size gave an empty list.
const MAX_RANGE_SIZE = 1_000_000n;

function range(n: bigint, minor: number): bigint[] {
  if (minor >= 37) {
    if (n < 0n) throw new EvaluationError(`lists.range: size must be non-negative, got ${n}`);
    if (n > MAX_RANGE_SIZE)
      throw new EvaluationError(
        `lists.range: size ${n} exceeds maximum allowed (${MAX_RANGE_SIZE})`,
      );
  } else if (n > MAX_RANGE_SIZE) {
    // Earlier cel-go appends n elements with no bound (and no cost charged), so the API server
    // answers only as far as its memory lasts; the playground does not build such a list.
    throw new EvaluationError(
      `lists.range(${n}) is not simulated: before Kubernetes 1.37 the API server builds the whole list, as far as its memory allows`,
    );
  }
  return Array.from({ length: n > 0n ? Number(n) : 0 }, (_v, i) => BigInt(i));
}

/** Registers ext.Lists(ListsVersion(3)) as the cel-go of 1.<minor> has it. */
export function registerExtListsLibrary(env: Environment, minor: number): void {
  env.registerFunction('list<A>.slice(int, int): list<A>', slice);
  env.registerFunction('list<list<A>>.flatten(): list<A>', (l: unknown) => flatten(l, 1n));
  // The type guards are off (lists.go DisableTypeGuards): any list flattens at runtime.
  env.registerFunction('list.flatten(): list', (l: unknown) => flatten(l, 1n));
  env.registerFunction('list.flatten(int): list', flatten);
  for (const t of COMPARABLE)
    env.registerFunction(`list<${t}>.sort(): list<${t}>`, (l: unknown) => sortByKeys(l, l));
  env.registerFunction('list.sortBy(ast, ast): list', sortByMacro as never);
  const ns = registerNamespace(env, 'lists');
  env.registerFunction(`${ns}.range(int): list<int>`, (_: unknown, n: bigint) => range(n, minor));
  env.registerFunction('list<A>.reverse(): list<A>', (l: unknown) =>
    [...listElements(l)].reverse(),
  );
  env.registerFunction('list<A>.distinct(): list<A>', distinct);
}
