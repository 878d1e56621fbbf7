// Parses a Content-Type header the way Go's mime.ParseMediaType does (golang/go src/mime/mediatype.go:
// ParseMediaType, checkMediaTypeDisposition, consumeToken, consumeValue, consumeMediaParam), because
// client-go's transformResponse fails the whole call with its error when a webhook's header is
// malformed, and isTextResponse needs the media type. RFC 2231 continuations are not decoded: only
// whether the header parses and its media type matter here.

export type MediaType = { ok: true; mediaType: string } | { ok: false; error: string };

const TSPECIALS = '()<>@,;:\\"/[]?=';
const isTokenChar = (c: string): boolean => c > ' ' && c < '\x7f' && !TSPECIALS.includes(c);

// unicode.IsSpace: ASCII white space, NEL, NBSP and the Unicode space separators.
const UNICODE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
const trimLeftSpace = (s: string): string => {
  let i = 0;
  while (i < s.length && UNICODE_SPACE.test(s.charAt(i))) i++;
  return s.slice(i);
};
const trimSpace = (s: string): string => {
  let end = s.length;
  while (end > 0 && UNICODE_SPACE.test(s.charAt(end - 1))) end--;
  return trimLeftSpace(s.slice(0, end));
};

function consumeToken(v: string): [token: string, rest: string] {
  let i = 0;
  while (i < v.length && isTokenChar(v.charAt(i))) i++;
  return [v.slice(0, i), v.slice(i)];
}

// A token, or a quoted-string with backslash escapes; ["", v] when neither.
function consumeValue(v: string): [value: string, rest: string] {
  if (v === '') return ['', v];
  if (v.charAt(0) !== '"') return consumeToken(v);
  let buffer = '';
  for (let i = 1; i < v.length; i++) {
    const r = v.charAt(i);
    if (r === '"') return [buffer, v.slice(i + 1)];
    // A backslash escapes a tspecial only; before anything else it is a literal (MSIE file paths).
    if (r === '\\' && i + 1 < v.length && TSPECIALS.includes(v.charAt(i + 1))) {
      buffer += v.charAt(i + 1);
      i++;
    } else if (r === '\r' || r === '\n') return ['', v];
    else buffer += r;
  }
  // No closing quote.
  return ['', v];
}

function consumeMediaParam(v: string): [param: string, value: string, rest: string] {
  let rest = trimLeftSpace(v);
  if (!rest.startsWith(';')) return ['', '', v];
  rest = trimLeftSpace(rest.slice(1));
  let param: string;
  [param, rest] = consumeToken(rest);
  param = param.toLowerCase();
  if (param === '') return ['', '', v];
  rest = trimLeftSpace(rest);
  if (!rest.startsWith('=')) return ['', '', v];
  rest = trimLeftSpace(rest.slice(1));
  const [value, rest2] = consumeValue(rest);
  if (value === '' && rest2 === rest) return ['', '', v];
  return [param, value, rest2];
}

function checkMediaTypeDisposition(s: string): string | undefined {
  const [typ, rest] = consumeToken(s);
  if (typ === '') return 'mime: no media type';
  if (rest === '') return undefined;
  if (!rest.startsWith('/')) return 'mime: expected slash after first token';
  const [subtype, after] = consumeToken(rest.slice(1));
  if (subtype === '') return 'mime: expected token after slash';
  if (after !== '') return 'mime: unexpected content after media subtype';
  return undefined;
}

/** mime.ParseMediaType(v): the lower-cased media type, or Go's error text. */
export function parseMediaType(v: string): MediaType {
  const semicolon = v.indexOf(';');
  const base = semicolon < 0 ? v : v.slice(0, semicolon);
  const mediaType = trimSpace(base.toLowerCase());
  const bad = checkMediaTypeDisposition(mediaType);
  if (bad !== undefined) return { ok: false, error: bad };
  const params = new Map<string, string>();
  let rest = v.slice(base.length);
  while (rest.length > 0) {
    rest = trimLeftSpace(rest);
    if (rest === '') break;
    const [key, value, after] = consumeMediaParam(rest);
    if (key === '') {
      // Trailing semicolons are ignored, not an error.
      if (trimSpace(after) === ';') break;
      return { ok: false, error: 'mime: invalid media parameter' };
    }
    const seen = params.get(key);
    // Duplicate names are allowed when their values are equal.
    if (seen !== undefined && seen !== value)
      return { ok: false, error: 'mime: duplicate parameter name' };
    params.set(key, value);
    rest = after;
  }
  return { ok: true, mediaType };
}
