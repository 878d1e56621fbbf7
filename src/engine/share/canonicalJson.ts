// Decides what a share link carries: the scenario's JSON exactly as the engine reads it (YAML 1.1
// with kubectl's scalar rules, aliases expanded), keys in document order, no whitespace, and the
// modelled Kubernetes version pinned so a link keeps its meaning when the default moves.

import { err, InternalError, ok, type EngineError, type Result } from '../errors.ts';
import { isEmpty } from '../scenario/clusterObjects.ts';
import { loadYaml } from '../scenario/loadYaml.ts';
import { MAX_SCENARIO_CHARS, parseScenario } from '../scenario/parse.ts';
import { lineLocator, SpanTable } from '../scenario/spans.ts';
import { toJson } from '../scenario/toJson.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

// The fields kubernetesVersion is written before when a scenario leaves it out, as the gallery does.
const AFTER_VERSION = new Set(['request', 'cluster', 'webhooks', 'expect', 'expectByVersion']);

/**
 * Returns the canonical JSON text of a scenario. Text that is not one YAML (or JSON) mapping
 * returns the parser's errors; a mapping that is not a valid scenario still has a canonical form.
 */
export function canonicalJson(text: string): Result<string, EngineError[]> {
  const root = text.length <= MAX_SCENARIO_CHARS ? documentJson(text) : undefined;
  if (root === undefined || root === null || typeof root !== 'object' || Array.isArray(root)) {
    const parsed = parseScenario(text);
    if (parsed.ok) throw new InternalError('a scenario that parses has no JSON mapping');
    return err(parsed.error);
  }
  const pinned = Object.hasOwn(root, 'kubernetesVersion')
    ? root
    : withVersion(root, defaultVersion());
  return ok(JSON.stringify(pinned));
}

/** Converts the text's one YAML document as the parser does; undefined at the first problem. */
function documentJson(text: string): JsonValue | undefined {
  try {
    const loaded = loadYaml(text);
    const documents = loaded.documents.filter((doc) => !isEmpty(doc));
    const [document] = documents;
    if (loaded.problems.length > 0 || documents.length !== 1 || !document) return undefined;
    const errors: EngineError[] = [];
    const value = toJson(document, '', lineLocator(loaded.lineStarts), new SpanTable(), errors);
    return errors.length === 0 ? value : undefined;
  } catch (e) {
    // Stack or memory exhaustion in the YAML library: parseScenario reports it.
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

let engineDefault: string | undefined;

/** Asks the parser which version a scenario that names none models, so the two never disagree. */
function defaultVersion(): string {
  if (engineDefault === undefined) {
    const parsed = parseScenario('{}');
    if (!parsed.ok) throw new InternalError('the empty scenario does not parse');
    engineDefault = parsed.value.scenario.kubernetesVersion;
  }
  return engineDefault;
}

/** Copies a mapping with kubernetesVersion added before the scenario's sections. */
function withVersion(root: JsonObject, version: string): JsonObject {
  const entries = Object.entries(root);
  const at = entries.findIndex(([key]) => AFTER_VERSION.has(key));
  entries.splice(at < 0 ? entries.length : at, 0, ['kubernetesVersion', version]);
  const out: JsonObject = {};
  // defineProperty keeps a `__proto__` key an ordinary key, as the parser does.
  for (const [key, value] of entries)
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}
