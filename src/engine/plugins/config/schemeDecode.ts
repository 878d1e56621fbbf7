// What runtime.Decode with a scheme's UniversalDecoder says about a plugin configuration's
// apiVersion and kind before it decodes the fields (apimachinery runtime/serializer/json/json.go
// Decode and meta.go SimpleMetaFactory.Interpret, schema ParseGroupVersion, runtime/error.go
// NewMissingKindErr, NewMissingVersionErr, notRegisteredErr).

import { groupVersionString, parseGroupVersion } from '../../restmapping/groupVersion.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote, marshalGo } from '../../apimachinery/goJson.ts';
import { firstTypeError, type GoShape } from './goDecode.ts';

/** A kind the configuration scheme knows, with the Go package name its versioned type lives in. */
export interface RegisteredKind {
  apiVersion: string;
  kind: string;
  goPackage: string;
}

const str: GoShape = { kind: 'string', type: 'string' };
// Interpret decodes into an anonymous struct, hence the empty struct name in its type errors.
const typeMeta: GoShape = {
  kind: 'struct',
  type: '',
  name: '',
  fields: { apiVersion: str, kind: str },
};

/**
 * Returns the registered kind the configuration names, or the decoder's error. The raw bytes the
 * messages quote are the configuration as the AdmissionConfiguration file's YAML-to-JSON step
 * leaves it: compact, keys sorted.
 */
export function decodeKind(
  config: JsonObject,
  registered: readonly RegisteredKind[],
  schemeName: string,
): { kind: RegisteredKind } | { error: string } {
  const typeError = firstTypeError(
    { apiVersion: config['apiVersion'] ?? null, kind: config['kind'] ?? null },
    typeMeta,
  );
  if (typeError !== undefined)
    return { error: `couldn't get version/kind; json parse error: ${typeError}` };
  const apiVersion = typeof config['apiVersion'] === 'string' ? config['apiVersion'] : '';
  const kind = typeof config['kind'] === 'string' ? config['kind'] : '';
  const raw = marshalGo(config);
  if (kind === '') return { error: `Object 'Kind' is missing in '${raw}'` };
  // FromAPIVersionAndKind: an apiVersion that does not parse leaves the version empty.
  const gv = parseGroupVersion(apiVersion);
  if ('error' in gv || gv.version === '')
    return { error: `Object 'apiVersion' is missing in '${raw}'` };
  const groupVersion = groupVersionString(gv);
  const found = registered.find((r) => r.apiVersion === groupVersion && r.kind === kind);
  if (found === undefined)
    return {
      error: `no kind ${goQuote(kind)} is registered for version ${goQuote(groupVersion)} in scheme ${goQuote(schemeName)}`,
    };
  return { kind: found };
}

/** The text kube-apiserver fails to start with when a plugin's factory returns an error (admission.Plugins.InitPlugin). */
export const initPluginError = (plugin: string, err: string): string =>
  `couldn't init admission plugin "${plugin}": ${err}`;
