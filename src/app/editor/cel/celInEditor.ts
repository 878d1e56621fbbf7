// CEL inside the YAML editors (lazy, with Monaco): colours for the expressions (decorations, as
// Monaco's YAML tokenizer cannot nest a language), their compile errors as markers under owner
// 'cel', and completion of the variables in scope. The engine's CEL compiler is a chunk of its
// own, fetched the first time an editor holds an expression.

import { loadCel, type CelModule } from '../../../engine/index.ts';
import { monaco } from '../monaco.ts';
import { playgroundStore } from '../../store/index.ts';
import { celCompletions, type CelCompletion } from './celCompletions.ts';
import { celFieldAt } from './celFieldAt.ts';
import { findCelFields, type CelField, type CelModelKind } from './celFields.ts';
import { celProblems } from './celProblems.ts';
import { tokenizeCel } from './celTokens.ts';
import './celTokens.css';
import { sourceRange } from './scalarSource.ts';
import { scenarioFacts, type ScenarioFacts } from './scenarioFacts.ts';

/** The marker owner for CEL compile errors. */
export const CEL_MARKER_OWNER = 'cel';

// The editors whose text holds expressions, by model path (store/sections/sectionIds.ts).
const modelKinds: Record<string, CelModelKind> = {
  '/scenario.yaml': 'scenario',
  '/configurations.yaml': 'configurations',
  '/webhooks.yaml': 'webhooks',
};

// Recomputing after a pause in typing keeps each keystroke cheap; the decorations move with the
// text in between.
const DEBOUNCE_MS = 200;

const analyses = new WeakMap<monaco.editor.ITextModel, { version: number; fields: CelField[] }>();

/** The model's expressions, found once per version of its text. */
function fieldsOf(model: monaco.editor.ITextModel): CelField[] {
  const kind = modelKinds[model.uri.path];
  if (kind === undefined || model.isDisposed()) return [];
  const version = model.getVersionId();
  const cached = analyses.get(model);
  if (cached?.version === version) return cached.fields;
  const fields = findCelFields(model.getValue(), kind);
  analyses.set(model, { version, fields });
  return fields;
}

/** The scenario the model belongs to: its own text for the whole-scenario editor, else the store's. */
function factsFor(model: monaco.editor.ITextModel): ScenarioFacts {
  return scenarioFacts(
    modelKinds[model.uri.path] === 'scenario'
      ? model.getValue()
      : playgroundStore.getState().source,
  );
}

let compiler: CelModule | undefined;
let loadingCompiler: Promise<CelModule> | undefined;
/** Fetches the engine's CEL chunk once. */
function loadCompiler(): Promise<CelModule> {
  loadingCompiler ??= loadCel().then((m) => (compiler = m));
  return loadingCompiler;
}

const rangeOf = (model: monaco.editor.ITextModel, start: number, end: number) =>
  monaco.Range.fromPositions(model.getPositionAt(start), model.getPositionAt(end));

/** The colour decorations of every expression in the model. */
function decorations(
  model: monaco.editor.ITextModel,
  fields: readonly CelField[],
): monaco.editor.IModelDeltaDecoration[] {
  return fields.flatMap((field) =>
    tokenizeCel(field.scalar.value, new Set(field.declare)).map((token) => {
      const { start, end } = sourceRange(field.scalar, token.start, token.end);
      return {
        range: rangeOf(model, start, end),
        options: { description: 'cel-token', inlineClassName: `cel-${token.kind}` },
      };
    }),
  );
}

/** Sets the model's CEL markers from its expressions' compile errors. */
function mark(model: monaco.editor.ITextModel, fields: readonly CelField[], cel: CelModule) {
  const version = factsFor(model).kubernetesVersion;
  const problems = celProblems(fields, version, cel.compileCel, cel.compileCompositedVariables);
  monaco.editor.setModelMarkers(
    model,
    CEL_MARKER_OWNER,
    problems.map((p) => {
      const range = rangeOf(model, p.start, p.end);
      return { ...range, message: p.message, severity: monaco.MarkerSeverity.Error, source: 'CEL' };
    }),
  );
}

/** Colours, checks and completes the CEL in one editor's model until disposed. */
export function attachCel(editor: monaco.editor.IStandaloneCodeEditor): monaco.IDisposable {
  registerCompletion();
  const collection = editor.createDecorationsCollection();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const update = () => {
    timer = undefined;
    const model = editor.getModel();
    if (disposed || !model || model.isDisposed()) return;
    const fields = fieldsOf(model);
    collection.set(decorations(model, fields));
    if (compiler) mark(model, fields, compiler);
    else if (fields.length > 0)
      void loadCompiler().then(
        () => !disposed && update(),
        () => undefined,
      );
    else monaco.editor.setModelMarkers(model, CEL_MARKER_OWNER, []);
  };
  update();
  const changed = editor.onDidChangeModelContent(() => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(update, DEBOUNCE_MS);
  });
  return {
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      changed.dispose();
      collection.clear();
      const model = editor.getModel();
      if (model && !model.isDisposed()) monaco.editor.setModelMarkers(model, CEL_MARKER_OWNER, []);
    },
  };
}

const itemKinds: Record<CelCompletion['kind'], monaco.languages.CompletionItemKind> = {
  variable: monaco.languages.CompletionItemKind.Variable,
  field: monaco.languages.CompletionItemKind.Field,
  function: monaco.languages.CompletionItemKind.Function,
  method: monaco.languages.CompletionItemKind.Method,
};

let completionRegistered = false;
/** Completion inside expressions, for every YAML model with some (once: providers are per language). */
function registerCompletion() {
  if (completionRegistered) return;
  completionRegistered = true;
  monaco.languages.registerCompletionItemProvider('yaml', {
    triggerCharacters: ['.'],
    provideCompletionItems(model, position) {
      const offset = model.getOffsetAt(position);
      const text = model.getValue();
      const found = celFieldAt(fieldsOf(model), text, offset);
      if (!found) return undefined;
      const { field, expression, at } = found;
      const facts = factsFor(model);
      const result = celCompletions(expression, at, field, {
        ...facts,
        minor: minorOf(facts.kubernetesVersion),
      });
      if (!result) return undefined;
      const length = field.scalar.value.length;
      // The name being replaced is in the value, or in the spaces typed after a plain one.
      const start =
        result.from < length
          ? sourceRange(field.scalar, result.from, result.from).start
          : offset - (at - result.from);
      const range = rangeOf(model, start, offset);
      return {
        suggestions: result.items.map((item, i) => ({
          label: { label: item.label, description: item.detail },
          kind: itemKinds[item.kind],
          detail: item.detail,
          documentation: item.doc,
          insertText: item.insertText,
          ...(item.snippet && {
            insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
          }),
          // Ours first, in our order (variables before functions), ahead of the schema's.
          sortText: `0${String(i).padStart(4, '0')}`,
          range,
        })),
      };
    },
  });
}

/** The minor of "1.<minor>", 32 when it is not that form (the default version). */
const minorOf = (version: string) => Number(/^1\.(\d+)$/.exec(version)?.[1] ?? 32);
