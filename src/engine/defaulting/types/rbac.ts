// Go field order of the rbac.authorization.k8s.io/v1 kinds (k8s.io/api rbac/v1/types.go,
// release-1.32), in the notation of ../goTypes.ts. Rules have no omitempty: nil encodes as null.

/** Role, ClusterRole and their bindings. */
export const rbacTypes: Readonly<Record<string, string>> = {
  Role: '...TypeMeta metadata:ObjectMeta rules:[]PolicyRule!',
  ClusterRole:
    '...TypeMeta metadata:ObjectMeta rules:[]PolicyRule! aggregationRule:*AggregationRule',
  AggregationRule: 'clusterRoleSelectors:[]LabelSelector',
  PolicyRule: 'verbs:[]s! apiGroups:[]s resources:[]s resourceNames:[]s nonResourceURLs:[]s',
  RoleBinding: '...TypeMeta metadata:ObjectMeta subjects:[]Subject roleRef:RoleRef!',
  ClusterRoleBinding: '...TypeMeta metadata:ObjectMeta subjects:[]Subject roleRef:RoleRef!',
  Subject: 'kind:s! apiGroup:s name:s! namespace:s',
  RoleRef: 'apiGroup:s! kind:s! name:s!',
};
