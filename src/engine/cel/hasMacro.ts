// has() as cel-go's parser expands it (parser/macro.go makeHas): the argument must be a field
// selection `e.f`, of any operand expression (`has(object.spec.containers[0].image)`), and becomes a
// presence test of `f` on the value of `e` (interpreter/attributes.go refQualify with presenceTest:
// a map has the key, a list raises `unsupported index type 'string' in list`). cel-js only takes a
// chain of selections from an identifier, so each has() call's macro is given these instead.

import { Optional } from '@marcbachmann/cel-js';
import { type CelNode, isCelNode, walkNodes } from './locations.ts';

interface Checker {
  check(node: unknown, ctx: unknown): unknown;
  getType(name: string): unknown;
  createError(code: string, message: string, node: unknown): Error;
}

interface Evaluator {
  run(node: unknown, ctx: unknown): unknown;
  debugType(v: unknown): {
    fieldLazy(obj: unknown, key: unknown, node: unknown, ev: unknown): unknown;
  };
}

interface HasMacro {
  args: unknown[];
  typeCheck(chk: Checker, macro: HasMacro, ctx: unknown): unknown;
  evaluate(ev: Evaluator, macro: HasMacro, ctx: unknown): unknown;
}

interface MacroNode extends CelNode {
  meta: { macro?: HasMacro };
}

const selection = (macro: HasMacro): CelNode | undefined => {
  const arg = macro.args[0];
  return isCelNode(arg) && arg.op === '.' ? arg : undefined;
};

function typeCheck(chk: Checker, macro: HasMacro, ctx: unknown): unknown {
  const select = selection(macro);
  // errors.ts maps cel-js' text to cel-go's `invalid argument to has() macro`.
  if (select === undefined)
    throw chk.createError('invalid_macro_argument', 'has() invalid argument', macro.args[0]);
  // The selection is checked as one (an undefined field of a declared type is an error).
  chk.check(select, ctx);
  return chk.getType('bool');
}

function evaluate(ev: Evaluator, macro: HasMacro, ctx: unknown): boolean {
  const select = selection(macro)!;
  const [operand, field] = select.args as [unknown, string];
  let value = ev.run(operand, ctx);
  // A selection on an optional is one on its value, and absent when it is empty (cel-go's
  // optional attribute qualifiers).
  if (value instanceof Optional) {
    if (!value.hasValue()) return false;
    value = value.value();
  }
  if (Array.isArray(value) || value instanceof Set)
    throw new Error("unsupported index type 'string' in list");
  if (value === null || value === undefined) return false;
  return ev.debugType(value).fieldLazy(value, field, select, ev) !== undefined;
}

/** Gives every has() call of a parsed expression cel-go's checking and presence test. */
export function useCelGoHas(ast: unknown): void {
  walkNodes(ast, (node) => {
    const macro = (node as MacroNode).meta?.macro;
    if (node.op !== 'call' || (node.args as unknown[])[0] !== 'has' || macro === undefined) return;
    macro.typeCheck = typeCheck;
    macro.evaluate = evaluate;
  });
}
