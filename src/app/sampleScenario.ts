// The scenario the playground opens with: a Pod CREATE that one mutating webhook labels and one
// validating webhook denies (the format is spec/scenario-format.md).

/** Holds the YAML text the editor starts with. */
export const sampleScenario = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: label-then-deny
title: A mutating webhook adds a label, a validating webhook denies
request:
  operation: CREATE
  namespace: team-a
  userInfo:
    username: alice
    groups: [dev-team, system:authenticated]
  object:
    apiVersion: v1
    kind: Pod
    metadata:
      name: web
      labels: { app: web }
    spec:
      containers:
        - name: app
          image: nginx:1.27
cluster:
  objects:
    - apiVersion: v1
      kind: Namespace
      metadata:
        name: team-a
    - apiVersion: admissionregistration.k8s.io/v1
      kind: MutatingWebhookConfiguration
      metadata:
        name: 10-labeler
      webhooks:
        - name: labeler.example.com
          clientConfig:
            service: { name: labeler, namespace: webhooks, path: /mutate }
          rules:
            - operations: [CREATE]
              apiGroups: [""]
              apiVersions: [v1]
              resources: [pods]
          sideEffects: None
          admissionReviewVersions: [v1]
    - apiVersion: admissionregistration.k8s.io/v1
      kind: ValidatingWebhookConfiguration
      metadata:
        name: 20-policy
      webhooks:
        - name: deny.example.com
          clientConfig:
            url: https://policy.example.com/validate
          rules:
            - operations: [CREATE, UPDATE]
              apiGroups: [""]
              apiVersions: [v1]
              resources: [pods]
          sideEffects: None
          admissionReviewVersions: [v1]
          failurePolicy: Fail
webhooks:
  labeler.example.com:
    latencyMs: 30
    response:
      allowed: true
      patch:
        - { op: add, path: /metadata/labels/injected, value: "yes" }
      warnings: ["labeler: added label injected=yes"]
  deny.example.com:
    latencyMs: 20
    response:
      allowed: false
      status:
        code: 403
        reason: Forbidden
        message: image nginx:1.27 is not pinned by digest
`;
