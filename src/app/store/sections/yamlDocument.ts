// The app's own YAML handling for rewriting the scenario text: the failsafe schema keeps every
// scalar as the text it was written as (`yes`, `010`, `1.32` survive a round trip untouched),
// and comments ride along on the nodes.

import {
  Document,
  Scalar,
  parse,
  parseAllDocuments,
  parseDocument,
  type ToStringOptions,
} from 'yaml';

const parseOptions = { schema: 'failsafe', version: '1.1', prettyErrors: false } as const;

/** A YAML problem at a 1-based position of the text it was found in. */
export interface TextProblem {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

/** Parses one YAML document; its problems when it does not parse. */
export function parseYaml(text: string): { doc: Document; problems: TextProblem[] } {
  const doc = parseDocument(text, parseOptions);
  return { doc, problems: doc.errors.map((e) => problemOf(text, e.pos, e.message)) };
}

/** A parsed text for reading only: its document (never to be changed), problems and data. */
export interface ReadYaml {
  doc: Document;
  problems: TextProblem[];
  /** The document as plain data (`toJS`), computed once when first asked for. */
  data: () => unknown;
}

// The last two texts read: a keystroke in a section editor reads the scenario it splices into
// and the scenario it makes (to check it), and the section texts are then cut from the latter.
const recent: { text: string; read: ReadYaml }[] = [];

/** Parses one YAML document for reading only; the last two texts' answers are reused. */
export function readYaml(text: string): ReadYaml {
  const hit = recent.find((r) => r.text === text);
  if (hit) return hit.read;
  const { doc, problems } = parseYaml(text);
  let data: { value: unknown } | undefined;
  const read = { doc, problems, data: () => (data ??= { value: doc.toJS() as unknown }).value };
  recent.unshift({ text, read });
  recent.length = Math.min(recent.length, 2);
  return read;
}

/** Parses a text of YAML documents separated by `---`; the problems of all of them. */
export function parseYamlDocuments(text: string): { docs: Document[]; problems: TextProblem[] } {
  const docs = parseAllDocuments(text, parseOptions);
  if (!Array.isArray(docs)) return { docs: [], problems: [] }; // an empty stream
  const problems = docs.flatMap((d) => d.errors.map((e) => problemOf(text, e.pos, e.message)));
  return { docs, problems };
}

/** Writes a document back as text in the style the person's text uses. */
export function stringifyYaml(doc: Document, style: ToStringOptions): string {
  return doc.toString({ lineWidth: 0, ...style });
}

/** Writes one node as a document of its own (a section's text). */
export function stringifyNode(node: unknown, style: ToStringOptions): string {
  const doc = new Document(undefined, parseOptions);
  doc.contents = node as Document['contents'];
  return stringifyYaml(doc, style);
}

/** Detects whether the text indents block sequences under their key (`key:\n  - a`), as the gallery does. */
export function sequenceStyle(text: string): ToStringOptions {
  const match = /^( *)[^\s#-][^\n]*:[ \t]*\n( *)- /m.exec(text);
  return { indentSeq: match ? (match[2] ?? '').length > (match[1] ?? '').length : true };
}

/** A string scalar that reads back as that string under YAML 1.1 (quoted when plain would not). */
export function stringScalar(value: string): Scalar {
  const scalar = new Scalar(value);
  let plainReadsBack = false;
  try {
    plainReadsBack = value !== '' && parse(value, { version: '1.1' }) === value;
  } catch {
    plainReadsBack = false;
  }
  if (!plainReadsBack) scalar.type = Scalar.QUOTE_DOUBLE;
  return scalar;
}

/** A scalar written plain, for booleans and numbers. */
export function plainScalar(value: boolean | number): Scalar {
  return new Scalar(String(value));
}

function problemOf(text: string, pos: [number, number], message: string): TextProblem {
  const start = position(text, pos[0]);
  const end = position(text, Math.max(pos[1], pos[0] + 1));
  // yaml's messages end with a code excerpt after a colon and newline; the first line says it.
  const first = message.split('\n')[0] ?? message;
  return {
    ...start,
    endLine: end.line,
    endColumn: end.column,
    message: first.replace(/ at line \d+, column \d+:?$/, ''),
  };
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.min(offset, text.length));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}
