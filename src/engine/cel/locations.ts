// Where cel-go places an expression node in an error: its parser gives each node the position of
// one token (cel-go parser/parser.go: a call at its `(`, a member call at the `(` after the
// method name, a field selection at its `.`, an index at its `[`, an operator at the operator, a
// ternary at its `?`, anything else at its first token). cel-js nodes carry their source range.

/** A cel-js AST node as the parser leaves it (`checkedType` is set by the checker). */
export interface CelNode {
  op: string;
  args: unknown;
  start?: number;
  end?: number;
  pos?: number;
  input?: string;
  checkedType?: { name: string; kind?: string };
}

/** Tells whether a value is a cel-js AST node. */
export const isCelNode = (v: unknown): v is CelNode =>
  typeof v === 'object' && v !== null && typeof (v as CelNode).op === 'string' && 'args' in v;

const binaryOperators = new Set([
  '+',
  '-',
  '*',
  '/',
  '%',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  '&&',
  '||',
]);

/** The offset in `expression` cel-go reports an error of `node` at. */
export function celGoOffset(node: CelNode, expression: string): number {
  const start = node.start ?? 0;
  const args = Array.isArray(node.args) ? (node.args as unknown[]) : [];
  const after = (from: number | undefined, token: string): number => {
    if (from === undefined) return start;
    const at = expression.indexOf(token, from);
    return at >= 0 ? at : start;
  };
  switch (node.op) {
    case 'call':
      return after(start, '(');
    case 'rcall': {
      const receiver = args[1];
      return after(isCelNode(receiver) ? receiver.end : start, '(');
    }
    case '.':
    case '.?': {
      const operand = args[0];
      return after(isCelNode(operand) ? operand.end : start, '.');
    }
    case '[]':
    case '[?]': {
      const operand = args[0];
      return after(isCelNode(operand) ? operand.end : start, '[');
    }
    case '?:': {
      const condition = args[0];
      return after(isCelNode(condition) ? condition.end : start, '?');
    }
  }
  if (binaryOperators.has(node.op)) {
    const left = args[0];
    if (isCelNode(left) && left.end !== undefined) {
      const at = expression.slice(left.end).search(/\S/);
      if (at >= 0) return left.end + at;
    }
  }
  return start;
}

/** Visits every node below `root` (itself included), parents before children, in source order. */
export function walkNodes(
  root: unknown,
  visit: (node: CelNode, parents: readonly CelNode[]) => void,
): void {
  const parents: CelNode[] = [];
  const seen = new Set<unknown>();
  const go = (v: unknown): void => {
    if (isCelNode(v)) {
      if (seen.has(v)) return;
      seen.add(v);
      visit(v, parents);
      parents.push(v);
      go(v.args);
      parents.pop();
    } else if (Array.isArray(v)) {
      for (const x of v) go(x);
    }
  };
  go(root);
}
