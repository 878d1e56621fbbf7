// The review's checks: each id with its severity, why it matters and the upstream section it follows
// ("Admission Webhook Good Practices" and "Dynamic Admission Control" in the Kubernetes docs).

import type { Guidance, Severity } from './finding.ts';

const GOOD_PRACTICES =
  'https://kubernetes.io/docs/concepts/cluster-administration/admission-webhooks-good-practices/';
const DYNAMIC =
  'https://kubernetes.io/docs/reference/access-authn-authz/extensible-admission-controllers/';
const VAP = 'https://kubernetes.io/docs/reference/access-authn-authz/validating-admission-policy/';

const goodPractices = (section: string, anchor: string): Guidance => ({
  page: 'Admission Webhook Good Practices',
  section,
  url: `${GOOD_PRACTICES}#${anchor}`,
});
const dynamic = (section: string, anchor: string): Guidance => ({
  page: 'Dynamic Admission Control',
  section,
  url: `${DYNAMIC}#${anchor}`,
});

/** What every finding of one check shares. */
export interface Check {
  severity: Severity;
  /** A short title for lists (the README's table, the problems strip). */
  title: string;
  why: string;
  guidance: Guidance;
}

/** Every check the review runs, by id. */
export const CHECKS = {
  'deadlock-kube-system': {
    severity: 'error',
    title: 'fails closed on kube-system',
    why: 'with failurePolicy Fail, while the webhook is down every matching request in kube-system is refused, including the ones the cluster needs to bring the webhook back',
    guidance: dynamic(
      'Avoiding operating on the kube-system namespace',
      'avoiding-operating-on-the-kube-system-namespace',
    ),
  },
  'deadlock-node-lease': {
    severity: 'error',
    title: 'fails closed on node heartbeats',
    why: 'kubelets renew their Lease in kube-node-lease every few seconds and report their Node\u2019s status; refused heartbeats mark nodes NotReady and evict their pods, the webhook\u2019s own among them',
    guidance: goodPractices('Limit the scope of each webhook', 'webhook-limit-scope'),
  },
  'deadlock-own-namespace': {
    severity: 'error',
    title: 'fails closed on its own workload',
    why: 'when the webhook\u2019s pods restart, the requests that recreate them (its Pods, ReplicaSet, Endpoints) go to the webhook that is down, and are refused: the webhook never comes back',
    guidance: dynamic(
      'Avoiding deadlocks in self-hosted webhooks',
      'avoiding-deadlocks-in-self-hosted-webhooks',
    ),
  },
  'intercepts-leases': {
    severity: 'warning',
    title: 'intercepts leases',
    why: 'leases are renewed every few seconds by every node and leader election; a slow or failing webhook there delays or breaks node heartbeats and leader election',
    guidance: goodPractices('Limit the scope of each webhook', 'webhook-limit-scope'),
  },
  'intercepts-events': {
    severity: 'warning',
    title: 'intercepts events',
    why: 'events are written constantly, by the webhook\u2019s own server too: every one of them pays the webhook\u2019s latency, and a webhook that records events about its calls triggers itself',
    guidance: goodPractices(
      'Prevent your webhook from triggering itself',
      'prevent-webhook-self-trigger',
    ),
  },
  'intercepts-virtual-resources': {
    severity: 'warning',
    title: 'intercepts TokenReviews or SubjectAccessReviews',
    why: 'these are read-only authentication and authorization checks; intercepting them can break the cluster, and from 1.37 the API server no longer sends them to webhooks, so the rule has no effect',
    guidance: goodPractices('Limit the scope of each webhook', 'webhook-limit-scope'),
  },
  'intercepts-everything': {
    severity: 'warning',
    title: 'intercepts every resource unfiltered',
    why: 'a webhook on every resource with no namespaceSelector, objectSelector or matchConditions is called for every write in the cluster, system components included; its latency and its failures are everyone\u2019s',
    guidance: goodPractices(
      'Filter for specific requests by using match conditions',
      'filter-match-conditions',
    ),
  },
  'timeout-long': {
    severity: 'warning',
    title: 'timeout longer than 10 s',
    why: 'while the webhook is slow, every second of its timeout is added to every matching request (mutating webhooks run one after another)',
    guidance: goodPractices('Set a small timeout value', 'small-timeout'),
  },
  'side-effects': {
    severity: 'warning',
    title: 'sideEffects not None or NoneOnDryRun',
    why: 'a webhook with side effects (or unknown ones) makes every dry-run request that matches it fail, and its out-of-band changes are not undone when a later step rejects the request',
    guidance: dynamic('Side effects', 'side-effects'),
  },
  'review-versions': {
    severity: 'warning',
    title: 'admissionReviewVersions without v1',
    why: 'admission.k8s.io/v1beta1 reviews are legacy: the v1 API requires the list and the server sends the first version it supports, so a webhook that does not accept v1 depends on a version on its way out',
    guidance: dynamic('Webhook request and response', 'webhook-request-and-response'),
  },
  'match-policy-exact': {
    severity: 'warning',
    title: 'matchPolicy Exact with another served version',
    why: 'with matchPolicy Exact a request through another served version of the same resource (or another group serving it) is not sent to the webhook at all: the policy can be bypassed',
    guidance: goodPractices('Match all versions of an API', 'match-all-versions'),
  },
  'not-idempotent': {
    severity: 'error',
    title: 'not idempotent',
    why: 'reinvocation (another webhook\u2019s change with reinvocationPolicy IfNeeded) or a client resubmitting the webhook\u2019s own output runs it again on what it already changed: a sidecar injected twice, a label appended again',
    guidance: goodPractices(
      'Ensure that the mutating webhooks in your cluster are idempotent',
      'ensure-mutating-webhook-idempotent',
    ),
  },
  'order-dependent': {
    severity: 'warning',
    title: 'depends on a later webhook\u2019s change',
    why: 'mutating webhooks run in configuration-name order; one that reads a field a later webhook writes never sees the change unless reinvocationPolicy is IfNeeded',
    guidance: goodPractices(
      'Don\u2019t rely on mutating webhook invocation order',
      'dont-rely-webhook-order',
    ),
  },
  'binding-without-policy': {
    severity: 'warning',
    title: 'binding names no policy',
    why: 'a binding whose policyName names no policy enforces nothing; the request is admitted as if it did not exist',
    guidance: {
      page: 'Validating Admission Policy',
      section: 'What Resources Make a Policy',
      url: `${VAP}#what-resources-make-a-policy`,
    },
  },
  'binding-without-param-ref': {
    severity: 'warning',
    title: 'paramKind without paramRef',
    why: 'a policy that declares paramKind expects params, but a binding without paramRef evaluates it with params null: expressions that read params fail, and failurePolicy decides',
    guidance: {
      page: 'Validating Admission Policy',
      section: 'Parameter resources',
      url: `${VAP}#parameter-resources`,
    },
  },
} as const satisfies Record<string, Check>;

/** A check's id. */
export type CheckId = keyof typeof CHECKS;
