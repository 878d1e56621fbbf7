// cel-go ext.TwoVarComprehensions (IntroducedVersion 1.32): all, exists, existsOne/exists_one,
// transformList, transformMap and transformMapEntry with an index/key and a value variable.
// Implemented as cel-js macros (the documented {typeCheck, evaluate} form, forking the context
// the way cel-js's own cel.bind does).

import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import { EvaluationError, ParseError } from '@marcbachmann/cel-js';
import { celEquals, celTypeName } from './celValues.ts';
import { isObject } from '../../apimachinery/isObject.ts';

// The slice of cel-js's type checker, evaluator and context objects a macro touches.
interface CelType {
  kind: string;
  type: string;
  name: string;
  keyType?: CelType;
  valueType?: CelType;
}
interface Checker {
  check(node: ASTNode, ctx: Ctx): CelType;
  getType(name: string): CelType;
  createError(code: string, message: string, node: ASTNode): Error;
  registry: { getListType(t: CelType): CelType; getMapType(k: CelType, v: CelType): CelType };
}
interface Evaluator {
  run(node: ASTNode, ctx: Ctx): unknown;
}
interface Ctx {
  forkWithVariable(name: string, type: CelType): Ctx;
  reuse(parent: Ctx): Ctx;
  setIterValue(v: unknown, ev: Evaluator): Ctx;
}

type Kind = 'all' | 'exists' | 'existsOne' | 'transformList' | 'transformMap' | 'transformMapEntry';

interface Macro {
  kind: Kind;
  receiver: ASTNode;
  var1: string;
  var2: string;
  filter: ASTNode | undefined;
  body: ASTNode;
  ctx1?: Ctx;
  ctx2?: Ctx;
  typeCheck(chk: Checker, m: Macro, ctx: Ctx): CelType;
  evaluate(ev: Evaluator, m: Macro, ctx: Ctx): unknown;
}

function iterVar(node: ASTNode | undefined): string {
  if (node?.op === 'id') return node.args;
  throw new ParseError('argument must be a simple name', node);
}

function requireBool(chk: Checker, node: ASTNode, ctx: Ctx, op: string): void {
  const t = chk.check(node, ctx);
  if (t.type !== 'bool' && t.kind !== 'dyn') {
    throw chk.createError(
      'no_matching_overload',
      `found no matching overload for '${op}' applied to '(bool, ${t.name})'`,
      node,
    );
  }
}

function typeCheck(chk: Checker, m: Macro, ctx: Ctx): CelType {
  const rt = chk.check(m.receiver, ctx);
  const dyn = chk.getType('dyn');
  let k: CelType = dyn;
  let v: CelType = dyn;
  if (rt.kind === 'list') [k, v] = [chk.getType('int'), rt.valueType ?? dyn];
  else if (rt.kind === 'map') [k, v] = [rt.keyType ?? dyn, rt.valueType ?? dyn];
  else if (rt.kind !== 'dyn') {
    throw chk.createError(
      'invalid_comprehension_range',
      `Expression of type '${rt.name}' cannot be range of a comprehension (must be list, map, or dynamic).`,
      m.receiver,
    );
  }
  m.ctx1 = ctx.forkWithVariable(m.var1, k);
  m.ctx2 = m.ctx1.forkWithVariable(m.var2, v);
  if (m.filter) requireBool(chk, m.filter, m.ctx2, '_?_:_');
  if (m.kind === 'all' || m.kind === 'exists' || m.kind === 'existsOne') {
    requireBool(
      chk,
      m.body,
      m.ctx2,
      m.kind === 'all' ? '_&&_' : m.kind === 'exists' ? '_||_' : '_?_:_',
    );
    return chk.getType('bool');
  }
  const t = chk.check(m.body, m.ctx2);
  if (m.kind === 'transformList') return chk.registry.getListType(t);
  if (m.kind === 'transformMap') return chk.registry.getMapType(k, t);
  if (t.kind !== 'map' && t.kind !== 'dyn') {
    throw chk.createError(
      'no_matching_overload',
      `found no matching overload for 'cel.@mapInsert' applied to '(map, ${t.name})'`,
      m.body,
    );
  }
  return t;
}

