// AlwaysAdmit: admits every request in both phases; deprecated, kept only for compatibility
// (plugin/pkg/admission/admit/admission.go).

import type { AdmissionPlugin, PluginAnswer } from './interfaces.ts';

const admitted = (): PluginAnswer => ({ reason: 'AlwaysAdmit admits every request' });

/** The AlwaysAdmit plugin: Admit and Validate, for every operation, never refusing. */
export const alwaysAdmitPlugin: AdmissionPlugin = {
  name: 'AlwaysAdmit',
  handles: () => true,
  admit: admitted,
  validate: admitted,
};
