// One Monaco model per modelPath (uri `file:///<modelPath>`, which monaco-yaml matches schemas
// against), shared by every editor showing that path and disposed when the last one unmounts.

import { monaco } from './monaco.ts';

const users = new Map<string, number>();

const uriOf = (modelPath: string) => monaco.Uri.parse(`file:///${modelPath}`);

/** Returns the model for `modelPath`, creating it with `value` when no editor holds it yet. */
export function acquireModel(modelPath: string, value: string): monaco.editor.ITextModel {
  users.set(modelPath, (users.get(modelPath) ?? 0) + 1);
  const uri = uriOf(modelPath);
  return monaco.editor.getModel(uri) ?? monaco.editor.createModel(value, 'yaml', uri);
}

/** Gives the model back; the last holder disposes it. */
export function releaseModel(modelPath: string): void {
  const left = (users.get(modelPath) ?? 1) - 1;
  if (left > 0) {
    users.set(modelPath, left);
    return;
  }
  users.delete(modelPath);
  monaco.editor.getModel(uriOf(modelPath))?.dispose();
}

/**
 * Replaces the model's text with `value` as one undoable edit that touches only the part that
 * differs, so cursors before and after the change stay where they were.
 */
export function replaceText(model: monaco.editor.ITextModel, value: string): void {
  const old = model.getValue();
  if (old === value) return;
  let start = 0;
  const max = Math.min(old.length, value.length);
  while (start < max && old.charCodeAt(start) === value.charCodeAt(start)) start++;
  let end = 0;
  const fromEnd = (text: string) => text.charCodeAt(text.length - 1 - end);
  while (end < max - start && fromEnd(old) === fromEnd(value)) end++;
  const from = model.getPositionAt(start);
  const to = model.getPositionAt(old.length - end);
  const range = new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column);
  model.pushStackElement();
  model.pushEditOperations(
    [],
    [{ range, text: value.slice(start, value.length - end) }],
    () => null,
  );
  model.pushStackElement();
}
