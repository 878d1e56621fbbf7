// CEL types as cel-go's checker sees them: cel-js type names (`list<int>`, `map<string, dyn>`,
// `optional<T>`) parsed into a tree, printed as cel-go's FormatCELType prints them
// (checker/format.go: `list(int)`, `map(string, dyn)`, `optional_type(int)`), and compared as
// common/types/types.go IsEquivalentType compares them.

/** A type: its name (`list`, `map`, `optional_type`, `int`, `net.IP`…) and its parameters. */
export interface CelType {
  name: string;
  params: CelType[];
}

const DYN: CelType = { name: 'dyn', params: [] };

/** Parses a cel-js type name; a single capital letter is a type parameter. */
export function parseCelJsType(text: string): CelType {
  const t = text.trim();
  const m = /^(list|map|optional|dyn)<(.*)>$/.exec(t);
  if (!m) {
    if (t === 'list') return { name: 'list', params: [DYN] };
    if (t === 'map') return { name: 'map', params: [DYN, DYN] };
    if (t === 'null') return { name: 'null_type', params: [] };
    // declTypes.ts spells cel-go's `@idx`/`@elem` type names `__at__idx`/`__at__elem`
    return { name: t.replaceAll('__at__', '@'), params: [] };
  }
  const params = splitTopLevel(m[2]!).map(parseCelJsType);
  if (m[1] === 'dyn') return DYN;
  return { name: m[1] === 'optional' ? 'optional_type' : m[1]!, params };
}

/** Splits `a, map<b, c>` at its top-level commas. */
export function splitTopLevel(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '<' || c === '(') depth++;
    else if (c === '>' || c === ')') depth--;
    else if (c === ',' && depth === 0) {
      out.push(s.slice(from, i).trim());
      from = i + 1;
    }
  }
  if (s.trim() !== '') out.push(s.slice(from).trim());
  return out;
}

const isTypeParam = (t: CelType): boolean => /^[A-Z]$/.test(t.name);

/** cel-go's FormatCELType (a type parameter of an unresolved literal reads as dyn). */
export function formatCelGoType(t: CelType): string {
  if (isTypeParam(t)) return 'dyn';
  if (t.params.length === 0) return t.name;
  return `${t.name}(${t.params.map(formatCelGoType).join(', ')})`;
}

/** A cel-js type name in cel-go's words. */
export const celGoTypeName = (celJsName: string): string =>
  formatCelGoType(parseCelJsType(celJsName));

/**
 * types.Type.IsEquivalentType: the same kind and parameters. A type parameter left by cel-js (an
 * empty literal) matches anything: cel-go has substituted it by then.
 */
export function isEquivalentType(a: CelType, b: CelType): boolean {
  if (isTypeParam(a) || isTypeParam(b)) return true;
  if (a.name !== b.name || a.params.length !== b.params.length) return false;
  return a.params.every((p, i) => isEquivalentType(p, b.params[i]!));
}

/** Parses a cel-go type name (`list(int)`, `map(string, list(dyn))`). */
export function parseCelGoType(text: string): CelType {
  const t = text.trim();
  const m = /^([\w.]+)\((.*)\)$/.exec(t);
  if (!m) return { name: t, params: [] };
  return { name: m[1]!, params: splitTopLevel(m[2]!).map(parseCelGoType) };
}

/**
 * A cel-js type name as cel-go's checker messages print it (checker/format.go FormatCELType): as
 * celGoTypeName, but the null type reads `null` (its type value is `null_type`).
 */
export const messageTypeName = (celJsName: string): string =>
  celGoTypeName(celJsName).replace(/\bnull_type\b/g, 'null');
