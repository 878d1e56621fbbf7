// The token sets and token texts of cel-go's syntax errors (antlr4-go error_strategy.go
// GetTokenErrorDisplay, IntervalSet.StringVerbose; the sets from parser/gen/CEL.g4).

import { T, tokenName } from './celLexer.ts';

/** Tokens that begin an expression (what `expecting` lists where one is missing). */
export const OPERAND: readonly number[] = [
  T.LBRACKET,
  T.LBRACE,
  T.LPAREN,
  T.DOT,
  T.MINUS,
  T.EXCLAM,
  T.CEL_TRUE,
  T.CEL_FALSE,
  T.NUL,
  T.NUM_FLOAT,
  T.NUM_INT,
  T.NUM_UINT,
  T.STRING,
  T.BYTES,
  T.IDENTIFIER,
];
/** relation's operators. */
export const RELATIONS = [
  T.LESS,
  T.LESS_EQUALS,
  T.GREATER_EQUALS,
  T.GREATER,
  T.EQUALS,
  T.NOT_EQUALS,
  T.IN,
];
/** calc's operators. */
export const ARITHMETIC = [T.STAR, T.SLASH, T.PERCENT, T.PLUS, T.MINUS];
/** literal's tokens. */
export const LITERAL: readonly number[] = [
  T.CEL_TRUE,
  T.CEL_FALSE,
  T.NUL,
  T.NUM_FLOAT,
  T.NUM_INT,
  T.NUM_UINT,
  T.STRING,
  T.BYTES,
];

/** The tokens that close a call, a list or index, a map or message. */
export const CLOSING: readonly number[] = [T.RPAREN, T.RPRACKET, T.RBRACE];

/** An "expecting" set as ANTLR prints it (IntervalSet.StringVerbose): `X` or `{X, Y}`. */
export const expecting = (types: readonly number[]): string => {
  const sorted = [...new Set(types)].sort((a, b) => a - b).map(tokenName);
  return sorted.length === 1 ? sorted[0]! : `{${sorted.join(', ')}}`;
};

// error_strategy.go GetTokenErrorDisplay / escapeWSAndQuote.
/** A token's text as ANTLR quotes it in a message. */
export const quoted = (text: string): string =>
  `'${text.replaceAll('\n', '\\n').replaceAll('\r', '\\r').replaceAll('\t', '\\t')}'`;
