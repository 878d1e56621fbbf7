import { describe, expect, it } from 'vitest';
import { strategyFor } from '../../registry/strategies.ts';
import type { ValidationEnv } from '../validator.ts';
import { statusSubresourceValidators } from './statusSubresources.ts';

const env = (version: ValidationEnv['version'], notes: string[]): ValidationEnv => ({
  version,
  featureGates: {},
  notSimulated: (d) => notes.push(d),
});

describe('the status subresources', () => {
  it.each(Object.entries(statusSubresourceValidators))(
    '%s validates with the strategy whose PrepareForUpdate the registry runs',
    (key, validator) => {
      const [group = '', resource = '', subresource = ''] = key.split('/');
      expect(strategyFor({ group, resource }, subresource, true)?.name).toBe(validator.strategy);
    },
  );

  it('refuses nothing on create (a status subresource has no Create)', () => {
    for (const v of Object.values(statusSubresourceValidators))
      expect(v.validate({}, env('1.32', []))).toEqual([]);
  });

  it("says so when 1.33's warnings for a non-standard pod IP would be given", () => {
    const pod = { metadata: { name: 'web' }, status: { podIPs: [{ ip: '010.0.0.1' }] } };
    const warnings = statusSubresourceValidators['/pods/status']?.warnings;
    const at132: string[] = [];
    const at133: string[] = [];
    expect(warnings?.(pod, pod, env('1.32', at132))).toEqual([]);
    expect(warnings?.(pod, pod, env('1.33', at133))).toEqual([]);
    expect([at132, at133.length]).toEqual([[], 1]);
  });
});
