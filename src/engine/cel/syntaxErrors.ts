// Syntax errors in cel-go's words: a recogniser of cel-go v0.22's grammar (parser/gen/CEL.g4)
// that reports what ANTLR's DefaultErrorStrategy (antlr4-go error_strategy.go) reports for the
// common mistakes, as parser/parser_test.go and policy/helper_test.go expect them: `mismatched
// input 'x' expecting {…}` (Sync at an optional block, a failed match), `extraneous input 'x'`
// (single-token deletion), `missing ')' at '<EOF>'` (single-token insertion), `no viable
// alternative at input '.1'`, and the lexer's `token recognition error at: '…'`. After a
// mismatch ANTLR's recovery goes on in ways not followed here: reporting stops. From cel-go v0.23 the
// grammar takes a backquoted field name (ESC_IDENTIFIER) after `.` and in a message literal; the
// parser refuses it, as Kubernetes does not enable EnableIdentEscapeSyntax (parser.go
// normalizeIdent: `unsupported syntax: '`'`, reported without "Syntax error: ").

import { T, lexCel, type LexToken, tokenName } from './celLexer.ts';
import {
  ARITHMETIC,
  CLOSING,
  expecting,
  LITERAL,
  OPERAND,
  quoted,
  RELATIONS,
} from './tokenSets.ts';
import type { CelIssue } from './errors.ts';

/** Stops the recogniser once ANTLR would start recovering in ways not modelled. */
class Stop extends Error {}

/** cel-go's (0.<celGo>'s) syntax errors for `src`, or none when the grammar accepts it. */
export function celGoSyntaxErrors(src: string, celGo = 22): CelIssue[] {
  const escapes = celGo >= 23;
  const { tokens, errors } = lexCel(src, escapes);
  const issues: CelIssue[] = errors.map((e) => ({
    offset: e.offset,
    message: `Syntax error: ${e.message}`,
  }));
  const r = new Recognizer(src, tokens, issues, escapes);
  try {
    r.start();
  } catch (e) {
    // Nesting deeper than the JavaScript stack: cel-js's own limit error is reported instead.
    if (e instanceof RangeError) return [];
    if (!(e instanceof Stop)) throw e;
  }
  return issues;
}

class Recognizer {
  private i = 0;
  constructor(
    private readonly src: string,
    private readonly tokens: readonly LexToken[],
    private readonly issues: CelIssue[],
    private readonly escapes: boolean,
  ) {}

  private get la(): LexToken {
    return this.tokens[Math.min(this.i, this.tokens.length - 1)]!;
  }
  private ahead(n: number): LexToken {
    return this.tokens[Math.min(this.i + n, this.tokens.length - 1)]!;
  }
  private is(...types: number[]): boolean {
    return types.includes(this.la.type);
  }
  private report(at: LexToken, message: string): void {
    this.issues.push({ offset: at.start, message: `Syntax error: ${message}` });
  }
  // parser.go normalizeIdent, for a backquoted name the grammar took.
  private unsupportedEscape(offset: number): void {
    this.issues.push({ offset, message: "unsupported syntax: '`'" });
  }
  private mismatched(types: readonly number[]): never {
    const t = this.la;
    this.report(t, `mismatched input ${this.display(t)} expecting ${expecting(types)}`);
    throw new Stop();
  }
  private display(t: LexToken): string {
    return t.type === T.EOF ? "'<EOF>'" : quoted(t.text);
  }

  // Sync at an optional block whose entry tokens are `set`: single-token deletion, else mismatch.
  private sync(set: readonly number[]): void {
    if (this.is(...set)) return;
    if (this.la.type !== T.EOF && set.includes(this.ahead(1).type)) {
      this.report(this.la, `extraneous input ${quoted(this.la.text)} expecting ${expecting(set)}`);
      this.i++;
      return;
    }
    this.mismatched(set);
  }

