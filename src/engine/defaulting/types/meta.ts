// Go field order of the k8s.io/apimachinery meta/v1 structs (pkg/apis/meta/v1/types.go and
// time.go, release-1.32), in the notation of ../goTypes.ts.

/** The meta/v1 structs embedded in every built-in object. */
export const metaTypes: Readonly<Record<string, string>> = {
  TypeMeta: 'kind:s apiVersion:s',
  ObjectMeta:
    'name:s generateName:s namespace:s selfLink:s uid:s resourceVersion:s generation:i ' +
    'creationTimestamp:t deletionTimestamp:*t deletionGracePeriodSeconds:*i labels:{}s annotations:{}s ' +
    'ownerReferences:[]OwnerReference finalizers:[]s managedFields:[]ManagedFieldsEntry',
  OwnerReference: 'apiVersion:s! kind:s! name:s! uid:s! controller:*b blockOwnerDeletion:*b',
  ManagedFieldsEntry:
    'manager:s operation:s apiVersion:s time:*t fieldsType:s fieldsV1:*raw subresource:s',
  LabelSelector: 'matchLabels:{}s matchExpressions:[]LabelSelectorRequirement',
  LabelSelectorRequirement: 'key:s! operator:s! values:[]s',
  Condition: 'type:s! status:s! observedGeneration:i lastTransitionTime:t! reason:s! message:s!',
};
