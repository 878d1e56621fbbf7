// Loads one webhook plugin's static configurations from its staticManifestsDir: decode each
// document, accept only its plugin's v1 kind, default and validate it as the API would on create,
// check the name and that every webhook calls a URL, then sort by name and build the accessors
// (k8s.io/apiserver pkg/admission/plugin/webhook/manifest/loader/loader.go LoadManifests,
// BuildValidatingAccessors; kubernetes' kube-apiserver loader defaultAndValidateVWC/MWC).

import { aggregateString } from '../apimachinery/field.ts';
import { goQuote } from '../apimachinery/goJson.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { compareUtf8 } from '../apimachinery/utf8.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { defaultWebhookConfiguration } from '../configuration/defaults.ts';
import type { StaticManifestFile } from '../scenario/types.ts';
import {
  validateMutatingWebhookConfiguration,
  validateValidatingWebhookConfiguration,
} from '../validation/webhookConfiguration.ts';
import { newWebhookAccessor, type WebhookAccessor } from '../webhook/accessor.ts';
import { decodeDoc, strictDecodingError } from './decode.ts';
import { loadFiles } from './loader.ts';
import type { LoadError } from './loadError.ts';
import { validateManifestName } from './validation.ts';

interface Loaded {
  name: string;
  object: JsonObject;
  pointer: string;
  filePath: string;
}

const nameOf = (o: JsonObject): string => {
  const name = asObject(o['metadata'])?.['name'];
  return typeof name === 'string' ? name : '';
};

/** Loads the directory's configurations of one kind into ordered accessors, or the first error. */
export function loadWebhookManifests(
  dir: string,
  files: readonly StaticManifestFile[],
  mutating: boolean,
  version: KubernetesVersion,
): { hooks: WebhookAccessor[] } | { error: LoadError } {
  const kind = mutating ? 'MutatingWebhookConfiguration' : 'ValidatingWebhookConfiguration';
  const validate = mutating
    ? validateMutatingWebhookConfiguration
    : validateValidatingWebhookConfiguration;
  const seen = new Map<string, string>();
  const configs: Loaded[] = [];
  for (const { filePath, doc } of loadFiles(dir, files)) {
    const fail = (message: string, pointer = doc.pointer) => ({
      error: { message: `error loading ${filePath}: ${message}`, pointer },
    });
    const decoded = decodeDoc(doc.object);
    if (!decoded.ok) return fail(decoded.error);
    const strict =
      decoded.v1Kind === undefined
        ? undefined
        : strictDecodingError(doc.object, decoded.v1Kind, version);
    if (strict !== undefined) return fail(strict);
    if (decoded.v1Kind !== kind) return fail(`unsupported resource type ${decoded.goType}`);
    const name = nameOf(doc.object);
    const object = defaultWebhookConfiguration(doc.object, mutating);
    const errs = validate(object, version);
    if (errs.length > 0) return fail(`${kind} ${goQuote(name)}: ${aggregateString(errs, version)}`);
    const nameError = validateManifestName(name, filePath, seen);
    if (nameError !== undefined) return fail(nameError, `${doc.pointer}/metadata`);
    const webhooks = Array.isArray(object['webhooks']) ? object['webhooks'] : [];
    for (const [i, hook] of webhooks.entries()) {
      const h = asObject(hook) ?? {};
      const clientError = validateWebhookClientConfig(
        typeof h['name'] === 'string' ? h['name'] : '',
        name,
        filePath,
        asObject(h['clientConfig']) ?? {},
      );
      if (clientError !== undefined)
        return fail(clientError, `${doc.pointer}/webhooks/${i}/clientConfig`);
    }
    configs.push({ name, object, pointer: doc.pointer, filePath });
  }
  configs.sort((a, b) => compareUtf8(a.name, b.name));
  return { hooks: configs.flatMap((c) => accessors(c, mutating)) };
}

/** Requires a URL: a static webhook cannot name a Service (ValidateWebhookClientConfig). */
export function validateWebhookClientConfig(
  webhookName: string,
  configName: string,
  filePath: string,
  clientConfig: JsonObject,
): string | undefined {
  const where = `webhook ${goQuote(webhookName)} in ${goQuote(configName)} (file ${goQuote(filePath)})`;
  if (clientConfig['service'] !== undefined && clientConfig['service'] !== null)
    return `${where}: clientConfig.service is not supported for static manifests; use clientConfig.url instead`;
  const url = clientConfig['url'];
  if (typeof url !== 'string' || url.length === 0)
    return `${where}: clientConfig.url is required for static manifests`;
  return undefined;
}

// BuildValidatingAccessors / BuildMutatingAccessors: uid `manifest/<configuration>/<webhook>/<n>`.
function accessors(config: Loaded, mutating: boolean): WebhookAccessor[] {
  const webhooks = Array.isArray(config.object['webhooks']) ? config.object['webhooks'] : [];
  const counts = new Map<string, number>();
  return webhooks.flatMap((hook, i) => {
    const raw = asObject(hook);
    if (raw === undefined) return [];
    const name = String(raw['name'] ?? '');
    const n = counts.get(name) ?? 0;
    counts.set(name, n + 1);
    const accessor = newWebhookAccessor(
      raw,
      config.name,
      n,
      mutating,
      `${config.pointer}/webhooks/${i}`,
    );
    return [{ ...accessor, uid: `manifest/${accessor.uid}`, staticManifest: config.filePath }];
  });
}
