// The families' key list (read by the scan without loading a family) is each family's table.

import { describe, expect, it } from 'vitest';
import { VALIDATOR_FAMILY_KEYS, validatorFamilyOf } from './validatorFamilies.ts';
import * as apiValidators from './validators/apiValidatorsGroup.ts';
import * as configValidators from './validators/configValidatorsGroup.ts';
import * as coreValidators from './validators/coreValidatorsGroup.ts';
import * as podValidators from './validators/podValidatorsGroup.ts';
import { validatedResources, validatorFor } from './validators.ts';

const modules = { podValidators, configValidators, coreValidators, apiValidators };

describe('the field validators families', () => {
  it.each(Object.entries(modules))('%s lists exactly the keys of its module', (family, m) => {
    expect([...VALIDATOR_FAMILY_KEYS[family as keyof typeof modules]].sort()).toEqual(
      Object.keys(m.validators).sort(),
    );
  });

  it('puts each resource in one family, and validatorFor finds it there', () => {
    const all = validatedResources();
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBeGreaterThan(90);
    for (const key of all) {
      const family = validatorFamilyOf(key);
      expect(family).toBeDefined();
      const slash = key.indexOf('/');
      const [resource = '', subresource = ''] = key.slice(slash + 1).split('/');
      const validator = validatorFor({ group: key.slice(0, slash), resource }, subresource);
      expect(validator).toBe(modules[family as keyof typeof modules].validators[key]);
    }
  });

  it('has no family for a resource whose validation is not ported', () => {
    expect(validatorFamilyOf('example.com/widgets')).toBeUndefined();
    expect(validatorFor({ group: 'example.com', resource: 'widgets' })).toBeUndefined();
  });
});
