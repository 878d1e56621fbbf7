// The `script` webhooks in an editor's YAML: each `webhooks.<key>.script` string (spec
// scenario-format.md), where its value sits in the text, and the JSON pointer the engine names it by
// (runScenarioAsync.ts: `${behaviour.pointer}/script`).

import { isMap, isScalar, parseDocument } from 'yaml';
import { decodeScalar, type DecodedScalar, type ScalarStyle } from '../cel/scalarSource.ts';

/** Which editor's text: the whole scenario, or the webhook servers section (the `webhooks` map itself). */
export type ScriptModelKind = 'scenario' | 'webhooks';

/** One script in the text. */
export interface ScriptField {
  /** The `webhooks` key: a webhook name or `<configuration>/<webhook>`. */
  key: string;
  /** Where it is in the scenario, whichever editor shows it: `/webhooks/<key>/script`. */
  pointer: string;
  /** The script and where each of its characters is in the editor's text. */
  scalar: DecodedScalar;
}

// As the CEL fields are read: YAML 1.1 like kubectl, every scalar a string.
const parseOptions = { schema: 'failsafe', version: '1.1', prettyErrors: false } as const;

/** Finds the scripts in one editor's text; a text that does not parse gives those it can read. */
export function findScriptFields(text: string, kind: ScriptModelKind): ScriptField[] {
  const root = parseDocument(text, parseOptions).contents;
  const servers = kind === 'webhooks' ? root : isMap(root) ? root.get('webhooks', true) : undefined;
  if (!isMap(servers)) return [];
  const fields: ScriptField[] = [];
  for (const pair of servers.items) {
    if (!isScalar(pair.key) || !isMap(pair.value)) continue;
    const key = String(pair.key.value);
    const node = pair.value.get('script', true);
    if (!isScalar(node) || typeof node.value !== 'string' || !node.range) continue;
    const scalar = decodeScalar(
      text,
      node.range[0],
      node.range[1],
      node.type as ScalarStyle,
      node.value,
    );
    if (scalar) fields.push({ key, pointer: `/webhooks/${escapePointer(key)}/script`, scalar });
  }
  return fields;
}

const escapePointer = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');
