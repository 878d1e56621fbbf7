// Expressions the playground cannot evaluate faithfully yet, so the CEL core can refuse them with a
// clear message instead of a misleading result.

/** A feature the playground refuses, recognised in the expression text. */
export interface UnsupportedCelFeature {
  pattern: RegExp;
  message: string;
}

export const UNSUPPORTED_CEL_FEATURES: readonly UnsupportedCelFeature[] = [];

/** Returns the message of the first unsupported feature the expression uses, if any. */
export function findUnsupportedCelFeature(expression: string): string | undefined {
  return UNSUPPORTED_CEL_FEATURES.find((f) => f.pattern.test(expression))?.message;
}
