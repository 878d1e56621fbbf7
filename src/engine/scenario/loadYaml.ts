// Decides how YAML text becomes documents: kubectl's YAML 1.1 scalar rules, duplicate keys as
// errors, and a nesting limit checked on the CST before composing, because the yaml library
// composes recursively and a second stack overflow inside it can abort V8 outright.

import { CST, Composer, LineCounter, Parser } from 'yaml';
import type { Document, DocumentOptions, ParseOptions, SchemaOptions } from 'yaml';
import type { Tags, YAMLError } from 'yaml';

/** The deepest collection nesting accepted (the yaml library overflows near 850 on Node). */
export const MAX_NESTING = 200;

/** One syntax problem, by offsets into the text that was loaded. */
export interface YamlProblem {
  message: string;
  start: number;
  end: number;
  /** The document it belongs to; undefined for stream-level problems, outside every YAML document */
  document?: number;
}

/** The documents of one YAML text, with its line starts for positions. */
export interface LoadedYaml {
  documents: Document.Parsed[];
  problems: YamlProblem[];
  lineStarts: readonly number[];
}

// sigs.k8s.io/yaml (go-yaml v2) keeps timestamps as strings when decoding into interface{}
// and has no sexagesimal numbers (`12:30` stays a string), so those YAML 1.1 tags are dropped.
const kubectlTags = (tags: Tags): Tags =>
  tags.filter(
    (tag) =>
      typeof tag === 'string' ||
      (tag.format !== 'TIME' && tag.tag !== 'tag:yaml.org,2002:timestamp'),
  );

const OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.1',
  uniqueKeys: true,
  customTags: kubectlTags,
  prettyErrors: false,
};

/** Loads every document of a YAML stream; problems are collected, never thrown. */
export function loadYaml(text: string): LoadedYaml {
  const lineCounter = new LineCounter();
  const tokens = Array.from(new Parser(lineCounter.addNewLine).parse(text));
  const lineStarts = lineCounter.lineStarts;
  const tooDeep = firstTooDeep(tokens);
  if (tooDeep !== undefined) {
    const message = `nesting deeper than ${String(MAX_NESTING)} levels is not supported`;
    return { documents: [], problems: [{ message, start: tooDeep, end: tooDeep }], lineStarts };
  }
  const composer = new Composer(OPTIONS);
  const documents = Array.from(composer.compose(tokens));
  const problems: YamlProblem[] = [];
  documents.forEach((doc, index) => {
    for (const e of doc.errors) problems.push({ ...describe(text, e), document: index });
  });
  if (documents.length === 0) {
    for (const e of composer.streamInfo().errors) problems.push(describe(text, e));
  }
  return { documents, problems, lineStarts };
}

function describe(text: string, e: YAMLError): YamlProblem {
  const [start, end] = e.pos;
  if (e.code === 'DUPLICATE_KEY') {
    // The library points at the key's first character only; name the whole key instead.
    const key = /^"[^"]*"|^'[^']*'|^[^:\n]*/.exec(text.slice(start, start + 1000))?.[0] ?? '';
    const name = key.trim().replace(/^(["'])(.*)\1$/s, '$2');
    return { message: `duplicate key "${name}"`, start, end: start + key.trimEnd().length };
  }
  // Our messages start lower case; the library's are sentences.
  return { message: e.message.charAt(0).toLowerCase() + e.message.slice(1), start, end };
}

/** Returns the offset of a collection nested deeper than MAX_NESTING, walking without recursion. */
function firstTooDeep(tokens: readonly CST.Token[]): number | undefined {
  const stack: Array<{ token: CST.Token; depth: number }> = [];
  for (const token of tokens) stack.push({ token, depth: 0 });
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { token, depth } = next;
    if (token.type === 'document' && token.value) stack.push({ token: token.value, depth });
    if (!CST.isCollection(token)) continue;
    if (depth + 1 > MAX_NESTING) return token.offset;
    for (const item of token.items) {
      if (item.key) stack.push({ token: item.key, depth: depth + 1 });
      if (item.value) stack.push({ token: item.value, depth: depth + 1 });
    }
  }
  return undefined;
}
