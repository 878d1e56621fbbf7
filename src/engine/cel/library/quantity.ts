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

/** An immutable resource.Quantity (apiservercel.Quantity), equal when Cmp is 0. */
export class Quantity implements CelOpaque, ResourceQuantity {
  readonly celTypeName = 'kubernetes.Quantity';
  constructor(
    readonly amount: Amount,
    readonly format: QuantityFormat,
    private readonly text?: string,
  ) {}
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

/** Registers the quantity library (IntroducedVersion 1.28). */
export function registerQuantityLibrary(env: Environment): void {
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
  env.registerFunction(`${Q}.add(${Q}): ${Q}`, (a: Quantity, b: Quantity) => wrap(add(a, b)));
  env.registerFunction(`${Q}.add(int): ${Q}`, (a: Quantity, b: bigint) => wrap(add(a, fromInt(b))));
  env.registerFunction(`${Q}.sub(${Q}): ${Q}`, (a: Quantity, b: Quantity) => wrap(sub(a, b)));
  env.registerFunction(`${Q}.sub(int): ${Q}`, (a: Quantity, b: bigint) => wrap(sub(a, fromInt(b))));
}
