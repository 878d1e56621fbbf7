// Each request of declarativeBetaCases.testdata.ts as 1.36 and 1.37 answer it (the Status message),
// read against the tags and the covered hand-written checks (declarativeBetaKinds.ts and beside); 1.36's
// column holds 1.36's own hand-written texts (HPA, RuntimeClass, StorageClass, VolumeAttachment).

/** [1.36, 1.37] messages by case name. */
export const expected: Record<string, [string, string]> = {
  'HPA minReplicas 0 and an empty scaleTargetRef name': [
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.minReplicas: Invalid value: 0: must be greater than or equal to 1, spec.scaleTargetRef.name: Required value]',
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.scaleTargetRef.name: Required value, spec.minReplicas: Invalid value: 0: must be greater than or equal to 1]',
  ],
  'HPA maxReplicas 0': [
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.maxReplicas: Required value: must be set and greater than 0, spec.maxReplicas: Invalid value: 0: must be greater than or equal to `minReplicas`]',
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.maxReplicas: Invalid value: 0: must be greater than or equal to `minReplicas`, spec.maxReplicas: Required value]',
  ],
  'HPA maxReplicas -1 under minReplicas 2': [
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.maxReplicas: Invalid value: -1: must be greater than or equal to 1, spec.maxReplicas: Invalid value: -1: must be greater than or equal to `minReplicas`]',
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.maxReplicas: Invalid value: -1: must be greater than or equal to `minReplicas`, spec.maxReplicas: Invalid value: -1: must be greater than or equal to 1]',
  ],
  'HPA update keeping maxReplicas -1, new empty kind': [
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.maxReplicas: Invalid value: -1: must be greater than or equal to 1, spec.maxReplicas: Invalid value: -1: must be greater than or equal to `minReplicas`, spec.scaleTargetRef.kind: Required value]',
    'HorizontalPodAutoscaler.autoscaling "web" is invalid: [spec.maxReplicas: Invalid value: -1: must be greater than or equal to 1, spec.maxReplicas: Invalid value: -1: must be greater than or equal to `minReplicas`, spec.scaleTargetRef.kind: Required value]',
  ],
  'RoleBinding with empty roleRef and subject names': [
    'RoleBinding.rbac.authorization.k8s.io "b" is invalid: [roleRef.name: Required value, subjects[0].name: Required value, subjects[1].kind: Unsupported value: "Robot": supported values: "ServiceAccount", "User", "Group"]',
    'RoleBinding.rbac.authorization.k8s.io "b" is invalid: [subjects[1].kind: Unsupported value: "Robot": supported values: "ServiceAccount", "User", "Group", subjects[0].name: Required value, roleRef.name: Required value]',
  ],
  'ClusterRole with a rule without verbs and a bad nonResourceURL rule': [
    'ClusterRole.rbac.authorization.k8s.io "c" is invalid: [rules[0].verbs: Required value: verbs must contain at least one value, rules[1].nonResourceURLs: Invalid value: ["/x"]: rules cannot apply to both regular resources and non-resource URLs]',
    'ClusterRole.rbac.authorization.k8s.io "c" is invalid: [rules[1].nonResourceURLs: Invalid value: ["/x"]: rules cannot apply to both regular resources and non-resource URLs, rules[0].verbs: Required value]',
  ],
  'RuntimeClass with an empty handler': [
    'RuntimeClass.node.k8s.io "r" is invalid: handler: Required value: must be a valid DNS label',
    'RuntimeClass.node.k8s.io "r" is invalid: handler: Required value',
  ],
  'RuntimeClass update changing the handler, with a bad node selector': [
    "RuntimeClass.node.k8s.io \"r\" is invalid: [handler: Invalid value: \"kata\": field is immutable, scheduling.nodeSelector: Invalid value: \"bad key!\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')]",
    "RuntimeClass.node.k8s.io \"r\" is invalid: [scheduling.nodeSelector: Invalid value: \"bad key!\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]'), handler: Invalid value: null: field is immutable]",
  ],
  'StorageClass update changing the provisioner and parameters': [
    'StorageClass.storage.k8s.io "fast" is invalid: [parameters: Invalid value: {"a":"b"}: field is immutable, provisioner: Invalid value: "b.example.com": field is immutable]',
    'StorageClass.storage.k8s.io "fast" is invalid: [provisioner: Invalid value: null: field is immutable, parameters: Invalid value: null: field is immutable]',
  ],
  'VolumeAttachment with a bad attacher and node name': [
    "VolumeAttachment.storage.k8s.io \"va\" is invalid: [spec.attacher: Invalid value: \"Bad_Attacher\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec.nodeName: Invalid value: \"Bad_Node\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')]",
    "VolumeAttachment.storage.k8s.io \"va\" is invalid: [spec.nodeName: Invalid value: \"Bad_Node\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec.attacher: Invalid value: \"Bad_Attacher\": an RFC 1123 subdomain must consist of alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'Example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')]",
  ],
  'VolumeAttachment update to a bad attacher': [
    'VolumeAttachment.storage.k8s.io "va" is invalid: [spec.attacher: Invalid value: "Bad_Attacher": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, \'-\' or \'.\', and must start and end with an alphanumeric character (e.g. \'example.com\', regex used for validation is \'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\'), spec: Invalid value: {"attacher":"Bad_Attacher","nodeName":"n1","source":{"persistentVolumeName":"pv"}}: field is immutable]',
    "VolumeAttachment.storage.k8s.io \"va\" is invalid: [spec.attacher: Invalid value: \"Bad_Attacher\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec: Invalid value: null: field is immutable]",
  ],
  'StorageClass update removing the parameters, with a bad reclaimPolicy': [
    'StorageClass.storage.k8s.io "fast" is invalid: [reclaimPolicy: Unsupported value: "Recycle": supported values: "Delete", "Retain", parameters: Invalid value: null: field is immutable]',
    'StorageClass.storage.k8s.io "fast" is invalid: [reclaimPolicy: Unsupported value: "Recycle": supported values: "Delete", "Retain", parameters: Invalid value: null: field is immutable]',
  ],
  'ValidatingAdmissionPolicyBinding without policy or actions, bad matchPolicy': [
    'ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io "b" is invalid: [spec.policyName: Required value, spec.matchResouces.matchPolicy: Unsupported value: "Bogus": supported values: "Equivalent", "Exact", spec.validationActions: Required value: at least one validation action is required]',
    'ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io "b" is invalid: [spec.matchResouces.matchPolicy: Unsupported value: "Bogus": supported values: "Equivalent", "Exact", spec.policyName: Required value, spec.validationActions: Required value]',
  ],
  'ReplicationController with a bad name, negative replicas and minReadySeconds, no image': [
    "ReplicationController \"Web\" is invalid: [metadata.name: Invalid value: \"Web\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec.minReadySeconds: Invalid value: -2: must be greater than or equal to 0, spec.replicas: Invalid value: -1: must be greater than or equal to 0, spec.template.spec.containers[0].image: Required value]",
    "ReplicationController \"Web\" is invalid: [spec.template.spec.containers[0].image: Required value, metadata.name: Invalid value: \"Web\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec.replicas: Invalid value: -1: must be greater than or equal to 0, spec.minReadySeconds: Invalid value: -2: must be greater than or equal to 0]",
  ],
  'CronJob without a schedule and a bad concurrencyPolicy': [
    'CronJob.batch "c" is invalid: [spec.schedule: Required value, spec.concurrencyPolicy: Unsupported value: "Bogus": supported values: "Allow", "Forbid", "Replace"]',
    'CronJob.batch "c" is invalid: [spec.concurrencyPolicy: Unsupported value: "Bogus": supported values: "Allow", "Forbid", "Replace", spec.schedule: Required value]',
  ],
  'NetworkPolicy with an empty ipBlock cidr and a bad egress protocol': [
    'NetworkPolicy.networking.k8s.io "n" is invalid: [spec.ingress[0].from[0].ipBlock.cidr: Required value, spec.egress[0].ports[0].protocol: Unsupported value: "BOGUS": supported values: "TCP", "UDP", "SCTP"]',
    'NetworkPolicy.networking.k8s.io "n" is invalid: [spec.egress[0].ports[0].protocol: Unsupported value: "BOGUS": supported values: "TCP", "UDP", "SCTP", spec.ingress[0].from[0].ipBlock.cidr: Required value]',
  ],
  'IngressClass parameters without kind and name': [
    'IngressClass.networking.k8s.io "i" is invalid: [spec.parameters.kind: Required value: kind is required, spec.parameters.name: Required value: name is required]',
    'IngressClass.networking.k8s.io "i" is invalid: [spec.parameters.kind: Required value, spec.parameters.name: Required value]',
  ],
  'IPAddress without a parentRef': [
    'IPAddress.networking.k8s.io "10.0.0.1" is invalid: spec.parentRef: Required value',
    'IPAddress.networking.k8s.io "10.0.0.1" is invalid: spec.parentRef: Required value',
  ],
  'IPAddress update changing the parentRef': [
    'IPAddress.networking.k8s.io "10.0.0.1" is invalid: spec.parentRef: Invalid value: {"resource":"services","namespace":"default","name":"b"}: field is immutable',
    'IPAddress.networking.k8s.io "10.0.0.1" is invalid: spec.parentRef: Invalid value: null: field is immutable',
  ],
  'EndpointSlice without addresses, with a bad port name': [
    "EndpointSlice.discovery.k8s.io \"web-abc\" is invalid: [endpoints[0].addresses: Required value: must contain at least 1 address, ports[0].name: Invalid value: \"Bad_Port\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')]",
    "EndpointSlice.discovery.k8s.io \"web-abc\" is invalid: [ports[0].name: Invalid value: \"Bad_Port\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?'), endpoints[0].addresses: Required value]",
  ],
  'EndpointSlice update changing the addressType': [
    'EndpointSlice.discovery.k8s.io "web-abc" is invalid: addressType: Invalid value: "IPv6": field is immutable',
    'EndpointSlice.discovery.k8s.io "web-abc" is invalid: addressType: Invalid value: null: field is immutable',
  ],
  'PriorityLevelConfiguration Limited with exempt set, no limited, named exempt': [
    'PriorityLevelConfiguration.flowcontrol.apiserver.k8s.io "exempt" is invalid: [spec.type: Invalid value: "Limited": type must be \'Exempt\' if and only if name is \'exempt\', spec.exempt: Forbidden: must be nil if the type is Limited, spec.limited: Required value: must not be empty when type is Limited]',
    'PriorityLevelConfiguration.flowcontrol.apiserver.k8s.io "exempt" is invalid: [spec.type: Invalid value: "Limited": type must be \'Exempt\' if and only if name is \'exempt\', spec.exempt: Forbidden, spec.limited: Required value]',
  ],
  'PriorityLevelConfiguration Limited with Queue and no queuing': [
    'PriorityLevelConfiguration.flowcontrol.apiserver.k8s.io "p" is invalid: spec.limited.limitResponse.queuing: Required value: must not be empty if limited.limitResponse.type is Limited',
    'PriorityLevelConfiguration.flowcontrol.apiserver.k8s.io "p" is invalid: spec.limited.limitResponse.queuing: Required value',
  ],
};
