// The two kinds of refusal NodeRestriction returns: admission.NewForbidden, and a lister's NotFound
// returned as is (client-go listers name the resource by its singular kind: `pod "p" not found`).

import type { Attributes } from '../../admission/attributes.ts';
import { admissionForbidden } from '../../admission/forbidden.ts';
import { newNotFound } from '../../apimachinery/statusErrors.ts';
import type { PluginAnswer } from '../interfaces.ts';

/** Refuses with admission.NewForbidden(a, fmt.Errorf(message)). */
export function forbid(attr: Attributes, message: string): PluginAnswer {
  const status = admissionForbidden(attr, message);
  return { status, reason: status.message };
}

/** Refuses with the NotFound a core/v1 lister returns for `resource` ("pod", "node"). */
export function listerNotFound(resource: string, name: string): PluginAnswer {
  const status = newNotFound({ group: '', resource }, name);
  return { status, reason: status.message };
}
