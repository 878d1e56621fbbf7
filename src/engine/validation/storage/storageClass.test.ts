import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateStorageClass, validateStorageClassUpdate } from './storageClass.ts';

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
