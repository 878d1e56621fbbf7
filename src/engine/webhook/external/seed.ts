// Seeds a script's Math.random from the scenario, so that a link replays identically: the same
// scenario name, webhook and call number always give the same sequence.

/** FNV-1a over the UTF-16 code units: a small, stable 32-bit hash. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The seed of one script call. */
export function scriptSeed(scenarioName: string, behaviourKey: string, call: number): number {
  return fnv1a(`${scenarioName}\u0000${behaviourKey}\u0000${String(call)}`);
}
