// The API server names fields in its messages by field path (`spec.containers[0].image`,
// `metadata.labels[app]`, as field.Path.String() in k8s.io/apimachinery pkg/util/validation/field
// writes them); the workbench links fields by JSON pointer. This converts one to the other.

const escape = (token: string) => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** The JSON pointer of a field path; undefined when the text is not a field path. */
export function fieldPointer(path: string): string | undefined {
  const tokens: string[] = [];
  const re = /([^.[\]\s]+)|\[([^\]]*)\]|(\.)/gy;
  let expectName = true;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < path.length && (m = re.exec(path)) !== null) {
    at = re.lastIndex;
    if (m[1] !== undefined) {
      if (!expectName) return undefined;
      tokens.push(m[1]);
      expectName = false;
    } else if (m[2] !== undefined) {
      if (expectName) return undefined;
      tokens.push(m[2]);
    } else {
      if (expectName) return undefined;
      expectName = true;
    }
  }
  if (at !== path.length || expectName || tokens.length === 0) return undefined;
  return tokens.map((t) => `/${escape(t)}`).join('');
}
