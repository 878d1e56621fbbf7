// Sets Monaco up once, offline: the lean editor entry with every editor feature but only the YAML
// language (and JavaScript's tokenizer, for `script` webhooks: script/scriptInEditor.ts), our two
// themes, its two workers bundled by Vite, and monaco-yaml with the generated schema of the
// scenario's Kubernetes version (schemasInEditor.ts). Imported only by the lazy Monaco chunk, so
// none of this is in the first page load.

import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import 'monaco-editor/languages/definitions/yaml/register';
// Registers the language only: its grammar is a chunk Monaco fetches when a script is first coloured.
import 'monaco-editor/languages/definitions/javascript/register';
// Vite's `?worker` modules default-export a Worker constructor; the linter cannot see into them.
// oxlint-disable-next-line import/default
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import { configureMonacoYaml } from 'monaco-yaml';
// oxlint-disable-next-line import/default
import YamlWorker from './yaml.worker.ts?worker';
import { defineThemes } from './themes.ts';
import { schemaSettings } from './yamlSchemas.ts';
import { currentSchemaInputs, followSchemas, loadScenarioSchema } from './schemasInEditor.ts';

defineThemes(monaco.editor);

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) =>
    label === 'yaml' ? new YamlWorker() : new EditorWorker(),
};

// monaco-yaml 5.5.1 (through monaco-worker-manager 2.0.1) calls the legacy
// createWebWorker({ moduleId, label, createData }); monaco-editor >= 0.55 accepts only { worker }.
// This mirrors monaco-editor's own internal/common/workers.js. Remove once monaco-yaml is fixed
// upstream (remcohaszing/monaco-yaml#272, microsoft/monaco-editor#5049).
interface LegacyWorkerOptions {
  label?: string;
  createData?: unknown;
  host?: Record<string, (...args: unknown[]) => unknown>;
  keepIdleModels?: boolean;
}
function createWebWorkerCompat(
  opts: LegacyWorkerOptions | monaco.editor.IInternalWebWorkerOptions,
) {
  if ('worker' in opts) return monaco.editor.createWebWorker(opts);
  const worker = Promise.resolve(
    self.MonacoEnvironment!.getWorker!('workerMain.js', opts.label ?? 'yaml'),
  ).then((w) => {
    w.postMessage('ignore'); // runs monaco-worker-manager/worker's initialize()
    w.postMessage(opts.createData); // arrives as createData in the YAML worker's factory
    return w;
  });
  return monaco.editor.createWebWorker({
    worker,
    ...(opts.host && { host: opts.host }),
    ...(opts.keepIdleModels !== undefined && { keepIdleModels: opts.keepIdleModels }),
  });
}
const monacoForYaml = {
  ...monaco,
  editor: { ...monaco.editor, createWebWorker: createWebWorkerCompat },
} as unknown as Parameters<typeof configureMonacoYaml>[0];

// Configured once the scenario's schema is in (its own chunk, fetched right after this one):
// configuring first and updating later would start the YAML worker twice. Without it (not
// generated, or the chunk failed) YAML is still checked.
const first = currentSchemaInputs();
void loadScenarioSchema(first.version).then((scenario) => {
  const yaml = configureMonacoYaml(monacoForYaml, {
    enableSchemaRequest: false, // offline: every schema is passed inline
    // kubectl reads YAML 1.1 (sigs.k8s.io/yaml): `on`, `yes` and 0755 mean what they mean there.
    yamlVersion: '1.1',
    format: { enable: true },
    hoverSchemaSource: false, // the in-memory schema uri means nothing to a reader
    schemas: scenario ? schemaSettings(scenario, first.crdBranches) : [],
  });
  // The editors follow the scenario's version and its cluster's CRDs.
  followSchemas(yaml, { ...first, scenario });
});

export { monaco };
