// What to offer at a place in a CEL expression: the context's variables and the global functions
// where a name starts, a variable's fields after `request.`, `object.`, `variables.`..., and the
// methods after any other `x.`. Pure: the editor maps offsets and draws the list.

import type { CelField } from './celFields.ts';
import {
  celFunctions,
  celVariables,
  nestedFields,
  requestFields,
  type CelFunction,
  type CelName,
} from './celLibrary.ts';
import { tokenizeCel } from './celTokens.ts';

/** One entry of the completion list. */
export interface CelCompletion {
  label: string;
  kind: 'variable' | 'field' | 'function' | 'method';
  /** A signature or type, shown beside the label. */
  detail: string;
  doc: string;
  /** Text to insert: a snippet (`size($0)`) for functions. */
  insertText: string;
  snippet: boolean;
}

/** What completion knows besides the expression. */
export interface CelCompletionFacts {
  /** Kubernetes minor version: functions added later are not offered. */
  minor: number;
  /** The top-level fields of request.object and request.oldObject in the scenario. */
  objectKeys: readonly string[];
  oldObjectKeys: readonly string[];
}

/** The completions at `offset`, and where the name they replace starts; undefined inside a literal or comment. */
export function celCompletions(
  expression: string,
  offset: number,
  field: Pick<CelField, 'declare' | 'variableNames' | 'mutation'>,
  facts: CelCompletionFacts,
): { from: number; items: CelCompletion[] } | undefined {
  const before = expression.slice(0, offset);
  const inside = tokenizeCel(before, new Set()).find(
    (t) => (t.kind === 'string' || t.kind === 'comment') && t.end >= offset,
  );
  // A literal that ends right at the caret is closed (its last character is a quote) unless it is unterminated.
  if (
    inside &&
    (inside.kind === 'comment' || !isClosedString(before.slice(inside.start, inside.end)))
  )
    return undefined;
  const partial = /[A-Za-z_][A-Za-z0-9_]*$/.exec(before)?.[0] ?? '';
  const from = offset - partial.length;
  // After a digit, or the dot of a number, a number is being written.
  if (partial === '' && /(^|[^A-Za-z0-9_])\d+\.?$/.test(before)) return undefined;
  const chain = receiverChain(before.slice(0, from));
  const available = (f: CelFunction) =>
    f.since <= facts.minor && (f.mutation !== true || field.mutation);
  if (chain === undefined) {
    const variables = field.declare.map((name) => fieldItem(name, celVariables[name], 'variable'));
    const functions = celFunctions.filter((f) => !f.member && available(f)).map(functionItem);
    return { from, items: [...variables, ...functions] };
  }
  const members = memberNames(chain, field, facts);
  if (members) return { from, items: members.map((m) => fieldItem(m.name, m.doc, 'field')) };
  const namespaced = celFunctions.filter(
    (f) => !f.member && available(f) && f.name.startsWith(`${chain.join('.')}.`),
  );
  if (namespaced.length > 0)
    return {
      from,
      items: namespaced.map((f) =>
        functionItem({ ...f, name: f.name.slice(chain.join('.').length + 1) }),
      ),
    };
  const methods = celFunctions.filter((f) => f.member && available(f));
  return { from, items: dedupe(methods).map((f) => ({ ...functionItem(f), kind: 'method' })) };
}

/** The fields known after `chain.`, or undefined when only methods are known. */
function memberNames(
  chain: readonly string[],
  field: Pick<CelField, 'declare' | 'variableNames'>,
  facts: CelCompletionFacts,
): readonly CelName[] | undefined {
  const [root, second, ...rest] = chain;
  if (root === undefined || !field.declare.some((d) => d === root)) return undefined;
  if (rest.length > 0) return undefined;
  if (second === undefined) {
    switch (root) {
      case 'request':
        return requestFields;
      case 'object':
      case 'oldObject': {
        const keys = root === 'object' ? facts.objectKeys : facts.oldObjectKeys;
        return (keys.length > 0 ? keys : ['apiVersion', 'kind', 'metadata', 'spec']).map(
          (name) => ({ name, doc: `request.${root}.${name} in the scenario` }),
        );
      }
      case 'variables':
        return field.variableNames.map((name) => ({ name, doc: `spec.variables: ${name}` }));
      case 'namespaceObject':
        return ['metadata', 'spec', 'status'].map((name) => ({
          name,
          doc: `The namespace’s ${name}.`,
        }));
      default:
        return undefined;
    }
  }
  if (root === 'request') return nestedFields[second];
  return second === 'metadata' ? nestedFields.metadata : undefined;
}

/** `a.b.c` before the final dot, as names: [] after a dot that follows something else (a call,
 * an index), undefined when the caret is not after a dot. */
function receiverChain(text: string): string[] | undefined {
  if (!/\.\??\s*$/.test(text)) return undefined;
  const m = /((?:[A-Za-z_][A-Za-z0-9_]*\s*\.\??\s*)+)$/.exec(text);
  if (!m) return [];
  const start = text.length - m[1]!.length;
  if (start > 0 && /[)\]}"'`.]/.test(text[start - 1]!)) return [];
  return m[1]!.split(/\s*\.\??\s*/).filter((s) => s !== '');
}

function isClosedString(literal: string): boolean {
  const body = literal.replace(/^[rRbB]{0,2}/, '');
  const quote =
    body.startsWith('"""') || body.startsWith("'''") ? body.slice(0, 3) : body.slice(0, 1);
  return (
    body.length >= quote.length * 2 &&
    body.endsWith(quote) &&
    !/(^|[^\\])(\\\\)*\\$/.test(body.slice(0, -quote.length))
  );
}

const fieldItem = (label: string, doc: string, kind: 'variable' | 'field'): CelCompletion => ({
  label,
  kind,
  detail: kind,
  doc,
  insertText: label,
  snippet: false,
});

const functionItem = (
  f: Pick<CelFunction, 'name' | 'signature' | 'doc' | 'member'>,
): CelCompletion => ({
  label: f.name,
  kind: f.member ? 'method' : 'function',
  detail: f.signature,
  doc: f.doc,
  insertText: f.name === 'has' ? 'has($0)' : `${f.name}($0)`,
  snippet: true,
});

/** One entry per method name (size, matches, indexOf exist for several receivers). */
function dedupe(functions: readonly CelFunction[]): CelFunction[] {
  const seen = new Set<string>();
  return functions.filter((f) => !seen.has(f.name) && seen.add(f.name));
}
