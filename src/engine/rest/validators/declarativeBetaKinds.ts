// The beta tags of 1.37 (k8s.io/api at the code freeze, 10b39a3) on the discovery, rbac,
// autoscaling, node and networking kinds, as field trees in the versioned types' field order.
// Which hand-written errors each covers follows kubernetes' declarative_validation_test.go files
// (registry/discovery/endpointslice, registry/rbac/role, registry/autoscaling/horizontalpodautoscaler
// at 06726ca, registry/node/runtimeclass at 6f23822) and pkg/apis/autoscaling/validation at c2fe190b
// (minReplicas and maxReplicas marked covered, origin "minimum"); the RBAC bindings' names,
// NetworkPolicy's ipBlock.cidr, IngressClass's parameters and IPAddress's parentRef are inferred
// from the tag and the hand-written check of the same field and type (their 1.37 validation.go was
// not readable).

import {
  enumTag,
  type FieldNode,
  immutableTag,
  maxItemsTag,
  minimumTag,
  optionalTag,
  requiredTag,
  shortNameTag,
} from './declarativeBetaTags.ts';

// discovery/v1 EndpointSlice: addressType (+required, +immutable, type +enum), endpoints
// (+optional), Endpoint.addresses (+required, +maxItems=100). The enum runs after the field's tags.
const endpointSlice: FieldNode[] = [
  {
    field: 'addressType',
    tags: [
      requiredTag({ alsoCovers: (e) => e.type === 'FieldValueNotSupported' }),
      immutableTag,
      enumTag(['IPv4', 'IPv6', 'FQDN']),
    ],
  },
  {
    field: 'endpoints',
    tags: [optionalTag()],
    items: [{ field: 'addresses', tags: [requiredTag(), maxItemsTag(100)] }],
  },
];

// rbac/v1 Role and ClusterRole: rules (+optional), PolicyRule.verbs (+required).
const roles: FieldNode[] = [
  { field: 'rules', tags: [optionalTag()], items: [{ field: 'verbs', tags: [requiredTag()] }] },
];

// rbac/v1 RoleBinding and ClusterRoleBinding: subjects (+optional), Subject.name (+required), then
// roleRef's name (+required); roleRef's immutability is alpha in 1.37 (shadowed).
const bindings: FieldNode[] = [
  { field: 'subjects', tags: [optionalTag()], items: [{ field: 'name', tags: [requiredTag()] }] },
  { field: 'roleRef', fields: [{ field: 'name', tags: [requiredTag()] }] },
];

// autoscaling/v2 (and v1) HorizontalPodAutoscalerSpec: minReplicas (+optional, minimum 0 with
// HPAScaleToZero, else 1) and maxReplicas (+required, +minimum=1); the hand-written checks of 1.36
// word them the same way (a 0 is Required, a negative value "must be greater than or equal to 1").
// scaleTargetRef's kind and name are alpha in 1.37 (shadowed).
const horizontalPodAutoscaler: FieldNode[] = [
  {
    field: 'spec',
    fields: [
      {
        field: 'minReplicas',
        tags: [
          optionalTag({ pointer: true }),
          minimumTag((env) => (env.featureGates['HPAScaleToZero'] === true ? 0 : 1)),
        ],
      },
      { field: 'maxReplicas', tags: [requiredTag(), minimumTag(() => 1)] },
    ],
  },
];

// node/v1 RuntimeClass.handler: +required, +format=k8s-short-name, +immutable (the short-circuiting
// required and immutable first). From 1.36 the hand-written check of an empty handler is a Required
// too, which the declarative Required covers.
const runtimeClass: FieldNode[] = [
  { field: 'handler', tags: [requiredTag(), immutableTag, shortNameTag] },
];

// networking/v1 NetworkPolicy: ingress/egress (+optional), their from/to (+optional), ipBlock
// (+optional) and IPBlock.cidr (+required).
const peers = (list: string): FieldNode => ({
  field: list,
  tags: [optionalTag()],
  items: [
    {
      field: 'ipBlock',
      tags: [optionalTag({ pointer: true })],
      fields: [{ field: 'cidr', tags: [requiredTag()] }],
    },
  ],
});
const networkPolicy: FieldNode[] = [
  {
    field: 'spec',
    fields: [
      { field: 'ingress', tags: [optionalTag()], items: [peers('from')] },
      { field: 'egress', tags: [optionalTag()], items: [peers('to')] },
    ],
  },
];

// networking/v1 IngressClassSpec.parameters (+optional): kind and name (+required).
const ingressClass: FieldNode[] = [
  {
    field: 'spec',
    fields: [
      {
        field: 'parameters',
        tags: [optionalTag({ pointer: true })],
        fields: [
          { field: 'kind', tags: [requiredTag()] },
          { field: 'name', tags: [requiredTag()] },
        ],
      },
    ],
  },
];

// networking/v1 IPAddressSpec.parentRef (+required, +immutable): resource and name (+required).
const ipAddress: FieldNode[] = [
  {
    field: 'spec',
    fields: [
      {
        field: 'parentRef',
        tags: [requiredTag({ pointer: true }), immutableTag],
        fields: [
          { field: 'resource', tags: [requiredTag()] },
          { field: 'name', tags: [requiredTag()] },
        ],
      },
    ],
  },
];

/** The field trees, by `group/resource` as validators.ts keys them. */
export const betaKinds: Readonly<Record<string, readonly FieldNode[]>> = {
  'discovery.k8s.io/endpointslices': endpointSlice,
  'rbac.authorization.k8s.io/roles': roles,
  'rbac.authorization.k8s.io/clusterroles': roles,
  'rbac.authorization.k8s.io/rolebindings': bindings,
  'rbac.authorization.k8s.io/clusterrolebindings': bindings,
  'autoscaling/horizontalpodautoscalers': horizontalPodAutoscaler,
  'node.k8s.io/runtimeclasses': runtimeClass,
  'networking.k8s.io/networkpolicies': networkPolicy,
  'networking.k8s.io/ingressclasses': ingressClass,
  'networking.k8s.io/ipaddresses': ipAddress,
};
