import { describe, expect, it } from 'vitest';
import { kubectlNoMapping, notFoundByClient } from './notFound.ts';

describe('notFoundByClient', () => {
  it('words a create of an unserved version as client-go does', () => {
    const status = notFoundByClient(
      { group: 'admissionregistration.k8s.io', resource: 'mutatingwebhookconfigurations' },
      'POST',
      '',
    );
    expect(status.message).toBe(
      'the server could not find the requested resource (post mutatingwebhookconfigurations.admissionregistration.k8s.io)',
    );
    expect(status.details).toEqual({
      group: 'admissionregistration.k8s.io',
      kind: 'mutatingwebhookconfigurations',
      causes: [{ reason: 'UnexpectedServerResponse', message: '404 page not found' }],
    });
    expect([status.code, status.reason]).toEqual([404, 'NotFound']);
  });

  it('names the object of an update, and the core group plainly', () => {
    expect(notFoundByClient({ group: '', resource: 'pods' }, 'PUT', 'web').message).toBe(
      'the server could not find the requested resource (put pods web)',
    );
  });
});

describe('kubectlNoMapping', () => {
  it("prints cli-runtime's refusal with the NoKindMatchError", () => {
    const kind = {
      group: 'admissionregistration.k8s.io',
      version: 'v1beta1',
      kind: 'MutatingWebhookConfiguration',
    };
    expect(kubectlNoMapping(kind, 'istio-sidecar-injector', '')).toBe(
      'error: resource mapping not found for name: "istio-sidecar-injector" namespace: "" from "STDIN": no matches for kind "MutatingWebhookConfiguration" in version "admissionregistration.k8s.io/v1beta1"\nensure CRDs are installed first',
    );
  });
});
