// Decodes a webhook's response body as the API server's webhook client does before it looks at any
// field: the client's serializer is the codec factory's universal decoder (k8s.io/apiserver
// pkg/util/webhook/client.go NewClientManager: LegacyCodec, whose negotiator matches every content
// type), so the Content-Type does not matter. k8s.io/apimachinery pkg/runtime/serializer/recognizer
// hands a body starting with '{' (utilyaml.IsJSONBuffer) to the JSON serializer and anything else
// to the YAML one. Both first probe apiVersion and kind with encoding/json
// (serializer/json/meta.go SimpleMetaFactory.Interpret), whose errors read
// `couldn't get version/kind; json parse error: <encoding/json error>`.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { goJsonSyntaxError } from '../../apimachinery/goJsonSyntax.ts';
import { yamlToJson } from './yamlToJson.ts';

export type DecodedBody = { ok: true; value: JsonObject | null } | { ok: false; error: string };

// reflect's String() of Interpret's anonymous findKind struct, tags quoted with strconv.Quote.
const FIND_KIND =
  'struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" }';
const INTERPRET = "couldn't get version/kind; json parse error: ";

// bytes.TrimLeftFunc(buf, unicode.IsSpace), then a '{'.
const JSON_BUFFER =
  /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*\{/;

/** utilyaml.IsJSONBuffer: the JSON serializer recognizes the body. */
export const isJsonBuffer = (text: string): boolean => JSON_BUFFER.test(text);

// UnmarshalTypeError.Value for a JSON value.
function goValueKind(v: JsonValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'number';
  if (typeof v === 'boolean') return 'bool';
  return Array.isArray(v) ? 'array' : 'object';
}

// encoding/json matches a key to a field exactly, else under foldName (ASCII upper case; the Kelvin
// sign and long s fold into K and S).
const foldName = (s: string): string =>
  s
    .replace(/[a-z]/g, (c) => c.toUpperCase())
    .replace(/\u212a/g, 'K')
    .replace(/\u017f/g, 'S');
const FIELDS = new Map([
  [foldName('apiVersion'), 'apiVersion'],
  [foldName('kind'), 'kind'],
]);

/** json.Unmarshal(data, &findKind)'s error text, or undefined. */
export function interpretError(value: JsonValue): string | undefined {
  if (value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    return `json: cannot unmarshal ${goValueKind(value)} into Go value of type ${FIND_KIND}`;
  for (const [key, v] of Object.entries(value)) {
    const field = key === 'apiVersion' || key === 'kind' ? key : FIELDS.get(foldName(key));
    // null leaves the field alone; the first mismatch is the error Unmarshal returns.
    if (field === undefined || v === null || typeof v === 'string') continue;
    // The struct is anonymous: UnmarshalTypeError.Struct is "", hence "Go struct field .kind".
    return `json: cannot unmarshal ${goValueKind(v)} into Go struct field .${field} of type string`;
  }
  return undefined;
}

/** The field Interpret reads from an object: the last key naming it (folded), as Unmarshal assigns in order. */
export function interpretedField(value: JsonObject, field: 'apiVersion' | 'kind'): string {
  let found = '';
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && (key === field || FIELDS.get(foldName(key)) === field)) found = v;
  }
  return found;
}

/** The kind Interpret reads from an object. */
export const interpretedKind = (value: JsonObject): string => interpretedField(value, 'kind');

/** The body as the webhook client's decoder sees it: an object, null (nothing), or the error. */
export function decodeBody(text: string): DecodedBody {
  let value: JsonValue;
  if (isJsonBuffer(text)) {
    const syntax = goJsonSyntaxError(text);
    if (syntax !== undefined) return { ok: false, error: INTERPRET + syntax };
    value = JSON.parse(text) as JsonValue;
  } else {
    const converted = yamlToJson(text);
    if (!converted.ok) return converted;
    value = converted.value;
  }
  const mismatch = interpretError(value);
  if (mismatch !== undefined) return { ok: false, error: INTERPRET + mismatch };
  return { ok: true, value: value as JsonObject | null };
}
