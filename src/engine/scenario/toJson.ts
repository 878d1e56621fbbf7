// Decides what JSON a YAML document stands for, the way kubectl's yaml→json does it: keys become
// strings, merge keys merge, aliases expand (within a budget), and every value's span is recorded
// by JSON pointer on the way.

import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Alias, Document, Node, Pair, Scalar } from 'yaml';
import type { EngineError, SourceSpan } from '../errors.ts';
import { aliasTargets } from './anchors.ts';
import { MAX_NESTING } from './loadYaml.ts';
import { childPointer } from './pointer.ts';
import { scalarToJson, scalarToKey } from './scalars.ts';
import { START_SPAN } from './spans.ts';
import type { Locator, SpanTable } from './spans.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

/** How many nodes aliases may expand to in one document before it counts as an alias bomb. */
export const MAX_ALIAS_NODES = 100_000;

const TOO_DEEP = `nesting deeper than ${String(MAX_NESTING)} levels is not supported`;
const BOMB =
  'excessive aliasing indicates a resource exhaustion attack ' +
  `(more than ${String(MAX_ALIAS_NODES)} nodes)`;

const NOT_FINITE = 'a finite number (JSON has no infinity or NaN)';
const BAD_KEY = 'a string, number or boolean map key';

/** Converts a composed document to JSON, recording spans under `base` and collecting errors. */
export function toJson(
  doc: Document.Parsed,
  base: string,
  locate: Locator,
  spans: SpanTable,
  errors: EngineError[],
  text?: string,
): JsonValue {
  const converter = new Converter(doc, locate, spans, errors, text);
  return converter.convert(doc.contents, base, true, 0);
}

/** Sets an own property, even `__proto__`, which plain assignment would treat as the prototype. */
function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  const property = { value, enumerable: true, writable: true, configurable: true };
  if (key !== '__proto__') target[key] = value;
  else Object.defineProperty(target, key, property);
}

const isMergeKey = (key: unknown): boolean =>
  isScalar(key) && typeof key.value === 'symbol' && key.value.description === '<<';

type Ranged = Node & { range: [number, number, number] };

const isRanged = (node: unknown): node is Ranged =>
  (isScalar(node) || isMap(node) || isSeq(node) || isAlias(node)) && Array.isArray(node.range);

class Converter {
  /** Collections being converted: an alias to one of them would never end. */
  readonly #open = new Set<Node>();
  #expanded = 0;
  #stopped = false;
  #targets: Map<Alias, Node> | undefined;

  constructor(
    readonly doc: Document.Parsed,
    readonly locate: Locator,
    readonly spans: SpanTable,
    readonly errors: EngineError[],
    /** The source text, to place lines inside block scalars (scripts); absent: not recorded. */
    readonly text?: string,
  ) {}

  /** Resolves aliases once, on first need: most scenarios have none. */
  get targets(): Map<Alias, Node> {
    this.#targets ??= aliasTargets(this.doc);
    return this.#targets;
  }

