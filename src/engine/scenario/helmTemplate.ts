// Decides whether text that does not parse is a Helm chart's template rather than YAML: `{{ … }}`
// actions where a value or a line starts (`image: {{ .Values.image }}`, `{{- if .Values.rbac }}`).
// YAML reads those as flow mappings and fails in dozens of places; one hint at the first action says
// what to do instead. Text that parses is never questioned: a `{{` inside a string is just text.

import type { EngineError, SourceSpan } from '../errors.ts';
import { lineLocator } from './spans.ts';

// An action opening a line (after indentation and an optional `- `) or a mapping value.
const ACTION = /^([ \t]*(?:- +)?(?:[^\s#'"{][^#'"{]*?: +)?)(\{\{-?[ \t]*[^\n]*?-?\}\})/gm;

/** Finds the first template action where YAML expects a value or a line; undefined when there is none. */
export function findTemplateAction(
  text: string,
): { action: string; start: number; end: number } | undefined {
  ACTION.lastIndex = 0;
  const m = ACTION.exec(text);
  if (m === null) return undefined;
  const start = m.index + (m[1] ?? '').length;
  const action = m[2] ?? '';
  return { action, start, end: start + action.length };
}

/** The hint for a Helm template, at the first action. */
export function helmTemplateError(
  text: string,
  lineStarts: readonly number[],
): EngineError | undefined {
  const found = findTemplateAction(text);
  if (found === undefined) return undefined;
  const span: SourceSpan = lineLocator(lineStarts)(found.start, found.end);
  const shown = found.action.length > 60 ? `${found.action.slice(0, 57)}...` : found.action;
  return {
    kind: 'yaml-syntax',
    message: `this looks like a Helm template (${shown}), not YAML: render it first (helm template <release> <chart> -f values.yaml) and paste the output`,
    pointer: '',
    span,
  };
}
