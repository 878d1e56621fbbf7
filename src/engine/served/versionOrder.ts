// Decides which of two API versions is newer, as k8s.io/apimachinery pkg/version
// CompareKubeAwareVersionStrings orders them: GA before beta before alpha, higher numbers first,
// and versions that do not look like Kubernetes versions last.

const KUBE_VERSION = /^v(\d+)(?:(alpha|beta)(\d+))?$/;

// [stability (GA 0, beta 1, alpha 2, other 3), -major, -minor]: a smaller tuple is a newer version.
function rank(version: string): [number, number, number] {
  const m = KUBE_VERSION.exec(version);
  if (m === null) return [3, 0, 0];
  const stability = m[2] === undefined ? 0 : m[2] === 'beta' ? 1 : 2;
  return [stability, -Number(m[1]), -Number(m[3] ?? 0)];
}

/** Tells whether version `a` is older than `b` in Kubernetes' order (v1 > v1beta2 > v1beta1 > v1alpha1). */
export function isOlderVersion(a: string, b: string): boolean {
  const [x, y] = [rank(a), rank(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}
