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
