// validation.ValidateTolerations (pkg/apis/core/validation/validation.go, Kubernetes 1.32), as the
// PodTolerationRestriction config validation calls it, with upstream's quirks: a bad Equal value is
// reported on the operator path and its messages are joined with ";".

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { fieldErrorString, invalid, notSupported } from '../../apimachinery/field.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateLabelName } from '../../apimachinery/labelSelectorValidation.ts';
import { isValidLabelValue } from '../../apimachinery/names.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import type { Toleration } from '../tolerations.ts';

const taintEffects = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];

// The whole core.Toleration as field.Invalid prints it: %#v up to 1.33, json.Marshal (no json tags
// on internal types) from 1.34. A set tolerationSeconds prints as a pointer address in Go; we print 0xc000000000.
function tolerationValue(t: Toleration, version: KubernetesVersion): string {
  if (version === '1.34') {
    return JSON.stringify({
      Key: t.key,
      Operator: t.operator,
      Value: t.value,
      Effect: t.effect,
      TolerationSeconds: t.tolerationSeconds ?? null,
    });
  }
  const seconds = t.tolerationSeconds === undefined ? '(*int64)(nil)' : '(*int64)(0xc000000000)';
  return `core.Toleration{Key:${goQuote(t.key)}, Operator:${goQuote(t.operator)}, Value:${goQuote(t.value)}, Effect:${goQuote(t.effect)}, TolerationSeconds:${seconds}}`;
}

/** Returns the error texts of ValidateTolerations, in upstream order. */
export function validateTolerations(
  tolerations: readonly Toleration[],
  fldPath: string,
  version: KubernetesVersion,
): string[] {
  const errs: string[] = [];
  const push = (e: Parameters<typeof fieldErrorString>[0]): void =>
    void errs.push(fieldErrorString(e, version));
  tolerations.forEach((t, i) => {
    const idx = `${fldPath}[${i}]`;
    if (t.key.length > 0) validateLabelName(t.key, `${idx}.key`).forEach(push);
    // An empty key with Exists and no value means "match all taints".
    if (t.key.length === 0 && t.operator !== 'Exists') {
      push(
        invalid(
          `${idx}.operator`,
          goNamed('core.TolerationOperator', t.operator),
          'operator must be Exists when `key` is empty, which means "match all values and all keys"',
        ),
      );
    }
    if (t.tolerationSeconds !== undefined && t.effect !== 'NoExecute') {
      push(
        invalid(
          `${idx}.effect`,
          goNamed('core.TaintEffect', t.effect),
          "effect must be 'NoExecute' when `tolerationSeconds` is set",
        ),
      );
    }
    switch (t.operator) {
      case 'Equal':
      case '': {
        const msgs = isValidLabelValue(t.value);
        if (msgs.length > 0) push(invalid(`${idx}.operator`, goString(t.value), msgs.join(';')));
        break;
      }
      case 'Exists':
        if (t.value.length > 0)
          errs.push(
            `${idx}.operator: Invalid value: ${tolerationValue(t, version)}: value must be empty when \`operator\` is 'Exists'`,
          );
        break;
      default:
        push(
          notSupported(`${idx}.operator`, goNamed('core.TolerationOperator', t.operator), [
            'Equal',
            'Exists',
          ]),
        );
    }
    if (t.effect.length > 0 && !taintEffects.includes(t.effect)) {
      push(notSupported(`${idx}.effect`, goNamed('core.TaintEffect', t.effect), taintEffects));
    }
  });
  return errs;
}
