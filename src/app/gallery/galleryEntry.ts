// A gallery scenario as the picker shows and searches it, built from the scenario file's text.

import { parseMarkdown, plainText } from '../markdown/markdown.ts';
import { topicOf, type Topic } from './topics.ts';

/** One scenario of the gallery. */
export interface GalleryEntry {
  /** The scenario's `name` (the file name without `.yaml` for the shipped ones). */
  name: string;
  title: string;
  /** The first sentence of the description, as plain text. */
  summary: string;
  topic: Topic;
  /** The whole scenario text, as the editor gets it. */
  text: string;
  /** Title, name, description and topic in lower case: what the search box looks in. */
  haystack: string;
}

/** What the scenario text says about itself (from the parsed scenario, or the file name). */
export interface ScenarioHeader {
  name: string;
  title?: string | undefined;
  description?: string | undefined;
}

/** Returns the first sentence of some text (up to `.`, `!` or `?` and a space), cut at ~160 characters. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = /[.!?](?=\s|$)/.exec(flat);
  const sentence = end ? flat.slice(0, end.index + 1) : flat;
  return sentence.length <= 160 ? sentence : `${sentence.slice(0, 159).replace(/\s+\S*$/, '')}…`;
}

/** Builds a gallery entry from a scenario's text and header. */
export function galleryEntry(text: string, header: ScenarioHeader): GalleryEntry {
  const description = plainText(parseMarkdown(header.description ?? ''));
  const title = header.title?.trim() || header.name;
  const topic = topicOf(header.name);
  return {
    name: header.name,
    title,
    summary: firstSentence(description),
    topic,
    text,
    haystack: [title, header.name, description, topic].join('\n').toLowerCase(),
  };
}

/** Keeps the entries that contain every word of the query (in any field, in any case). */
export function searchEntries(entries: readonly GalleryEntry[], query: string): GalleryEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter((e) => words.every((w) => e.haystack.includes(w)));
}

/** Groups entries under their topics, topics in display order, empty topics left out. */
export function groupByTopic(
  entries: readonly GalleryEntry[],
  order: readonly Topic[],
): { topic: Topic; entries: GalleryEntry[] }[] {
  return order
    .map((topic) => ({ topic, entries: entries.filter((e) => e.topic === topic) }))
    .filter((g) => g.entries.length > 0);
}
