// `script` webhooks inside the YAML editors (lazy, with Monaco), as cel/celInEditor.ts does for CEL:
// colours from Monaco's own JavaScript tokenizer (decorations, as Monaco's YAML tokenizer cannot
// nest a language), syntax errors from the engine's compiler as markers under owner 'script', and
// where the last run's script threw as warnings under owner 'script-run'. The JavaScript grammar
// and the compiler (acorn) are chunks of their own, fetched the first time an editor holds a script.

import { loadScriptCompiler } from '../../../engine/index.ts';
import { monaco } from '../monaco.ts';
import { playgroundStore, type PlaygroundState } from '../../store/index.ts';
import { sourceRange } from '../cel/scalarSource.ts';
import { findScriptFields, type ScriptField, type ScriptModelKind } from './scriptFields.ts';
import { scriptProblems, type CompileScript, type ScriptProblem } from './scriptProblems.ts';
import { scriptRunErrors } from './scriptRunErrors.ts';
import { scriptTokens } from './scriptTokens.ts';
import './scriptTokens.css';

/** The marker owner for scripts' syntax errors. */
export const SCRIPT_MARKER_OWNER = 'script';
/** The marker owner for where the last run's scripts threw. */
export const SCRIPT_RUN_MARKER_OWNER = 'script-run';

// The editors whose text holds webhook servers, by model path (store/sections/sectionIds.ts).
const modelKinds: Record<string, ScriptModelKind> = {
  '/scenario.yaml': 'scenario',
  '/webhooks.yaml': 'webhooks',
};

// As for CEL: recomputing after a pause in typing keeps each keystroke cheap.
const DEBOUNCE_MS = 200;

const analyses = new WeakMap<
  monaco.editor.ITextModel,
  { version: number; fields: ScriptField[] }
>();

/** The model's scripts, found once per version of its text. */
function fieldsOf(model: monaco.editor.ITextModel): ScriptField[] {
  const kind = modelKinds[model.uri.path];
  if (kind === undefined || model.isDisposed()) return [];
  const version = model.getVersionId();
  const cached = analyses.get(model);
  if (cached?.version === version) return cached.fields;
  const fields = findScriptFields(model.getValue(), kind);
  analyses.set(model, { version, fields });
  return fields;
}

let compiler: CompileScript | undefined;
let loadingCompiler: Promise<unknown> | undefined;
/** Fetches the engine's script compiler (and acorn) once: the chunk runScenarioAsync loads too. */
function loadCompiler(): Promise<unknown> {
  // The engine's façade has no loader for it yet (see the report of issue 7); the path is the one
  // runScenarioAsync imports, so both share one chunk.
  loadingCompiler ??= loadScriptCompiler().then((m) => (compiler = m.compileScript));
  return loadingCompiler;
}

let tokenizerReady = false;
let loadingTokenizer: Promise<unknown> | undefined;
/** Fetches Monaco's JavaScript grammar once (registered in monaco.ts; colorize waits for it, tokenize does not). */
function loadTokenizer(): Promise<unknown> {
  loadingTokenizer ??= monaco.editor
    .colorize('', 'javascript', {})
    .then(() => (tokenizerReady = true));
  return loadingTokenizer;
}

const rangeOf = (model: monaco.editor.ITextModel, start: number, end: number) =>
  monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end));

/** The colour decorations of every script in the model. */
function decorations(
  model: monaco.editor.ITextModel,
  fields: readonly ScriptField[],
): monaco.editor.IModelDeltaDecoration[] {
  return fields.flatMap((field) => {
    // Monaco splits lines at \r as well; a same-width space keeps the offsets ours.
    const value = field.scalar.value;
    const lines = monaco.editor.tokenize(value.replaceAll('\r', ' '), 'javascript');
    return scriptTokens(value, lines).map((token) => {
      const { start, end } = sourceRange(field.scalar, token.start, token.end);
      return {
        range: rangeOf(model, start, end),
        options: { description: 'script-token', inlineClassName: `js-${token.kind}` },
      };
    });
  });
}

function setMarkers(
  model: monaco.editor.ITextModel,
  owner: string,
  problems: readonly ScriptProblem[],
  severity: monaco.MarkerSeverity,
) {
  monaco.editor.setModelMarkers(
    model,
    owner,
    problems.map((p) => ({
      ...rangeOf(model, p.start, p.end),
      message: p.message,
      severity,
      source: 'script',
    })),
  );
}

/** Where the last run's scripts threw, when that run is for the current text. */
function runErrors(model: monaco.editor.ITextModel, s: PlaygroundState): ScriptProblem[] {
  const evaluated = s.evaluated;
  if (evaluated?.source !== s.source || evaluated.evaluation.kind !== 'result') return [];
  return scriptRunErrors(fieldsOf(model), evaluated.source, evaluated.evaluation.result.trace);
}

/** Colours and checks the scripts in one editor's model until disposed. */
export function attachScript(editor: monaco.editor.IStandaloneCodeEditor): monaco.IDisposable {
  const path = editor.getModel()?.uri.path;
  if (path === undefined || modelKinds[path] === undefined) return { dispose: () => undefined };
  const collection = editor.createDecorationsCollection();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const liveModel = () => {
    const model = editor.getModel();
    return disposed || !model || model.isDisposed() ? undefined : model;
  };
  // Each store change (every keystroke) asks again; the markers are set only when they change.
  let shownRun = '[]';
  const markRun = () => {
    const model = liveModel();
    if (!model) return;
    const problems = runErrors(model, playgroundStore.getState());
    const shown = JSON.stringify(problems);
    if (shown === shownRun) return;
    shownRun = shown;
    setMarkers(model, SCRIPT_RUN_MARKER_OWNER, problems, monaco.MarkerSeverity.Warning);
  };
  const update = () => {
    timer = undefined;
    const model = liveModel();
    if (!model) return;
    const fields = fieldsOf(model);
    const again = () => !disposed && update();
    if (tokenizerReady) collection.set(decorations(model, fields));
    else if (fields.length > 0) void loadTokenizer().then(again, () => undefined);
    if (compiler)
      setMarkers(
        model,
        SCRIPT_MARKER_OWNER,
        scriptProblems(fields, compiler),
        monaco.MarkerSeverity.Error,
      );
    else if (fields.length > 0) void loadCompiler().then(again, () => undefined);
    markRun();
  };
  update();
  const changed = editor.onDidChangeModelContent(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(update, DEBOUNCE_MS);
  });
  // The run's answer arrives after the text it is for; a new text makes it stale at once.
  const unsubscribe = playgroundStore.subscribe((s, previous) => {
    if (s.evaluated !== previous.evaluated || s.source !== previous.source) markRun();
  });
  return {
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      changed.dispose();
      unsubscribe();
      collection.clear();
      const model = editor.getModel();
      if (model && !model.isDisposed()) {
        monaco.editor.setModelMarkers(model, SCRIPT_MARKER_OWNER, []);
        monaco.editor.setModelMarkers(model, SCRIPT_RUN_MARKER_OWNER, []);
      }
    },
  };
}
