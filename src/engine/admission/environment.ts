// What the engine needs from the outside world, passed in so every run is deterministic: the clock
// and the random sources the API server would use (request uids, object uids, generated names).

/** The outside world of one run. */
export interface RunEnvironment {
  /** The wall-clock instant the request arrives, in milliseconds since the epoch. */
  startTimeMs: number;
  /** Returns a fresh UUID (AdmissionReview uids, object uids). */
  newUid(): string;
  /** Returns n random characters from the alphabet (generateName suffixes). */
  randomString(n: number, alphabet: string): string;
}

// A small deterministic generator (mulberry32): same seed, same sequence.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Creates an environment whose uids and names follow from the seed, at a fixed start time. */
export function deterministicEnvironment(
  seed = 1,
  startTimeMs = Date.UTC(2026, 0, 1),
): RunEnvironment {
  const next = mulberry32(seed);
  const hex = (n: number): string =>
    Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    startTimeMs,
    // A version-4-shaped UUID: the API server's own are v1 (time-based); only the shape matters here.
    newUid: () =>
      `${hex(8)}-${hex(4)}-4${hex(3)}-${(8 + Math.floor(next() * 4)).toString(16)}${hex(3)}-${hex(12)}`,
    randomString: (n, alphabet) =>
      Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)] ?? '').join(
        '',
      ),
  };
}