  /** Converts a node; `record` is false below an alias or merge, whose spans belong elsewhere. */
  convert(node: unknown, pointer: string, record: boolean, depth: number): JsonValue {
    if (this.#stopped) return null;
    if (depth > MAX_NESTING) return this.#stop(pointer, TOO_DEEP);
    if (!record && ++this.#expanded > MAX_ALIAS_NODES) return this.#stop(pointer, BOMB);
    if (record && isRanged(node)) this.spans.recordValue(pointer, this.#span(node));
    if (isAlias(node)) return this.#alias(node, pointer, depth);
    if (isScalar(node)) return this.#scalar(node, pointer);
    if (!isMap(node) && !isSeq(node)) return null;
    this.#open.add(node);
    try {
      if (isMap(node)) return this.#pairs(node.items, pointer, record, depth);
      return node.items.map((item, i) => {
        const child = childPointer(pointer, i);
        // !!omap and !!pairs hold bare pairs: each becomes a one-key object.
        if (isPair(item)) return this.#pairs([item], child, record, depth + 1);
        return this.convert(item, child, record, depth + 1);
      });
    } finally {
      this.#open.delete(node);
    }
  }

  #pairs(pairs: readonly Pair[], pointer: string, record: boolean, depth: number): JsonObject {
    const out: JsonObject = {};
    const explicit = new Set<string>();
    for (const pair of pairs) {
      if (isMergeKey(pair.key)) {
        this.#merge(pair.value, out, childPointer(pointer, '<<'), depth);
        continue;
      }
      const key = this.#key(pair.key, pointer);
      if (key === undefined) continue;
      const child = childPointer(pointer, key);
      const keySpan = isRanged(pair.key) ? this.#span(pair.key) : this.#spanAt(pointer);
      if (explicit.has(key)) {
        const message = `duplicate key "${key}"`;
        this.errors.push({ kind: 'yaml-syntax', message, pointer: child, span: keySpan });
        continue;
      }
      explicit.add(key);
      if (record) {
        this.spans.recordKey(child, keySpan);
        if (!isRanged(pair.value)) this.spans.recordValue(child, keySpan);
      }
      // Explicit keys win over merged ones, wherever the merge key stands.
      setOwn(out, key, this.convert(pair.value, child, record, depth + 1));
    }
    return out;
  }

  #merge(value: unknown, out: JsonObject, pointer: string, depth: number): void {
    for (const source of isSeq(value) ? value.items : [value]) {
      const merged = this.convert(source, pointer, false, depth + 1);
      if (merged === null || typeof merged !== 'object' || Array.isArray(merged)) {
        if (!this.#stopped) this.#invalid(pointer, 'a mapping or a list of mappings to merge');
        continue;
      }
      // Earlier sources win over later ones, as the YAML merge type says.
      for (const [k, v] of Object.entries(merged)) if (!Object.hasOwn(out, k)) setOwn(out, k, v);
    }
  }

  #alias(node: Alias, pointer: string, depth: number): JsonValue {
    const target = this.targets.get(node);
    if (!target) return this.#fail(pointer, `unknown anchor "${node.source}"`);
    if (this.#open.has(target)) {
      return this.#fail(pointer, `alias "${node.source}" refers to a node that contains it`);
    }
    return this.convert(target, pointer, false, depth);
  }

  #scalar(node: Scalar, pointer: string): JsonValue {
    if (node.type === 'BLOCK_LITERAL' && this.text !== undefined && node.range)
      this.#block(node.range[0], pointer);
    const value = scalarToJson(node);
    if (value === undefined) this.#invalid(pointer, NOT_FINITE);
    if (typeof value === 'string' && node.type === 'QUOTE_DOUBLE') return this.#quoted(node, value);
    return value ?? null;
  }

  // The yaml library builds a double-quoted value a character at a time, a string that V8 must
  // copy flat the first time anything reads it (a large object's values, megabytes). Without an
  // escape or a line break the value is its source between the quotes: that slice is the same
  // string, and flat.
  #quoted(node: Scalar, value: string): string {
    const text = this.text;
    const range = node.range;
    if (text === undefined || range === undefined || range === null) return value;
    const [start, end] = range;
    if (text[start] !== '"' || text[end - 1] !== '"' || end - start - 2 !== value.length)
      return value;
    const inner = text.slice(start + 1, end - 1);
    return /[\\\n\r]/.test(inner) ? value : inner;
  }

  // A literal block's content starts on the line after its header, at the block's indentation.
  #block(header: number, pointer: string): void {
    const text = this.text ?? '';
    const start = text.indexOf('\n', header) + 1;
    if (start === 0) return;
    const indent = /^[ ]*/.exec(text.slice(start))?.[0].length ?? 0;
    this.spans.recordBlock(pointer, this.locate(start, start).line, indent);
  }

  #key(key: unknown, pointer: string): string | undefined {
    const node = isAlias(key) ? this.targets.get(key) : key;
    const text = isScalar(node) ? scalarToKey(node) : undefined;
    if (text !== undefined) return text;
    const span = isRanged(key) ? this.#span(key) : this.#spanAt(pointer);
    this.errors.push({ kind: 'invalid-value', pointer, expected: BAD_KEY, span });
    return undefined;
  }

  #invalid(pointer: string, expected: string): void {
    this.errors.push({ kind: 'invalid-value', pointer, expected, span: this.#spanAt(pointer) });
  }

  #fail(pointer: string, message: string): null {
    this.errors.push({ kind: 'yaml-syntax', message, pointer, span: this.#spanAt(pointer) });
    return null;
  }

  #stop(pointer: string, message: string): null {
    this.#stopped = true;
    return this.#fail(pointer, message);
  }

  #span(node: Ranged): SourceSpan {
    return this.locate(node.range[0], node.range[1]);
  }

  #spanAt(pointer: string): SourceSpan {
    return this.spans.spanOf(pointer) ?? START_SPAN;
  }
}
