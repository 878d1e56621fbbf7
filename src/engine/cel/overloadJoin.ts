// cel-go's checker types a call that several overloads match by the first one's result, but as dyn
// when another matching overload's result differs (checker/checker.go resolveOverload). A
// `list(dyn)` or dyn receiver matches every overload of the per-element-type families below
// (min(), max(), sum(): int, uint, double, … each), so those calls are dyn; cel-js takes the first
// overload's result (`int`) instead.

import { type CelNode, isCelNode, walkNodes } from './locations.ts';

// Kubernetes lists.go (min, max, sum) and cel-go ext/lists.go (sort): one overload per element
// type, each returning that type.
const PER_ELEMENT_TYPE = new Set(['min', 'max', 'sum', 'sort']);

interface CheckerLike {
  getType(name: string): unknown;
}
interface MetaNode extends CelNode {
  meta: { check: (chk: CheckerLike, ast: unknown, ctx: unknown) => unknown };
  setMeta(key: string, value: unknown): unknown;
}

const dynElements = (name: string | undefined): boolean =>
  name === undefined || name === 'dyn' || name === 'list' || name === 'list<dyn>';

/** Types the per-element-type calls on dyn lists as dyn. Runs on a parsed expression, before checking. */
export function joinOverloadResults(ast: unknown): void {
  walkNodes(ast, (node) => {
    if (node.op !== 'rcall') return;
    const [name, receiver, args] = node.args as [unknown, unknown, unknown[]];
    if (typeof name !== 'string' || !PER_ELEMENT_TYPE.has(name) || args.length !== 0) return;
    const n = node as MetaNode;
    const check = n.meta.check;
    n.setMeta('check', (chk: CheckerLike, a: unknown, ctx: unknown) => {
      const t = check(chk, a, ctx);
      return isCelNode(receiver) && dynElements(receiver.checkedType?.name)
        ? chk.getType('dyn')
        : t;
    });
  });
}
