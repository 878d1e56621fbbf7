import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { versionAnswers } from '../../testing/versionAnswers.ts';

// 1.36 folds ValidateVolumeAttachmentV1 into validateVolumeAttachmentSpec: the attacher first.
describe('VolumeAttachment attacher by version', () => {
  const request = (spec: JsonObject) => ({
    object: {
      apiVersion: 'storage.k8s.io/v1',
      kind: 'VolumeAttachment',
      metadata: { name: 'va' },
      spec,
    },
  });
  const prefix = 'VolumeAttachment.storage.k8s.io "va" is invalid: ';
  const subdomain = (v: string) =>
    `Invalid value: "${v}": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`;

  it('checks a long attacher before the node and volume names from 1.36', () => {
    const node = `spec.nodeName: ${subdomain('Bad_Node')}`;
    const pv = `spec.source.persistentVolumeName: ${subdomain('Bad_PV')}`;
    const long = 'spec.attacher: Too long: may not be more than 63 bytes';
    const answers = versionAnswers(
      request({
        attacher: 'a'.repeat(64),
        nodeName: 'Bad_Node',
        source: { persistentVolumeName: 'Bad_PV' },
      }),
    );
    expect(answers).toEqual([
      `${prefix}[${node}, ${long}, ${pv}]`,
      `${prefix}[${long}, ${node}, ${pv}]`,
      `${prefix}[${node}, ${pv}, spec.attacher: Too long: may not be more than 63 characters]`,
      `${prefix}[${long}, ${node}, ${pv}]`,
    ]);
  });

  it('puts an empty attacher before the source from 1.36', () => {
    const source =
      'spec.source: Required value: must specify exactly one of inlineVolumeSpec and persistentVolumeName';
    const format = `spec.attacher: ${subdomain('')}`;
    expect(versionAnswers(request({ attacher: '', nodeName: 'n1', source: {} }))).toEqual([
      `${prefix}[spec.attacher: Required value, ${source}, ${format}]`,
      `${prefix}[spec.attacher: Required value, ${format}, ${source}]`,
      // The declarative Required stops the field, so the format error has no twin and stays.
      `${prefix}[${format}, ${source}, spec.attacher: Required value]`,
      `${prefix}[spec.attacher: Required value, ${format}, ${source}]`,
    ]);
  });
});
