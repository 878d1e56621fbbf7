// AlwaysDeny: refuses every request in both phases; deprecated, meant for tests
// (plugin/pkg/admission/deny/admission.go). Admit refuses first, so Validate is never reached.

import { admissionForbidden } from '../admission/forbidden.ts';
import type { AdmissionPlugin, PluginAnswer, PluginRequest } from './interfaces.ts';

/** The error text AlwaysDeny wraps in admission.NewForbidden. */
export const alwaysDenyMessage = 'admission control is denying all modifications';

function deny(req: PluginRequest): PluginAnswer {
  const status = admissionForbidden(req.attr, alwaysDenyMessage);
  return { status, reason: status.message };
}

/** The AlwaysDeny plugin: Admit and Validate, for every operation, always refusing. */
export const alwaysDenyPlugin: AdmissionPlugin = {
  name: 'AlwaysDeny',
  handles: () => true,
  admit: deny,
  validate: deny,
};
