// Go field order of the admissionregistration.k8s.io/v1 kinds (k8s.io/api admissionregistration/v1/types.go,
// release-1.32), in the notation of ../goTypes.ts: what the API server decodes webhook
// configurations and validating admission policies into.

/** The webhook configurations, ValidatingAdmissionPolicy and its binding, and the structs they use. */
export const admissionregistrationTypes: Readonly<Record<string, string>> = {
  MutatingWebhookConfiguration: '...TypeMeta metadata:ObjectMeta webhooks:[]MutatingWebhook',
  ValidatingWebhookConfiguration: '...TypeMeta metadata:ObjectMeta webhooks:[]ValidatingWebhook',
  MutatingWebhook:
    'name:s! clientConfig:WebhookClientConfig! rules:[]RuleWithOperations failurePolicy:*s matchPolicy:*s ' +
    'namespaceSelector:*LabelSelector objectSelector:*LabelSelector sideEffects:*s! timeoutSeconds:*i ' +
    'admissionReviewVersions:[]s! reinvocationPolicy:*s matchConditions:[]MatchCondition',
  ValidatingWebhook:
    'name:s! clientConfig:WebhookClientConfig! rules:[]RuleWithOperations failurePolicy:*s matchPolicy:*s ' +
    'namespaceSelector:*LabelSelector objectSelector:*LabelSelector sideEffects:*s! timeoutSeconds:*i ' +
    'admissionReviewVersions:[]s! matchConditions:[]MatchCondition',
  WebhookClientConfig: 'url:*s service:*ServiceReference caBundle:by',
  ServiceReference: 'namespace:s! name:s! path:*s port:*i',
  RuleWithOperations: 'operations:[]s ...Rule',
  Rule: 'apiGroups:[]s apiVersions:[]s resources:[]s scope:*s',
  MatchCondition: 'name:s! expression:s!',
  ValidatingAdmissionPolicy:
    '...TypeMeta metadata:ObjectMeta spec:ValidatingAdmissionPolicySpec status:ValidatingAdmissionPolicyStatus',
  ValidatingAdmissionPolicySpec:
    'paramKind:*ParamKind matchConstraints:*MatchResources validations:[]Validation failurePolicy:*s ' +
    'auditAnnotations:[]AuditAnnotation matchConditions:[]MatchCondition variables:[]Variable',
  ValidatingAdmissionPolicyStatus:
    'observedGeneration:i typeChecking:*TypeChecking conditions:[]Condition',
  TypeChecking: 'expressionWarnings:[]ExpressionWarning',
  ExpressionWarning: 'fieldRef:s! warning:s!',
  ParamKind: 'apiVersion:s kind:s',
  MatchResources:
    'namespaceSelector:*LabelSelector objectSelector:*LabelSelector resourceRules:[]NamedRuleWithOperations ' +
    'excludeResourceRules:[]NamedRuleWithOperations matchPolicy:*s',
  NamedRuleWithOperations: 'resourceNames:[]s ...RuleWithOperations',
  Validation: 'expression:s! message:s reason:*s messageExpression:s',
  AuditAnnotation: 'key:s! valueExpression:s!',
  Variable: 'name:s! expression:s!',
  ValidatingAdmissionPolicyBinding:
    '...TypeMeta metadata:ObjectMeta spec:ValidatingAdmissionPolicyBindingSpec',
  ValidatingAdmissionPolicyBindingSpec:
    'policyName:s paramRef:*ParamRef matchResources:*MatchResources validationActions:[]s',
  ParamRef: 'name:s namespace:s selector:*LabelSelector parameterNotFoundAction:*s',
};
