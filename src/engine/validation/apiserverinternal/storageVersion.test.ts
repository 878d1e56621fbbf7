import { describe, expect, it } from 'vitest';
import { validateStorageVersionName } from './storageVersion.ts';

// Rows follow pkg/apis/apiserverinternal/validation/validation_test.go TestValidateStorageVersionName.
describe('validateStorageVersionName', () => {
  it.each<[string, string[]]>([
    ['apps.deployments', []],
    ['core.pods', []],
    ['pods', ['name must be in the form of <group>.<resource>']],
    [
      'apps.Deployments',
      [
        "the resource segment a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
      ],
    ],
  ])('%s', (name, want) => {
    expect(validateStorageVersionName(name)).toEqual(want);
  });
});
