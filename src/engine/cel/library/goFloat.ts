// Go's float formatting where CEL strings show doubles: strconv.FormatFloat(f, 'g', -1, 64) (the
// %s / string() form), fmt's %.Nf, and golang.org/x/text's en-US %f (grouped) and %e (× 10ⁿ).

/** The shortest round-trip digits and decimal-point position of |f| (strconv's shortest decimal). */
function shortestDigits(f: number): { digits: string; dp: number } {
  const [mant = '0', exp = '0'] = Math.abs(f).toExponential().split('e');
  const digits = mant.replace('.', '');
  return { digits, dp: Number(exp) + 1 };
}

/** strconv.FormatFloat(f, 'g', -1, 64): %e form when the exponent is < -4 or >= 6 (eprec 6 when shortest). */
export function formatFloatG(f: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (f === Infinity) return '+Inf';
  if (f === -Infinity) return '-Inf';
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  const neg = f < 0 ? '-' : '';
  const { digits, dp } = shortestDigits(f);
  const exp = dp - 1;
  if (exp < -4 || exp >= 6) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp).toString().padStart(2, '0');
    return `${neg}${m}e${exp < 0 ? '-' : '+'}${e}`;
  }
  if (dp <= 0) return `${neg}0.${'0'.repeat(-dp)}${digits}`;
  if (dp >= digits.length) return `${neg}${digits}${'0'.repeat(dp - digits.length)}`;
  return `${neg}${digits.slice(0, dp)}.${digits.slice(dp)}`;
}

/** fmt's %.<prec>f (correctly rounded, like Go; toFixed is exact for prec <= 100). */
export function formatFixed(f: number, prec: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? '+Inf' : '-Inf';
  if (Math.abs(f) < 1e21) return f.toFixed(prec);
  const s = BigInt(f).toString();
  return prec > 0 ? `${s}.${'0'.repeat(prec)}` : s;
}

/** x/text message.Printer("en-US").Sprintf("%.<prec>f"): grouped integer part, ∞ for infinities. */
export function formatFixedLocale(f: number, prec: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? '∞' : '-∞';
  const [int = '', frac] = formatFixed(Math.abs(f), prec).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${f < 0 || Object.is(f, -0) ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** x/text en-US scientific form: 2.718280 × 10⁰⁰ (narrow no-break spaces, superscript exponent). */
export function formatScientificLocale(f: number, prec: number): string {
  if (Number.isNaN(f)) return 'NaN';
  if (!Number.isFinite(f)) return f > 0 ? '∞' : '-∞';
  const [mant = '', exp = '0'] = f.toExponential(prec).split('e');
  const e = Number(exp);
  const digits = Math.abs(e).toString().padStart(2, '0');
  const sup = [...digits].map((d) => SUPERSCRIPT[Number(d)]).join('');
  return `${mant}\u202f×\u202f10${e < 0 ? '⁻' : ''}${sup}`;
}
