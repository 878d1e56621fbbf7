// Where a finding's place is in the editors: a span in the section editor that shows its pointer
// (or the whole-scenario editor, for the request's own fields and while it is the tab on show).

import type { Document } from 'yaml';
import { pointerTokens, sectionPlace, spanInSection } from '../store/sections/locatePointer.ts';
import type { SectionId } from '../store/sections/sectionIds.ts';
import type { FindingPlace, FindingSpan } from './providers.ts';

/** What placing needs from the page: the texts, and whether the whole scenario is on show. */
export interface PlacingTexts {
  source: string;
  doc: Document | undefined;
  sectionText: (section: SectionId) => string | undefined;
  inScenarioTab: boolean;
}

/** The span a place names in one editor's text; undefined when the text is not YAML. */
export function placeSpan(place: FindingPlace, texts: PlacingTexts): FindingSpan | undefined {
  if (!('pointer' in place)) return place;
  const { pointer } = place;
  const section =
    texts.doc === undefined || texts.inScenarioTab ? undefined : sectionPlace(texts.doc, pointer);
  const text = section && texts.sectionText(section.section);
  if (section !== undefined && text !== undefined) {
    const { message: _, ...span } = spanInSection(text, section, '');
    return { target: section.section, ...span };
  }
  if (texts.doc === undefined) return undefined;
  const whole = { section: 'object' as const, document: 0, path: pointerTokens(pointer) };
  const { message: _, ...span } = spanInSection(texts.source, whole, '');
  return { target: 'scenario', ...span };
}
