// A pod that still has scheduling gates may gain nodeSelector entries and required node affinity
// requirements on update (validation_test.go TestValidatePodUpdate's "gated pod" rows), at every
// version; an ungated pod may not.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { fieldErrorString } from '../../apimachinery/field.ts';
import { validatePodUpdate } from './pod.ts';
import { podOptions, validPod } from './testing.ts';

const term = (values: string[]): JsonObject => ({
  matchExpressions: [{ key: 'zone', operator: 'In', values }],
});
const affinity = (terms: JsonObject[]): JsonObject => ({
  nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: terms } },
});

function pods(gated: boolean, before: JsonObject, after: JsonObject): [JsonObject, JsonObject] {
  const old = validPod();
  const spec = old['spec'] as JsonObject;
  Object.assign(spec, before);
  if (gated) spec['schedulingGates'] = [{ name: 'example.com/wait' }];
  const now = structuredClone(old);
  Object.assign(now['spec'] as JsonObject, after);
  return [now, old];
}
const update = (
  gated: boolean,
  before: JsonObject,
  after: JsonObject,
  version = '1.32' as const,
) => {
  const [now, old] = pods(gated, before, after);
  return validatePodUpdate(now, old, podOptions()).map((e) => fieldErrorString(e, version));
};
const refusedSpec = (msgs: string[]) =>
  msgs.some((m) => m.startsWith('spec: Forbidden: pod updates may not change'));

describe('ValidatePodUpdate of a gated pod', () => {
  it('accepts an added nodeSelector entry', () => {
    expect(
      update(true, { nodeSelector: { a: '1' } }, { nodeSelector: { a: '1', b: '2' } }),
    ).toEqual([]);
  });

  it('refuses the same addition once the pod is no longer gated', () => {
    expect(
      refusedSpec(
        update(false, { nodeSelector: { a: '1' } }, { nodeSelector: { a: '1', b: '2' } }),
      ),
    ).toBe(true);
  });

  it('refuses a changed nodeSelector value with the map as the value', () => {
    expect(update(true, { nodeSelector: { a: '1' } }, { nodeSelector: { a: '2' } })).toEqual([
      'spec.nodeSelector: Invalid value: map[string]string{"a":"2"}: only additions to spec.nodeSelector are allowed (no mutations or deletions)',
    ]);
  });

  it('accepts node affinity where there was none, and an added requirement in a term', () => {
    expect(update(true, {}, { affinity: affinity([term(['a'])]) })).toEqual([]);
    const grown: JsonObject = {
      matchExpressions: [
        { key: 'zone', operator: 'In', values: ['a'] },
        { key: 'disk', operator: 'Exists' },
      ],
    };
    expect(
      update(true, { affinity: affinity([term(['a'])]) }, { affinity: affinity([grown]) }),
    ).toEqual([]);
  });

  it("refuses an added term with the terms as the value, in each version's rendering", () => {
    const [now, old] = pods(
      true,
      { affinity: affinity([term(['a'])]) },
      { affinity: affinity([term(['a']), term(['b'])]) },
    );
    const errs = validatePodUpdate(now, old, podOptions());
    expect(errs.map((e) => fieldErrorString(e, '1.32'))).toEqual([
      'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms: Invalid value: []core.NodeSelectorTerm{core.NodeSelectorTerm{MatchExpressions:[]core.NodeSelectorRequirement{core.NodeSelectorRequirement{Key:"zone", Operator:"In", Values:[]string{"a"}}}, MatchFields:[]core.NodeSelectorRequirement(nil)}, core.NodeSelectorTerm{MatchExpressions:[]core.NodeSelectorRequirement{core.NodeSelectorRequirement{Key:"zone", Operator:"In", Values:[]string{"b"}}}, MatchFields:[]core.NodeSelectorRequirement(nil)}}: no additions/deletions to non-empty NodeSelectorTerms list are allowed',
    ]);
    expect(errs.map((e) => fieldErrorString(e, '1.35'))).toEqual([
      'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms: Invalid value: [{"MatchExpressions":[{"Key":"zone","Operator":"In","Values":["a"]}],"MatchFields":null},{"MatchExpressions":[{"Key":"zone","Operator":"In","Values":["b"]}],"MatchFields":null}]: no additions/deletions to non-empty NodeSelectorTerms list are allowed',
    ]);
  });

  it('refuses a changed requirement at its term', () => {
    expect(
      update(true, { affinity: affinity([term(['a'])]) }, { affinity: affinity([term(['b'])]) }),
    ).toEqual([
      'spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[0]: Invalid value: core.NodeSelectorTerm{MatchExpressions:[]core.NodeSelectorRequirement{core.NodeSelectorRequirement{Key:"zone", Operator:"In", Values:[]string{"b"}}}, MatchFields:[]core.NodeSelectorRequirement(nil)}: only additions are allowed (no mutations or deletions)',
    ]);
  });

  it('still refuses other spec changes of a gated pod', () => {
    const msgs = update(
      true,
      { nodeSelector: { a: '1' } },
      { nodeSelector: { a: '1', b: '2' }, hostname: 'x' },
    );
    expect(refusedSpec(msgs)).toBe(true);
  });
});
