import { describe, expect, it } from 'vitest';
import { evaluateSource } from '../evaluation/evaluateSource.ts';
import { missingObjects } from './missingObjects.ts';
import { namespaceMismatch } from './namespaceMismatch.ts';
import { findIn, fixed } from './problems.testing.ts';
import { unansweredAnswers } from './unansweredAnswers.ts';
import { unknownResources } from './unknownResources.ts';

/** The verdict's message of a text, to show a fix gets past the wall it fixes. */
const message = (source: string) => {
  const e = evaluateSource(source).evaluation;
  return e.kind === 'result' ? (e.result.status?.message ?? 'allowed') : e.kind;
};

const pod = (namespace: string, extra = '') => `request:
  operation: CREATE
  namespace: team-a # set by the request bar
  object:
    apiVersion: v1
    kind: Pod
    metadata:
      name: web
      namespace: ${namespace} # from the paste
    spec:${extra}
      containers: [{ name: c, image: nginx }]
`;

const teamA = `cluster:
  # the namespaces
  objects:
    - { apiVersion: v1, kind: Namespace, metadata: { name: team-a } }
`;

describe('namespaceMismatch', () => {
  it('offers the object’s namespace for the request, changing only that value', () => {
    const source = teamA + pod('payments');
    const [finding, ...rest] = findIn(namespaceMismatch, source);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      severity: 'error',
      place: { pointer: '/request/object/metadata/namespace' },
      quickFix: { label: 'Use namespace payments' },
    });
    expect(message(source)).toBe(
      'the namespace of the provided object does not match the namespace sent on the request',
    );
    const after = fixed(source, finding);
    expect(after).toBe(source.replace('namespace: team-a # set', 'namespace: payments # set'));
    expect(findIn(namespaceMismatch, after)).toEqual([]);
  });

  it('finds nothing when the namespaces agree', () => {
    expect(findIn(namespaceMismatch, teamA + pod('team-a'))).toEqual([]);
  });
});

describe('missingObjects', () => {
  it('adds the Namespace NamespaceLifecycle looks for, after the list’s last item', () => {
    const source =
      pod('team-a')
        .replace('team-a # set', 'payments # set')
        .replace('team-a # from', 'payments # from') + teamA;
    const [finding, ...rest] = findIn(missingObjects, source);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      id: 'namespace:payments',
      place: { pointer: '/request/object/metadata/namespace' },
      quickFix: { label: 'Add Namespace payments' },
    });
    const after = fixed(source, finding);
    expect(after).toBe(
      `${source}    - apiVersion: v1\n      kind: Namespace\n      metadata:\n        name: payments\n`,
    );
    expect(message(after)).toBe('allowed');
  });

  it('adds the ServiceAccount the ServiceAccount plugin looks up, as the first cluster object', () => {
    const source = pod('team-a', '\n      serviceAccountName: checkout # the app’s') + teamA;
    expect(message(source)).toContain('error looking up service account team-a/checkout');
    const [finding, ...rest] = findIn(missingObjects, source);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      id: 'serviceaccount:team-a/checkout',
      place: { pointer: '/request/object/spec/serviceAccountName' },
      quickFix: { label: 'Add ServiceAccount team-a/checkout' },
    });
    const after = fixed(source, finding);
    expect(after).toBe(
      `${source}    - apiVersion: v1\n      kind: ServiceAccount\n      metadata:\n        name: checkout\n        namespace: team-a\n`,
    );
    expect(message(after)).toBe('allowed');
  });

  it('creates cluster.objects when the scenario has no cluster', () => {
    const source = pod('team-a');
    const [finding] = findIn(missingObjects, source);
    expect(finding?.quickFix?.label).toBe('Add Namespace team-a');
    expect(fixed(source, finding)).toBe(
      `${source}cluster:\n  objects:\n    - apiVersion: v1\n      kind: Namespace\n      metadata:\n        name: team-a\n`,
    );
  });

  it('finds nothing once the object is there', () => {
    expect(findIn(missingObjects, teamA + pod('team-a'))).toEqual([]);
  });
});

const configurations = `cluster:
  objects:
    - { apiVersion: v1, kind: Namespace, metadata: { name: team-a } }
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata: { name: policy }
      webhooks:
        - name: deny.example.com
          clientConfig: { url: https://deny.example.com/ }
          rules:
            - operations: [CREATE]
              apiGroups: [""]
              apiVersions: [v1]
              resources: [pod, "configmaps"] # what it guards
          sideEffects: None
          admissionReviewVersions: [v1]
`;

describe('unansweredAnswers', () => {
  it('renames a misspelt key to the webhook it likely meant', () => {
    const source = `${configurations}webhooks:
  # the server's answer
  policy/deny.exmple.com: # typo
    response: { allowed: false }
${pod('team-a')}`;
    const [finding, ...rest] = findIn(unansweredAnswers, source);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      message:
        'the webhook answer "policy/deny.exmple.com" answers no webhook of the configurations; did you mean "policy/deny.example.com"?',
      place: { pointer: '/webhooks/policy~1deny.exmple.com' },
      quickFix: { label: 'Rename to policy/deny.example.com' },
    });
    const after = fixed(source, finding);
    expect(after).toBe(
      source.replace('policy/deny.exmple.com: # typo', 'policy/deny.example.com: # typo'),
    );
    expect(findIn(unansweredAnswers, after)).toEqual([]);
  });

  it('lists a key far from every webhook without a fix', () => {
    const source = `${configurations}webhooks:\n  something-else.io: {}\n${pod('team-a')}`;
    const [finding] = findIn(unansweredAnswers, source);
    expect(finding?.message).toBe(
      'the webhook answer "something-else.io" answers no webhook of the configurations',
    );
    expect(finding?.quickFix).toBeUndefined();
  });
});

describe('unknownResources', () => {
  it('writes the nearest served resource in place of an unknown one', () => {
    const source = configurations + pod('team-a');
    const [finding, ...rest] = findIn(unknownResources, source);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      message:
        'no resource "pod" in the core API group, so the rule never matches it; did you mean "pods"?',
      place: { pointer: '/cluster/objects/1/webhooks/0/rules/0/resources/0' },
      quickFix: { label: 'Use pods' },
    });
    const after = fixed(source, finding);
    expect(after).toBe(source.replace('[pod, "configmaps"]', '[pods, "configmaps"]'));
    expect(findIn(unknownResources, after)).toEqual([]);
  });
});
