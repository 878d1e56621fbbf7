// Records warnings as the API server's warning recorder turns them into Warning headers:
// empty texts ignored, duplicates dropped (first wins), control characters or invalid UTF-8 dropped,
// 4096 runes in all and 256 per warning once truncating (endpoints/filters/warning.go, util/net/http.go).

const totalMaxRunes = 4 * 1024;
const perItemMaxRunes = 256;

/** The warnings of one request, in the order the client receives them. */
export interface WarningRecorder {
  /** Records one warning text, as warning.AddWarning(ctx, "", text) does. */
  add(text: string): void;
  /** Returns the texts the client would print, in order. */
  texts(): string[];
}

// unicode.IsControl (C0, DEL and C1) or invalid UTF-8, which reaches us from text as a lone surrogate.
function invalidHeaderText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x1f || (c >= 0x7f && c <= 0x9f)) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

const runes = (s: string): string[] => Array.from(s);

/** Creates an empty recorder. */
export function newWarningRecorder(): WarningRecorder {
  const recorded = new Set<string>();
  const ordered: string[] = [];
  let headers: string[] = [];
  let written = 0;
  let truncating = false;

  const write = (text: string): void => {
    let t = text;
    let length = runes(t).length;
    if (truncating && length > perItemMaxRunes) {
      t = runes(t).slice(0, perItemMaxRunes).join('');
      length = perItemMaxRunes;
    }
    if (invalidHeaderText(t)) return;
    if (written + length <= totalMaxRunes || truncating) {
      written += length;
      headers.push(t);
      return;
    }
    // Over the limit: switch to truncating mode and replay everything recorded so far, truncated.
    truncating = true;
    written = 0;
    headers = [];
    // Every recorded warning is replayed, truncated, without checking the running total.
    for (const w of ordered) write(w);
  };

  return {
    add(text) {
      if (text.length === 0) return;
      if (written >= totalMaxRunes && truncating) return;
      if (recorded.has(text)) return;
      recorded.add(text);
      ordered.push(text);
      write(text);
    },
    texts: () => [...headers],
  };
}
