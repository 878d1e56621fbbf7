// Saves the scenario text as a YAML file, in the page (a Blob URL): nothing goes over the network.

import type { PlaygroundState } from '../store/index.ts';
import { selectScenarioSummary } from '../store/selectors.ts';

/** Names the exported file after the scenario (`label-then-deny.yaml`), else `scenario.yaml`. */
export function exportFileName(s: PlaygroundState): string {
  const name = (selectScenarioSummary(s)?.name ?? '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|-+$/g, '');
  return `${name || 'scenario'}.yaml`;
}

/** Downloads a text as a file through a temporary link. */
export function downloadText(text: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/yaml' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  // Some browsers start reading the URL after click() returns: revoke it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
