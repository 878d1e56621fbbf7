// schema.ParseGroupVersion and GroupVersion.String (k8s.io/apimachinery pkg/runtime/schema
// group_version.go): "v1" is the core group, "" and "/" are the empty GroupVersion, and more than
// one "/" does not parse.

/** A parsed apiVersion (schema.GroupVersion). */
export interface GroupVersion {
  group: string;
  version: string;
}

/** Splits "group/version" as schema.ParseGroupVersion does, or returns its error text. */
export function parseGroupVersion(gv: string): GroupVersion | { error: string } {
  if (gv === '' || gv === '/') return { group: '', version: '' };
  const parts = gv.split('/');
  if (parts.length === 1) return { group: '', version: gv };
  if (parts.length === 2) return { group: parts[0] ?? '', version: parts[1] ?? '' };
  return { error: `unexpected GroupVersion string: ${gv}` };
}

/** Renders a GroupVersion as GroupVersion.String does: the version alone for the core group. */
export const groupVersionString = (gv: GroupVersion): string =>
  gv.group === '' ? gv.version : `${gv.group}/${gv.version}`;
