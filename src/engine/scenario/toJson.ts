// Decides what JSON a YAML document stands for, the way kubectl's yaml→json does it: keys become
// strings, merge keys merge, aliases expand (within a budget), and every value's span is recorded
// by JSON pointer on the way.

import { isAlias, isMap, isPair, isScalar, isSeq, visit } from 'yaml';
import type { Alias, Document, Node, Pair, Scalar } from 'yaml';
import type { EngineError } from '../errors.ts';
import { MAX_NESTING } from './loadYaml.ts';
import { childPointer } from './pointer.ts';
import { scalarToJson, scalarToKey } from './scalars.ts';
import { START_SPAN } from './spans.ts';
import type { Locator, SpanTable } from './spans.ts';
import type { JsonObject, JsonValue } from './types.ts';

/** How many nodes aliases may expand to in one document before it counts as an alias bomb. */
export const MAX_ALIAS_NODES = 100_000;

/** Converts a composed document to JSON, recording spans under `base` and collecting errors. */
export function toJson(
  doc: Document.Parsed,
  base: string,
  locate: Locator,
  spans: SpanTable,
  errors: EngineError[],
): JsonValue {
  return new Converter(doc, locate, spans, errors).convert(doc.contents, base, true, 0);
}

/** Sets an own property, even `__proto__`, which plain assignment would treat as the prototype. */
export function setOwn(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

const isMergeKey = (key: unknown): boolean =>
  isScalar(key) && typeof key.value === 'symbol' && key.value.description === '<<';

class Converter {
  readonly #targets = new Map<Alias, Node>();
  /** Collections being converted: an alias to one of them would never end. */
  readonly #open = new Set<Node>();
  #expanded = 0;
  #stopped = false;

  constructor(
    doc: Document.Parsed,
    readonly locate: Locator,
    readonly spans: SpanTable,
    readonly errors: EngineError[],
  ) {
    // An alias names the last node before it carrying its anchor (as yaml's Alias.resolve does).
    const latest = new Map<string, Node>();
    visit(doc, {
      Node: (_key, node) => {
        const target = isAlias(node) ? latest.get(node.source) : undefined;
        if (isAlias(node) && target) this.#targets.set(node, target);
        else if (node.anchor) latest.set(node.anchor, node);
      },
    });
  }

  convert(node: unknown, pointer: string, record: boolean, depth: number): JsonValue {
    if (this.#stopped) return null;
    if (depth > MAX_NESTING) return this.#stop(pointer, `nesting deeper than ${String(MAX_NESTING)} levels is not supported`);
    if (!record && ++this.#expanded > MAX_ALIAS_NODES) {
      return this.#stop(pointer, `excessive aliasing indicates a resource exhaustion attack (more than ${String(MAX_ALIAS_NODES)} nodes)`);
    }
    if (record && isRanged(node)) this.spans.recordValue(pointer, this.#spanOfNode(node));
    if (isAlias(node)) return this.#alias(node, pointer, depth);
    if (isScalar(node)) return this.#scalar(node, pointer);
    if (!isMap(node) && !isSeq(node)) return null;
    this.#open.add(node);
    try {
      if (isSeq(node)) {
        return node.items.map((item, i) => {
          const child = childPointer(pointer, i);
          // !!omap and !!pairs hold bare pairs: each becomes a one-key object.
          return isPair(item) ? this.#pairs([item], child, record, depth + 1) : this.convert(item, child, record, depth + 1);
        });
      }
      return this.#pairs(node.items, pointer, record, depth);
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
      const keySpan = isRanged(pair.key) ? this.#spanOfNode(pair.key) : this.#spanAt(pointer);
      if (explicit.has(key)) {
        this.errors.push({ kind: 'yaml-syntax', message: `duplicate key "${key}"`, pointer: child, span: keySpan });
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
    const sources = isSeq(value) ? value.items : [value];
    for (const source of sources) {
      // Aliases and inline maps alike: their spans belong elsewhere, so nothing is recorded.
      const merged = this.convert(source, pointer, false, depth + 1);
      if (merged === null || typeof merged !== 'object' || Array.isArray(merged)) {
        if (!this.#stopped) {
          this.errors.push({ kind: 'invalid-value', pointer, expected: 'a mapping or a list of mappings to merge', span: this.#spanAt(pointer) });
        }
        continue;
      }
      // Earlier sources win over later ones, as the YAML merge type says.
      for (const [k, v] of Object.entries(merged)) if (!Object.hasOwn(out, k)) setOwn(out, k, v);
    }
  }

  #alias(node: Alias, pointer: string, depth: number): JsonValue {
    const target = this.#targets.get(node);
    if (!target) return this.#fail(pointer, `unknown anchor "${node.source}"`);
    if (this.#open.has(target)) return this.#fail(pointer, `alias "${node.source}" refers to a node that contains it`);
    return this.convert(target, pointer, false, depth);
  }

  #scalar(node: Scalar, pointer: string): JsonValue {
    const value = scalarToJson(node);
    if (value !== undefined) return value;
    const expected = 'a finite number (JSON has no infinity or NaN)';
    this.errors.push({ kind: 'invalid-value', pointer, expected, span: this.#spanAt(pointer) });
    return null;
  }

  #key(key: unknown, pointer: string): string | undefined {
    const node = isAlias(key) ? this.#targets.get(key) : key;
    const text = isScalar(node) ? scalarToKey(node) : undefined;
    if (text !== undefined) return text;
    const span = isRanged(key) ? this.#spanOfNode(key) : this.#spanAt(pointer);
    this.errors.push({ kind: 'invalid-value', pointer, expected: 'a string, number or boolean map key', span });
    return undefined;
  }

  #fail(pointer: string, message: string): null {
    this.errors.push({ kind: 'yaml-syntax', message, pointer, span: this.#spanAt(pointer) });
    return null;
  }

  #stop(pointer: string, message: string): null {
    this.#stopped = true;
    return this.#fail(pointer, message);
  }

  #spanOfNode(node: { range: [number, number, number] }) {
    return this.locate(node.range[0], node.range[1]);
  }

  #spanAt(pointer: string) {
    return this.spans.spanOf(pointer) ?? START_SPAN;
  }
}

function isRanged(node: unknown): node is Node & { range: [number, number, number] } {
  return (isScalar(node) || isMap(node) || isSeq(node) || isAlias(node)) && Array.isArray(node.range);
}
