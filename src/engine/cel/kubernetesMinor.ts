// The minor of a modelled Kubernetes version ("1.35" → 35), which picks CEL libraries and cel-go.

/** The minor of `kubernetesVersion` (1.32 for anything that is not "1.<n>"). */
export function minorOf(kubernetesVersion: string): number {
  const m = /^1\.(\d+)$/.exec(kubernetesVersion);
  return m ? Number(m[1]) : 32;
}
