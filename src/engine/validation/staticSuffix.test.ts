// Ports TestValidateStaticSuffix (pkg/apis/admissionregistration/validation/static_suffix_test.go).

import { describe, expect, it } from 'vitest';
import { validateStaticSuffix, warningsForStaticSuffix } from './staticSuffix.ts';

describe('the .static.k8s.io suffix', () => {
  it.each(['my-webhook', 'my-webhook.k8s.io', 'static.k8s.io.my-webhook'])('allows %s', (name) => {
    expect(validateStaticSuffix(name)).toEqual([]);
    expect(warningsForStaticSuffix(name)).toEqual([]);
  });

  it('refuses and warns about a name ending in it, at metadata.name', () => {
    const [error] = validateStaticSuffix('my-webhook.static.k8s.io');
    expect(error?.field).toBe('metadata.name');
    expect(error?.type).toBe('FieldValueInvalid');
    expect(warningsForStaticSuffix('.static.k8s.io')).toEqual([
      'metadata.name: names ending with ".static.k8s.io" are reserved for static manifest-based configurations and cannot be managed via the API',
    ]);
  });
});
