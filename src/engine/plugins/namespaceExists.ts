// NamespaceExists: refuses requests in namespaces that do not exist
// (plugin/pkg/admission/namespace/exists/admission.go, Validate).

import { handlesOperations, type AdmissionPlugin } from './interfaces.ts';
import { newNotFound } from '../apimachinery/statusErrors.ts';

/** The NamespaceExists plugin: Validate, for CREATE, UPDATE and DELETE. */
export const namespaceExistsPlugin: AdmissionPlugin = {
  name: 'NamespaceExists',
  handles: handlesOperations('CREATE', 'UPDATE', 'DELETE'),
  validate({ attr, cluster }) {
    // A non-empty namespace means the route is namespaced; Namespace objects themselves are exempt.
    if (attr.namespace === '' || (attr.kind.group === '' && attr.kind.kind === 'Namespace'))
      return undefined;
    if (cluster.namespace(attr.namespace) !== undefined) {
      return { reason: `namespace "${attr.namespace}" exists` };
    }
    // The lister misses, so the plugin asks storage directly and returns the server's NotFound as is.
    const status = newNotFound({ group: '', resource: 'namespaces' }, attr.namespace);
    return { status, reason: status.message };
  },
};
