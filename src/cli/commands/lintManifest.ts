// `lint` on what `helm template` or `kubectl get -o yaml` prints: a file of Kubernetes objects
// rather than a scenario is read as a scenario whose cluster.objects hold it (a multi-document
// YAML string, as the scenario format allows), and each position is moved back onto the file.

import type { SourceSpan } from '../../engine/index.ts';

/** How the manifest sits inside the scenario text built around it. */
const HEADER = 'cluster:\n  objects:\n    - |\n';
const HEADER_LINES = 3;
const INDENT = '      ';

// A scenario has one of these at the top level; no Kubernetes object does (`webhooks:` would not
// tell: webhook configurations have it too).
const SCENARIO_KEY = /^(?:request|cluster|kubernetesVersion):/m;
const TOP_LEVEL_KIND = /^kind:[ \t]*["']?([A-Za-z]+)/m;

/** Tells whether a text is a Kubernetes manifest (objects) rather than a scenario. */
export function isManifest(text: string): boolean {
  if (SCENARIO_KEY.test(text)) return false;
  const kind = TOP_LEVEL_KIND.exec(text)?.[1];
  return kind !== undefined && kind !== 'AdmissionScenario';
}

/** Builds the scenario text that holds the manifest as its cluster objects. */
export function manifestScenario(text: string): string {
  const body = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : `${INDENT}${line}`))
    .join('\n');
  return `${HEADER}${body}\n`;
}

/** Moves a span in the built scenario back onto the manifest's own lines and columns. */
export function manifestSpan(span: SourceSpan): SourceSpan {
  const line = (n: number): number => Math.max(1, n - HEADER_LINES);
  const column = (n: number, l: number): number =>
    l > HEADER_LINES ? Math.max(1, n - INDENT.length) : 1;
  return {
    line: line(span.line),
    column: column(span.column, span.line),
    endLine: line(span.endLine),
    endColumn: column(span.endColumn, span.endLine),
  };
}
