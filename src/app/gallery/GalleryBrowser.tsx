// Inside the gallery dialog: the search box and the scenarios by topic, or, when choosing one
// would overwrite the person's own scenario, the question whether to.

import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmReplace } from './ConfirmReplace.tsx';
import { galleryEntries } from './galleryEntries.ts';
import { groupByTopic, searchEntries, type GalleryEntry } from './galleryEntry.ts';
import { GalleryList } from './GalleryList.tsx';
import { topics } from './topics.ts';

export interface GalleryBrowserProps {
  /** Whether the editors hold the person's own work, given the examples' texts. */
  isOwnWork: (examples: readonly string[]) => boolean;
  /** Puts an example's text into the editors and closes the gallery. */
  onOpen: (text: string) => void;
}

const exampleTexts = galleryEntries.map((e) => e.text);

/** Searches the gallery and opens the chosen scenario; asks first if it would replace their own. */
export function GalleryBrowser({ isOwnWork, onOpen }: GalleryBrowserProps) {
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<GalleryEntry | undefined>(undefined);
  const search = useRef<HTMLInputElement>(null);
  const groups = useMemo(() => groupByTopic(searchEntries(galleryEntries, query), topics), [query]);
  const count = groups.reduce((n, g) => n + g.entries.length, 0);

  useEffect(() => {
    if (pending === undefined) search.current?.focus();
  }, [pending]);

  if (pending) {
    return (
      <ConfirmReplace
        title={pending.title}
        onReplace={() => onOpen(pending.text)}
        onCancel={() => setPending(undefined)}
      />
    );
  }
  return (
    <div className="gallery-browser">
      <input
        ref={search}
        type="search"
        className="gallery-search"
        aria-label="Search examples"
        placeholder="Search: reinvocation, timeout, DELETE…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p className="gallery-count" role="status">
        {count === 0
          ? 'No example matches.'
          : `${String(count)} ${count === 1 ? 'example' : 'examples'}`}
      </p>
      <GalleryList
        groups={groups}
        onPick={(entry) => (isOwnWork(exampleTexts) ? setPending(entry) : onOpen(entry.text))}
      />
    </div>
  );
}
