// One cel-js compile error as cel-go reports it (checker/errors.go texts, common/errors.go
// locations): the message in cel-go's words (errors.ts) and the offset of the token cel-go's parser
// gave the node (locations.ts), with the checker's own choices where cel-js blames another node.

import { compileMessage, type CelIssue, type CelJsError, type OperandTypes } from './errors.ts';
import { celGoOffset, isCelNode } from './locations.ts';

/** Reads any thrown value as a cel-js error. */
export function asCelJsError(e: unknown): CelJsError {
  if (e instanceof Error) return e as Error & CelJsError;
  return { message: String(e) };
}

/** The issue cel-go reports for a cel-js parse or check error of `text`. */
export function checkerIssue(err: CelJsError, text: string): CelIssue {
  const node = (err as { node?: unknown }).node;
  const message = compileMessage(err, operandTypes(node));
  // A syntax error has no node: its range starts where cel-js stopped reading.
  let offset = isCelNode(node) ? celGoOffset(node, text) : (err.range?.start ?? 0);
  // cel-go reports a logical operand that is not bool at the operand (checker.go resolveOverload).
  if (
    isCelNode(node) &&
    message.startsWith("expected type 'bool'") &&
    (node.op === '&&' || node.op === '||')
  ) {
    const [left, right] = node.args as unknown[];
    const bad =
      isCelNode(left) && !/^(bool|dyn)$/.test(left.checkedType?.name ?? 'dyn') ? left : right;
    if (isCelNode(bad)) offset = celGoOffset(bad, text);
  }
  // cel-js blames or/orValue's argument; cel-go the call, at its `(`.
  if (
    isCelNode(node) &&
    message.startsWith("found no matching overload for 'or") &&
    node.start !== undefined
  )
    offset = text.lastIndexOf('(', node.start);
  return { offset, message };
}

// The checked types a message names: a member call's receiver, an index's operand and index.
function operandTypes(node: unknown): OperandTypes {
  if (!isCelNode(node) || !Array.isArray(node.args)) return {};
  const type = (n: unknown): string | undefined => (isCelNode(n) ? n.checkedType?.name : undefined);
  if (node.op === 'rcall') return { receiverType: type(node.args[1]) } as OperandTypes;
  if (node.op === '[]' || node.op === '[?]')
    return { operandType: type(node.args[0]), indexType: type(node.args[1]) } as OperandTypes;
  return {};
}
