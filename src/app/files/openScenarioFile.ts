// Opens a scenario file the person picked or dropped: its text replaces the scenario, valid or
// not (the editors then show its errors), and Undo brings the previous scenario back.

import type { StoreApi } from 'zustand/vanilla';
import { MAX_SCENARIO_CHARS } from '../../engine/index.ts';
import type { PlaygroundState } from '../store/index.ts';

/** The largest text opened: the engine's own limit (16 MiB of text), so nothing it would take is refused here. */
export const maxFileChars = MAX_SCENARIO_CHARS;

// A file of more bytes than this holds more text than the limit whatever its encoding (UTF-8 spends
// at most 3 bytes on one UTF-16 unit): refused before it is read.
const maxFileBytes = 3 * maxFileChars;

const tooLarge = (name: string) =>
  `${name} is larger than ${String(maxFileChars / 1024 / 1024)} MiB: not opened.`;

/** The part of a File this needs. */
export type ScenarioFile = Pick<File, 'name' | 'size' | 'text'>;

/** Reads a file into the store's scenario text, or tells the person why it was not opened. */
export async function openScenarioFile(
  store: StoreApi<PlaygroundState>,
  file: ScenarioFile,
): Promise<void> {
  const { announce } = store.getState();
  if (file.size > maxFileBytes) {
    announce(tooLarge(file.name), 'problem');
    return;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    announce(`${file.name} could not be read: not opened.`, 'problem');
    return;
  }
  if (text.length > maxFileChars) {
    announce(tooLarge(file.name), 'problem');
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
