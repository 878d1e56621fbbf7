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

// unicode.IsControl: C0, DEL and C1. A lone surrogate is how invalid UTF-8 reaches us from text.
const invalidHeaderText = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

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
    if (invalidHeaderText.test(t)) return;
    if (written + length <= totalMaxRunes || truncating) {
      written += length;
      headers.push(t);
      return;
    }
    // Over the limit: switch to truncating mode and replay everything recorded so far, truncated.
    truncating = true;
    written = 0;
    headers = [];
    for (const w of ordered) {
      if (written >= totalMaxRunes) break;
      write(w);
    }
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
