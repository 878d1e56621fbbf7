import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { unmarshalError } from './unmarshal.ts';

const pod = (spec: JsonObject, metadata: JsonObject = { name: 'p' }): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata,
  spec,
});
const container = (extra: JsonObject): JsonObject => ({
  spec: { containers: [{ name: 'c', image: 'i', ...extra }] },
});
const webhookConfig = (clientConfig: JsonObject): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'MutatingWebhookConfiguration',
  metadata: { name: 'm' },
  webhooks: [{ name: 'a.example.com', clientConfig }],
});

describe('unmarshalError', () => {
  it.each([
    {
      name: 'a number where a label value goes',
      object: pod({}, { name: 'p', labels: { tier: 1 } }),
      message:
        'json: cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string',
      field: 'metadata.labels.tier',
    },
    {
      name: 'a boolean name (YAML 1.1 `y`)',
      object: pod({}, { name: true }),
      message:
        'json: cannot unmarshal bool into Go struct field ObjectMeta.metadata.name of type string',
      field: 'metadata.name',
    },
    {
      name: 'a string port',
      object: pod(container({ ports: [{ containerPort: '80' }] })['spec'] as JsonObject),
      message:
        'json: cannot unmarshal string into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32',
      field: 'spec.containers[0].ports[0].containerPort',
    },
    {
      name: 'a fraction in an int32',
      object: pod(container({ ports: [{ containerPort: 80.5 }] })['spec'] as JsonObject),
      message:
        'json: cannot unmarshal number 80.5 into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32',
      field: 'spec.containers[0].ports[0].containerPort',
    },
    {
      name: 'an int32 that overflows',
      object: pod(container({ ports: [{ containerPort: 3000000000 }] })['spec'] as JsonObject),
      message:
        'json: cannot unmarshal number 3000000000 into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32',
      field: 'spec.containers[0].ports[0].containerPort',
    },
    {
      name: 'a number as a named string type',
      object: pod(container({ imagePullPolicy: 1 })['spec'] as JsonObject),
      message:
        'json: cannot unmarshal number into Go struct field Container.spec.containers.imagePullPolicy of type v1.PullPolicy',
      field: 'spec.containers[0].imagePullPolicy',
    },
    {
      name: 'an int64 field',
      object: pod({ containers: [], securityContext: { runAsUser: 'root' } }),
      message:
        'json: cannot unmarshal string into Go struct field PodSecurityContext.spec.securityContext.runAsUser of type int64',
      field: 'spec.securityContext.runAsUser',
    },
    {
      name: 'a string where a list goes',
      object: pod({ containers: 'web' }),
      message:
        'json: cannot unmarshal string into Go struct field PodSpec.spec.containers of type []v1.Container',
      field: 'spec.containers',
    },
    {
      name: 'a list where a struct goes',
      object: pod({ containers: [], securityContext: [] }),
      message:
        'json: cannot unmarshal array into Go struct field PodSpec.spec.securityContext of type v1.PodSecurityContext',
      field: 'spec.securityContext',
    },
    {
      name: 'an element of a named-string list',
      object: pod(
        container({ securityContext: { capabilities: { add: [1] } } })['spec'] as JsonObject,
      ),
      message:
        'json: cannot unmarshal number into Go struct field Capabilities.spec.containers.securityContext.capabilities.add of type v1.Capability',
      field: 'spec.containers[0].securityContext.capabilities.add[0]',
    },
    {
      name: 'a string as a resource list',
      object: pod(container({ resources: { limits: '1' } })['spec'] as JsonObject),
      message:
        'json: cannot unmarshal string into Go struct field ResourceRequirements.spec.containers.resources.limits of type v1.ResourceList',
      field: 'spec.containers[0].resources.limits',
    },
    {
      name: 'a quantity that does not parse (stops at once)',
      object: pod(container({ resources: { limits: { cpu: 'lots' } } })['spec'] as JsonObject),
      message:
        "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
      field: 'spec.containers[0].resources.limits.cpu',
    },
    {
      name: 'a boolean int-or-string',
      object: pod(container({ livenessProbe: { httpGet: { port: true } } })['spec'] as JsonObject),
      message: 'json: cannot unmarshal bool into Go value of type int32',
      field: 'spec.containers[0].livenessProbe.httpGet.port',
    },
    {
      name: 'a time that does not parse',
      object: pod({ containers: [] }, { name: 'p', deletionTimestamp: 'tomorrow' }),
      message:
        'parsing time "tomorrow" as "2006-01-02T15:04:05Z07:00": cannot parse "tomorrow" as "2006"',
      field: 'metadata.deletionTimestamp',
    },
    {
      name: 'a caBundle placeholder',
      object: webhookConfig({ url: 'https://x', caBundle: 'CA_BUNDLE' }),
      message: 'illegal base64 data at input byte 2',
      field: 'webhooks[0].clientConfig.caBundle',
    },
    {
      name: "the docs' <omitted>",
      object: webhookConfig({ url: 'https://x', caBundle: '<omitted>' }),
      message: 'illegal base64 data at input byte 0',
      field: 'webhooks[0].clientConfig.caBundle',
    },
    {
      name: 'a number as a webhook port',
      object: webhookConfig({ service: { name: 's', namespace: 'n', port: '443' } }),
      message:
        'json: cannot unmarshal string into Go struct field ServiceReference.webhooks.clientConfig.service.port of type int32',
      field: 'webhooks[0].clientConfig.service.port',
    },
  ])('reports $name', ({ object, message, field }) => {
    const struct = object['kind'] as string;
    expect(unmarshalError(object, struct)).toEqual({
      message,
      field,
      pointer: expect.any(String) as string,
    });
  });

  it('points at the field with a JSON pointer', () => {
    const object = pod({ containers: [] }, { name: 'p', labels: { 'app.kubernetes.io/name': 1 } });
    expect(unmarshalError(object, 'Pod')?.pointer).toBe('/metadata/labels/app.kubernetes.io~1name');
  });

  it('reports the first mismatch in the sorted body, not in the document', () => {
    const object = pod({ containers: [] }, { name: 1, labels: { a: 2 } });
    // kubectl sends map keys sorted: labels before name.
    expect(unmarshalError(object, 'Pod')?.field).toBe('metadata.labels.a');
  });

  it('lets an UnmarshalJSON error win over an earlier mismatch', () => {
    const object = pod(container({ resources: { limits: { cpu: 'x' } } })['spec'] as JsonObject, {
      name: 1,
    });
    expect(unmarshalError(object, 'Pod')?.field).toBe('spec.containers[0].resources.limits.cpu');
  });

  it.each([
    {
      name: 'a valid Pod',
      object: pod({
        containers: [
          {
            name: 'c',
            image: 'i',
            ports: [{ containerPort: 80 }],
            resources: { limits: { cpu: 1 } },
          },
        ],
      }),
    },
    {
      name: 'nulls everywhere',
      object: pod({ containers: null, securityContext: null }, { name: null, labels: null }),
    },
    {
      name: 'unknown fields of any type',
      object: pod({ containers: [], bogus: 5 }, { name: 'p', Name: 5 }),
    },
    { name: 'a base64 caBundle', object: webhookConfig({ url: 'https://x', caBundle: 'Q0E=' }) },
  ])('accepts $name', ({ object }) => {
    expect(unmarshalError(object, object['kind'] as string)).toBeUndefined();
  });
});
