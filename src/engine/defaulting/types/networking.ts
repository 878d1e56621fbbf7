// Go field order of the networking.k8s.io/v1 Ingress (k8s.io/api networking/v1/types.go,
// release-1.32), in the notation of ../goTypes.ts. IngressStatus and IngressLoadBalancerStatus are
// structs, which encoding/json writes even under omitempty: a stored Ingress reads back with
// `status: {loadBalancer: {}}`. A path's pathType and backend have no omitempty.

/** Ingress. */
export const networkingTypes: Readonly<Record<string, string>> = {
  Ingress: '...TypeMeta metadata:ObjectMeta spec:IngressSpec status:IngressStatus',
  IngressSpec:
    'ingressClassName:*s defaultBackend:*IngressBackend tls:[]IngressTLS rules:[]IngressRule',
  IngressTLS: 'hosts:[]s secretName:s',
  IngressStatus: 'loadBalancer:IngressLoadBalancerStatus',
  IngressLoadBalancerStatus: 'ingress:[]IngressLoadBalancerIngress',
  IngressLoadBalancerIngress: 'ip:s hostname:s ports:[]IngressPortStatus',
  IngressPortStatus: 'port:i! protocol:s! error:*s',
  IngressRule: 'host:s ...IngressRuleValue',
  IngressRuleValue: 'http:*HTTPIngressRuleValue',
  HTTPIngressRuleValue: 'paths:[]HTTPIngressPath!',
  HTTPIngressPath: 'path:s pathType:*s! backend:IngressBackend!',
  IngressBackend: 'service:*IngressServiceBackend resource:*TypedLocalObjectReference',
  IngressServiceBackend: 'name:s! port:ServiceBackendPort',
  ServiceBackendPort: 'name:s number:i',
};
