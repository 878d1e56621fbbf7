// The Kubernetes URL library (k8s.io/apiserver/pkg/cel/library/urls.go, type kubernetes.URL).

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import type { CelOpaque } from './celValues.ts';
import { registerOpaqueEquality } from './namespace.ts';
import {
  type GoURL,
  escapedPath,
  hostname,
  parseRequestURI,
  parseURL,
  port,
  query,
} from '../../apimachinery/goUrl.ts';

/** A parsed URL (apiservercel.URL), compared by its string form like Go's url.URL. */
export class KubernetesURL implements CelOpaque {
  readonly celTypeName = 'kubernetes.URL';
  constructor(
    readonly url: GoURL,
    private readonly raw: string,
  ) {}
  celEquals(other: unknown): boolean {
    return other instanceof KubernetesURL && other.raw === this.raw;
  }
}

/** url(): ParseRequestURI checks the string, then Parse builds the value (so a fragment is cut off). */
function toURL(s: string): KubernetesURL {
  const checked = parseRequestURI(s);
  if (!checked.ok)
    throw new EvaluationError(`URL parse error during conversion from string: ${checked.error}`);
  const parsed = parseURL(s);
  if (!parsed.ok)
    throw new EvaluationError(`URL parse error during conversion from string: ${parsed.error}`);
  return new KubernetesURL(parsed.url, s);
}

/** Registers the URL library (IntroducedVersion 1.0). */
export function registerURLsLibrary(env: Environment): void {
  const T = 'kubernetes.URL';
  env.registerType(T, KubernetesURL);
  registerOpaqueEquality(env, T);
  env.registerFunction(`url(string): ${T}`, toURL);
  env.registerFunction('isURL(string): bool', (s: string) => parseRequestURI(s).ok);
  env.registerFunction(`${T}.getScheme(): string`, (u: KubernetesURL) => u.url.scheme);
  env.registerFunction(`${T}.getHost(): string`, (u: KubernetesURL) => u.url.host);
  env.registerFunction(`${T}.getHostname(): string`, (u: KubernetesURL) => hostname(u.url));
  env.registerFunction(`${T}.getPort(): string`, (u: KubernetesURL) => port(u.url));
  env.registerFunction(`${T}.getEscapedPath(): string`, (u: KubernetesURL) => escapedPath(u.url));
  env.registerFunction(`${T}.getQuery(): map<string, list<string>>`, (u: KubernetesURL) =>
    query(u.url),
  );
}
