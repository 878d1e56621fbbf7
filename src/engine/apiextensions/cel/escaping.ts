// Property names as CEL identifiers: a property of a custom resource's schema is reachable as
// `self.<escaped name>`; one that cannot be escaped is not reachable at all. Mirrors k8s.io/apiserver
// pkg/cel/escaping.go (Escape, Unescape).

import { celReservedWords } from '../../cel/identifiers.ts';

const expansions: Record<string, string> = {
  __: '__underscores__',
  '.': '__dot__',
  '-': '__dash__',
  '/': '__slash__',
};

/** Escape: the CEL identifier of a property name, or undefined when it has none. */
export function escapeName(ident: string): string | undefined {
  if (ident === '' || /^[0-9]/.test(ident)) return undefined;
  if (celReservedWords.has(ident)) return `__${ident}__`;
  // Only letters, digits, '_', '-', '.' and '/' can be written as an identifier.
  if (!/^[A-Za-z0-9_./-]*$/.test(ident)) return undefined;
  return ident.replace(/__|[-./]/g, (s) => expansions[s]!);
}

const contractions: Record<string, string> = {
  underscores: '__',
  dot: '.',
  dash: '-',
  slash: '/',
};

/** Unescape: the property name of a CEL identifier, or undefined for an unknown escape. */
export function unescapeName(escaped: string): string | undefined {
  let ok = true;
  const out = escaped.replace(/_{2}[^_]+_{2}/g, (s) => {
    const inner = s.slice(2, -2);
    const c = contractions[inner];
    if (c !== undefined) return c;
    if (celReservedWords.has(inner)) return inner;
    ok = false;
    return '';
  });
  return ok ? out : undefined;
}
