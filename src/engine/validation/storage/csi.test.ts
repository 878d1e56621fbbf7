import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import {
  validateCSIDriver,
  validateCSIDriverUpdate,
  validateCSINode,
  validateCSINodeUpdate,
  validateCSIStorageCapacity,
  validateCSIStorageCapacityUpdate,
  validateVolumeAttributesClass,
} from './csi.ts';
import { validateVolumeAttachment, validateVolumeAttachmentUpdate } from './volumeAttachment.ts';

const none = (): void => undefined;
const meta = (name: string, namespace?: string): JsonObject => ({
  metadata: { name, resourceVersion: '1', ...(namespace === undefined ? {} : { namespace }) },
});

// Rows follow pkg/apis/storage/validation/validation_test.go (TestCSIDriverValidation,
// TestCSINodeValidation, TestValidateCSIStorageCapacity, TestVolumeAttachmentValidation ...).
describe('CSIDriver', () => {
  const driver = (spec: JsonObject): JsonObject => ({ ...meta('ebs.csi.aws.com'), spec });

  it.each<[string, JsonObject, string[]]>([
    ['a defaulted driver', { attachRequired: true, podInfoOnMount: false }, []],
    [
      'an unknown fsGroupPolicy and lifecycle mode',
      { fsGroupPolicy: 'Always', volumeLifecycleModes: ['Persistent', 'Forever'] },
      [
        'spec.fsGroupPolicy: Unsupported value: "Always": supported values: "File", "None", "ReadWriteOnceWithFSType"',
        'spec.volumeLifecycleModes: Unsupported value: "Forever": supported values: "Persistent", "Ephemeral"',
      ],
    ],
    [
      'token requests with a short expiry and a duplicate audience',
      { tokenRequests: [{ audience: 'a', expirationSeconds: 60 }, { audience: 'a' }] },
      [
        'spec.tokenRequests[0].expirationSeconds: Invalid value: 60: may not specify a duration less than 10 minutes',
        'spec.tokenRequests[1].audience: Duplicate value: "a"',
      ],
    ],
  ])('%s', (_name, spec, want) => {
    expect(messages(validateCSIDriver(driver(spec)))).toEqual(want);
  });

  it('keeps attachRequired (on the attachedRequired path) and the lifecycle modes', () => {
    expect(
      messages(
        validateCSIDriverUpdate(
          driver({ attachRequired: false, volumeLifecycleModes: ['Ephemeral'] }),
          driver({}),
        ),
      ),
    ).toEqual([
      'spec.attachedRequired: Invalid value: false: field is immutable',
      'spec.volumeLifecycleModes: Invalid value: []storage.VolumeLifecycleMode{"Ephemeral"}: field is immutable',
    ]);
  });
});

describe('CSINode', () => {
  const node = (drivers: JsonObject[]): JsonObject => ({ ...meta('node-1'), spec: { drivers } });

  it('checks driver names, node IDs, duplicates and topology keys', () => {
    expect(
      messages(
        validateCSINode(
          node([
            { name: 'ebs.csi.aws.com', nodeID: '' },
            { name: 'ebs.csi.aws.com', nodeID: 'i-1', topologyKeys: ['zone', 'zone'] },
          ]),
        ),
      ),
    ).toEqual([
      'spec.drivers[0].nodeID: Required value',
      'spec.drivers[1].name: Duplicate value: "ebs.csi.aws.com"',
      'spec.drivers[1]: Duplicate value: "zone"',
    ]);
  });

  it('refuses changing an existing driver, printing the Go struct', () => {
    const old = node([{ name: 'd.example.com', nodeID: 'a' }]);
    expect(
      messages(validateCSINodeUpdate(node([{ name: 'd.example.com', nodeID: 'b' }]), old, none)),
    ).toEqual([
      'spec.drivers: Invalid value: storage.CSINodeDriver{Name:"d.example.com", NodeID:"b", TopologyKeys:[]string(nil), Allocatable:(*storage.VolumeNodeResources)(nil)}: field is immutable',
    ]);
  });
});

describe('CSIStorageCapacity', () => {
  const capacity = (extra: JsonObject): JsonObject => ({
    ...meta('cap-1', 'kube-system'),
    storageClassName: 'fast',
    ...extra,
  });

  it('refuses a negative capacity and a bad class name', () => {
    expect(
      messages(
        validateCSIStorageCapacity(capacity({ capacity: '-1Gi', storageClassName: 'Fast' })),
      ),
    ).toEqual([
      "storageClassName: Invalid value: \"Fast\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
      'capacity: Invalid value: "-1Gi": must be greater than or equal to 0',
    ]);
  });

  it('keeps nodeTopology and storageClassName', () => {
    const old = capacity({ nodeTopology: { matchLabels: { zone: 'a' } } });
    const now = capacity({
      nodeTopology: { matchLabels: { zone: 'b' } },
      storageClassName: 'slow',
    });
    expect(messages(validateCSIStorageCapacityUpdate(now, old))).toEqual([
      'nodeTopology: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"zone":"b"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable',
      'storageClassName: Invalid value: "slow": field is immutable',
    ]);
  });
});

describe('VolumeAttributesClass', () => {
  it('requires a driver and parameters', () => {
    expect(messages(validateVolumeAttributesClass({ ...meta('gold') }))).toEqual([
      'driverName: Required value',
      'parameters: Required value: must contain at least one key/value pair',
    ]);
  });
});

describe('VolumeAttachment', () => {
  const va = (spec: JsonObject): JsonObject => ({ ...meta('csi-123'), spec });

  it('requires exactly one source and checks v1 names', () => {
    expect(
      messages(
        validateVolumeAttachment(
          va({ attacher: 'Bad_Attacher', nodeName: 'node-1', source: {} }),
          none,
          '1.32',
        ),
      ),
    ).toEqual([
      'spec.source: Required value: must specify exactly one of inlineVolumeSpec and persistentVolumeName',
      "spec.attacher: Invalid value: \"Bad_Attacher\": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    ]);
  });

  it('keeps the spec, and says the pointers it prints are not simulated', () => {
    const spec = {
      attacher: 'd.example.com',
      nodeName: 'node-1',
      source: { persistentVolumeName: 'pv-1' },
    };
    const notes: string[] = [];
    const errs = validateVolumeAttachmentUpdate(
      va({ ...spec, nodeName: 'node-2' }),
      va(spec),
      (d) => notes.push(d),
      '1.32',
    );
    expect(messages(errs)).toEqual([
      'spec: Invalid value: storage.VolumeAttachmentSpec{Attacher:"d.example.com", Source:storage.VolumeAttachmentSource{PersistentVolumeName:(*string)(0xc000000000), InlineVolumeSpec:(*core.PersistentVolumeSpec)(nil)}, NodeName:"node-2"}: field is immutable',
    ]);
    expect(notes).toHaveLength(1);
  });
});
