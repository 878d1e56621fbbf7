// The warning the API server adds to every request served by a deprecated API version
// (k8s.io/apiserver pkg/endpoints/deprecation/deprecation.go WarningMessage, added by the
// installer's handlers before admission runs): "<group/version> <Kind> is deprecated in vX.Y+",
// then ", unavailable in vX.Y+" when the type says when it is removed, then "; use <group/version>
// <Kind>" when it names a replacement. The lifecycle of each type is its
// zz_generated.prerelease-lifecycle.go (k8s.io/api), per ../shared/spec/k8s-versions-1.33-1.37.md
// §4.1 and §6.1: MutatingAdmissionPolicy(Binding) v1alpha1 deprecated 1.35, removed 1.38, no
// replacement; v1beta1 deprecated 1.37, removed 1.40, replaced by v1. The deprecated versions
// before 1.32 (VAP v1beta1, ...) are not modelled here.

import type { GroupVersionKind, KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';

interface Lifecycle {
  deprecated: KubernetesVersion;
  removed: string;
  replacement?: string;
}

const GROUP = 'admissionregistration.k8s.io';
const lifecycles: Readonly<Record<string, Lifecycle>> = {
  v1alpha1: { deprecated: '1.35', removed: '1.38' },
  v1beta1: { deprecated: '1.37', removed: '1.40', replacement: 'v1' },
};
const KINDS = new Set([
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicyList',
  'MutatingAdmissionPolicyBindingList',
]);

/** The deprecation warning of a request to this kind in this release, or undefined. */
export function deprecationWarning(
  kind: GroupVersionKind,
  version: KubernetesVersion,
): string | undefined {
  if (kind.group !== GROUP || !KINDS.has(kind.kind)) return undefined;
  const life = lifecycles[kind.version];
  if (life === undefined || !atLeast(version, life.deprecated)) return undefined;
  const use =
    life.replacement === undefined ? '' : `; use ${GROUP}/${life.replacement} ${kind.kind}`;
  return `${GROUP}/${kind.version} ${kind.kind} is deprecated in v${life.deprecated}+, unavailable in v${life.removed}+${use}`;
}
