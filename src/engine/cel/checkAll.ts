// cel-go's checker reports every error of an expression, not the first (checker/checker.go: a
// node that fails gets the error type, which is assignable to anything, and checking goes on).
// cel-js stops at its first error, so this checks again and again: each failing node is turned
// into one that checks its unchecked children and then has type dyn (standing in for cel-go's
// error type), until the expression checks or nothing new fails.

import type { CelIssue } from './errors.ts';
import { asCelJsError, checkerIssue } from './checkerIssue.ts';
import { celGoOffset, type CelNode, isCelNode, walkNodes } from './locations.ts';
import { messageTypeName } from './types.ts';

/** A parsed cel-js program as compile.ts holds it. */
export interface ParsedProgram {
  ast: unknown;
  check(): { valid: boolean; type?: string; error?: unknown };
}

/** The outcome of checking: the result type, or every issue cel-go's checker reports. */
export type CheckOutcome = { valid: true; type: string } | { valid: false; issues: CelIssue[] };

// What cel-js' ASTNode lets us change: the check it runs (meta.alternate and meta.macro win).
interface MutableNode extends CelNode {
  meta: { check?: unknown; alternate?: unknown; macro?: { receiver?: unknown; arg?: unknown } };
  setMeta(key: string, value: unknown): MutableNode;
}

const isMutable = (n: unknown): n is MutableNode =>
  isCelNode(n) && typeof (n as Partial<MutableNode>).setMeta === 'function';

interface Checker {
  check(node: unknown, ctx: unknown): unknown;
  dynType: unknown;
}

// Nodes that failed: cel-go gives them the error type, which its messages print as `!error!`
// (checker/format.go).
const errorTyped = new WeakSet<object>();

// A failed node from now on checks `children` (so their own errors are found) and is dyn.
function poison(node: MutableNode, children: readonly unknown[]): void {
  errorTyped.add(node);
  // A node its parent refused (a predicate that is not bool) has a cached type: check it again.
  (node as { checkedType?: unknown }).checkedType = undefined;
  node.setMeta('alternate', undefined);
  node.setMeta('macro', undefined);
  node.setMeta('check', (chk: Checker, _ast: unknown, ctx: unknown) => {
    for (const c of children) if (isCelNode(c)) chk.check(c, ctx);
    return chk.dynType;
  });
}

const typeName = (n: unknown): string =>
  isCelNode(n) && errorTyped.has(n)
    ? '!error!'
    : messageTypeName(isCelNode(n) ? (n.checkedType?.name ?? 'dyn') : 'dyn');

const MAX_ROUNDS = 100;

/**
 * Type-checks `parsed` and collects every checker issue; `skip` holds the offsets already
 * reported (undeclared references), whose failures add no issue of their own.
 */
export function checkAll(
  parsed: ParsedProgram,
  text: string,
  skip: ReadonlySet<number> = new Set(),
): CheckOutcome {
  const issues: { offset: number; message: () => string }[] = [];
  const failed = new Set<unknown>();
  const repaired = new Set<unknown>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const checked = parsed.check();
    if (checked.valid) {
      if (failed.size === 0) return { valid: true, type: checked.type ?? 'dyn' };
      break;
    }
    const err = asCelJsError(checked.error);
    const node = (err as { node?: unknown }).node;
    if (!isMutable(node) || failed.has(node)) {
      const issue = checkerIssue(err, text);
      if (issues.length === 0 || !isMutable(node))
        issues.push({ offset: issue.offset, message: () => issue.message });
      break;
    }
    if (!repaired.has(node) && untypedNoneSelection(node)) {
      repaired.add(node);
      continue;
    }
    failed.add(node);
    for (const found of recover(node, err, parsed.ast, text))
      if (!skip.has(found.offset)) issues.push(found);
  }
  return { valid: false, issues: issues.map((i) => ({ offset: i.offset, message: i.message() })) };
}

interface OptionalChecker extends Checker {
  registry: { getOptionalType(t: unknown): unknown };
}

/**
 * `optional.none().?x`: cel-go types optional.none() as optional_type(T) and a selection on the
 * free T as dyn (checker.go checkOptSelect), so it checks and yields optional.none(); cel-js finds
 * no type to select on. The selection becomes optional_type(dyn); true when it was that case.
 */
function untypedNoneSelection(node: MutableNode): boolean {
  if (node.op !== '.?' && node.op !== '[?]') return false;
  const operand = (node.args as unknown[])[0];
  const type = isCelNode(operand)
    ? (operand.checkedType as { kind?: string; valueType?: { kind?: string } } | undefined)
    : undefined;
  if (
    type?.kind !== 'optional' ||
    (type.valueType !== undefined && type.valueType.kind !== 'param')
  )
    return false;
  const index = node.op === '[?]' ? (node.args as unknown[])[1] : undefined;
  node.setMeta('check', (chk: OptionalChecker, _ast: unknown, ctx: unknown) => {
    if (isCelNode(index)) chk.check(index, ctx);
    return chk.registry.getOptionalType(chk.dynType);
  });
  return true;
}

