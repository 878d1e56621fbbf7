// Which node labels a kubelet may set on its own Node (k8s.io/kubelet/pkg/apis/well_known_labels.go
// IsKubeletLabel, and noderestriction/admission.go getForbiddenLabels).

/** The labels a kubelet may always set. */
export const kubeletLabels: ReadonlySet<string> = new Set([
  'kubernetes.io/hostname',
  'topology.kubernetes.io/zone',
  'topology.kubernetes.io/region',
  'failure-domain.beta.kubernetes.io/zone',
  'failure-domain.beta.kubernetes.io/region',
  'beta.kubernetes.io/instance-type',
  'node.kubernetes.io/instance-type',
  'kubernetes.io/os',
  'kubernetes.io/arch',
  'beta.kubernetes.io/os',
  'beta.kubernetes.io/arch',
]);

/** The label namespaces (and their subdomains) a kubelet may set. */
export const kubeletLabelNamespaces: readonly string[] = [
  'kubelet.kubernetes.io',
  'node.kubernetes.io',
];

/** v1.LabelNamespaceNodeRestriction: labels kubelets may never set. */
export const nodeRestrictionLabelNamespace = 'node-restriction.kubernetes.io';

// The prefix before "/", or "" for an unprefixed key.
function labelNamespace(key: string): string {
  const slash = key.indexOf('/');
  return slash < 0 ? '' : key.slice(0, slash);
}

const inNamespace = (ns: string, allowed: string): boolean =>
  ns === allowed || ns.endsWith(`.${allowed}`);

/** Reports whether the kubelet may set this label (IsKubeletLabel). */
export function isKubeletLabel(key: string): boolean {
  if (kubeletLabels.has(key)) return true;
  const ns = labelNamespace(key);
  return kubeletLabelNamespaces.some((allowed) => inNamespace(ns, allowed));
}

function isKubernetesLabel(key: string): boolean {
  const ns = labelNamespace(key);
  return inNamespace(ns, 'kubernetes.io') || inNamespace(ns, 'k8s.io');
}

/** Returns the label keys whose presence or value differs between the two label maps. */
export function modifiedLabels(a: Record<string, string>, b: Record<string, string>): Set<string> {
  const out = new Set<string>();
  for (const [k, v] of Object.entries(a)) if (b[k] !== v) out.add(k);
  for (const [k, v] of Object.entries(b)) if (a[k] !== v) out.add(k);
  return out;
}

/** Returns, sorted, the modified labels a node may not add, remove or change. */
export function forbiddenLabels(modified: ReadonlySet<string>): string[] {
  const out = [...modified].filter(
    (label) =>
      inNamespace(labelNamespace(label), nodeRestrictionLabelNamespace) ||
      (isKubernetesLabel(label) && !isKubeletLabel(label)),
  );
  // sets.String.List sorts bytewise; label keys are ASCII, so code-unit order is the same.
  return out.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}
