import { describe, expect, it } from 'vitest';
import { attrs, gvk, gvr } from '../../testing/builders.ts';
import { createAdmissionRequest } from './createAdmissionRequest.ts';

describe('createAdmissionRequest', () => {
  it('uses the matched kind and resource, the request own ones as requestKind/requestResource, and no object content', () => {
    const a = attrs({
      kind: gvk('apps', 'v1beta1', 'Deployment'),
      resource: gvr('apps', 'v1beta1', 'deployments'),
      name: 'd',
      namespace: 'ns',
    });
    expect(
      createAdmissionRequest(a, gvr('apps', 'v1', 'deployments'), gvk('apps', 'v1', 'Deployment')),
    ).toEqual({
      uid: '',
      kind: { group: 'apps', version: 'v1', kind: 'Deployment' },
      resource: { group: 'apps', version: 'v1', resource: 'deployments' },
      requestKind: { group: 'apps', version: 'v1beta1', kind: 'Deployment' },
      requestResource: { group: 'apps', version: 'v1beta1', resource: 'deployments' },
      name: 'd',
      namespace: 'ns',
      operation: 'CREATE',
      userInfo: { username: 'alice', groups: ['system:authenticated'] },
      object: null,
      oldObject: null,
      dryRun: false,
      options: { kind: 'CreateOptions', apiVersion: 'meta.k8s.io/v1' },
    });
  });

  it('leaves out an empty name, namespace and subresource, and sorts userInfo.extra', () => {
    const a = attrs({
      name: '',
      namespace: '',
      userInfo: { username: 'u', groups: [], extra: { b: ['2'], a: ['1'] } },
      options: null,
    });
    const r = createAdmissionRequest(a, a.resource, a.kind);
    expect(Object.keys(r)).not.toContain('name');
    expect(Object.keys(r)).not.toContain('namespace');
    expect(Object.keys(r)).not.toContain('subResource');
    expect(r['userInfo']).toEqual({ username: 'u', extra: { a: ['1'], b: ['2'] } });
    expect(r['options']).toBeNull();
  });

  it('sets subResource and requestSubResource for a subresource request', () => {
    const r = createAdmissionRequest(
      attrs({ subresource: 'status' }),
      gvr('', 'v1', 'pods'),
      gvk('', 'v1', 'Pod'),
    );
    expect([r['subResource'], r['requestSubResource']]).toEqual(['status', 'status']);
  });
});