/** The (index or key, value) pairs a comprehension ranges over. */
function entries(coll: unknown): [unknown, unknown][] {
  if (Array.isArray(coll) || coll instanceof Set) return [...coll].map((v, i) => [BigInt(i), v]);
  if (coll instanceof Map) return [...coll.entries()];
  if (
    typeof coll === 'object' &&
    coll !== null &&
    (coll.constructor === Object || coll.constructor === undefined)
  ) {
    return Object.entries(coll);
  }
  throw new EvaluationError(
    `Expression of type '${celTypeName(coll)}' cannot be range of a comprehension (must be list, map, or dynamic).`,
  );
}

function asBool(v: unknown): boolean {
  if (typeof v !== 'boolean') throw new EvaluationError('no such overload');
  return v;
}

/** Inserts into a map like types.InsertMapKeyValue: a repeated key is an error. */
function insert(out: Map<unknown, unknown>, k: unknown, v: unknown): void {
  for (const existing of out.keys()) {
    if (celEquals(existing, k))
      throw new EvaluationError(`insert failed: key ${String(k)} already exists`);
  }
  out.set(k, v);
}

function mapEntries(v: unknown): [unknown, unknown][] {
  if (v instanceof Map) return [...v.entries()];
  if (isObject(v)) return Object.entries(v);
  throw new EvaluationError('no such overload');
}

function evaluate(ev: Evaluator, m: Macro, ctx: Ctx): unknown {
  const coll = ev.run(m.receiver, ctx);
  if (coll instanceof Promise)
    throw new EvaluationError('asynchronous values are not supported in comprehensions');
  if (!m.ctx1 || !m.ctx2) throw new EvaluationError('comprehension was not type-checked');
  const c1 = m.ctx1.reuse(ctx);
  const c2 = m.ctx2.reuse(c1);
  const each = function* () {
    for (const [k, v] of entries(coll)) {
      c1.setIterValue(k, ev);
      c2.setIterValue(v, ev);
      if (!m.filter || asBool(ev.run(m.filter, c2))) yield k;
    }
  };
  switch (m.kind) {
    case 'all':
    case 'exists': {
      // Logical AND / OR absorb errors: a decisive element wins over an earlier error.
      const decisive = m.kind === 'exists';
      let error: unknown;
      for (const _ of each()) {
        try {
          if (asBool(ev.run(m.body, c2)) === decisive) return decisive;
        } catch (e) {
          error ??= e;
        }
      }
      if (error !== undefined) throw error;
      return !decisive;
    }
    case 'existsOne': {
      let n = 0;
      for (const _ of each()) if (asBool(ev.run(m.body, c2))) n++;
      return n === 1;
    }
    case 'transformList': {
      const out: unknown[] = [];
      for (const _ of each()) out.push(ev.run(m.body, c2));
      return out;
    }
    case 'transformMap': {
      const out = new Map<unknown, unknown>();
      for (const k of each()) insert(out, k, ev.run(m.body, c2));
      return out;
    }
    case 'transformMapEntry': {
      const out = new Map<unknown, unknown>();
      for (const _ of each())
        for (const [k, v] of mapEntries(ev.run(m.body, c2))) insert(out, k, v);
      return out;
    }
  }
}

function macro(kind: Kind, withFilter: boolean) {
  return ({ args, receiver }: { args: ASTNode[]; receiver: ASTNode }): Macro => ({
    kind,
    receiver,
    var1: iterVar(args[0]),
    var2: iterVar(args[1]),
    filter: withFilter ? args[2] : undefined,
    body: (withFilter ? args[3] : args[2]) as ASTNode,
    typeCheck,
    evaluate,
  });
}

/** Registers the two-variable comprehension macros. */
export function registerTwoVarComprehensions(env: Environment): void {
  const reg = (sig: string, kind: Kind, withFilter = false) =>
    env.registerFunction(sig, macro(kind, withFilter) as never);
  reg('list.all(ast, ast, ast): bool', 'all');
  reg('list.exists(ast, ast, ast): bool', 'exists');
  reg('list.existsOne(ast, ast, ast): bool', 'existsOne');
  reg('list.exists_one(ast, ast, ast): bool', 'existsOne');
  reg('list.transformList(ast, ast, ast): list', 'transformList');
  reg('list.transformList(ast, ast, ast, ast): list', 'transformList', true);
  reg('list.transformMap(ast, ast, ast): map', 'transformMap');
  reg('list.transformMap(ast, ast, ast, ast): map', 'transformMap', true);
  reg('list.transformMapEntry(ast, ast, ast): map', 'transformMapEntry');
  reg('list.transformMapEntry(ast, ast, ast, ast): map', 'transformMapEntry', true);
}
