// What the Configurations editor (and the whole-scenario editor) marks for the step selected on
// the map: the block of the webhook or policy that ran, and the rule that matched, read from the
// trace entry (its configuration, webhook, policy and binding, and the `rules` checks' "rule <i>
// matches" / "resourceRules[<i>] matches" as shouldCallHook and the policy matcher word them).

import { isMap, isSeq, type Node, type YAMLMap } from 'yaml';
import type { TraceEntry } from '../../engine/index.ts';
import type { EditorHighlight } from '../editor/markers.ts';
import { objectNodes } from '../store/sections/clusterObjects.ts';
import { parseYamlDocuments } from '../store/sections/yamlDocument.ts';

const webhookKinds: Readonly<Record<string, string>> = {
  MutatingAdmissionWebhook: 'MutatingWebhookConfiguration',
  ValidatingAdmissionWebhook: 'ValidatingWebhookConfiguration',
};
const policyKinds: Readonly<Record<string, string>> = {
  ValidatingAdmissionPolicy: 'ValidatingAdmissionPolicy',
  MutatingAdmissionPolicy: 'MutatingAdmissionPolicy',
};

/** The indices of the rules the `rules` checks say matched, in check order (policy, then binding). */
function matchedRules(entry: TraceEntry): (number | undefined)[] {
  return (entry.checks ?? [])
    .filter((c) => c.check === 'rules')
    .map((c) => {
      const m = /^(?:rule (\d+)|resourceRules\[(\d+)\]) matches/.exec(c.detail);
      return c.passed && m ? Number(m[1] ?? m[2]) : undefined;
    });
}

const nameOf = (map: YAMLMap): string => {
  const metadata = map.get('metadata', true);
  return isMap(metadata) ? String(metadata.get('name') ?? '') : '';
};

/** Every object in a text of documents: a List's items, a scenario's cluster.objects, or the documents. */
function objectsIn(text: string): YAMLMap[] {
  const out: YAMLMap[] = [];
  for (const doc of parseYamlDocuments(text).docs) {
    const root = doc.contents;
    if (!isMap(root)) continue;
    const cluster = root.get('cluster', true);
    const listed = isMap(cluster) ? cluster.get('objects', true) : undefined;
    // A string of documents has offsets of its own, not the text's: nothing to mark in it.
    const nodes = isMap(cluster)
      ? isSeq(listed) || isMap(listed)
        ? objectNodes(listed)
        : []
      : isSeq(root.get('items', true))
        ? objectNodes(root)
        : [root];
    for (const n of nodes) if (isMap(n)) out.push(n);
  }
  return out;
}

function find(objects: readonly YAMLMap[], kind: string, name: string | undefined) {
  return objects.find((o) => String(o.get('kind')) === kind && nameOf(o) === name);
}

const ruleOf = (owner: YAMLMap | undefined, path: string[], index: number | undefined) => {
  if (owner === undefined || index === undefined) return undefined;
  const rules = owner.getIn(path, true);
  return isSeq(rules) ? (rules.items[index] as Node | undefined) : undefined;
};

/** The highlights for a trace entry in a text of configurations (or a whole scenario). */
export function stepHighlights(text: string, entry: TraceEntry | undefined): EditorHighlight[] {
  if (entry === undefined) return [];
  const marks: [Node | undefined, EditorHighlight['kind']][] = [];
  const [first, second] = matchedRules(entry);
  const webhookKind = webhookKinds[entry.plugin];
  const policyKind = policyKinds[entry.plugin];
  if (webhookKind !== undefined && entry.webhook !== undefined) {
    const objects = objectsIn(text);
    const configuration = find(objects, webhookKind, entry.configuration);
    const hooks = configuration?.get('webhooks', true);
    const hook = isSeq(hooks)
      ? hooks.items.find((h) => isMap(h) && String(h.get('name')) === entry.webhook)
      : undefined;
    const map = isMap(hook) ? hook : undefined;
    marks.push([map, 'step-block'], [ruleOf(map, ['rules'], first), 'step-rule']);
  } else if (policyKind !== undefined && entry.policy !== undefined) {
    const objects = objectsIn(text);
    const policy = find(objects, policyKind, entry.policy);
    const binding = find(objects, `${policyKind}Binding`, entry.binding);
    marks.push(
      [policy, 'step-block'],
      [ruleOf(policy, ['spec', 'matchConstraints', 'resourceRules'], first), 'step-rule'],
      [binding, 'step-block'],
      [ruleOf(binding, ['spec', 'matchResources', 'resourceRules'], second), 'step-rule'],
    );
  }
  return marks.flatMap(([node, kind]) => (node?.range ? [span(text, node.range, kind)] : []));
}

function span(text: string, [start, end]: readonly number[], kind: EditorHighlight['kind']) {
  // A block value's range ends after its last line break: stop on the line before.
  const stop = Math.max(
    (start ?? 0) + 1,
    text[(end ?? 0) - 1] === '\n' ? (end ?? 0) - 1 : (end ?? 0),
  );
  const from = position(text, start ?? 0);
  const to = position(text, stop);
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column, kind };
}

function position(text: string, offset: number) {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
