// Cost limits as kube-apiserver sets them (k8s.io/apiserver pkg/apis/cel/config.go,
// pkg/admission/plugin/cel/compile.go). cel-go charges per evaluation step with its own cost model;
// the playground charges one unit per evaluated node (plus what size-proportional library functions
// add), so an expression near a limit may stop at a slightly different point than on a real server.

/** Budget for one VAP binding evaluation (validations, then messageExpressions). */
export const RUNTIME_CEL_COST_BUDGET = 10_000_000;
/** Budget shared by one webhook's (or policy's) matchConditions per request. */
export const MATCH_CONDITIONS_COST_BUDGET = 2_500_000;
/** Limit for one expression evaluation (cel.CostLimit in the compiler's program options). */
export const PER_CALL_LIMIT = 1_000_000;

/** cel-go's error when one evaluation passes PER_CALL_LIMIT. */
export const PER_CALL_LIMIT_MESSAGE = 'operation cancelled: actual cost limit exceeded';

/** A shared cost budget that successive evaluations draw from. */
export class CostBudget {
  #remaining: number;
  constructor(total: number) {
    this.#remaining = total;
  }
  get remaining(): number {
    return this.#remaining;
  }
  /** Takes `cost` from the budget unless it exceeds what remains (then reports false, taking nothing). */
  spend(cost: number): boolean {
    if (cost > this.#remaining) return false;
    this.#remaining -= cost;
    return true;
  }
}

/** Counts the cost of the evaluation in progress (evaluations are synchronous, so one at a time). */
export class CostMeter {
  used = 0;
  exceeded = false;
  constructor(private readonly perCallLimit: number) {}
  charge(units: number): void {
    this.used += units;
    // cel-go cancels the evaluation; cel-js may catch the throw inside `||`/`&&`, so the flag
    // is what the caller trusts.
    if (this.used > this.perCallLimit) {
      this.exceeded = true;
      throw new CostLimitExceeded();
    }
  }
}

/** Thrown from inside an evaluation when the per-call limit is passed, to unwind it. */
export class CostLimitExceeded extends Error {
  override name = 'CostLimitExceeded';
  constructor() {
    super(PER_CALL_LIMIT_MESSAGE);
  }
}

let active: CostMeter | undefined;

/** The meter of the evaluation in progress, for library functions that charge by size. */
export function activeMeter(): CostMeter | undefined {
  return active;
}

/** Runs `f` with `meter` as the active meter. */
export function withMeter<T>(meter: CostMeter, f: () => T): T {
  const previous = active;
  active = meter;
  try {
    return f();
  } finally {
    active = previous;
  }
}