function parentOf(root: unknown, child: CelNode): CelNode | undefined {
  let found: CelNode | undefined;
  walkNodes(root, (node, parents) => {
    if (node === child) found ??= parents[parents.length - 1];
  });
  return found;
}

/** The filter or map call whose predicate (second argument) is `predicate`. */
function macroCallOf(root: unknown, predicate: CelNode): MutableNode | undefined {
  let found: MutableNode | undefined;
  walkNodes(root, (node) => {
    if (found !== undefined || node.op !== 'rcall' || !isMutable(node)) return;
    const [name, , args] = node.args as [unknown, unknown, unknown[]];
    if ((name === 'filter' || (name === 'map' && args.length === 3)) && args[1] === predicate)
      found = node;
  });
  return found;
}

// `list(int)` → `int`; anything else (dyn) → dyn.
const listElementName = (t: string): string => /^list\((.*)\)$/.exec(t)?.[1] ?? 'dyn';

/** Turns the failing node (or its parent call) into dyn and says what cel-go reports there. */
function recover(
  node: MutableNode,
  err: ReturnType<typeof asCelJsError>,
  root: unknown,
  text: string,
): { offset: number; message: () => string }[] {
  const code = (err as { code?: string }).code;
  const parent = parentOf(root, node);
  // The condition of `_?_:_` (bool, A, A) is not bool: the overload fails with every argument's
  // type, at the `?`; the branches are still checked.
  if (code === 'invalid_condition_type' && parent?.op === '?:' && isMutable(parent)) {
    const [condition, left, right] = parent.args as unknown[];
    if (condition === node) {
      poison(parent, [left, right]);
      return [
        {
          offset: celGoOffset(parent, text),
          message: () =>
            `found no matching overload for '_?_:_' applied to '(${typeName(condition)}, ${typeName(left)}, ${typeName(right)})'`,
        },
      ];
    }
  }
  // filter(x, p) and map(x, p, t) expand to `_?_:_(p, accu + [x or t], accu)` (parser/macro.go
  // MakeFilter, MakeMap): a predicate that is not bool fails that overload, at the call's `(`.
  if (code === 'invalid_condition_type') {
    const call = macroCallOf(root, node);
    if (call !== undefined) {
      const [name, receiver, args] = call.args as [string, unknown, unknown[]];
      const predicate = typeName(node);
      // The predicate becomes dyn so the transform is checked (its type is the list's); the call
      // itself takes the error type.
      const macro = call.meta.macro as { typeCheck?: (...a: unknown[]) => unknown } | undefined;
      const typeCheck = macro?.typeCheck;
      if (macro !== undefined && typeof typeCheck === 'function') {
        macro.typeCheck = (chk: unknown, m: unknown, ctx: unknown) => {
          typeCheck.call(macro, chk, m, ctx);
          return (chk as Checker).dynType;
        };
        errorTyped.add(call);
      }
      poison(node, []);
      const element = (): string =>
        name === 'filter' ? listElementName(typeName(receiver)) : typeName(args[2]);
      return [
        {
          offset: celGoOffset(call, text),
          message: () =>
            `found no matching overload for '_?_:_' applied to '(${predicate}, list(${element()}), list(${element()}))'`,
        },
      ];
    }
  }
  if (code === 'incompatible_ternary_branches' && node.op === '?:') {
    const [condition, left, right] = node.args as unknown[];
    poison(node, []);
    return [
      {
        offset: celGoOffset(node, text),
        message: () =>
          `found no matching overload for '_?_:_' applied to '(${typeName(condition)}, ${typeName(left)}, ${typeName(right)})'`,
      },
    ];
  }
  // `_&&_`, `_||_`: each operand that is not bool is a type mismatch at the operand.
  if (code === 'invalid_logical_operand' && (node.op === '&&' || node.op === '||')) {
    poison(node, []);
    return (node.args as unknown[])
      .filter((a) => !['bool', 'dyn'].includes(typeName(a)))
      .filter(isCelNode)
      .map((a) => ({
        offset: celGoOffset(a, text),
        message: () => `expected type 'bool' but found '${typeName(a)}'`,
      }));
  }
  // or/orValue are overloads in cel-go (cel/library.go optional_or_optional,
  // optional_orValue_value): a non-optional receiver or argument matches none of them.
  if (code === 'optional_expected') {
    const call = [parent, node].find(
      (n) => isMutable(n) && (n.meta.macro?.receiver === node || n.meta.macro?.arg === node),
    );
    if (isMutable(call) && call.op === 'rcall') {
      const { receiver, arg } = call.meta.macro!;
      const name = (call.args as unknown[])[0] as string;
      poison(call, [arg]);
      return [
        {
          offset: celGoOffset(call, text),
          message: () =>
            `found no matching overload for '${name}' applied to '${typeName(receiver)}.(${typeName(arg)})'`,
        },
      ];
    }
  }
  poison(node, []);
  const issue = checkerIssue(err, text);
  return [{ offset: issue.offset, message: () => issue.message }];
}
