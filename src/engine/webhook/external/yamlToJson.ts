// What client-go's universal decoder makes of a body that does not start with '{': the YAML
// serializer takes it (k8s.io/apimachinery pkg/runtime/serializer/json/json.go Decode with
// options.Yaml) and converts it with sigs.k8s.io/yaml YAMLToJSON (goyaml.v2, YAML 1.1, first
// document only). A plain-text body is a YAML string, `- a` a list, `a: b` a mapping.
// Approximated: goyaml's syntax error texts, mapped from the `yaml` package's error codes for the
// common cases (the line is the `yaml` package's).

import {
  parseAllDocuments,
  type ParseOptions,
  type DocumentOptions,
  type SchemaOptions,
} from 'yaml';
import type { JsonValue } from '../../apimachinery/types.ts';

export type YamlJson = { ok: true; value: JsonValue } | { ok: false; error: string };

const OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.1',
  // goyaml.v2 keeps the last of duplicate keys, leaves timestamps as strings in an interface{},
  // and has no sexagesimal numbers (as scenario/loadYaml.ts).
  uniqueKeys: false,
  customTags: (tags) =>
    tags.filter(
      (t) =>
        typeof t === 'string' || (t.format !== 'TIME' && t.tag !== 'tag:yaml.org,2002:timestamp'),
    ),
};

// goyaml.v2's words for the problems the `yaml` package reports by code.
function goyamlProblem(code: string, message: string): string {
  if (code === 'MISSING_CHAR' && message.startsWith('Flow sequence'))
    return "did not find expected ',' or ']'";
  if (code === 'MISSING_CHAR' && message.startsWith('Flow map'))
    return "did not find expected ',' or '}'";
  if (code === 'MISSING_CHAR' && message.includes('quote')) return 'found unexpected end of stream';
  if (code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY')
    return 'mapping values are not allowed in this context';
  if (code === 'TAB_AS_INDENT') return 'found character that cannot start any token';
  if (code === 'BAD_INDENT') return 'did not find expected key';
  return (message.split(' at line ')[0] ?? message).trim();
}

// JSON has no undefined, Dates or binary: keep what JSON keeps.
function toJson(v: unknown): JsonValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return v;
  if (Array.isArray(v)) return v.map(toJson);
  if (v instanceof Uint8Array)
    return Array.from(v)
      .map((b) => String.fromCharCode(b))
      .join('');
  if (typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toJson(x)]));
  return String(v);
}

/** sigs.k8s.io/yaml YAMLToJSON(text), as a value, or the error the serializer returns. */
export function yamlToJson(text: string): YamlJson {
  const docs = parseAllDocuments(text, OPTIONS);
  const first = Array.isArray(docs) ? docs[0] : undefined;
  // An empty stream is YAML null.
  if (first === undefined) return { ok: true, value: null };
  const problem = first.errors[0];
  if (problem !== undefined) {
    const line = problem.linePos?.[0].line ?? 1;
    return {
      ok: false,
      error: `error converting YAML to JSON: yaml: line ${line}: ${goyamlProblem(problem.code, problem.message)}`,
    };
  }
  return { ok: true, value: toJson(first.toJS({ maxAliasCount: 100 })) };
}
