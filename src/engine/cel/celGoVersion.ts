// The cel-go each Kubernetes minor vendors (k8s.io/apiserver go.mod at v0.32.0 … v0.36.0 and at
// 1.37's code freeze): its parser, checker and runtime word some errors differently. The library
// set is another matter (environment.ts): a new expression is checked against the previous minor's
// libraries, but always by the running binary's cel-go.

import { minorOf } from './kubernetesMinor.ts';

/** cel-go's minor version (0.<n>) in the kube-apiserver of `kubernetesVersion`. */
export function celGoMinor(kubernetesVersion: string): number {
  const minor = minorOf(kubernetesVersion);
  if (minor <= 32) return 22; // v0.22.0
  if (minor === 33) return 23; // v0.23.2
  if (minor <= 36) return 26; // v0.26.0 (1.34: kubernetes#131444 bumped to v0.25.0, then v0.26.0)
  return 29; // v0.29.2
}
