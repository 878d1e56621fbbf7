import { describe, expect, it } from 'vitest';
import { builtinRestMapper } from '../restmapping/restMapper.ts';
import { parseScenario } from '../scenario/parse.ts';
import { scenarioServing } from '../served/servingFlags.ts';
import { clusterObjectRefusal, requestRefusal } from './refusals.ts';

const scenarioOf = (text: string) => {
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  return parsed.value.scenario;
};
const refusals = (text: string) => {
  const scenario = scenarioOf(text);
  const { flags } = scenarioServing(scenario);
  return {
    cluster: clusterObjectRefusal(scenario, builtinRestMapper(), flags),
    request: requestRefusal(scenario, builtinRestMapper(), flags),
  };
};
const configMap =
  'request:\n  object: { apiVersion: v1, kind: ConfigMap, metadata: { name: c, namespace: default } }\n';

describe('clusterObjectRefusal', () => {
  it('names the document of a multi-document string and the field that does not decode', () => {
    const { cluster } = refusals(
      `${configMap}cluster:\n  objects:\n    - |\n      apiVersion: v1\n      kind: Namespace\n      metadata: { name: a }\n      ---\n      apiVersion: v1\n      kind: Namespace\n      metadata: { name: b, labels: { tier: 1 } }\n`,
    );
    expect(cluster?.pointer).toBe('/cluster/objects/0#1/metadata/labels/tier');
    expect(cluster?.reason).toBe(
      'creating Namespace "b" (/cluster/objects/0#1) failed: metadata.labels.tier: json: cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string',
    );
    expect(cluster?.status.message).toBe(
      'Namespace in version "v1" cannot be handled as a Namespace: json: cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string',
    );
  });

  it('places an object deep in a long paste at its line', () => {
    const docs = Array.from(
      { length: 300 },
      (_, i) =>
        `apiVersion: v1\nkind: ConfigMap\nmetadata: { name: c${i}, namespace: default }\ndata: { k: "v" }\n`,
    );
    docs[250] =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: { name: bad, namespace: default }\nbinaryData: { k: not-base64 }\n';
    const text = `${configMap}cluster:\n  objects:\n    - |\n${docs
      .join('---\n')
      .split('\n')
      .map((l) => (l === '' ? l : `      ${l}`))
      .join('\n')}`;
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const refusal = clusterObjectRefusal(
      parsed.value.scenario,
      builtinRestMapper(),
      scenarioServing(parsed.value.scenario).flags,
    );
    expect(refusal?.pointer).toBe('/cluster/objects/0#250/binaryData/k');
    // Five lines per document before it, four header lines, then the fourth line of the document.
    expect(parsed.value.spans.spanOf(refusal?.pointer ?? '')).toMatchObject({
      line: 5 + 250 * 5 + 4,
      column: 24,
    });
  });

  it('checks the metadata of a kind whose other fields are not modelled', () => {
    const { cluster } = refusals(
      `${configMap}cluster:\n  objects:\n    - { apiVersion: networking.k8s.io/v1, kind: IngressClass, metadata: { name: [nginx] } }\n`,
    );
    expect(cluster?.status.message).toBe(
      'IngressClass in version "v1" cannot be handled as a IngressClass: json: cannot unmarshal array into Go struct field ObjectMeta.metadata.name of type string',
    );
  });

  it('leaves custom resources and valid objects alone', () => {
    const { cluster } = refusals(
      `${configMap}cluster:\n  objects:\n    - { apiVersion: example.com/v1, kind: Widget, metadata: { name: 1 } }\n    - { apiVersion: v1, kind: Namespace, metadata: { name: ok } }\n`,
    );
    expect(cluster).toBeUndefined();
  });

  it('serves the MutatingAdmissionPolicy API a scenario holds policies of', () => {
    const { cluster } = refusals(
      `${configMap}cluster:\n  objects:\n    - { apiVersion: admissionregistration.k8s.io/v1alpha1, kind: MutatingAdmissionPolicyBinding, metadata: { name: b }, spec: { policyName: p } }\n`,
    );
    expect(cluster).toBeUndefined();
  });

  it('refuses a policy whose API the scenario switches off', () => {
    const { cluster } = refusals(
      `${configMap}cluster:\n  runtimeConfig: { admissionregistration.k8s.io/v1alpha1: false }\n  objects:\n    - { apiVersion: admissionregistration.k8s.io/v1alpha1, kind: MutatingAdmissionPolicy, metadata: { name: p } }\n`,
    );
    expect(cluster?.status.code).toBe(404);
    expect(cluster?.reason).toContain('is off by default');
  });
});

describe('requestRefusal', () => {
  it('refuses a removed version in every release, and leaves a version 1.32 lacks to a later one', () => {
    const object = (apiVersion: string, kind: string) =>
      `  object: { apiVersion: ${apiVersion}, kind: ${kind}, metadata: { name: x } }\n`;
    expect(
      refusals(
        `kubernetesVersion: "1.34"\nrequest:\n${object('admissionregistration.k8s.io/v1beta1', 'ValidatingWebhookConfiguration')}`,
      ).request?.status.code,
    ).toBe(404);
    expect(
      refusals(
        `kubernetesVersion: "1.32"\nrequest:\n${object('resource.k8s.io/v1beta2', 'DeviceClass')}`,
      ).request?.status.code,
    ).toBe(404);
    expect(
      refusals(
        `kubernetesVersion: "1.34"\nrequest:\n${object('resource.k8s.io/v1beta2', 'DeviceClass')}`,
      ).request,
    ).toBeUndefined();
  });

  it('refuses a request whose resource names an unserved version', () => {
    const { request } = refusals(
      'request:\n  resource: { group: storage.k8s.io, version: v1beta1, resource: volumeattributesclasses }\n  object: { apiVersion: storage.k8s.io/v1beta1, kind: VolumeAttributesClass, metadata: { name: v } }\n',
    );
    expect(request?.status.message).toBe(
      'the server could not find the requested resource (post volumeattributesclasses.storage.k8s.io)',
    );
    expect(request?.pointer).toBe('/request/resource');
  });

  it('lets a request of a served version through', () => {
    expect(refusals(configMap).request).toBeUndefined();
  });
});
