// Admission plugins kube-apiserver no longer registers by 1.32: naming one in
// --enable-admission-plugins stops the server at startup. The text is the error
// staging/src/k8s.io/apiserver/pkg/server/options/admission.go Validate returns; kube-apiserver
// aggregates the option errors and logs them as `"command failed" err="<text>"` before exiting 1.

import { goQuote } from '../apimachinery/goQuote.ts';

/** A plugin removed from kube-apiserver, and what naming it does to a 1.32 server. */
export interface RemovedPlugin {
  /** The first Kubernetes minor version without the plugin. */
  removedIn: string;
  /** The startup error when the plugin is listed in --enable-admission-plugins. */
  startupError: string;
  /** The startup error when it is listed in --disable-admission-plugins. */
  disableStartupError: string;
}

/** The error Validate returns for a name the plugin registry does not know, per flag. */
export function unknownPluginError(flag: 'enable' | 'disable', name: string): string {
  return `${flag}-admission-plugins plugin ${goQuote(name)} is unknown`;
}

const removed = (name: string, removedIn: string): RemovedPlugin => ({
  removedIn,
  startupError: unknownPluginError('enable', name),
  disableStartupError: unknownPluginError('disable', name),
});

/**
 * Plugins removed before 1.32: SecurityContextDeny (kubernetes/kubernetes#122612, 1.30) and
 * PersistentVolumeLabel (kubernetes/kubernetes#124505, 1.31).
 */
export const removedPlugins: Readonly<Record<string, RemovedPlugin>> = {
  SecurityContextDeny: removed('SecurityContextDeny', '1.30'),
  PersistentVolumeLabel: removed('PersistentVolumeLabel', '1.31'),
};
