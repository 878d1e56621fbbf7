// The Kubernetes libraries' estimated call costs, by function name: the list functions by their
// list's size (and string elements' lengths), strings by traversal, regexes by string and pattern
// size, IPs, CIDRs, quantities, semvers, URLs, formats and authorizer checks, and equality of those
// types. Mirrors k8s.io/apiserver pkg/cel/library/cost.go (CostEstimator.EstimateCallCost).

import type { CallEstimate } from '../estimateCalls.ts';
import type { CosterView, EstimateNode } from '../estimate.ts';
import {
  add,
  byFactor,
  type Estimate,
  fixed,
  MAX_UINT64,
  multiply,
  REGEX_STRING_LENGTH_COST_FACTOR,
  STRING_TRAVERSAL_COST_FACTOR as TRAVERSE,
} from '../estimateSizes.ts';

const ONE = fixed(1);

const isString = (n: EstimateNode | undefined): boolean => n?.type === 'string';
const isList = (n: EstimateNode | undefined): boolean => n?.kind === 'list';

/** cel.MaxNameFormatRegexSize (pkg/cel/limits.go). */
const MAX_NAME_FORMAT_REGEX_SIZE = 128;

/** CostEstimator.EstimateCallCost: the Kubernetes library functions, by name. */
export function kubernetesCallCost(
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

/** The Kubernetes types whose equality costs a constant (or the format's or the URL's size). */
export function equalityCost(type: string, c: CosterView, rhs: EstimateNode): Estimate | undefined {
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
