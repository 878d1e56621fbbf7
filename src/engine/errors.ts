// Engine errors: the scenario itself is wrong. Admission outcomes (denials, failures) are data in
// the result, never these.

/** A 1-based range in the scenario text; maps onto Monaco markers and `file:line:col`. */
export interface SourceSpan {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Describes one way the scenario text or its content is wrong. */
export type EngineError =
  | { kind: 'yaml-syntax'; message: string; pointer: string; span: SourceSpan }
  | { kind: 'unknown-field'; field: string; pointer: string; span?: SourceSpan }
  | { kind: 'invalid-value'; pointer: string; expected: string; span?: SourceSpan }
  | { kind: 'not-supported'; pointer: string; message: string; span?: SourceSpan }
  | { kind: 'cel-compile'; pointer: string; message: string; span?: SourceSpan }
  /** A `script` webhook that does not compile; `at` is 1-based in the script's own lines. */
  | {
      kind: 'script';
      pointer: string;
      message: string;
      at: { line: number; column: number };
      span?: SourceSpan;
    }
  /** A `script` webhook the chain reached while scripts may not run (a link not allowed yet). */
  | { kind: 'paused'; pointer: string; message: string; span?: SourceSpan }
  | {
      kind: 'share-link';
      reason: 'bad-prefix' | 'bad-payload' | 'truncated' | 'newer-version';
      message: string;
    };

/** Holds either a value or the reason there is none. */
export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a value as a successful Result. */
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** Wraps an error as a failed Result. */
export const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

/** Signals a broken invariant inside the engine: a bug, never a user's mistake. */
export class InternalError extends Error {
  override name = 'InternalError';
}

/** Fails loudly when a switch meets a value its type says cannot exist. */
export function assertNever(value: never): never {
  throw new InternalError(`unexpected value ${JSON.stringify(value)}`);
}

/** Renders an engine error as one line, without its position. */
export function describeEngineError(e: EngineError): string {
  switch (e.kind) {
    case 'yaml-syntax':
      return e.message;
    case 'unknown-field':
      return `unknown field "${e.field}"`;
    case 'invalid-value':
      return `invalid value at ${e.pointer || '/'}: expected ${e.expected}`;
    case 'not-supported':
    case 'cel-compile':
    case 'paused':
      return e.message;
    case 'script':
      return `${e.message} (script line ${String(e.at.line)}, column ${String(e.at.column)})`;
    case 'share-link':
      return e.message;
    default:
      return assertNever(e);
  }
}