  // recoverInline for a required token: deletion, insertion before the end, else mismatch.
  private match(type: number): void {
    if (this.is(type)) {
      this.i++;
      return;
    }
    if (this.la.type !== T.EOF && this.ahead(1).type === type) {
      this.report(this.la, `extraneous input ${quoted(this.la.text)} expecting ${tokenName(type)}`);
      this.i += 2;
      return;
    }
    // A closing token may be conjured when the input ends (what follows it may be the end).
    if (this.la.type === T.EOF && CLOSING.includes(type)) {
      this.report(this.la, `missing ${tokenName(type)} at '<EOF>'`);
      throw new Stop();
    }
    this.mismatched([type]);
  }

  start(): void {
    this.expr();
    if (this.is(T.EOF)) return;
    // start: expr EOF — one token left is deleted, more are a mismatch.
    const kind = this.ahead(1).type === T.EOF ? 'extraneous' : 'mismatched';
    this.report(this.la, `${kind} input ${quoted(this.la.text)} expecting <EOF>`);
  }

  private expr(): void {
    this.binary(0);
    if (!this.is(T.QUESTIONMARK)) return;
    this.i++;
    this.binary(0);
    this.match(T.COLON);
    this.expr();
  }

  // conditionalOr, conditionalAnd, relation and calc: operands joined by their operators.
  private binary(level: number): void {
    const ops = [[T.LOGICAL_OR], [T.LOGICAL_AND], RELATIONS, ARITHMETIC][level];
    if (ops === undefined) return this.unary();
    this.binary(level + 1);
    while (this.is(...ops)) {
      this.i++;
      this.binary(level + 1);
    }
  }

  private unary(): void {
    if (this.is(T.MINUS)) {
      while (this.is(T.MINUS)) this.i++;
      if (this.is(T.EOF)) {
        // parser_test.go `--`, env_test.go `-`: no alternative of unary, then the missing operand.
        this.report(this.la, "no viable alternative at input '-'");
        this.mismatched(OPERAND);
      }
    } else {
      while (this.is(T.EXCLAM)) this.i++;
    }
    this.member();
  }

  private member(): void {
    this.primary();
    for (;;) {
      if (this.is(T.DOT)) {
        const dot = this.la;
        this.i++;
        if (this.is(T.QUESTIONMARK)) this.i++;
        if (this.is(T.IDENTIFIER)) {
          this.i++;
          if (this.is(T.LPAREN)) this.args();
          continue;
        }
        // Select's escapeIdent: reported at the name (VisitSelect).
        if (this.escapes && this.is(T.ESC_IDENTIFIER)) {
          this.unsupportedEscape(this.la.start);
          this.i++;
          continue;
        }
        const t = this.la;
        // parser.go rewrites `.true` and the like (mismatchedReservedIdentifier).
        if (t.type === T.CEL_TRUE || t.type === T.CEL_FALSE || t.type === T.NUL)
          this.report(t, `mismatched input '${t.text}' expecting IDENTIFIER`);
        else {
          const end = t.type === T.EOF ? dot.start + 1 : t.start + t.text.length;
          this.report(
            t,
            `no viable alternative at input ${quoted(this.src.slice(dot.start, end))}`,
          );
        }
        throw new Stop();
      }
      if (this.is(T.LBRACKET)) {
        this.i++;
        if (this.is(T.QUESTIONMARK)) this.i++;
        this.expr();
        this.match(T.RPRACKET);
        continue;
      }
      return;
    }
  }

