// Decides whether a webhook's clientConfig url or service reference is acceptable: mirrors
// apiserver pkg/util/webhook/validation.go (ValidateWebhookURL, ValidateWebhookService).

import type { KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { type FieldError, invalid, required } from '../apimachinery/field.ts';
import { parseURL } from '../apimachinery/goUrl.ts';
import { goInt32, goString } from '../apimachinery/goValue.ts';
import { inclusiveRangeError, isDNS1123Subdomain } from '../apimachinery/names.ts';

const form = '; desired format: https://host[/path]';

/** Checks a webhook URL: parsable, https (when forced), a host, and no user info, fragment or query. */
export function validateWebhookURL(
  fldPath: string,
  url: string,
  forceHttps: boolean,
): FieldError[] {
  const parsed = parseURL(url);
  if (!parsed.ok) return [required(fldPath, 'url must be a valid URL: ' + parsed.error + form)];
  const u = parsed.url;
  const errs: FieldError[] = [];
  if (forceHttps && u.scheme !== 'https') {
    errs.push(
      invalid(fldPath, goString(u.scheme), "'https' is the only allowed URL scheme" + form),
    );
  }
  if (u.host.length === 0)
    errs.push(invalid(fldPath, goString(u.host), 'host must be specified' + form));
  if (u.user !== undefined) {
    errs.push(invalid(fldPath, goString(u.user), 'user information is not permitted in the URL'));
  }
  if (u.fragment.length !== 0) {
    errs.push(invalid(fldPath, goString(u.fragment), 'fragments are not permitted in the URL'));
  }
  if (u.rawQuery.length !== 0) {
    errs.push(
      invalid(fldPath, goString(u.rawQuery), 'query parameters are not permitted in the URL'),
    );
  }
  return errs;
}

/** A service reference after decoding; `path` is undefined when the field is absent. */
export interface ServiceRef {
  namespace: string;
  name: string;
  path?: string;
  port: number;
}

/** Checks a webhook service reference: name, namespace, port, and a path of DNS-subdomain segments. */
export function validateWebhookService(
  fldPath: string,
  svc: ServiceRef,
  version: KubernetesVersion,
): FieldError[] {
  const errs: FieldError[] = [];
  // 1.34 dropped the details of these two Required errors.
  const legacy = !atLeast(version, '1.34');
  if (svc.name.length === 0) {
    errs.push(required(`${fldPath}.name`, legacy ? 'service name is required' : ''));
  }
  if (svc.namespace.length === 0) {
    errs.push(required(`${fldPath}.namespace`, legacy ? 'service namespace is required' : ''));
  }
  if (svc.port < 1 || svc.port > 65535) {
    errs.push(
      invalid(
        `${fldPath}.port`,
        goInt32(svc.port),
        'port is not valid: ' + inclusiveRangeError(1, 65535),
      ),
    );
  }
  if (svc.path === undefined) return errs;

  const urlPath = svc.path;
  const pathField = `${fldPath}.path`;
  if (urlPath === '/' || urlPath.length === 0) return errs;
  if (urlPath === '//') {
    errs.push(invalid(pathField, goString(urlPath), 'segment[0] may not be empty'));
    return errs;
  }
  if (!urlPath.startsWith('/')) {
    errs.push(invalid(pathField, goString(urlPath), "must start with a '/'"));
  }
  // Upstream drops the first byte whether or not it is a '/', and one trailing '/'.
  let toCheck = urlPath.slice(1);
  if (toCheck.endsWith('/')) toCheck = toCheck.slice(0, -1);
  toCheck.split('/').forEach((step, i) => {
    if (step.length === 0) {
      errs.push(invalid(pathField, goString(urlPath), `segment[${i}] may not be empty`));
      return;
    }
    for (const failure of isDNS1123Subdomain(step)) {
      errs.push(invalid(pathField, goString(urlPath), `segment[${i}]: ${failure}`));
    }
  });
  return errs;
}
