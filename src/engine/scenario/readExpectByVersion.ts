// Decides what `expectByVersion:` means (docs/format-additions.md "Expectations per version"): for
// each Kubernetes version it names, an expectation with the fields of `expect:`, which
// `admission-playground test` checks by running the scenario at that version. The scenario's own
// `kubernetesVersion` is `expect:`'s, so it may not be named here.

import { readExpect } from './readExpect.ts';
import { invalid, Section } from './section.ts';
import type { ReadContext } from './section.ts';
import type { JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { KUBERNETES_VERSIONS } from '../apimachinery/version.ts';
import type { ScenarioExpectation } from './types.ts';

/** Reads `expectByVersion:`; undefined when the scenario has none. */
export function readExpectByVersion(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
  own: KubernetesVersion,
): Partial<Record<KubernetesVersion, ScenarioExpectation>> | undefined {
  if (value === undefined) return undefined;
  const s = Section.open(
    value,
    pointer,
    ctx,
    KUBERNETES_VERSIONS,
    `a mapping from a Kubernetes version (${KUBERNETES_VERSIONS.join(', ')}) to an expectation`,
  );
  if (!s) return undefined;
  const out: Partial<Record<KubernetesVersion, ScenarioExpectation>> = {};
  for (const version of KUBERNETES_VERSIONS) {
    const raw = s.raw(version);
    if (raw === undefined) continue;
    if (version === own) {
      invalid(
        ctx,
        s.at(version),
        `a version other than the scenario's kubernetesVersion (${own}), whose expectation is expect:`,
      );
      continue;
    }
    const expectation = readExpect(raw, s.at(version), ctx);
    if (expectation !== undefined) out[version] = expectation;
  }
  return out;
}
