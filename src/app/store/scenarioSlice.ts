// The scenario slice: the scenario text, the single source of truth everything else derives from,
// and the section edit in progress (a section editor's text while the person types in it).

import type { StateCreator } from 'zustand/vanilla';
import { sampleScenario } from '../sampleScenario.ts';
import type { PlaygroundState } from './index.ts';
import { appendClusterObject } from './sections/appendClusterObject.ts';
import type { SectionId } from './sections/sectionIds.ts';
import { setField, type FieldValue } from './sections/setField.ts';
import { spliceSection } from './sections/spliceSection.ts';
import type { TextProblem } from './sections/yamlDocument.ts';

/** A section editor's text while the person edits it, and the scenario text it is spliced into. */
export interface SectionEdit {
  section: SectionId;
  /** The text as typed: shown as is, so rewriting the scenario never moves the cursor. */
  text: string;
  /** The scenario text the edit started from; every keystroke splices into it afresh. */
  base: string;
  /** Why the text cannot go into the scenario yet (positions in the section's text). */
  problems: readonly TextProblem[];
}

export interface ScenarioSlice {
  /** The scenario text as the person typed it (or as their section edits and the request bar rewrote it). */
  source: string;
  sectionEdit: SectionEdit | undefined;
  /**
   * Replaces the scenario text (the whole-scenario editor); `origin` names the undo step's source
   * when it is not typing (the version picker), so it is never merged into a burst of typing.
   */
  setSource: (source: string, origin?: string) => void;
  /** Replaces one section's text and writes it into the scenario when it parses. */
  setSectionText: (section: SectionId, text: string) => void;
  /** Sets one field of the scenario (the request bar); ignored while the scenario text is not YAML. */
  setField: (path: readonly string[], value: FieldValue) => void;
  /** Adds objects (YAML documents) at the end of cluster.objects; ignored while the scenario or the Cluster text does not parse. */
  addClusterObject: (yaml: string) => void;
}

const noProblems: readonly TextProblem[] = [];

export const createScenarioSlice: StateCreator<PlaygroundState, [], [], ScenarioSlice> = (
  set,
  get,
) => ({
  source: sampleScenario,
  sectionEdit: undefined,
  setSource: (source) => set({ source, sectionEdit: undefined }),
  setSectionText: (section, text) => {
    const { sectionEdit, source } = get();
    // Another section's text does not parse yet: it holds the scenario until it does.
    if (sectionEdit && sectionEdit.section !== section && sectionEdit.problems.length > 0) return;
    const base = sectionEdit?.section === section ? sectionEdit.base : source;
    const out = spliceSection(base, section, text);
    if (out.ok)
      set({ source: out.source, sectionEdit: { section, text, base, problems: noProblems } });
    else set({ sectionEdit: { section, text, base, problems: out.problems } });
  },
  setField: (path, value) => {
    const { sectionEdit, source } = get();
    const next = setField(source, path, value);
    if (next === undefined) return;
    // The edit in progress stays on screen as typed: its base takes the same field change.
    const base = sectionEdit && setField(sectionEdit.base, path, value);
    set({
      source: next,
      sectionEdit: sectionEdit && base !== undefined ? { ...sectionEdit, base } : undefined,
    });
  },
  addClusterObject: (yaml) => {
    const { sectionEdit, source } = get();
    // The Cluster text as typed would be spliced over the new object once it parses.
    if (sectionEdit?.section === 'cluster' && sectionEdit.problems.length > 0) return;
    const next = appendClusterObject(source, yaml);
    if (next === undefined) return;
    // A Cluster edit is already in the scenario: the editor shows the text cut from it again, new object included.
    const other = sectionEdit?.section === 'cluster' ? undefined : sectionEdit;
    const base = other && appendClusterObject(other.base, yaml);
    set({
      source: next,
      sectionEdit: other && base !== undefined ? { ...other, base } : undefined,
    });
  },
});
