// The PodSecurity admission plugin (validate only, CREATE and UPDATE): loads and checks its
// configuration, then delegates to the Pod Security library over the scenario's cluster.
// Mirrors plugin/pkg/admission/security/podsecurity/admission.go (Kubernetes 1.32).

import type { AdmissionPlugin, PluginAnswer, PluginRequest } from '../../plugins/interfaces.ts';
import { handlesOperations } from '../../plugins/interfaces.ts';
import { newInternalError } from '../../apimachinery/statusErrors.ts';
import type { Admission, EvaluateFn } from './admission.ts';
import { loadConfiguration } from './configuration.ts';
import { completeConfiguration } from './configurationValidation.ts';
import { hasPodSpec } from './podSpecExtractor.ts';
import { toPluginAnswer } from './response.ts';
import { validate } from './validate.ts';

/** Builds the evaluator a request uses (the feature gates choose check behaviour). */
export type EvaluatorFactory = (request: PluginRequest) => EvaluateFn;

/** Builds the plugin around an evaluator; tests pass a fake one, as upstream's tests do. */
export function newPodSecurityPlugin(evaluator: EvaluatorFactory): AdmissionPlugin {
  return {
    name: 'PodSecurity',
    handles: handlesOperations('CREATE', 'UPDATE'),
    validate: (request) => podSecurityValidate(request, evaluator),
  };
}

function podSecurityValidate(
  request: PluginRequest,
  evaluator: EvaluatorFactory,
): PluginAnswer | undefined {
  // A configuration the loader or ValidateInitialization refuses keeps kube-apiserver from starting.
  const loaded = loadConfiguration(request.config);
  if (!loaded.ok) {
    return {
      status: newInternalError(loaded.error),
      reason: `the PodSecurity configuration does not load: ${loaded.error}`,
    };
  }
  const completed = completeConfiguration(loaded.value, request.version);
  if (!completed.ok) {
    return {
      status: newInternalError(completed.error),
      reason: `the PodSecurity configuration is invalid: ${completed.error}`,
    };
  }
  const { attr } = request;
  const isNamespace = attr.resource.group === '' && attr.resource.resource === 'namespaces';
  if (!isNamespace && !hasPodSpec(attr.resource)) return undefined;

  const a: Admission = {
    configuration: loaded.value,
    defaultPolicy: completed.defaultPolicy,
    evaluate: evaluator(request),
    namespace: (name) => request.cluster.namespace(name),
    listPods: (namespace) => request.cluster.ofKind('Pod', namespace),
    version: request.version,
  };
  return toPluginAnswer(attr, validate(a, attr));
}
