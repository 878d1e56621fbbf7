// The parts of a scenario that have an editor of their own, and where each lives in the scenario.

/** One editable part of the scenario. */
export type SectionId = 'object' | 'oldObject' | 'configurations' | 'webhooks' | 'cluster';

/** What the app shows for each part: its editor's name and the model path monaco-yaml picks a schema by. */
export const sections: Record<SectionId, { label: string; modelPath: string }> = {
  object: { label: 'Object', modelPath: 'object.yaml' },
  oldObject: { label: 'Old object', modelPath: 'oldObject.yaml' },
  configurations: { label: 'Configurations and policies', modelPath: 'configurations.yaml' },
  webhooks: { label: 'Webhook servers', modelPath: 'webhooks.yaml' },
  cluster: { label: 'Cluster', modelPath: 'cluster.yaml' },
};

/** The kinds the configurations editor holds; the cluster editor holds every other object. */
export const configurationKinds: ReadonlySet<string> = new Set([
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
]);

/** Where the single-node sections live in the scenario. */
export const sectionPaths = {
  object: ['request', 'object'],
  oldObject: ['request', 'oldObject'],
  webhooks: ['webhooks'],
} as const;
