import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateStorageVersionMigration,
  validateStorageVersionMigrationUpdate,
} from './storageVersionMigration.ts';

const svm = (resource: JsonObject): JsonObject => ({
  metadata: { name: 'migrate-secrets', resourceVersion: '1' },
  spec: { resource },
});

describe('validateStorageVersionMigration', () => {
  it('needs a resource and a version', () => {
    expect(validateStorageVersionMigration(svm({ resource: 'secrets', version: 'v1' }))).toEqual(
      [],
    );
    expect(messages(validateStorageVersionMigration(svm({ group: 'apps' })))).toEqual([
      'spec.resource.resource: Required value: resource is required',
      'spec.resource.version: Required value: version is required',
    ]);
  });

  it('keeps group, version and resource, on their bare paths', () => {
    const old = svm({ group: '', version: 'v1', resource: 'secrets' });
    const now = svm({ group: '', version: 'v1', resource: 'configmaps' });
    expect(messages(validateStorageVersionMigrationUpdate(now, old))).toEqual([
      'resource: Invalid value: "configmaps": field is immutable',
    ]);
  });
});
