// Where a finding's place is in the editors: a span in the section editor that shows its pointer
// (or the whole-scenario editor, for the request's own fields and while it is the tab on show).

import { isScalar, type Document } from 'yaml';
import {
  pointerTokens,
  sectionPlace,
  spanInSection,
  type SectionPlace,
} from '../store/sections/locatePointer.ts';
import type { SectionId } from '../store/sections/sectionIds.ts';
import { parseYamlDocuments, type TextProblem } from '../store/sections/yamlDocument.ts';
import type { FindingPlace, FindingSpan } from './providers.ts';
import { nodeAt } from './yamlNodes.ts';

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
  const mark = (text: string, where: SectionPlace) =>
    (place.key && keySpan(text, where)) || withoutMessage(spanInSection(text, where, ''));
  const section =
    texts.doc === undefined || texts.inScenarioTab ? undefined : sectionPlace(texts.doc, pointer);
  const text = section && texts.sectionText(section.section);
  if (section !== undefined && text !== undefined)
    return { target: section.section, ...mark(text, section) };
  if (texts.doc === undefined) return undefined;
  const whole = { section: 'object' as const, document: 0, path: pointerTokens(pointer) };
  return { target: 'scenario', ...mark(texts.source, whole) };
}

type Span = Omit<FindingSpan, 'target'>;

const withoutMessage = ({ message: _, ...span }: TextProblem): Span => span;

const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** The span of the key a place's path ends at; undefined when there is no such key. */
function keySpan(text: string, where: SectionPlace): Span | undefined {
  const doc = parseYamlDocuments(text).docs[where.document];
  const pointer = where.path.map((t) => `/${escape(t)}`).join('');
  const key = doc && nodeAt(doc, pointer)?.pair?.key;
  const range = isScalar(key) ? key.range : undefined;
  if (range === undefined || range === null) return undefined;
  const from = position(text, range[0]);
  const to = position(text, range[1]);
  return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
}

function position(text: string, offset: number) {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
