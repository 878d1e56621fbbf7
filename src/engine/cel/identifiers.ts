// CEL identifiers: the reserved words that may not name anything, and the identifier test the
// Kubernetes validators apply to variable names. Mirrors cel-spec doc/langdef.md ("Syntax": the
// reserved words), isCELIdentifier in kubernetes pkg/apis/admissionregistration/validation/
// validation.go, and the set k8s.io/apiserver pkg/cel/escaping.go escapes (one list for all three).

/** CEL's reserved words: the literals, `in`, and the words kept for later language use. */
export const celReservedWords: ReadonlySet<string> = new Set([
  'true',
  'false',
  'null',
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);

const identifier = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/** isCELIdentifier: `[_a-zA-Z][_a-zA-Z0-9]*` minus CEL's reserved words. */
export const isCelIdentifier = (name: string): boolean =>
  identifier.test(name) && !celReservedWords.has(name);
