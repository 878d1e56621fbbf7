import { describe, expect, it } from 'vitest';
import { versionAnswers } from '../../testing/versionAnswers.ts';

// 1.36 rewrote the empty handler's check beside the handler's +k8s:required tag.
describe('RuntimeClass handler by version', () => {
  const request = (handler: string) => ({
    object: {
      apiVersion: 'node.k8s.io/v1',
      kind: 'RuntimeClass',
      metadata: { name: 'r' },
      handler,
    },
  });
  const prefix = 'RuntimeClass.node.k8s.io "r" is invalid: handler: ';
  const label =
    "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

  it('says an empty handler is required from 1.36, not a bad label', () => {
    expect(versionAnswers(request(''))).toEqual([
      `${prefix}Invalid value: "": ${label}`,
      `${prefix}Required value: must be a valid DNS label`,
      `${prefix}Required value`,
      `${prefix}Required value: must be a valid DNS label`,
    ]);
  });

  it('keeps the label check of a handler that is set', () => {
    expect(new Set(versionAnswers(request('Run_C')))).toEqual(
      new Set([`${prefix}Invalid value: "Run_C": ${label}`]),
    );
  });
});
