// The static cost estimate of a type-checked expression, as cel-go's checker computes it
// (checker/cost.go Cost, coster): identifiers and selections cost 1, literals 0, list and map
// literals 10 and 30, calls what functionCost (estimateCalls.ts) says, and a comprehension its range's
// size times the cost of one step; sizes come from literals, from the caller's SizeEstimator by the
// field path (`self.spec.items.@items`) and from scalar types. Macros are costed as cel-go expands
// them (parser/macro.go: all, exists, exists_one, map, filter), since cel-js keeps them as calls.

import { type CelNode, isCelNode } from './locations.ts';
import {
  add,
  type Estimate,
  fixed,
  isScalar,
  LIST_CREATE_BASE_COST,
  literalSize,
  MAP_CREATE_BASE_COST,
  MAX_UINT64,
  multiply,
  SELECT_AND_IDENT_COST,
  sum,
  union,
  UNKNOWN,
  ZERO,
} from './estimateSizes.ts';
import { functionCost } from './estimateCalls.ts';
import { builtinName } from './replacedBuiltins.ts';

/** The size of the value at a field path rooted at a variable (checker.CostEstimator.EstimateSize). */
export type SizeEstimator = (path: readonly string[]) => Estimate | undefined;

/** An operand as functionCost sees it (checker.AstNode): its type, path and computed size. */
export interface EstimateNode {
  node: CelNode | undefined;
  /** cel-js type name; kind: cel-js kind (`list`, `map`, `message`, `primitive`, `dyn`…). */
  type: string;
  kind: string;
  path: readonly string[] | undefined;
  size: Estimate | undefined;
}

// entrySizeEstimate: the key and value sizes of a list or map built in the expression.
interface EntrySize {
  container: 'list' | 'map';
  key: Estimate;
  val: Estimate;
}

interface LocalVar {
  path: readonly string[];
  size?: Estimate | undefined;
  entry?: EntrySize | undefined;
}

const SELECT = fixed(SELECT_AND_IDENT_COST);
const MACROS = new Set(['all', 'exists', 'exists_one', 'map', 'filter']);

/** The coster of one expression. */
class Coster {
  readonly paths = new Map<CelNode, readonly string[]>();
  readonly sizes = new Map<CelNode, Estimate>();
  readonly entries = new Map<CelNode, EntrySize>();
  readonly locals = new Map<string, LocalVar[]>();
  constructor(readonly estimateSize: SizeEstimator) {}

  cost(n: unknown): Estimate {
    if (!isCelNode(n)) return ZERO;
    const a = n.args;
    switch (n.op) {
      case 'value':
        return ZERO;
      case 'id': {
        this.paths.set(n, this.local(a as string)?.path ?? [a as string]);
        return SELECT;
      }
      case '.': {
        const [operand, field] = a as [CelNode, string];
        let c = this.cost(operand);
        const kind = operand.checkedType?.kind;
        if (kind === 'map' || kind === 'message' || kind === 'param') c = add(c, SELECT);
        this.paths.set(n, [...this.path(operand), field]);
        return c;
      }
      case 'list': {
        const items = a as CelNode[];
        let size: Estimate = { min: items.length === 0 ? 0 : MAX_UINT64, max: 0 };
        for (const x of items) size = union(size, this.sizeOrUnknown(x));
        this.entries.set(n, { container: 'list', key: fixed(1), val: size });
        return add(sum(items.map((x) => this.cost(x))), fixed(LIST_CREATE_BASE_COST));
      }
      case 'map': {
        const entries = a as [CelNode, CelNode][];
        let key: Estimate = { min: entries.length === 0 ? 0 : MAX_UINT64, max: 0 };
        let val = key;
        let c = ZERO;
        for (const [k, v] of entries) {
          c = add(add(c, this.cost(k)), this.cost(v));
          key = union(key, this.sizeOrUnknown(k));
          val = union(val, this.sizeOrUnknown(v));
        }
        this.entries.set(n, { container: 'map', key, val });
        return add(c, fixed(MAP_CREATE_BASE_COST));
      }
      case 'call':
      case 'rcall':
        return this.costCall(n);
      default:
        return this.costOperator(n);
    }
  }

  // Operators are calls in cel-go (`_+_`, `_[_]`, `_?_:_`, `!_`…).
  private costOperator(n: CelNode): Estimate {
    // cel-go's parser reads `-1.0` as one literal
    if (n.op === '-_' && isCelNode(n.args) && n.args.op === 'value') return ZERO;
    const args = Array.isArray(n.args) ? (n.args as CelNode[]) : [n.args as CelNode];
    return this.call(n, n.op, undefined, args);
  }

  private costCall(n: CelNode): Estimate {
    const a = n.args as unknown[];
    const name = builtinName(a[0] as string);
    const member = n.op === 'rcall';
    const target = member ? (a[1] as CelNode) : undefined;
    const args = (member ? a[2] : a[1]) as CelNode[];
    if (!member && name === 'has' && args.length === 1 && isCelNode(args[0])) {
      // a presence test costs 1 plus its operand; the field itself is not charged
      const sel = args[0];
      return add(SELECT, this.cost(sel.op === '.' ? (sel.args as CelNode[])[0] : sel));
    }
    if (member && MACROS.has(name) && args.length >= 2 && args[0]?.op === 'id')
      return this.costMacro(n, name, target!, args);
    if (!member && name === 'dyn' && args.length === 1) {
      const c = add(fixed(1), this.cost(args[0]));
      this.copySize(n, args[0]!);
      return c;
    }
    return this.call(n, name, target, args);
  }

