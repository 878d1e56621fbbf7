// The estimated cost of one call: the Kubernetes libraries' estimates by function name first
// (k8s.io/apiserver pkg/cel/library/cost.go CostEstimator.EstimateCallCost), then cel-go's by
// overload (checker/cost.go functionCost: string traversal, regex, `in` on lists, equality by the
// smaller size, `&&`/`||`/`?:`, concatenation), else 1 plus the arguments. cel-js names no
// overload ids; they are told from the function and the operand types as cel-go resolves them.

import type { CelNode } from './locations.ts';
import type { CosterView, EstimateNode } from './estimate.ts';
import {
  add,
  byFactor,
  type Estimate,
  fixed,
  MAX_UINT64,
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

/** cel.MaxNameFormatRegexSize (pkg/cel/limits.go). */
const MAX_NAME_FORMAT_REGEX_SIZE = 128;

// CostEstimator.EstimateCallCost: the Kubernetes library functions, by name.
function kubernetesCallCost(
  c: CosterView,
  name: string,
  target: EstimateNode | undefined,
  args: readonly EstimateNode[],
): CallEstimate | undefined {
  const size = (n: EstimateNode | undefined): Estimate => c.sizeOrUnknown(n);
  switch (name) {
    case 'isSorted':
    case 'sum':
    case 'max':
    case 'min':
    case 'indexOf':
    case 'lastIndexOf':
    case 'includes': {
      if (target === undefined) return undefined;
      if (isList(target)) {
        // 1 per element compared, plus traversing string and bytes elements
        const elem = /^list<(.*)>$/.exec(target.type)?.[1];
        let elCost = ONE;
        if (elem === 'string' || elem === 'bytes') {
          const path = target.path === undefined ? undefined : [...target.path, '@items'];
          const sz = (path !== undefined && path.length > 1 && c.estimateSize(path)) || undefined;
          elCost = add(elCost, byFactor(sz ?? { min: 0, max: MAX_UINT64 }, TRAVERSE));
        }
        return { cost: multiply(size(target), elCost) };
      }
      if (name === 'includes') return { cost: multiply(size(target), ONE) };
      return { cost: byFactor(size(target), TRAVERSE) };
    }
    case 'url':
    case 'jsonpatch.escapeKey':
      if (args.length === 1)
        return { cost: byFactor(size(args[0]), TRAVERSE), resultSize: size(args[0]) };
      return undefined;
    case 'lowerAscii':
    case 'upperAscii':
    case 'substring':
    case 'trim':
      if (target === undefined) return undefined;
      return { cost: byFactor(size(target), TRAVERSE), resultSize: size(target) };
    case 'replace':
      if (target === undefined || args.length < 2) return undefined;
      return {
        cost: byFactor(size(target), 2 * TRAVERSE),
        resultSize: replaceSize(size(target), size(args[0]), size(args[1])),
      };
    case 'split': {
      if (target === undefined) return undefined;
      const sz = size(target);
      let max = sz.max;
      const limit = args[1]?.node;
      if (limit?.op === 'value' && typeof limit.args === 'bigint') max = Number(limit.args);
      return { cost: byFactor(sz, 2 * TRAVERSE), resultSize: { min: 0, max } };
    }
    case 'join': {
      if (target === undefined) return undefined;
      const listSize = size(target);
      let sz: Estimate = { min: 0, max: 0 };
      const path = target.path === undefined ? undefined : [...target.path, '@items'];
      const elem = path !== undefined && path.length > 1 ? c.estimateSize(path) : undefined;
      sz = multiply(listSize, elem ?? { min: 0, max: MAX_UINT64 });
      if (args.length > 0) {
        const seps = { min: Math.max(0, listSize.min - 1), max: Math.max(0, listSize.max - 1) };
        sz = add(sz, multiply(size(args[0]), seps));
      }
      return { cost: byFactor(sz, TRAVERSE), resultSize: sz };
    }
    case 'find':
    case 'findAll': {
      if (target === undefined || args.length < 1) return undefined;
      const sz = size(target);
      const str = byFactor(add(sz, ONE), TRAVERSE);
      const regex = byFactor(size(args[0]), REGEX_STRING_LENGTH_COST_FACTOR);
      return { cost: multiply(str, regex), resultSize: { min: 0, max: sz.max } };
    }
    case 'cidr':
    case 'isIP':
    case 'isCIDR':
    case 'quantity':
    case 'isQuantity':
    case 'semver':
    case 'isSemver':
      return args.length >= 1 ? { cost: byFactor(size(args[0]), TRAVERSE) } : undefined;
    case 'ip':
      if (target !== undefined) return { cost: ONE };
      return args.length >= 1 ? { cost: byFactor(size(args[0]), TRAVERSE) } : undefined;
    case 'ip.isCanonical':
      return args.length >= 1 ? { cost: byFactor(size(args[0]), 2 * TRAVERSE) } : undefined;
    case 'validate':
      return args.length >= 1
        ? {
            cost: byFactor(
              byFactor(size(args[0]), TRAVERSE),
              MAX_NAME_FORMAT_REGEX_SIZE * REGEX_STRING_LENGTH_COST_FACTOR,
            ),
          }
        : undefined;
    case 'check':
      return { cost: fixed(350000) };
    case 'masked':
    case 'prefixLength':
    case 'family':
    case 'isUnspecified':
    case 'isLoopback':
    case 'isLinkLocalMulticast':
    case 'isLinkLocalUnicast':
    case 'isGlobalUnicast':
    case 'format.named':
    case 'sign':
    case 'asInteger':
    case 'isInteger':
    case 'asApproximateFloat':
    case 'isGreaterThan':
    case 'isLessThan':
    case 'compareTo':
    case 'add':
    case 'sub':
    case 'major':
    case 'minor':
    case 'patch':
    case 'getScheme':
    case 'getHostname':
    case 'getHost':
    case 'getPort':
    case 'getEscapedPath':
    case 'getQuery':
    case 'serviceAccount':
    case 'path':
    case 'group':
    case 'resource':
    case 'subresource':
    case 'namespace':
    case 'name':
    case 'allowed':
    case 'reason':
    case 'error':
    case 'errored':
      return { cost: ONE };
    case 'containsIP':
    case 'containsCIDR': {
      if (args.length < 1) return undefined;
      const ipSize = { min: 4, max: 16 };
      let cost = byFactor(add(ipSize, ipSize), TRAVERSE);
      if (name === 'containsCIDR') cost = add(add(cost, byFactor(ipSize, TRAVERSE)), ONE);
      if (isString(args[0])) cost = add(cost, byFactor(size(args[0]), TRAVERSE));
      return { cost };
    }
  }
  return undefined;
}

function replaceSize(sz: Estimate, toReplace: Estimate, replaceWith: Estimate): Estimate {
  const count = { min: 0, max: 0 };
  const retained = { min: 0, max: 0 };
  if (toReplace.min === 0) {
    count.max = sz.max < MAX_UINT64 ? sz.max + 1 : sz.max;
    retained.max = sz.max;
  } else if (replaceWith.max <= toReplace.min) retained.max = sz.max;
  else count.max = Math.ceil(sz.max / toReplace.min);
  if (toReplace.max === 0) {
    count.min = sz.min < MAX_UINT64 ? sz.min + 1 : sz.min;
    retained.min = sz.min;
  } else if (toReplace.max <= replaceWith.min) retained.min = sz.min;
  else count.min = Math.ceil(sz.min / toReplace.max);
  return add(multiply(count, replaceWith), retained);
}

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

// The Kubernetes types whose equality costs a constant (or the format's or the URL's size).
function equalityCost(type: string, c: CosterView, rhs: EstimateNode): Estimate | undefined {
  switch (type) {
    case 'net.IP':
    case 'net.CIDR':
    case 'kubernetes.Quantity':
    case 'kubernetes.authorization.Authorizer':
    case 'kubernetes.authorization.PathCheck':
    case 'kubernetes.authorization.GroupCheck':
    case 'kubernetes.authorization.ResourceCheck':
    case 'kubernetes.authorization.Decision':
    case 'kubernetes.Semver':
      return ONE;
    case 'kubernetes.NamedFormat':
      return byFactor({ min: 1, max: 64 }, TRAVERSE);
    case 'kubernetes.URL': {
      // cost.go reads the right-hand side's computed size twice
      const s = rhs.size ?? ONE;
      return byFactor({ min: 1, max: s.max }, TRAVERSE);
    }
  }
  return undefined;
}
