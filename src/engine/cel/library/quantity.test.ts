import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

const formatWrong =
  "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

// Cases from quantity_test.go and the quantity.go examples.
describe('kubernetes quantity library', () => {
  table([
    ['quantity("12Mi") == quantity("12582912")', v(true)],
    ['quantity("10Mo")', err(formatWrong)],
    ['quantity("10Mm")', err("unable to parse quantity's suffix")],
    ['quantity("")', err(formatWrong)],
    ['isQuantity("20")', v(true)],
    ['isQuantity("20M")', v(true)],
    ['isQuantity("20Mi")', v(true)],
    ['isQuantity("20Mo")', v(false)],
    ['isQuantity("10Mm")', v(false)],
    ['isQuantity("1,3G")', v(false)],
    ['isQuantity("200K")', v(false)],
    ['quantity("200M") == quantity("200M")', v(true)],
    ['quantity("200M") == quantity("0.2G") && quantity("0.2G") == quantity("200M")', v(true)],
    [
      'quantity("2M") == quantity("0.002G") && quantity("2000k") == quantity("2M") && quantity("0.002G") == quantity("2000k")',
      v(true),
    ],
    ['quantity("200M") == quantity("0.3G")', v(false)],
    ['quantity("50M").isLessThan(quantity("50Mi"))', v(true)],
    ['quantity("100M").isLessThan(quantity("50M"))', v(false)],
    ['quantity("50Mi").isGreaterThan(quantity("50M"))', v(true)],
    ['quantity("50M").isGreaterThan(quantity("100M"))', v(false)],
    ['quantity("200M").compareTo(quantity("0.2G"))', v(0n)],
    ['quantity("50M").compareTo(quantity("50Mi"))', v(-1n)],
    ['quantity("50Mi").compareTo(quantity("50M"))', v(1n)],
    ['quantity("50k").add(quantity("20")) == quantity("50.02k")', v(true)],
    ['quantity("50k").add(20).isLessThan(quantity("50020"))', v(false)],
    ['quantity("50k").sub(quantity("20")) == quantity("49.98k")', v(true)],
    ['quantity("50k").sub(20) == quantity("49980")', v(true)],
    ['quantity("50k").add(20).sub(quantity("100k")).asInteger()', v(-49980n)],
    ['quantity("50k").add(20).sub(quantity("100k")).sub(-50000).asInteger()', v(20n)],
    ['quantity("50k").asInteger()', v(50000n)],
    [
      'quantity("9999999999999999999999999999999999999G").asInteger()',
      err('cannot convert value to integer'),
    ],
    ['quantity("9999999999999999999999999999999999999G").isInteger()', v(false)],
    ['quantity("50000000G").isInteger()', v(true)],
    ['quantity("50").isInteger()', v(true)],
    ['quantity("50.703k").asApproximateFloat()', v(50703)],
    ['quantity("50k").sub(20000).asApproximateFloat() == 30000.0', v(true)],
    // AsInt64 only converts the int64 form: a fraction written out is not an integer.
    ['quantity("1.0").isInteger()', v(false)],
    ['quantity("1.5").asApproximateFloat()', v(1.5)],
    ['sign(quantity("-5m"))', v(-1n)],
    ['sign(quantity("0"))', v(0n)],
    ['quantity("1e-10") == quantity("1n")', v(true)],
    ['quantity("8Ei").asApproximateFloat() == 9223372036854775807.0', v(true)],
  ]);
});

// quantityAdd/quantitySub copy the struct (`copy := *q`), so up to 1.36 a receiver held as an
// inf.Dec (past int64 precision: "1e-10", an overflowed sum) takes the result and shares it with
// the result; 1.37 deep-copies (kubernetes#140556). The comprehension variable is one Go value.
const aliasing: [string, boolean, boolean][] = [
  // [expression, up to 1.36, from 1.37]
  ['[quantity("1e-10")].all(q, q.add(1) == q)', true, false],
  ['[quantity("1e-10")].all(q, q.sub(quantity("1n")) == q)', true, false],
  [
    '[quantity("1e-10")].all(q, q.add(2).add(3) == q && q == quantity("5.0000000001"))',
    true,
    false,
  ],
  // ParseQuantity rounds up to nano precision: "1e-10" is 1n.
  ['[quantity("1e-10")].all(q, q.sub(1) == quantity("-0.999999999"))', true, true],
  ['[quantity("1e-10")].all(q, q.add(1) != q && q == quantity("1e-10"))', false, true],
  // An int64-held receiver is never changed: an overflow builds a new Dec for the copy only.
  ['[quantity("1")].all(q, q.add(1) == quantity("2") && q == quantity("1"))', true, true],
  ['[quantity("9E")].all(q, q.add(quantity("1m")) != q && q == quantity("9E"))', true, true],
  // ... but the sum that overflowed holds a Dec, which its own add changes; so does a value of
  // more digits than int64 holds.
  ['[quantity("9E").add(quantity("1m"))].all(r, r.add(1) == r)', true, false],
  ['[quantity("9223372036854775807")].all(q, q.add(1) == q)', true, false],
];

describe('quantity add/sub and an inf.Dec receiver, up to 1.36', () => {
  table(
    aliasing.map(([expr, old]) => [expr, v(old)]),
    {},
    36,
  );
});

describe('quantity add/sub and an inf.Dec receiver, at 1.32', () => {
  table(
    aliasing.map(([expr, old]) => [expr, v(old)]),
    {},
    32,
  );
});

describe('quantity add/sub leave the receiver as it was from 1.37', () => {
  table(
    aliasing.map(([expr, , fixed]) => [expr, v(fixed)]),
    {},
    37,
  );
});