  private call(
    n: CelNode,
    name: string,
    target: CelNode | undefined,
    args: readonly CelNode[],
  ): Estimate {
    const argCosts = args.map((x) => this.cost(x));
    const argNodes = args.map((x) => this.astNode(x));
    let c = ZERO;
    let targetNode: EstimateNode | undefined;
    if (target !== undefined) {
      c = this.cost(target);
      targetNode = this.astNode(target);
    }
    const est = functionCost(this, n, name, targetNode, argNodes, argCosts);
    let size = est.resultSize;
    if (n.op === '[]' && args.length > 0) {
      // index_list / index_map: the entry's size, and the path through @items / @values
      const kind = args[0]!.checkedType?.kind;
      size = this.entry(args[0]!)?.val;
      this.paths.set(n, [...this.path(args[0]!), kind === 'map' ? '@values' : '@items']);
    }
    size ??= this.computeSize(n);
    if (size !== undefined) this.sizes.set(n, size);
    return add(c, est.cost);
  }

  /** Where cel-go expands the macro to a comprehension: its range, init, condition, step, result. */
  private costMacro(n: CelNode, name: string, range: CelNode, args: readonly CelNode[]): Estimate {
    const iterVar = args[0]!.args as string;
    let c = this.cost(range);
    const entry = this.entry(range);
    const container = entry?.container ?? (range.checkedType?.kind === 'map' ? 'map' : 'list');
    this.push(iterVar, {
      path: [...this.path(range), container === 'list' ? '@items' : '@keys'],
      size: container === 'list' ? entry?.val : entry?.key,
    });
    const pred = this.cost(args[1]);
    const transform = args.length === 3 ? this.cost(args[2]) : undefined;
    this.pop(iterVar);
    // accumulator init, the loop condition and step per element, and the result (macro.go)
    let init = ZERO;
    let perStep: Estimate;
    let result = SELECT;
    const accu = SELECT;
    switch (name) {
      case 'all': // @not_strictly_false(accu); accu && p
        perStep = add(fixed(2), { min: accu.min, max: accu.max + pred.max });
        break;
      case 'exists': // @not_strictly_false(!accu); accu || p
        perStep = add(fixed(3), { min: accu.min, max: accu.max + pred.max });
        break;
      case 'exists_one': // true; p ? accu + 1 : accu; accu == 1
        perStep = add(pred, union(fixed(2), accu));
        result = fixed(2);
        break;
      default: {
        // map: true; accu + [t] (or p ? accu + [t] : accu); filter: p ? accu + [x] : accu
        init = fixed(LIST_CREATE_BASE_COST);
        const element = name === 'filter' ? SELECT : (transform ?? pred);
        const append = add(add(accu, add(element, fixed(LIST_CREATE_BASE_COST))), fixed(1));
        perStep =
          name === 'map' && transform === undefined ? append : add(pred, union(append, accu));
      }
    }
    c = add(add(c, init), result);
    const rangeCount = this.sizeOrUnknown(range);
    c = add(c, multiply(rangeCount, perStep));
    this.sizes.set(n, name === 'map' || name === 'filter' ? rangeCount : fixed(1));
    return c;
  }

  private push(name: string, v: LocalVar): void {
    const stack = this.locals.get(name) ?? [];
    stack.push(v);
    this.locals.set(name, stack);
  }

  private pop(name: string): void {
    this.locals.get(name)?.pop();
  }

  private local(name: string): LocalVar | undefined {
    const stack = this.locals.get(name);
    return stack?.[stack.length - 1];
  }

  path(n: CelNode): readonly string[] {
    if (n.op === 'id') {
      const v = this.local(n.args as string);
      if (v !== undefined) return v.path;
    }
    return this.paths.get(n) ?? [];
  }

  entry(n: CelNode): EntrySize | undefined {
    const found = this.entries.get(n);
    if (found !== undefined) return found;
    if (n.op === 'id') return this.local(n.args as string)?.entry;
    return undefined;
  }

  setEntry(n: CelNode, e: EntrySize | undefined): void {
    if (e !== undefined) this.entries.set(n, e);
  }

  private copySize(dst: CelNode, src: CelNode): void {
    const s = this.computeSize(src);
    if (s !== undefined) this.sizes.set(dst, s);
    this.setEntry(dst, this.entry(src));
  }

  astNode(n: CelNode): EstimateNode {
    return {
      node: n,
      type: n.checkedType?.name ?? 'dyn',
      kind: n.checkedType?.kind ?? 'dyn',
      path: this.path(n),
      size: this.computeSize(n),
    };
  }

  /** computeSize: a computed size, a literal's, the estimator's by path, a scalar's (1). */
  computeSize(n: CelNode): Estimate | undefined {
    const known = this.sizes.get(n);
    if (known !== undefined) return known;
    const literal = literalSize(n);
    if (literal !== undefined) return literal;
    const path = this.path(n);
    if (path.length > 0) {
      const s = this.estimateSize(path);
      if (s !== undefined) {
        this.sizes.set(n, s);
        return s;
      }
    }
    if (isScalar(n.checkedType?.name ?? 'dyn')) return fixed(1);
    if (n.op === 'id') return this.local(n.args as string)?.size;
    return undefined;
  }

  sizeOrUnknown(n: CelNode | EstimateNode | undefined): Estimate {
    if (n === undefined) return UNKNOWN;
    if ('kind' in n && 'path' in n) return n.size ?? UNKNOWN;
    return this.computeSize(n) ?? UNKNOWN;
  }
}

/** The coster functionCost reads sizes from. */
export type CosterView = Pick<Coster, 'sizeOrUnknown' | 'entry' | 'setEntry' | 'estimateSize'>;

/** Cost: the estimated cost range of a checked cel-js AST. */
export function estimateCost(
  ast: unknown,
  estimateSize: SizeEstimator = () => undefined,
): Estimate {
  return new Coster(estimateSize).cost(ast);
}
