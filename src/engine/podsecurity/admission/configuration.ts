// Reads the PodSecurity plugin's configuration the way its loader does: strict JSON decoding of a
// PodSecurityConfiguration (pod-security.admission.config.k8s.io v1, v1beta1 or v1alpha1), then
// the version's defaulting. Mirrors k8s.io/pod-security-admission admission/api/load/load.go,
// api/scheme/scheme.go and api/v1/{types,defaults}.go (v0.32).

import { firstTypeError, type GoShape } from '../../plugins/config/goDecode.ts';
import { decodeKind, type RegisteredKind } from '../../plugins/config/schemeDecode.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goJson.ts';

/** The mode defaults of PodSecurityConfiguration (level and version strings, as written). */
export interface PodSecurityDefaults {
  enforce: string;
  'enforce-version': string;
  audit: string;
  'audit-version': string;
  warn: string;
  'warn-version': string;
}

/** The exemptions of PodSecurityConfiguration. */
export interface PodSecurityExemptions {
  usernames: string[];
  namespaces: string[];
  runtimeClasses: string[];
}

/** The internal PodSecurityConfiguration, after decoding and defaulting. */
export interface PodSecurityConfiguration {
  defaults: PodSecurityDefaults;
  exemptions: PodSecurityExemptions;
}

/** What loading a configuration gives: the configuration, or the loader's error text. */
export type LoadResult =
  { ok: true; value: PodSecurityConfiguration } | { ok: false; error: string };

const group = 'pod-security.admission.config.k8s.io';
const registered: RegisteredKind[] = ['v1', 'v1beta1', 'v1alpha1'].map((v) => ({
  apiVersion: `${group}/${v}`,
  kind: 'PodSecurityConfiguration',
  goPackage: v,
}));
const defaultFields = [
  'enforce',
  'enforce-version',
  'audit',
  'audit-version',
  'warn',
  'warn-version',
] as const;
const exemptionFields = ['usernames', 'namespaces', 'runtimeClasses'] as const;

// The scheme's name is the call site of runtime.NewScheme() in api/scheme/scheme.go (v0.32).
const schemeName = 'k8s.io/pod-security-admission/admission/api/scheme/scheme.go:31';

const str: GoShape = { kind: 'string', type: 'string' };

// The versioned PodSecurityConfiguration as encoding/json sees it, for its type errors.
const configurationShape = (version: string): GoShape => ({
  kind: 'struct',
  type: `${version}.PodSecurityConfiguration`,
  name: 'PodSecurityConfiguration',
  fields: {
    apiVersion: str,
    kind: str,
    defaults: {
      kind: 'struct',
      type: `${version}.PodSecurityDefaults`,
      name: 'PodSecurityDefaults',
      fields: Object.fromEntries(defaultFields.map((f) => [f, str])),
    },
    exemptions: {
      kind: 'struct',
      type: `${version}.PodSecurityExemptions`,
      name: 'PodSecurityExemptions',
      fields: Object.fromEntries(
        exemptionFields.map((f) => [f, { kind: 'slice', type: '[]string', elem: str }]),
      ),
    },
  },
});

/** Mirrors SetDefaults_PodSecurityDefaults: every unset mode is privileged at latest. */
export function defaultedDefaults(partial: Partial<PodSecurityDefaults> = {}): PodSecurityDefaults {
  const out = {} as PodSecurityDefaults;
  for (const f of defaultFields) {
    const v = partial[f] ?? '';
    out[f] = v !== '' ? v : f.endsWith('-version') ? 'latest' : 'privileged';
  }
  return out;
}

/** Mirrors load.LoadFromData: no configuration gives the defaults; a bad one gives the decoder's error. */
export function loadConfiguration(config: JsonObject | undefined): LoadResult {
  if (config === undefined) {
    return {
      ok: true,
      value: {
        defaults: defaultedDefaults(),
        exemptions: { usernames: [], namespaces: [], runtimeClasses: [] },
      },
    };
  }
  // The json serializer reads apiVersion and kind first (its MetaFactory), then checks Kind, then version.
  const decoded = decodeKind(config, registered, schemeName);
  if ('error' in decoded) return { ok: false, error: decoded.error };
  return decodeFields(config, decoded.kind.goPackage);
}

// Decodes the typed fields: the first type error wins (encoding/json keeps decoding but reports the
// first), then unknown fields fail the strict decoder all together.
function decodeFields(config: JsonObject, version: string): LoadResult {
  const typeError = firstTypeError(config, configurationShape(version));
  if (typeError !== undefined) return { ok: false, error: typeError };
  const unknown: string[] = [];
  const partial: Partial<PodSecurityDefaults> = {};
  const exemptions: PodSecurityExemptions = { usernames: [], namespaces: [], runtimeClasses: [] };
  for (const [key, value] of Object.entries(config)) {
    if (key === 'apiVersion' || key === 'kind') continue;
    if (key === 'defaults') {
      for (const [f, fv] of Object.entries(asObject(value) ?? {})) {
        if (!(defaultFields as readonly string[]).includes(f)) unknown.push(`defaults.${f}`);
        else if (typeof fv === 'string') partial[f as keyof PodSecurityDefaults] = fv;
      }
    } else if (key === 'exemptions') {
      for (const [f, fv] of Object.entries(asObject(value) ?? {})) {
        if (!(exemptionFields as readonly string[]).includes(f)) unknown.push(`exemptions.${f}`);
        // A null element decodes to "" (the zero value), as encoding/json does.
        else if (Array.isArray(fv))
          exemptions[f as keyof PodSecurityExemptions].push(
            ...fv.map((item) => (typeof item === 'string' ? item : '')),
          );
      }
    } else {
      unknown.push(key);
    }
  }
  if (unknown.length > 0) {
    return {
      ok: false,
      error: `strict decoding error: ${unknown.map((f) => `unknown field ${goQuote(f)}`).join(', ')}`,
    };
  }
  return { ok: true, value: { defaults: defaultedDefaults(partial), exemptions } };
}
