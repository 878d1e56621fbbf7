// Builders of the PluginAnswer values several plugins give alike.

import { newInternalError } from '../apimachinery/statusErrors.ts';
import type { PluginAnswer } from './interfaces.ts';

/** Attaches the assumptions to an answer, only when there are some. */
export const withAssumptions = (
  answer: PluginAnswer,
  assumptions: readonly string[],
): PluginAnswer => (assumptions.length > 0 ? { ...answer, assumptions: [...assumptions] } : answer);

/** Answers a configuration the plugin's loader refuses: kube-apiserver would not start with it (see the plugin contract). */
export const startupFailure = (error: string): PluginAnswer => ({
  status: newInternalError(error),
  reason: `kube-apiserver would not start: ${error}`,
});
