// Tests for DenyServiceExternalIPs, after plugin/pkg/admission/network/denyserviceexternalips/admission_test.go (TestAdmission).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvk, gvr } from '../testing/builders.ts';
import { denyServiceExternalIPsPlugin as plugin } from './denyServiceExternalIPs.ts';
import { pluginRequest } from './testing.ts';

const svc = (externalIPs?: string[]): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'svc', namespace: 'default' },
  spec: externalIPs ? { externalIPs } : {},
});
const validate = (object: JsonObject, oldObject?: JsonObject) =>
  plugin.validate?.(
    pluginRequest({
      attr: {
        kind: gvk('', 'v1', 'Service'),
        resource: gvr('', 'v1', 'services'),
        name: 'svc',
        object,
        oldObject,
        operation: oldObject ? 'UPDATE' : 'CREATE',
      },
    }),
  );

describe('DenyServiceExternalIPs', () => {
  it.each([
    ['create without externalIPs', svc(), undefined],
    ['update keeping the same IPs', svc(['1.1.1.1']), svc(['1.1.1.1'])],
    ['update removing an IP', svc(['1.1.1.1']), svc(['1.1.1.1', '2.2.2.2'])],
    ['update to none', svc(), svc(['1.1.1.1'])],
  ])('allows %s', (_, object, old) => {
    expect(validate(object, old)?.status).toBeUndefined();
  });

  it.each([
    ['create with externalIPs', svc(['1.1.1.1']), undefined],
    ['update adding an IP', svc(['1.1.1.1', '2.2.2.2']), svc(['1.1.1.1'])],
    ['update from none', svc(['1.1.1.1']), svc()],
  ])('refuses %s', (_, object, old) => {
    expect(validate(object, old)?.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message: 'services "svc" is forbidden: Use of external IPs is denied by admission control',
    });
  });

  it('ignores other resources and subresources', () => {
    expect(plugin.validate?.(pluginRequest())).toBeUndefined();
    expect(
      plugin.validate?.(
        pluginRequest({
          attr: {
            resource: gvr('', 'v1', 'services'),
            subresource: 'status',
            object: svc(['1.1.1.1']),
          },
        }),
      ),
    ).toBeUndefined();
  });
});
