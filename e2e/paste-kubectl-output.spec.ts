import { expect, test } from '@playwright/test';
import { editorGroup, openEditor, pipeline, replaceText, result } from './support/editors.ts';

// Story: a person pastes `kubectl get validatingwebhookconfigurations -o yaml` output, as is, into
// the configurations editor, and the chain runs with the cluster's configuration.

const KUBECTL_LIST = `apiVersion: v1
items:
- apiVersion: admissionregistration.k8s.io/v1
  kind: ValidatingWebhookConfiguration
  metadata:
    creationTimestamp: "2026-11-01T10:00:00Z"
    generation: 1
    name: from-kubectl
    resourceVersion: "4711"
    uid: 6f1c9a52-0d7e-4f55-9a57-0a4a8b3c2d11
  webhooks:
  - admissionReviewVersions:
    - v1
    clientConfig:
      service:
        name: pasted
        namespace: webhooks
        path: /validate
        port: 443
    failurePolicy: Fail
    matchPolicy: Equivalent
    name: pasted.example.com
    namespaceSelector: {}
    objectSelector: {}
    rules:
    - apiGroups:
      - ""
      apiVersions:
      - v1
      operations:
      - CREATE
      resources:
      - pods
      scope: '*'
    sideEffects: None
    timeoutSeconds: 10
kind: List
metadata:
  resourceVersion: ""
`;

test('a pasted kubectl List of configurations replaces the configurations', async ({ page }) => {
  await page.goto('/');
  await openEditor(page, 'Configurations', 'Configurations and policies');
  await replaceText(page, 'Configurations and policies', KUBECTL_LIST);

  // The sample's webhooks are gone; the pasted one is called and, with no answer given, allows.
  await expect(result(page)).toContainText('pod/web created');
  await expect(
    pipeline(page).getByRole('button', { name: /pasted\.example\.com.*in from-kubectl.*allowed/ }),
  ).toBeVisible();
  await expect(pipeline(page).getByRole('button', { name: /deny\.example\.com/ })).toHaveCount(0);

  // The namespace the cluster editor holds is untouched.
  await openEditor(page, 'Cluster');
  await expect(
    editorGroup(page, 'Cluster').locator('.view-line', { hasText: 'name: team-a' }),
  ).toBeVisible();
});
