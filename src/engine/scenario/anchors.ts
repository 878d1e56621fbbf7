// Decides which node each alias stands for: the last node before the alias that carries its
// anchor, in document order, as yaml's Alias.resolve (and the YAML spec) say.

import { isAlias, visit } from 'yaml';
import type { Alias, Document, Node } from 'yaml';

/** Maps every alias of a document to the node it repeats; unknown anchors are left out. */
export function aliasTargets(doc: Document.Parsed): Map<Alias, Node> {
  const targets = new Map<Alias, Node>();
  const latest = new Map<string, Node>();
  // visit() recurses, but loadYaml has already bounded the nesting.
  visit(doc, {
    Node: (_key, node) => {
      if (isAlias(node)) {
        const target = latest.get(node.source);
        if (target) targets.set(node, target);
      } else if (node.anchor) {
        latest.set(node.anchor, node);
      }
    },
  });
  return targets;
}
