// Cases after the upstream validation of these /status updates (release-1.32): networking
// ValidateIngressStatusUpdate, kube-aggregator ValidateAPIServiceStatusUpdate, apiextensions
// ValidateUpdateCustomResourceDefinitionStatus, flowcontrol's status updates, admissionregistration
// ValidateValidatingAdmissionPolicyStatusUpdate and core ValidateNamespaceFinalizeUpdate.

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { strategyFor } from '../../registry/strategies.ts';
import type { ValidationEnv } from '../validator.ts';
import { validatorFor } from '../validators.ts';
import { metadataStatusSubresourceValidators } from './metadataStatusSubresources.ts';

const env = (notes: string[] = [], version: ValidationEnv['version'] = '1.32'): ValidationEnv => ({
  version,
  featureGates: {},
  notSimulated: (d) => notes.push(d),
});

const withStatus = (status: JsonObject, spec: JsonObject = {}): JsonObject => ({
  metadata: { name: 'x', resourceVersion: '3' },
  spec,
  status,
});

function errors(key: string, o: JsonObject, notes: string[] = []): string[] {
  const v = metadataStatusSubresourceValidators[key];
  if (v?.validateUpdate === undefined) throw new Error(`no validator for ${key}`);
  return v
    .validateUpdate(o, { ...o, status: {} }, env(notes))
    .map((e) => fieldErrorString(e, '1.32'));
}

describe('the metadata-resetting status subresources', () => {
  it.each(Object.entries(metadataStatusSubresourceValidators))(
    '%s validates with the strategy the registry runs, and is found by validatorFor',
    (key, validator) => {
      const [group = '', resource = '', subresource = ''] = key.split('/');
      expect(strategyFor({ group, resource }, subresource, true)?.name).toBe(validator.strategy);
      expect(validatorFor({ group, resource }, subresource)).toBe(validator);
      expect(validator.validate({}, env())).toEqual([]);
    },
  );

  it('ingresses/status: an IP that does not parse, a hostname that is an IP', () => {
    const ing = withStatus({
      loadBalancer: {
        ingress: [
          { ip: '10.0.0.300' },
          { hostname: '203.0.113.7' },
          { hostname: 'lb.example.com' },
        ],
      },
    });
    expect(errors('networking.k8s.io/ingresses/status', ing)).toEqual([
      'status.loadBalancer.ingress[0].ip: Invalid value: "10.0.0.300": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
      'status.loadBalancer.ingress[1].hostname: Invalid value: "203.0.113.7": must be a DNS name, not an IP address',
    ]);
  });

  it('ingresses/status: a hostname that is not a DNS-1123 subdomain', () => {
    const ing = withStatus({ loadBalancer: { ingress: [{ hostname: 'LB_1' }] } });
    expect(errors('networking.k8s.io/ingresses/status', ing)).toEqual([
      "status.loadBalancer.ingress[0].hostname: Invalid value: \"LB_1\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    ]);
  });

  it('apiservices/status: a condition status outside True, False, Unknown', () => {
    const svc = withStatus({ conditions: [{ type: 'Available', status: 'Yes' }] });
    expect(errors('apiregistration.k8s.io/apiservices/status', svc)).toEqual([
      'status.conditions[0].status: Unsupported value: "Yes": supported values: "True", "False", "Unknown"',
    ]);
  });

  it('customresourcedefinitions/status: acceptedNames are judged without the spec defaults', () => {
    const crd = withStatus({
      acceptedNames: { plural: 'widgets', kind: 'Widget_X', listKind: 'Widget_X' },
    });
    const dns1035 =
      "a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')";
    expect(errors('apiextensions.k8s.io/customresourcedefinitions/status', crd)).toEqual([
      `status.acceptedNames.kind: Invalid value: "Widget_X": may have mixed case, but should otherwise match: ${dns1035}`,
      `status.acceptedNames.listKind: Invalid value: "Widget_X": may have mixed case, but should otherwise match: ${dns1035}`,
      'status.acceptedNames.listKind: Invalid value: "Widget_X": kind and listKind may not be the same',
    ]);
  });

  it.each([
    'flowcontrol.apiserver.k8s.io/flowschemas/status',
    'flowcontrol.apiserver.k8s.io/prioritylevelconfigurations/status',
  ])('%s: a repeated condition type and an empty one', (key) => {
    const o = withStatus({ conditions: [{ type: 'Dangling' }, { type: 'Dangling' }, {}] });
    expect(errors(key, o)).toEqual([
      'status.conditions[1].type: Duplicate value: "Dangling"',
      'status.conditions[2].type: Required value: must not be empty',
    ]);
  });

  it('validatingadmissionpolicies/status: an expression warning without warning or fieldRef', () => {
    const notes: string[] = [];
    const vap = withStatus({
      typeChecking: {
        expressionWarnings: [
          { fieldRef: '  ', warning: '' },
          { fieldRef: 'spec.validations[0].expression', warning: 'ok' },
          { fieldRef: 'spec.validations[?(@.x)]', warning: 'ok' },
        ],
      },
    });
    expect(
      errors('admissionregistration.k8s.io/validatingadmissionpolicies/status', vap, notes),
    ).toEqual([
      'status.typeChecking.expressionWarnings[0].warning: Required value',
      'status.typeChecking.expressionWarnings[0].fieldRef: Required value',
    ]);
    // Only the fieldRef that is not a plain path needs the JSONPath parser.
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('expressionWarnings[2].fieldRef');
  });

  it('validatingadmissionpolicies/status: the conditions are metav1 conditions', () => {
    const vap = withStatus({ conditions: [{ type: 'Ready', status: 'True' }] });
    expect(errors('admissionregistration.k8s.io/validatingadmissionpolicies/status', vap)).toEqual([
      'status.conditions[0].lastTransitionTime: Required value: must be set',
      'status.conditions[0].reason: Required value: must be set',
    ]);
  });

  it('namespaces/finalize: each finalizer by its index', () => {
    const ns = withStatus({ phase: 'Terminating' }, { finalizers: ['kubernetes', 'cleanup'] });
    expect(errors('/namespaces/finalize', ns)).toEqual([
      'spec.finalizers[1]: Invalid value: "cleanup": name is neither a standard finalizer name nor is it fully qualified',
    ]);
  });

  it('volumeattachments/status runs the main strategy and says so for 1.33 error codes', () => {
    const va: JsonObject = {
      metadata: { name: 'csi-1' },
      spec: {
        attacher: 'csi.example.com',
        nodeName: 'node-1',
        source: { persistentVolumeName: 'pv-1' },
      },
      status: { attached: true, attachError: { message: 'timeout', errorCode: 4 } },
    };
    const v = metadataStatusSubresourceValidators['storage.k8s.io/volumeattachments/status'];
    const at132: string[] = [];
    const at133: string[] = [];
    expect(v?.validateUpdate?.(va, va, env(at132))).toEqual([]);
    expect(v?.validateUpdate?.(va, va, env(at133, '1.33'))).toEqual([]);
    expect(at132.filter((n) => n.includes('errorCode'))).toEqual([]);
    expect(at133.filter((n) => n.includes('errorCode'))).toHaveLength(1);
  });
});