  private primary(): void {
    const t = this.la;
    if (t.type === T.DOT || t.type === T.IDENTIFIER) {
      if (t.type === T.DOT) this.i++;
      this.match(T.IDENTIFIER);
      if (this.is(T.LPAREN)) return this.args();
      // A message name `a.b.C{…}`: identifiers joined by dots, then a brace.
      let n = 0;
      while (this.ahead(n).type === T.DOT && this.ahead(n + 1).type === T.IDENTIFIER) n += 2;
      if (this.ahead(n).type !== T.LBRACE) return;
      this.i += n + 1;
      // VisitIFieldInitializerList reports a backquoted field at the list's start (its ctx).
      const listStart = this.la.start;
      return this.initializers(
        [T.RBRACE],
        () => {
          if (this.is(T.QUESTIONMARK)) this.i++;
          if (this.escapes && this.is(T.ESC_IDENTIFIER)) {
            this.unsupportedEscape(listStart);
            this.i++;
            return;
          }
          if (this.escapes && !this.is(T.IDENTIFIER) && this.ahead(1).type !== T.IDENTIFIER)
            this.mismatched([T.IDENTIFIER, T.ESC_IDENTIFIER]);
          this.match(T.IDENTIFIER);
        },
        [
          T.RBRACE,
          T.COMMA,
          T.QUESTIONMARK,
          T.IDENTIFIER,
          ...(this.escapes ? [T.ESC_IDENTIFIER] : []),
        ],
      );
    }
    if (t.type === T.LPAREN) {
      this.i++;
      this.expr();
      return this.match(T.RPAREN);
    }
    if (t.type === T.LBRACKET) {
      this.i++;
      return this.list();
    }
    if (t.type === T.LBRACE) {
      this.i++;
      return this.initializers([T.RBRACE], () => this.optExpr(), [
        ...OPERAND,
        T.RBRACE,
        T.COMMA,
        T.QUESTIONMARK,
      ]);
    }
    if (LITERAL.includes(t.type)) {
      this.i++;
      return;
    }
    return this.operandMissing();
  }

  // An operand is required: single-token deletion, else the mismatch (and the end if it was last).
  private operandMissing(): void {
    const t = this.la;
    if (t.type !== T.EOF && OPERAND.includes(this.ahead(1).type)) {
      this.report(t, `extraneous input ${quoted(t.text)} expecting ${expecting(OPERAND)}`);
      this.i++;
      return this.primary();
    }
    // A backquoted name follows nothing but `.`: recovery consumes it, and the end is expected.
    if (t.type === T.ESC_IDENTIFIER && this.ahead(1).type === T.EOF) {
      this.report(t, `mismatched input ${quoted(t.text)} expecting ${expecting(OPERAND)}`);
      throw new Stop();
    }
    if (t.type !== T.EOF && this.ahead(1).type === T.EOF) {
      this.report(t, `mismatched input ${quoted(t.text)} expecting ${expecting(OPERAND)}`);
      this.i++;
    }
    this.mismatched(OPERAND);
  }

  private args(): void {
    this.i++;
    this.sync([...OPERAND, T.RPAREN]);
    if (!this.is(T.RPAREN)) {
      this.expr();
      while (this.is(T.COMMA)) {
        this.i++;
        this.expr();
      }
    }
    this.match(T.RPAREN);
  }

  private optExpr(): void {
    if (this.is(T.QUESTIONMARK)) this.i++;
    this.expr();
  }

  private list(): void {
    this.sync([...OPERAND, T.RPRACKET, T.COMMA, T.QUESTIONMARK]);
    if (!this.is(T.RPRACKET, T.COMMA)) {
      this.optExpr();
      while (this.is(T.COMMA) && this.ahead(1).type !== T.RPRACKET) {
        this.i++;
        this.optExpr();
      }
    }
    this.sync([T.RPRACKET, T.COMMA]);
    if (this.is(T.COMMA)) this.i++;
    this.match(T.RPRACKET);
  }

  // `{k: v, …}` and `Msg{f: v, …}`: entries of a key, `:` and a value, an optional trailing comma.
  private initializers(close: number[], key: () => void, first: readonly number[]): void {
    const end = close[0]!;
    this.sync(first);
    if (!this.is(end, T.COMMA)) {
      for (;;) {
        key();
        this.match(T.COLON);
        this.expr();
        if (!this.is(T.COMMA) || this.ahead(1).type === end) break;
        this.i++;
      }
    }
    this.sync([end, T.COMMA]);
    if (this.is(T.COMMA)) this.i++;
    this.match(end);
  }
}
