// Timestamp arithmetic and comparison at nanosecond precision (cel-go common/types/timestamp.go
// Add, Subtract, Compare, Equal; duration.go Add): cel-js computes them on a Date's milliseconds,
// so each operator node of a checked expression answers itself when an operand is a timestamp.

import { EvaluationError } from '@marcbachmann/cel-js';
import { Duration } from '@marcbachmann/cel-js/evaluator';
import { type CelNode, walkNodes } from './locations.ts';
import { durationNanos, durationOf, timestampAt, timestampNanos } from './library/timestamps.ts';

const INT64_MAX = (1n << 63n) - 1n;

type Handle = (left: unknown, right: unknown, ast: unknown, ev: unknown) => unknown;

const compare: Record<string, (c: number) => boolean> = {
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '==': (c) => c === 0,
  '!=': (c) => c !== 0,
};

/** The operator's result on timestamps, or undefined when it is not a timestamp operation. */
export function timestampOperation(op: string, left: unknown, right: unknown): unknown {
  const lt = left instanceof Date;
  const rt = right instanceof Date;
  if (!lt && !rt) return undefined;
  if (lt && rt) {
    const [a, b] = [timestampNanos(left), timestampNanos(right)];
    // A duration is int64 nanoseconds (timestamp.go Subtract: errIntOverflow).
    if (op === '-') {
      const d = a - b;
      if (d > INT64_MAX || d < -INT64_MAX - 1n) throw new EvaluationError('integer overflow');
      return durationOf(d);
    }
    const c = compare[op];
    return c === undefined ? undefined : c(a < b ? -1 : a > b ? 1 : 0);
  }
  if (op === '+' && lt && right instanceof Duration)
    return timestampAt(timestampNanos(left) + durationNanos(right));
  if (op === '+' && rt && left instanceof Duration)
    return timestampAt(timestampNanos(right) + durationNanos(left));
  if (op === '-' && lt && right instanceof Duration)
    return timestampAt(timestampNanos(left) - durationNanos(right));
  return undefined;
}

/** Gives the arithmetic and comparison nodes of a checked expression nanosecond timestamps. */
export function useNanosecondTimestamps(ast: unknown): void {
  walkNodes(ast, (node: CelNode & { handle?: Handle }) => {
    if (node.op !== '+' && node.op !== '-' && compare[node.op] === undefined) return;
    const handle = node.handle;
    if (typeof handle !== 'function') return;
    const op = node.op;
    node.handle = (left, right, a, ev) =>
      timestampOperation(op, left, right) ?? handle(left, right, a, ev);
  });
}

interface CheckerLike {
  getType(name: string): unknown;
}
interface MetaNode extends CelNode {
  meta: { check: (chk: CheckerLike, ast: unknown, ctx: unknown) => unknown };
  setMeta(key: string, value: unknown): unknown;
}

const typeName = (n: unknown): string | undefined => (n as CelNode | undefined)?.checkedType?.name;

/**
 * Types `duration + timestamp` as a timestamp (stdlib.go add_duration_timestamp); cel-js gives it
 * the left operand's type. Runs on a parsed expression, before checking.
 */
export function typeDurationPlusTimestamp(ast: unknown): void {
  walkNodes(ast, (node) => {
    if (node.op !== '+') return;
    const n = node as MetaNode;
    const check = n.meta.check;
    n.setMeta('check', (chk: CheckerLike, a: unknown, ctx: unknown) => {
      const t = check(chk, a, ctx);
      const [left, right] = n.args as unknown[];
      return typeName(left) === 'google.protobuf.Duration' &&
        typeName(right) === 'google.protobuf.Timestamp'
        ? chk.getType('google.protobuf.Timestamp')
        : t;
    });
  });
}
