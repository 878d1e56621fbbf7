// Namespace templates: the namespace plugins read its phase (NamespaceLifecycle), its labels
// (PodSecurity) and its annotations (PodNodeSelector, PodTolerationRestriction).

import { scalar, type Template } from './objectTemplates.ts';

export const activeNamespace: Template = ({ namespace }) => ({
  kind: 'Namespace',
  label: `Namespace ${namespace}`,
  note: 'NamespaceLifecycle refuses new objects in a namespace that does not exist; default, kube-system, kube-public and kube-node-lease always do.',
  yaml: `apiVersion: v1
kind: Namespace
metadata:
  name: ${scalar(namespace)}
status:
  phase: Active
`,
});

export const terminatingNamespace: Template = ({ namespace }) => ({
  kind: 'Namespace',
  label: `Namespace ${namespace}, being deleted`,
  note: 'NamespaceLifecycle refuses to create objects in a namespace that is Terminating (a deletionTimestamp is set).',
  yaml: `apiVersion: v1
kind: Namespace
metadata:
  name: ${scalar(namespace)}
  deletionTimestamp: "2025-01-01T00:00:00Z"
spec:
  finalizers:
    - kubernetes
status:
  phase: Terminating
`,
});

export const podSecurityNamespace: Template = ({ namespace }) => ({
  kind: 'Namespace',
  label: `Namespace ${namespace} with Pod Security levels`,
  note: 'PodSecurity refuses pods that break the enforce level, warns for the warn level and annotates the audit event for the audit level.',
  yaml: `apiVersion: v1
kind: Namespace
metadata:
  name: ${scalar(namespace)}
  labels:
    pod-security.kubernetes.io/enforce: baseline
    pod-security.kubernetes.io/enforce-version: latest
    pod-security.kubernetes.io/warn: restricted
    pod-security.kubernetes.io/warn-version: latest
    pod-security.kubernetes.io/audit: restricted
    pod-security.kubernetes.io/audit-version: latest
`,
});

export const nodeSelectorNamespace: Template = ({ namespace }) => ({
  kind: 'Namespace',
  label: `Namespace ${namespace} with a node selector`,
  note: 'PodNodeSelector merges the namespace’s node-selector annotation into each pod’s nodeSelector, and refuses a pod whose selector conflicts with it.',
  yaml: `apiVersion: v1
kind: Namespace
metadata:
  name: ${scalar(namespace)}
  annotations:
    scheduler.alpha.kubernetes.io/node-selector: env=production
`,
});

// The whitelist also allows the NoExecute tolerations DefaultTolerationSeconds adds to every pod
// before PodTolerationRestriction checks it; without them every pod would be refused.
export const tolerationsNamespace: Template = ({ namespace }) => ({
  kind: 'Namespace',
  label: `Namespace ${namespace} with default and allowed tolerations`,
  note: 'PodTolerationRestriction adds the namespace’s default tolerations to each pod, then refuses a pod with a toleration its whitelist does not cover.',
  yaml: `apiVersion: v1
kind: Namespace
metadata:
  name: ${scalar(namespace)}
  annotations:
    scheduler.alpha.kubernetes.io/defaultTolerations: '[{"key":"dedicated","operator":"Equal","value":"team","effect":"NoSchedule"}]'
    scheduler.alpha.kubernetes.io/tolerationsWhitelist: '[{"key":"dedicated","operator":"Equal","value":"team","effect":"NoSchedule"},{"key":"node.kubernetes.io/not-ready","operator":"Exists","effect":"NoExecute"},{"key":"node.kubernetes.io/unreachable","operator":"Exists","effect":"NoExecute"}]'
`,
});
