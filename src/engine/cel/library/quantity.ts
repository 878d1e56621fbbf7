// The Kubernetes quantity library (k8s.io/apiserver/pkg/cel/library/quantity.go, type
// kubernetes.Quantity) over the engine's port of resource.Quantity (apimachinery/quantity).

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import {
  type Amount,
  asApproximateFloat64,
  asInt64,
  compare,
  sign,
} from '../../apimachinery/quantity/amount.ts';
import {
  parseQuantity,
  QuantityParseError,
  type QuantityFormat,
} from '../../apimachinery/quantity/parse.ts';
import {
  add,
  newQuantity,
  type Quantity as ResourceQuantity,
  sub,
} from '../../apimachinery/quantity/quantity.ts';
import type { CelOpaque } from './celValues.ts';

/**
 * The inf.Dec a resource.Quantity points to once its value is past int64 precision: Go copies the
 * pointer with the struct, so two quantities may share one.
 */
interface InfDec {
  value: Amount;
}

/**
 * A resource.Quantity (apiservercel.Quantity), equal when Cmp is 0. Its value is fixed, except that
 * one held as an inf.Dec (`amount.dec`) shares that Dec with every quantity add/sub derived from it
 * up to 1.36, as Go's `copy := *q` does (see addOrSub).
 */
export class Quantity implements CelOpaque, ResourceQuantity {
  readonly celTypeName = 'kubernetes.Quantity';
  private readonly int: Amount | undefined;
  private readonly dec: InfDec | undefined;
  constructor(
    amount: Amount | InfDec,
    readonly format: QuantityFormat,
    private readonly text?: string,
  ) {
    if ('value' in amount) this.dec = amount;
    else if (amount.dec) this.dec = { value: amount };
    else this.int = amount;
  }
  get amount(): Amount {
    return this.dec?.value ?? this.int!;
  }
  /** The inf.Dec this quantity points to, if it holds one. */
  get infDec(): InfDec | undefined {
    return this.dec;
  }
  celEquals(other: unknown): boolean {
    return other instanceof Quantity && compare(this.amount, other.amount) === 0;
  }
  /** The string it was parsed from, for traces; computed results show their exact decimal value. */
  toString(): string {
    if (this.text !== undefined) return this.text;
    const { unscaled, exp } = this.amount;
    return exp >= 0 ? `${unscaled}${'0'.repeat(exp)}` : `${unscaled}e${exp}`;
  }
}

/** Wraps a computed resource.Quantity (Add, Sub) as a CEL value. */
const wrap = (q: ResourceQuantity): Quantity => new Quantity(q.amount, q.format);

/**
 * quantityAdd/quantitySub (and their int forms): `copy := *q; copy.Add(y)`. Up to 1.36 the copy
 * keeps the receiver's *inf.Dec, and Quantity.Add/Sub on a Dec-held value compute into that Dec
 * (`q.ToDec().d.Dec.Add(q.d.Dec, y.AsDec())`), so the receiver takes the result too, and the
 * result and the receiver share it from then on (kubernetes#140556). 1.37 copies with DeepCopy.
 * An int64-held receiver is never changed: its overflow builds a new Dec for the copy only.
 */
function addOrSub(q: Quantity, y: ResourceQuantity, op: 'add' | 'sub', minor: number): Quantity {
  const result = op === 'add' ? add(q, y) : sub(q, y);
  const shared = q.infDec;
  if (minor >= 37 || shared === undefined) return wrap(result);
  shared.value = result.amount;
  return new Quantity(shared, result.format);
}

function toQuantity(s: string): Quantity {
  try {
    const { amount, format } = parseQuantity(s);
    return new Quantity(amount, format, s);
  } catch (e) {
    if (e instanceof QuantityParseError) throw new EvaluationError(e.message);
    throw e;
  }
}

/** resource.NewQuantity(i, DecimalExponent). */
const fromInt = (i: bigint) => newQuantity(i, 'DecimalExponent');

function asInteger(q: Quantity): bigint {
  const v = asInt64(q.amount);
  if (v === undefined) throw new EvaluationError('cannot convert value to integer');
  return v;
}

/** Registers the quantity library (IntroducedVersion 1.28) as 1.<minor> has it. */
export function registerQuantityLibrary(env: Environment, minor: number): void {
  const Q = 'kubernetes.Quantity';
  env.registerType(Q, Quantity);
  env.registerOperator(`${Q} == ${Q}`, (a: Quantity, b: Quantity) => a.celEquals(b));
  env.registerFunction(`quantity(string): ${Q}`, toQuantity);
  env.registerFunction('isQuantity(string): bool', (s: string) => {
    try {
      parseQuantity(s);
      return true;
    } catch {
      return false;
    }
  });
  // Declared with cel.Overload (not MemberOverload) upstream, so only sign(q) type-checks.
  env.registerFunction(`sign(${Q}): int`, (q: Quantity) => BigInt(sign(q.amount)));
  env.registerFunction(
    `${Q}.isGreaterThan(${Q}): bool`,
    (a: Quantity, b: Quantity) => compare(a.amount, b.amount) === 1,
  );
  env.registerFunction(
    `${Q}.isLessThan(${Q}): bool`,
    (a: Quantity, b: Quantity) => compare(a.amount, b.amount) === -1,
  );
  env.registerFunction(`${Q}.compareTo(${Q}): int`, (a: Quantity, b: Quantity) =>
    BigInt(compare(a.amount, b.amount)),
  );
  env.registerFunction(`${Q}.asApproximateFloat(): double`, (q: Quantity) =>
    asApproximateFloat64(q.amount),
  );
  env.registerFunction(`${Q}.asInteger(): int`, asInteger);
  env.registerFunction(`${Q}.isInteger(): bool`, (q: Quantity) => asInt64(q.amount) !== undefined);
  env.registerFunction(`${Q}.add(${Q}): ${Q}`, (a: Quantity, b: Quantity) =>
    addOrSub(a, b, 'add', minor),
  );
  env.registerFunction(`${Q}.add(int): ${Q}`, (a: Quantity, b: bigint) =>
    addOrSub(a, fromInt(b), 'add', minor),
  );
  env.registerFunction(`${Q}.sub(${Q}): ${Q}`, (a: Quantity, b: Quantity) =>
    addOrSub(a, b, 'sub', minor),
  );
  env.registerFunction(`${Q}.sub(int): ${Q}`, (a: Quantity, b: bigint) =>
    addOrSub(a, fromInt(b), 'sub', minor),
  );
}
