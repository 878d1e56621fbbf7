// validateCustomResourceConversion: strategy None or Webhook; a Webhook conversion needs exactly one
// of url or service (checked as admission webhooks' are, https forced) and conversionReviewVersions
// (unique DNS-1035 labels, one the server knows); None forbids both. Read from the v1 object: its
// conversion.webhook.clientConfig and conversion.webhook.conversionReviewVersions are the internal
// type's webhookClientConfig and conversionReviewVersions, whose names the errors use; an absent
// conversion defaults to strategy None. Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (validateCustomResourceConversion,
// validateConversionReviewVersions) and v1/defaults.go (SetDefaults_CustomResourceDefinitionSpec,
// SetDefaults_ServiceReference). The caBundle is not checked (an invalid one is allowed on create).

import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goSlice, goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { isDNS1035Label } from '../../apimachinery/names.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { childOf, indexOf, type LocatedError, type Place } from './located.ts';

/** A service reference as the webhook client checks read it. */
export interface ConversionService {
  namespace: string;
  name: string;
  path?: string;
  port: number;
}

/**
 * The checks of k8s.io/apiserver pkg/util/webhook (ValidateWebhookURL with https forced,
 * ValidateWebhookService), passed in: they live in a layer above this one.
 */
export interface WebhookClientChecks {
  url(fldPath: string, url: string): FieldError[];
  service(fldPath: string, svc: ConversionService): FieldError[];
}

/** acceptedConversionReviewVersions.List(), sorted. */
const ACCEPTED = ['v1', 'v1beta1'];

const place = (list: LocatedError[], at: Place, errs: FieldError[]): void => {
  for (const e of errs)
    list.push({ error: { ...e, field: e.field === '' ? at.field : e.field }, pointer: at.pointer });
};

function reviewVersions(
  raw: JsonValue | undefined,
  requireRecognized: boolean,
  at: Place,
): LocatedError[] {
  const out: LocatedError[] = [];
  const versions = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  if (versions.length < 1) {
    place(out, at, [required('', '')]);
    return out;
  }
  const seen = new Set<string>();
  versions.forEach((v, i) => {
    const p = indexOf(at, i);
    if (seen.has(v)) {
      place(out, p, [invalid('', goString(v), 'duplicate version')]);
      return;
    }
    seen.add(v);
    place(
      out,
      p,
      isDNS1035Label(v).map((e) => invalid('', goString(v), e)),
    );
  });
  if (requireRecognized && !versions.some((v) => ACCEPTED.includes(v)))
    place(out, at, [
      invalid(
        '',
        goSlice('string', versions),
        `must include at least one of ${ACCEPTED.join(', ')}`,
      ),
    ]);
  return out;
}

/** The conversion's errors; `spec` is the v1 spec, `at` its place. */
export function validateConversion(
  spec: JsonObject,
  at: Place,
  requireRecognizedVersion: boolean,
  client: WebhookClientChecks,
): LocatedError[] {
  const out: LocatedError[] = [];
  const conversion = isObject(spec['conversion']) ? spec['conversion'] : { strategy: 'None' };
  const convAt = childOf(at, 'conversion');
  const strategy = typeof conversion['strategy'] === 'string' ? conversion['strategy'] : '';
  const webhook = isObject(conversion['webhook']) ? conversion['webhook'] : undefined;
  const webhookAt = webhook === undefined ? convAt : childOf(convAt, 'webhook');
  const cc =
    webhook !== undefined && isObject(webhook['clientConfig'])
      ? webhook['clientConfig']
      : undefined;
  const ccAt: Place = {
    field: `${convAt.field}.webhookClientConfig`,
    pointer: cc === undefined ? webhookAt.pointer : `${webhookAt.pointer}/clientConfig`,
  };
  const versions = webhook?.['conversionReviewVersions'];
  const versionsAt: Place = {
    field: `${convAt.field}.conversionReviewVersions`,
    pointer:
      versions === undefined ? webhookAt.pointer : `${webhookAt.pointer}/conversionReviewVersions`,
  };
  if (spec['preserveUnknownFields'] === true && strategy !== 'None')
    place(out, childOf(convAt, 'strategy'), [
      invalid('', goString(strategy), 'must be None if spec.preserveUnknownFields is true'),
    ]);
  const strategyAt = childOf(convAt, 'strategy');
  if (strategy === '') place(out, strategyAt, [required('', '')]);
  else if (strategy !== 'None' && strategy !== 'Webhook')
    place(out, strategyAt, [notSupported('', goString(strategy), ['None', 'Webhook'])]);
  if (strategy === 'Webhook') {
    if (cc === undefined)
      place(out, ccAt, [required('', 'required when strategy is set to Webhook')]);
    else {
      const url = typeof cc['url'] === 'string' ? cc['url'] : undefined;
      const svc = isObject(cc['service']) ? cc['service'] : undefined;
      if ((url === undefined) === (svc === undefined))
        place(out, ccAt, [required('', 'exactly one of url or service is required')]);
      else if (url !== undefined)
        place(
          out,
          { field: '', pointer: `${ccAt.pointer}/url` },
          client.url(`${ccAt.field}.url`, url),
        );
      else if (svc !== undefined) {
        const ref: ConversionService = {
          namespace: typeof svc['namespace'] === 'string' ? svc['namespace'] : '',
          name: typeof svc['name'] === 'string' ? svc['name'] : '',
          port: typeof svc['port'] === 'number' ? svc['port'] : 443,
        };
        if (typeof svc['path'] === 'string') ref.path = svc['path'];
        place(
          out,
          { field: '', pointer: `${ccAt.pointer}/service` },
          client.service(`${ccAt.field}.service`, ref),
        );
      }
    }
    out.push(...reviewVersions(versions, requireRecognizedVersion, versionsAt));
  } else {
    if (cc !== undefined)
      place(out, ccAt, [forbidden('', 'should not be set when strategy is not set to Webhook')]);
    if (Array.isArray(versions) && versions.length > 0)
      place(out, versionsAt, [
        forbidden('', 'should not be set when strategy is not set to Webhook'),
      ]);
  }
  return out;
}

/** hasValidConversionReviewVersionOrEmpty of the old CRD: whether a recognized version is required on update. */
export function requiresRecognizedReviewVersion(spec: JsonObject): boolean {
  const conversion = isObject(spec['conversion']) ? spec['conversion'] : undefined;
  const webhook =
    conversion !== undefined && isObject(conversion['webhook']) ? conversion['webhook'] : undefined;
  const raw = webhook?.['conversionReviewVersions'];
  const versions = Array.isArray(raw) ? raw : [];
  return versions.length < 1 || versions.some((v) => typeof v === 'string' && ACCEPTED.includes(v));
}
