// Renders a field error's bad value the way Go's fmt and encoding/json print it, so messages
// match kube-apiserver byte for byte (mirrors the value formatting in apimachinery
// pkg/util/validation/field/errors.go, which uses strconv.Quote, %#v and json.Marshal).

import type { JsonValue } from './types.ts';
import { goJsonString, marshalGo as goJsonValue } from './goJson.ts';
import { goQuote } from './goQuote.ts';

/** Describes a bad value together with the Go type it had on the server, since Go prints by type. */
export type GoValue =
  | { go: 'string'; value: string }
  | { go: 'named-string'; type: string; value: string }
  | { go: 'int'; value: number }
  | { go: 'int32'; value: number }
  | { go: 'bool'; value: boolean }
  | { go: 'slice'; elem: string; value: string[] }
  | { go: 'nil' }
  | { go: 'omit' }
  | { go: 'json'; value: JsonValue };

/** Wraps a Go `string`. */
export const goString = (value: string): GoValue => ({ go: 'string', value });

/** Wraps a named Go string type such as `admissionregistration.OperationType`. */
export const goNamed = (type: string, value: string): GoValue => ({
  go: 'named-string',
  type,
  value,
});

/** Wraps a Go `int32` (timeoutSeconds, service port). */
export const goInt32 = (value: number): GoValue => ({ go: 'int32', value });

/** Wraps a Go `int` (list lengths). */
export const goInt = (value: number): GoValue => ({ go: 'int', value });

/** Wraps a Go slice of strings or named string types; `elem` is the element's Go type name. */
export const goSlice = (elem: string, value: readonly string[]): GoValue => ({
  go: 'slice',
  elem,
  value: [...value],
});

/** Wraps a JSON value that never decoded into a Go type (our own type errors). */
export const goJson = (value: JsonValue): GoValue => ({ go: 'json', value });

/** Renders a value as field.Error does up to apimachinery v0.33 (%v, %q, else %#v). */
export function renderLegacy(v: GoValue): string {
  switch (v.go) {
    case 'string':
    case 'named-string':
      // %q for string; %#v for a named string type, which Go also prints with strconv.Quote.
      return goQuote(v.value);
    case 'int':
    case 'int32':
    case 'bool':
      return String(v.value);
    case 'slice':
      return `[]${v.elem}{${v.value.map(goQuote).join(', ')}}`;
    case 'nil':
      // The nil case substitutes the Go string "null", which is then printed with %q.
      return '"null"';
    case 'omit':
      return '';
    case 'json':
      return typeof v.value === 'string' ? goQuote(v.value) : goJsonValue(v.value);
  }
}

/** Renders a value as field.Error does from apimachinery v0.34 (%v, %q, else json.Marshal). */
export function renderJson(v: GoValue): string {
  switch (v.go) {
    case 'string':
      return goQuote(v.value);
    case 'named-string':
      return goJsonString(v.value);
    case 'int':
    case 'int32':
    case 'bool':
      return String(v.value);
    case 'slice':
      return '[' + v.value.map(goJsonString).join(',') + ']';
    case 'nil':
      return 'null';
    case 'omit':
      return '';
    case 'json':
      return typeof v.value === 'string' ? goQuote(v.value) : goJsonValue(v.value);
  }
}
