// The scenario's CustomResourceDefinitions were created through the API server, so one it would
// have refused (ValidateCustomResourceDefinition, ../apiextensions/validation) is an input error at
// the field, with the 422's wording.

import type { EngineError } from '../errors.ts';
import { fieldErrorString } from '../apimachinery/field.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { validateCustomResourceDefinition } from '../apiextensions/lazy.ts';
import { conversionWebhookClient } from '../validation/customResourceDefinitionWebhookClient.ts';

/** The errors of the cluster's CRDs, each at its field's pointer. */
export function customResourceDefinitionErrors(
  crds: readonly { object: JsonObject; pointer: string }[],
  version: KubernetesVersion,
): EngineError[] {
  return crds.flatMap(({ object, pointer }) => {
    const metadata = isObject(object['metadata']) ? object['metadata'] : {};
    const name = typeof metadata['name'] === 'string' ? metadata['name'] : '';
    const context = { version, webhookClient: conversionWebhookClient(version) };
    return validateCustomResourceDefinition(object, context).map((e): EngineError => ({
      kind: 'invalid-value',
      pointer: pointer + e.pointer,
      expected: `CustomResourceDefinition.apiextensions.k8s.io ${goQuote(name)} is invalid: ${fieldErrorString(e.error, version)}`,
    }));
  });
}
