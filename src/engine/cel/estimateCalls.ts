// The estimated cost of one call: the Kubernetes libraries' estimates by function name first
// (library/costEstimator.ts), then cel-go's by
// overload (checker/cost.go functionCost: string traversal, regex, `in` on lists, equality by the
// smaller size, `&&`/`||`/`?:`, concatenation), else 1 plus the arguments. cel-js names no
// overload ids; they are told from the function and the operand types as cel-go resolves them.

import type { CelNode } from './locations.ts';
import { equalityCost, kubernetesCallCost } from './library/costEstimator.ts';
import type { CosterView, EstimateNode } from './estimate.ts';
import {
  add,
  byFactor,
  type Estimate,
  fixed,
  multiply,
  REGEX_STRING_LENGTH_COST_FACTOR,
  STRING_TRAVERSAL_COST_FACTOR as TRAVERSE,
  sum,
  union,
} from './estimateSizes.ts';

/** checker.CallEstimate. */
export interface CallEstimate {
  cost: Estimate;
  resultSize?: Estimate | undefined;
}

const ONE = fixed(1);

const isString = (n: EstimateNode | undefined): boolean => n?.type === 'string';
const isBytes = (n: EstimateNode | undefined): boolean => n?.type === 'bytes';
const isList = (n: EstimateNode | undefined): boolean => n?.kind === 'list';

/** functionCost: the cost of the call `n` (`name` a function or a cel-js operator). */
export function functionCost(
  c: CosterView,
  n: CelNode,
  name: string,
  target: EstimateNode | undefined,
  args: readonly EstimateNode[],
  argCosts: readonly Estimate[],
): CallEstimate {
  const argSum = sum(argCosts);
  const k8s = kubernetesCallCost(c, name, target, args);
  if (k8s !== undefined) return { cost: add(k8s.cost, argSum), resultSize: k8s.resultSize };
  const size = (x: EstimateNode | undefined): Estimate => c.sizeOrUnknown(x);
  const [a0, a1] = args;
  switch (name) {
    case 'format':
      if (target !== undefined && isString(target))
        return { cost: add(byFactor(size(target), TRAVERSE), argSum) };
      break;
    case 'bytes':
      if (target === undefined && isString(a0)) {
        const sz = size(a0);
        return {
          cost: add(byFactor(sz, TRAVERSE), argSum),
          resultSize: { min: sz.min, max: sz.max * 4 },
        };
      }
      break;
    case 'string':
      if (target === undefined && isBytes(a0)) {
        const sz = size(a0);
        return {
          cost: add(byFactor(sz, TRAVERSE), argSum),
          resultSize: { min: Math.floor(sz.min / 4), max: sz.max },
        };
      }
      break;
    case 'quote':
      if (target === undefined && isString(a0)) {
        const sz = size(a0);
        return {
          cost: add(byFactor(sz, TRAVERSE), argSum),
          resultSize: { min: sz.min + 2, max: sz.max * 2 + 2 },
        };
      }
      break;
    case 'startsWith':
    case 'endsWith':
      if (target !== undefined && isString(target) && args.length === 1)
        return { cost: add(byFactor(size(a0), TRAVERSE), argSum) };
      break;
    case 'in':
      if (isList(a1)) return { cost: add(byFactor(size(a1), 1), argSum) };
      break;
    case 'matches':
      if (args.length === 1 || (target === undefined && args.length === 2)) {
        const [str, re] = target !== undefined ? [target, a0] : [a0, a1];
        const strCost = byFactor(add(size(str), ONE), TRAVERSE);
        const regexCost = byFactor(size(re), REGEX_STRING_LENGTH_COST_FACTOR);
        return { cost: add(multiply(strCost, regexCost), argSum) };
      }
      break;
    case 'contains':
      if (target !== undefined && isString(target) && args.length === 1)
        return {
          cost: add(
            multiply(byFactor(size(target), TRAVERSE), byFactor(size(a0), TRAVERSE)),
            argSum,
          ),
        };
      break;
    case '&&':
    case '||': {
      const [lhs, rhs] = argCosts as [Estimate, Estimate];
      return { cost: { min: lhs.min, max: add(lhs, rhs).max } };
    }
    case '?:': {
      const resultSize = union(size(args[1]), size(args[2]));
      const [t, f] = [args[1]?.node, args[2]?.node];
      const te = t === undefined ? undefined : c.entry(t);
      const fe = f === undefined ? undefined : c.entry(f);
      if (te !== undefined && fe !== undefined)
        c.setEntry(n, {
          container: te.container,
          key: union(te.key, fe.key),
          val: union(te.val, fe.val),
        });
      return { cost: add(argCosts[0]!, union(argCosts[1]!, argCosts[2]!)), resultSize };
    }
    case '+':
      if (isString(a0) || isBytes(a0) || isList(a0)) {
        const resultSize = add(size(a0), size(a1));
        if (isList(a0)) return { cost: add(ONE, argSum), resultSize };
        return { cost: add(byFactor(resultSize, TRAVERSE), argSum), resultSize };
      }
      break;
    case '<':
    case '<=':
    case '>':
    case '>=':
    case '==':
    case '!=': {
      // ordering costs like equality only on strings and bytes (cel-go's LessString… overloads)
      if (name.startsWith('<') || name.startsWith('>')) if (!(isString(a0) || isBytes(a0))) break;
      // k8s cost.go `_==_` on two values of one Kubernetes type; `!=` is cel-go's alone
      if (name === '==' && a0 !== undefined && a0.type === a1?.type) {
        const own = equalityCost(a0.type, c, a1);
        if (own !== undefined) return { cost: add(own, argSum) };
      }
      const smallestMax = Math.min(size(a0).max, size(a1).max);
      const range = { min: smallestMax > 0 ? 1 : 0, max: smallestMax };
      return { cost: add(byFactor(range, TRAVERSE), argSum) };
    }
  }
  return { cost: add(ONE, argSum) };
}
