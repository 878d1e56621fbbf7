// The shipped gallery: every scenarios/*.yaml file, as text. Only GalleryBrowser imports this
// module, and only through React.lazy, so the texts are one chunk fetched when the gallery first
// opens; inside that chunk they are bundled eagerly (a lazy glob would make a chunk per file).

import { galleryEntry, type GalleryEntry } from './galleryEntry.ts';
import { scenarioHeader } from './scenarioHeader.ts';

const files = import.meta.glob<string>('../../../scenarios/*.yaml', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The gallery's scenarios, in file-name order. */
export const galleryEntries: readonly GalleryEntry[] = Object.keys(files)
  .sort()
  .map((path) => {
    const text = files[path] ?? '';
    return galleryEntry(
      text,
      scenarioHeader(text, path.replace(/^.*\//, '').replace(/\.yaml$/, '')),
    );
  });
