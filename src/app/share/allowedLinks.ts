// The links whose scripts the person allowed, in this tab: a link is allowed by its fragment (the
// payload), never globally, so another link with scripts asks again. Kept in sessionStorage, so a
// reload of an allowed link (or of a link the page wrote itself while its scripts ran) does not
// ask again, and a link opened in another tab does.

/** The allowed links. */
export interface AllowedLinks {
  has: (link: string) => boolean;
  add: (link: string) => void;
}

export const allowedLinksKey = 'admission-playground:allowed-links:v1';

/** The newest links kept; an older one asks again. */
export const MAX_ALLOWED_LINKS = 20;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function read(storage: Storage | undefined): string[] {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(allowedLinksKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

/** The allowed links, kept in `storage` when it lets the page (in memory only otherwise). */
export function allowedLinks(storage: Storage | undefined): AllowedLinks {
  let links = read(storage);
  return {
    has: (link) => links.includes(link),
    add: (link) => {
      links = [...links.filter((l) => l !== link), link].slice(-MAX_ALLOWED_LINKS);
      try {
        storage?.setItem(allowedLinksKey, JSON.stringify(links));
      } catch {
        // Storage full or blocked: the allowance lasts as long as the page.
      }
    },
  };
}

let tab: AllowedLinks | undefined;

/** This tab's allowed links (sessionStorage). */
export function tabAllowedLinks(): AllowedLinks {
  if (tab === undefined) {
    let storage: Storage | undefined;
    try {
      storage = globalThis.sessionStorage;
    } catch {
      storage = undefined;
    }
    tab = allowedLinks(storage);
  }
  return tab;
}
