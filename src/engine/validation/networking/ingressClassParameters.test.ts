import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { runAt } from '../../testing/scenario.ts';
import { versionAnswers } from '../../testing/versionAnswers.ts';

describe('IngressClass spec.parameters', () => {
  const request = (parameters: JsonObject) => ({
    object: {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'IngressClass',
      metadata: { name: 'i' },
      spec: { controller: 'example.com/x', parameters },
    },
  });
  const prefix = 'IngressClass.networking.k8s.io "i" is invalid: ';
  const at132 = (parameters: JsonObject) => runAt('1.32', request(parameters)).status?.message;

  it('is checked at 1.32 already, an unset scope read as Cluster', () => {
    expect(at132({ kind: 'K', name: 'n' })).toBeUndefined();
    expect(at132({ apiGroup: 'Bad_Group', kind: 'K/x', name: 'n', namespace: 'x' })).toBe(
      `${prefix}[spec.parameters.apiGroup: Invalid value: "Bad_Group": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'), spec.parameters.kind: Invalid value: "K/x": may not contain '/', spec.parameters.namespace: Forbidden: \`parameters.scope\` is set to 'Cluster']`,
    );
  });

  it('needs a namespace, a DNS label, under the Namespace scope', () => {
    expect(at132({ kind: 'K', name: 'n', scope: 'Namespace' })).toBe(
      `${prefix}spec.parameters.namespace: Required value: \`parameters.scope\` is set to 'Namespace'`,
    );
    expect(
      at132({ kind: 'K', name: 'n', scope: 'Namespace', namespace: 'team-a' }),
    ).toBeUndefined();
  });

  it('keeps the Required words to 1.36, and 1.37 beta words them bare, last', () => {
    const scope =
      'spec.parameters.scope: Unsupported value: "Everywhere": supported values: "Cluster", "Namespace"';
    const handwritten = `${prefix}[spec.parameters.kind: Required value: kind is required, ${scope}]`;
    expect(versionAnswers(request({ kind: '', name: 'n', scope: 'Everywhere' }))).toEqual([
      handwritten,
      handwritten,
      `${prefix}[${scope}, spec.parameters.kind: Required value]`,
      handwritten,
    ]);
  });
});
