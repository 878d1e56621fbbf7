import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateStorageClass, validateStorageClassUpdate } from './storageClass.ts';
import { updateOf, versionAnswers } from '../../testing/versionAnswers.ts';

const none = (): void => undefined;

// Rows follow pkg/apis/storage/validation/validation_test.go (TestValidateStorageClass).
describe('validateStorageClass', () => {
  const sc = (extra: JsonObject): JsonObject => ({
    metadata: { name: 'fast' },
    provisioner: 'ebs.csi.aws.com',
    ...extra,
  });
  it('reads absent reclaimPolicy and volumeBindingMode as their defaults', () => {
    expect(messages(validateStorageClass(sc({}), none))).toEqual([]);
  });

  it('refuses an unknown reclaimPolicy and volumeBindingMode', () => {
    expect(
      messages(
        validateStorageClass(sc({ reclaimPolicy: 'Recycle', volumeBindingMode: 'Later' }), none),
      ),
    ).toEqual([
      'reclaimPolicy: Unsupported value: "Recycle": supported values: "Delete", "Retain"',
      'volumeBindingMode: Unsupported value: "Later": supported values: "Immediate", "WaitForFirstConsumer"',
    ]);
  });

  it('refuses changing the provisioner or parameters', () => {
    expect(
      messages(
        validateStorageClassUpdate(
          sc({ provisioner: 'x.io/y', parameters: { type: 'gp3' } }),
          sc({}),
          none,
          '1.32',
        ),
      ),
    ).toEqual([
      'parameters: Forbidden: updates to parameters are forbidden.',
      'provisioner: Forbidden: updates to provisioner are forbidden.',
    ]);
  });
});

// 1.36 checks the four fields with ValidateImmutableField beside their +k8s:immutable tags.
describe('StorageClass update by version', () => {
  const sc = (fields: JsonObject): JsonObject => ({
    apiVersion: 'storage.k8s.io/v1',
    kind: 'StorageClass',
    metadata: { name: 'fast', resourceVersion: '1' },
    provisioner: 'a.example.com',
    ...fields,
  });
  const prefix = 'StorageClass.storage.k8s.io "fast" is invalid: ';

  it('says a changed reclaimPolicy is immutable with its value from 1.36', () => {
    const request = updateOf(
      sc({ reclaimPolicy: 'Retain', volumeBindingMode: 'WaitForFirstConsumer' }),
      sc({}),
    );
    const mode = 'volumeBindingMode: Invalid value: "WaitForFirstConsumer": field is immutable';
    expect(versionAnswers(request)).toEqual([
      `${prefix}[reclaimPolicy: Forbidden: updates to reclaimPolicy are forbidden., ${mode}]`,
      `${prefix}[reclaimPolicy: Invalid value: "Retain": field is immutable, ${mode}]`,
      `${prefix}[reclaimPolicy: Invalid value: null: field is immutable, volumeBindingMode: Invalid value: null: field is immutable]`,
      `${prefix}[reclaimPolicy: Invalid value: "Retain": field is immutable, ${mode}]`,
    ]);
  });

  it('shows changed parameters as JSON, keys sorted, from 1.36', () => {
    const request = updateOf(sc({ parameters: { z: '1', a: '2' } }), sc({ parameters: {} }));
    expect(versionAnswers(request)).toEqual([
      `${prefix}parameters: Forbidden: updates to parameters are forbidden.`,
      `${prefix}parameters: Invalid value: {"a":"2","z":"1"}: field is immutable`,
      `${prefix}parameters: Invalid value: null: field is immutable`,
      `${prefix}parameters: Invalid value: {"a":"2","z":"1"}: field is immutable`,
    ]);
  });
});
