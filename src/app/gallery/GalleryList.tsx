// The gallery's scenarios under their topic headings, each a button with its title and the
// first sentence of what it teaches.

import { useId } from 'react';
import type { GalleryEntry } from './galleryEntry.ts';
import type { Topic } from './topics.ts';

export interface GalleryListProps {
  groups: readonly { topic: Topic; entries: readonly GalleryEntry[] }[];
  onPick: (entry: GalleryEntry) => void;
}

/** Lists scenarios by topic; picking one calls onPick. */
export function GalleryList({ groups, onPick }: GalleryListProps) {
  return (
    <div className="gallery-list">
      {groups.map((g) => (
        <TopicGroup key={g.topic} topic={g.topic} entries={g.entries} onPick={onPick} />
      ))}
    </div>
  );
}

function TopicGroup({
  topic,
  entries,
  onPick,
}: {
  topic: Topic;
  entries: readonly GalleryEntry[];
  onPick: (entry: GalleryEntry) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{topic}</h3>
      <ul>
        {entries.map((e) => (
          <li key={e.name}>
            <button type="button" className="gallery-entry" onClick={() => onPick(e)}>
              <span className="gallery-entry-title">{e.title}</span>
              {e.summary !== '' && <span className="gallery-entry-summary">{e.summary}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
