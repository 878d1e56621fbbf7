// The parts of cel-go's optional library (cel/library.go optionalLib at its latest version, as
// cel.OptionalTypes() gives it; base.go 1.28) that cel-js lacks: optional.ofNonZeroValue, the
// optMap and optFlatMap macros, equality of optionals, type(optional) and the optional_type
// identifier (types.OptionalType). cel-js has the rest
// (optional.of, optional.none, hasValue, value, or, orValue, `.?` and `[?]`).

import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import { EvaluationError, Optional, ParseError } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { celEquals } from './celValues.ts';

/** traits.Zeroer.IsZeroValue of the types that have it; other values are never zero. */
export function isZeroValue(v: unknown): boolean {
  if (v === null || v === false || v === '' || v === 0n) return true;
  if (typeof v === 'number') return v === 0;
  if (v instanceof UnsignedInt) return v.valueOf() === 0n;
  if (v instanceof Uint8Array) return v.length === 0;
  if (Array.isArray(v)) return v.length === 0;
  if (v instanceof Set || v instanceof Map) return v.size === 0;
  if (v instanceof Duration) return v.seconds === 0n && v.nanos === 0;
  if (v instanceof Date) return v.getTime() === 0;
  if (
    typeof v === 'object' &&
    (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null)
  )
    return Object.keys(v).length === 0;
  return false;
}

// The slice of cel-js's checker, evaluator and context a macro touches (as in comprehensions.ts).
interface CelType {
  kind: string;
  valueType?: CelType;
}
interface Checker {
  check(node: ASTNode, ctx: Ctx): CelType;
  getType(name: string): CelType;
  registry: { getOptionalType(t: CelType): CelType };
}
interface Evaluator {
  run(node: ASTNode, ctx: Ctx): unknown;
}
interface Ctx {
  forkWithVariable(name: string, type: CelType): Ctx;
  reuse(parent: Ctx): Ctx;
  setIterValue(v: unknown, ev: Evaluator): Ctx;
}

interface OptMacro {
  receiver: ASTNode;
  name: string;
  body: ASTNode;
  flat: boolean;
  inner?: Ctx;
  typeCheck(chk: Checker, m: OptMacro, ctx: Ctx): CelType;
  evaluate(ev: Evaluator, m: OptMacro, ctx: Ctx): unknown;
}

// cel/library.go optMap, optFlatMap: `x.hasValue() ? optional.of(body) : optional.none()` with the
// value bound to the variable (optFlatMap's body is already optional).
function optMacro(flat: boolean) {
  return ({ args, receiver }: { args: ASTNode[]; receiver: ASTNode }): OptMacro => {
    const variable = args[0];
    if (variable?.op !== 'id')
      throw new ParseError(
        `${flat ? 'optFlatMap' : 'optMap'}() variable name must be a simple identifier`,
        variable,
      );
    return {
      receiver,
      name: variable.args,
      body: args[1] as ASTNode,
      flat,
      typeCheck(chk, m, ctx) {
        const rt = chk.check(m.receiver, ctx);
        const valueType =
          rt.kind === 'optional' && rt.valueType ? rt.valueType : chk.getType('dyn');
        m.inner = ctx.forkWithVariable(m.name, valueType);
        const bt = chk.check(m.body, m.inner);
        if (m.flat)
          return bt.kind === 'optional' ? bt : chk.registry.getOptionalType(chk.getType('dyn'));
        return chk.registry.getOptionalType(bt);
      },
      evaluate(ev, m, ctx) {
        const opt = ev.run(m.receiver, ctx);
        if (!(opt instanceof Optional)) throw new EvaluationError('no such overload');
        if (!opt.hasValue()) return Optional.none();
        if (!m.inner) throw new EvaluationError('optMap was not type-checked');
        const inner = m.inner.reuse(ctx);
        inner.setIterValue(opt.value(), ev);
        const out = ev.run(m.body, inner);
        if (!m.flat) return Optional.of(out);
        if (!(out instanceof Optional)) throw new EvaluationError('no such overload');
        return out;
      },
    };
  };
}

// Optional list elements and map entries (../optionalLiterals.ts rewrites them to these calls):
// the empty ones are left out, the others unwrapped.
function present(v: unknown): Optional {
  if (v instanceof Optional) return v;
  throw new EvaluationError('no such overload');
}
const optList = (l: unknown[]): unknown[] =>
  l
    .map(present)
    .filter((o) => o.hasValue())
    .map((o) => o.value());
function optMap(m: unknown): unknown {
  if (m instanceof Map)
    return new Map(
      [...m].filter(([, v]) => present(v).hasValue()).map(([k, v]) => [k, (v as Optional).value()]),
    );
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(m as Record<string, unknown>))
    if (present(v).hasValue()) out[k] = (v as Optional).value();
  return out;
}

/** Registers what cel-js's optional support lacks. */
export function registerOptionalLibrary(env: Environment): void {
  env.registerFunction('__optWrap(A): optional<A>', (v: unknown) => Optional.of(v));
  env.registerFunction('__optList(list<optional<A>>): list<A>', optList);
  // Mixed elements leave the list dyn; literals.ts refuses them as cel-go does.
  env.registerFunction('__optList(list<dyn>): list<dyn>', optList);
  env.registerFunction('__optMap(map<K, optional<V>>): map<K, V>', optMap);
  env.registerFunction('__optMap(map<K, dyn>): map<K, dyn>', optMap);
  env.registerFunction(
    'OptionalNamespace.ofNonZeroValue(A): optional<A>',
    (_: unknown, v: unknown) => (isZeroValue(v) ? Optional.none() : Optional.of(v)),
  );
  env.registerFunction('optional<A>.optMap(ast, ast): optional<dyn>', optMacro(false) as never);
  env.registerFunction('optional<A>.optFlatMap(ast, ast): optional<dyn>', optMacro(true) as never);
  // Optional.Equal: both empty, or both present with equal values.
  env.registerOperator('optional<A> == optional<A>', (a: Optional, b: Optional) => celEquals(a, b));
  // cel-js's type values are of a class it does not export; type(1) gives it.
  const TypeValue = (env.evaluate('type(1)') as object).constructor as new (
    name: string,
  ) => unknown;
  const optionalType = new TypeValue('optional_type');
  env.registerFunction('type(optional<A>): type', () => optionalType);
  env.registerConstant('optional_type', 'type', optionalType);
}
