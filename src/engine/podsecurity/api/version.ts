// Policy versions ("latest" or "v1.N"): mirrors the Version type, Older, String, ParseVersion and
// friends of k8s.io/pod-security-admission/api/helpers.go (v0.32).

/** A policy version: "latest", or a major.minor pair (upstream's Version{major, minor, latest}). */
export type Version = { latest: true } | { latest: false; major: number; minor: number };

/** Returns the version major.minor (api.MajorMinorVersion). */
export const majorMinorVersion = (major: number, minor: number): Version => ({
  latest: false,
  major,
  minor,
});

/** Returns the "latest" version (api.LatestVersion). */
export const latestVersion = (): Version => ({ latest: true });

/** Returns Go's zero Version{} ("v0.0"), which upstream uses as "unset". */
export const zeroVersion = (): Version => majorMinorVersion(0, 0);

/** Reports whether v is older than other; latest is newer than every numbered version. */
export function older(v: Version, other: Version): boolean {
  if (v.latest) return false;
  if (other.latest) return true;
  if (v.major !== other.major) return v.major < other.major;
  return v.minor < other.minor;
}

/** Reports whether two versions are equal, as Go's == on api.Version does. */
export function versionsEqual(a: Version, b: Version): boolean {
  if (a.latest || b.latest) return a.latest === b.latest;
  return a.major === b.major && a.minor === b.minor;
}

/** Renders a version the way Version.String does: "latest" or "v1.25". */
export const versionString = (v: Version): string =>
  v.latest ? 'latest' : `v${v.major}.${v.minor}`;

/** A parsed label value: the value to use, and upstream's error text when the input was invalid. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; value: T; error: string };

// Go's regexp `^v1\.([0-9]|[1-9][0-9]*)$`: no leading zeros, major version 1 only.
const versionRegexp = /^v1\.([0-9]|[1-9][0-9]*)$/;
const versionError = 'must be "latest" or "v1.x"';

/** Parses a version label value; an invalid one yields latest and upstream's error text. */
export function parseVersion(version: string): ParseResult<Version> {
  if (version === 'latest') return { ok: true, value: latestVersion() };
  const match = versionRegexp.exec(version);
  const digits = match?.[1];
  if (digits === undefined) return { ok: false, value: latestVersion(), error: versionError };
  // strconv.Atoi fails beyond int64, with the same error text as a mismatch. Minors past 2^53
  // lose precision here (Go keeps them exact); they all behave as versions newer than any check.
  if (BigInt(digits) > 9223372036854775807n) {
    return { ok: false, value: latestVersion(), error: versionError };
  }
  return { ok: true, value: majorMinorVersion(1, Number(digits)) };
}
