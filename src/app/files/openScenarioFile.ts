// Opens a scenario file the person picked or dropped: its text replaces the scenario, valid or
// not (the editors then show its errors), and Undo brings the previous scenario back.

import type { StoreApi } from 'zustand/vanilla';
import type { PlaygroundState } from '../store/index.ts';

/** The largest file opened: the YAML parser takes about a second per MiB. */
export const maxFileBytes = 2 * 1024 * 1024;

/** The part of a File this needs. */
export type ScenarioFile = Pick<File, 'name' | 'size' | 'text'>;

/** Reads a file into the store's scenario text, or tells the person why it was not opened. */
export async function openScenarioFile(
  store: StoreApi<PlaygroundState>,
  file: ScenarioFile,
): Promise<void> {
  const { announce } = store.getState();
  if (file.size > maxFileBytes) {
    announce(`${file.name} is larger than 2 MiB: not opened.`, 'problem');
    return;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    announce(`${file.name} could not be read: not opened.`, 'problem');
    return;
  }
  // A NUL never appears in YAML text: this is an image, an archive or the like.
  if (text.includes('\0')) {
    announce(`${file.name} is not a text file: not opened.`, 'problem');
    return;
  }
  store.getState().setSource(text);
  announce(`Opened ${file.name}. Undo restores your previous scenario.`);
}
