// Warnings for webhook rules that name a resource webhooks never see (1.37): mirrors
// pkg/apis/admissionregistration/validation/warnings.go (WarningsFor{Validating,Mutating}WebhookRules).
// A rule with "*" in apiGroups or resources is not flagged; apiVersions do not matter.

import { groupResourceString, isExcludedAdmissionResource } from '../admission/exclusion.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
const objects = (v: JsonValue | undefined): JsonObject[] =>
  Array.isArray(v)
    ? v.filter((o): o is JsonObject => typeof o === 'object' && o !== null && !Array.isArray(o))
    : [];

/** Returns one warning per excluded group/resource each rule of each webhook names, in rule order. */
export function warningsForExcludedWebhookRules(configuration: JsonObject): string[] {
  const warnings: string[] = [];
  objects(configuration['webhooks']).forEach((webhook, i) => {
    objects(webhook['rules']).forEach((rule, j) => {
      const groups = strings(rule['apiGroups']);
      const resources = strings(rule['resources']);
      if (groups.includes('*') || resources.includes('*')) return;
      const seen = new Set<string>();
      for (const group of groups) {
        for (const resource of resources) {
          const gr = groupResourceString({ group, resource });
          if (!isExcludedAdmissionResource({ group, resource }) || seen.has(gr)) continue;
          seen.add(gr);
          warnings.push(
            `webhooks[${i}].rules[${j}]: ${gr} is excluded from admission webhooks; this rule will have no effect`,
          );
        }
      }
    });
  });
  return warnings;
}
