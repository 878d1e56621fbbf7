// Which view the URL asks for (`?present`, `?embed`) and the same URL in another view. Only the
// query changes: share links live in the fragment, which is carried over byte for byte.

/** The playground's views: editing, the presenter's view for teaching, and the view for an iframe. */
export type ViewMode = 'edit' | 'present' | 'embed';

const flags: readonly string[] = ['present', 'embed'] satisfies ViewMode[];

// The decoded name of one `name=value` part of a query; undefined when it is not valid percent-encoding.
function paramName(part: string): string | undefined {
  try {
    return decodeURIComponent((part.split('=', 1)[0] ?? '').replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

const queryParts = (search: string): string[] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter((p) => p !== '');
const isModeParam = (part: string): boolean => flags.includes(paramName(part) ?? '');

/** Reads the view from a query string such as `?present` or `?lesson=3&embed`; 'edit' without either. */
export function modeFromSearch(search: string): ViewMode {
  const names = queryParts(search).map(paramName);
  // An iframe has no room for the presenter's two columns, so embed wins when both are there.
  if (names.includes('embed')) return 'embed';
  if (names.includes('present')) return 'present';
  return 'edit';
}

/** Returns the URL showing another view: the mode flag set or removed, other parameters and the fragment kept as they are. */
export function hrefWithMode(href: string, mode: ViewMode): string {
  const cut = href.indexOf('#');
  const fragment = cut < 0 ? '' : href.slice(cut);
  const base = cut < 0 ? href : href.slice(0, cut);
  const q = base.indexOf('?');
  const path = q < 0 ? base : base.slice(0, q);
  const kept = q < 0 ? [] : queryParts(base.slice(q)).filter((p) => !isModeParam(p));
  const parts = mode === 'edit' ? kept : [...kept, mode];
  return `${path}${parts.length > 0 ? `?${parts.join('&')}` : ''}${fragment}`;
}
