// The gallery's topics, in the order the picker shows them, and which scenario goes under which.
// Keyed by the scenario's `name`; a scenario not listed here still shows, under "Other".

/** The gallery's topic headings, in display order. */
export const topics = [
  'Order and reinvocation',
  'Matching: selectors, rules and matchPolicy',
  'Failures, timeouts and dry run',
  'Patches, warnings and responses',
  'Operations: UPDATE, DELETE, CONNECT',
  'Configuration errors',
  'CEL: matchConditions and admission policies',
  'In-process plugins and defaulting',
  'Webhook scripts',
  'Other',
] as const;

/** One of the gallery's topics. */
export type Topic = (typeof topics)[number];

/** The topic of each gallery scenario, by its `name`. */
export const topicByName: Readonly<Record<string, Topic>> = {
  '01-mutating-order-lexical': 'Order and reinvocation',
  '02-sidecar-undone': 'Order and reinvocation',
  '03-reinvocation-ifneeded-vs-never': 'Order and reinvocation',
  '04-parallel-validation-first-denial': 'Order and reinvocation',
  '05-failurepolicy-timeout': 'Failures, timeouts and dry run',
  '06-dry-run-side-effects': 'Failures, timeouts and dry run',
  '07-namespace-selector-kube-system': 'Matching: selectors, rules and matchPolicy',
  '08-object-selector-update': 'Matching: selectors, rules and matchPolicy',
  '09-match-policy-equivalent': 'Matching: selectors, rules and matchPolicy',
  '10-warnings-from-several-webhooks': 'Patches, warnings and responses',
  '11-patch-test-fails': 'Patches, warnings and responses',
  '12-denial-custom-status-code': 'Patches, warnings and responses',
  '13-update-with-old-object': 'Operations: UPDATE, DELETE, CONNECT',
  '14-delete-protected': 'Operations: UPDATE, DELETE, CONNECT',
  '15-connect-exec': 'Operations: UPDATE, DELETE, CONNECT',
  '16-invalid-webhook-configuration': 'Configuration errors',
  '17-strict-ip-across-versions': 'In-process plugins and defaulting',
  '19-matchcondition-skips-service-account': 'CEL: matchConditions and admission policies',
  '20-map-add-label': 'CEL: matchConditions and admission policies',
  '70-map-apply-duplicate-env': 'CEL: matchConditions and admission policies',
  '21-vap-params-warn-audit': 'CEL: matchConditions and admission policies',
  '22-bare-pod-what-the-webhook-receives': 'In-process plugins and defaulting',
  '23-pod-security-warn-vs-enforce': 'In-process plugins and defaulting',
  '24-limitranger-defaults-feed-a-webhook': 'In-process plugins and defaulting',
  '25-namespace-terminating': 'In-process plugins and defaulting',
  '26-sidecar-injector-script': 'Webhook scripts',
  '27-script-reads-old-object': 'Webhook scripts',
  '28-patch-defaulted-again': 'Patches, warnings and responses',
  '29-mutating-webhook-breaks-the-pod': 'Patches, warnings and responses',
  '30-webhook-answer-decoding': 'Patches, warnings and responses',
  '31-same-names-mutating-and-validating': 'Patches, warnings and responses',
  '32-namespace-auto-provision-nested': 'In-process plugins and defaulting',
  '33-job-labels-shared-with-template': 'In-process plugins and defaulting',
  '34-cabundle-without-a-certificate': 'Failures, timeouts and dry run',
  '35-equivalent-patch-converted-back': 'Matching: selectors, rules and matchPolicy',
  '40-cabundle-placeholder': 'Configuration errors',
  '41-v1beta1-webhook-configuration': 'Configuration errors',
  '42-patch-does-not-decode': 'Patches, warnings and responses',
  '43-versioned-object-between-webhooks': 'Patches, warnings and responses',
  '44-webhook-duplicates-a-node-taint': 'Patches, warnings and responses',
  '45-local-pv-without-node-affinity': 'In-process plugins and defaulting',
  '46-access-review-without-a-user': 'Configuration errors',
  '47-pod-status-strategy-drops-the-spec': 'Operations: UPDATE, DELETE, CONNECT',
  '48-csr-approval-denied-by-a-webhook': 'Patches, warnings and responses',
  '36-imagepullpolicy-typo': 'In-process plugins and defaulting',
  '37-limitrange-default-below-request': 'In-process plugins and defaulting',
  '50-map-ga-on-by-default': 'CEL: matchConditions and admission policies',
  '60-webhooks-skip-access-reviews': 'Matching: selectors, rules and matchPolicy',
  '61-static-names-reserved': 'Configuration errors',
  '62-pod-topology-labels': 'In-process plugins and defaulting',
  '63-pod-security-user-namespaces': 'In-process plugins and defaulting',
  '69-pod-resize-node-capacity': 'In-process plugins and defaulting',
  '51-map-deprecated-version-warns': 'CEL: matchConditions and admission policies',
  '52-cel-includes-refused-when-written': 'CEL: matchConditions and admission policies',
  '53-cel-ext-lists-from-1-35': 'CEL: matchConditions and admission policies',
  '54-map-optional-field': 'CEL: matchConditions and admission policies',
  '55-cel-every-compile-error': 'CEL: matchConditions and admission policies',
  '56-webhook-patch-breaks-a-custom-resource': 'Patches, warnings and responses',
  '57-gateway-listener-cel-rule': 'CEL: matchConditions and admission policies',
  '58-gatewayclass-transition-rule': 'CEL: matchConditions and admission policies',
  '59-webhook-patch-pruned-and-defaulted': 'Patches, warnings and responses',
  '66-webhook-could-lock-the-cluster': 'Failures, timeouts and dry run',
};

/** Returns the topic a scenario is shown under: its own, or "Other". */
export function topicOf(name: string): Topic {
  return Object.hasOwn(topicByName, name) ? (topicByName[name] ?? 'Other') : 'Other';
}
