// Reads a plain JSON webhook configuration into the typed shape validation works on, the way
// Go's JSON decoding fills admissionregistration/v1 structs. The real server refuses a value of
// the wrong JSON type before validating anything (400, "cannot unmarshal ..."); we report each
// such value as an Invalid field error instead, so the playground can show all of them at once.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { type FieldError, invalid } from '../apimachinery/field.ts';
import { goJson } from '../apimachinery/goValue.ts';
import type {
  DecodedObjectMeta,
  DecodedRule,
  DecodedWebhook,
  DecodedWebhookConfiguration,
} from './types.ts';
import type { DecodedSelector } from '../apimachinery/labelSelectorValidation.ts';
import { isObject } from '../apimachinery/isObject.ts';

type Field = JsonValue | undefined;

/** Decodes JSON values into the typed shapes validation reads, collecting wrong-type errors. */
export class Decoder {
  readonly errors: FieldError[] = [];

  private wrong(path: string, v: JsonValue, type: string): undefined {
    this.errors.push(invalid(path, goJson(v), `must be of type ${type}`));
    return undefined;
  }

  /** A pointer-to-string field: undefined when absent or null. */
  optString(v: Field, path: string): string | undefined {
    if (v === undefined || v === null) return undefined;
    return typeof v === 'string' ? v : this.wrong(path, v, 'string');
  }

  /** A plain string field: "" when absent or null. */
  string(v: Field, path: string): string {
    return this.optString(v, path) ?? '';
  }

  /** An int32 field (pointer or not): undefined when absent, null or not an int32. */
  optInt32(v: Field, path: string): number | undefined {
    if (v === undefined || v === null) return undefined;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < -2147483648 || v > 2147483647) {
      return this.wrong(path, v, 'int32');
    }
    return v;
  }

  object(v: Field, path: string): JsonObject | undefined {
    if (v === undefined || v === null) return undefined;
    return isObject(v) ? v : this.wrong(path, v, 'object');
  }

  list<T>(v: Field, path: string, item: (e: JsonValue, path: string) => T): T[] {
    if (v === undefined || v === null) return [];
    if (!Array.isArray(v)) return this.wrong(path, v, 'array') ?? [];
    return v.map((e, i) => item(e, `${path}[${i}]`));
  }

  strings(v: Field, path: string): string[] {
    return this.list(v, path, (e, p) => this.string(e, p));
  }

  stringMap(v: Field, path: string): [string, string][] {
    const o = this.object(v, path);
    return o === undefined
      ? []
      : Object.entries(o).map(([k, e]) => [k, this.string(e, `${path}.${k}`)]);
  }

  selector(v: Field, path: string): DecodedSelector | undefined {
    const o = this.object(v, path);
    if (o === undefined) return undefined;
    return {
      matchLabels: this.stringMap(o['matchLabels'], `${path}.matchLabels`),
      matchExpressions: this.list(o['matchExpressions'], `${path}.matchExpressions`, (e, p) => {
        const r = this.object(e, p) ?? {};
        return {
          key: this.string(r['key'], `${p}.key`),
          operator: this.string(r['operator'], `${p}.operator`),
          values: this.strings(r['values'], `${p}.values`),
        };
      }),
    };
  }

  rule(v: JsonValue, path: string): DecodedRule {
    const o = this.object(v, path) ?? {};
    const rule: DecodedRule = {
      operations: this.strings(o['operations'], `${path}.operations`),
      apiGroups: this.strings(o['apiGroups'], `${path}.apiGroups`),
      apiVersions: this.strings(o['apiVersions'], `${path}.apiVersions`),
      resources: this.strings(o['resources'], `${path}.resources`),
    };
    const scope = this.optString(o['scope'], `${path}.scope`);
    if (scope !== undefined) rule.scope = scope;
    return rule;
  }

  clientConfig(v: Field, path: string): DecodedWebhook['clientConfig'] {
    const o = this.object(v, path) ?? {};
    const cc: DecodedWebhook['clientConfig'] = {};
    const url = this.optString(o['url'], `${path}.url`);
    if (url !== undefined) cc.url = url;
    const svc = this.object(o['service'], `${path}.service`);
    if (svc !== undefined) {
      const p = `${path}.service`;
      cc.service = {
        namespace: this.string(svc['namespace'], `${p}.namespace`),
        name: this.string(svc['name'], `${p}.name`),
        // v1 defaulting sets an absent port to 443 before validation ever runs.
        port: this.optInt32(svc['port'], `${p}.port`) ?? 443,
      };
      const svcPath = this.optString(svc['path'], `${p}.path`);
      if (svcPath !== undefined) cc.service.path = svcPath;
    }
    return cc;
  }

  webhook(v: JsonValue, path: string): DecodedWebhook {
    const o = this.object(v, path) ?? {};
    const hook: DecodedWebhook = {
      name: this.string(o['name'], `${path}.name`),
      clientConfig: this.clientConfig(o['clientConfig'], `${path}.clientConfig`),
      rules: this.list(o['rules'], `${path}.rules`, (e, p) => this.rule(e, p)),
      admissionReviewVersions: this.strings(
        o['admissionReviewVersions'],
        `${path}.admissionReviewVersions`,
      ),
      matchConditions: this.list(o['matchConditions'], `${path}.matchConditions`, (e, p) => {
        const c = this.object(e, p) ?? {};
        return {
          name: this.string(c['name'], `${p}.name`),
          expression: this.string(c['expression'], `${p}.expression`),
        };
      }),
    };
    for (const key of [
      'failurePolicy',
      'matchPolicy',
      'sideEffects',
      'reinvocationPolicy',
    ] as const) {
      const value = this.optString(o[key], `${path}.${key}`);
      if (value !== undefined) hook[key] = value;
    }
    const timeout = this.optInt32(o['timeoutSeconds'], `${path}.timeoutSeconds`);
    if (timeout !== undefined) hook.timeoutSeconds = timeout;
    const nsSelector = this.selector(o['namespaceSelector'], `${path}.namespaceSelector`);
    if (nsSelector !== undefined) hook.namespaceSelector = nsSelector;
    const objSelector = this.selector(o['objectSelector'], `${path}.objectSelector`);
    if (objSelector !== undefined) hook.objectSelector = objSelector;
    return hook;
  }

  metadata(v: Field): DecodedObjectMeta {
    const o = this.object(v, 'metadata') ?? {};
    return {
      name: this.string(o['name'], 'metadata.name'),
      generateName: this.string(o['generateName'], 'metadata.generateName'),
      labels: this.stringMap(o['labels'], 'metadata.labels'),
      annotations: this.stringMap(o['annotations'], 'metadata.annotations'),
      finalizers: this.strings(o['finalizers'], 'metadata.finalizers'),
    };
  }
}

/** Decodes a webhook configuration, collecting one Invalid error per value of the wrong JSON type. */
export function decodeWebhookConfiguration(obj: JsonObject): {
  config: DecodedWebhookConfiguration;
  errors: FieldError[];
} {
  const d = new Decoder();
  const config = {
    metadata: d.metadata(obj['metadata']),
    webhooks: d.list(obj['webhooks'], 'webhooks', (e, p) => d.webhook(e, p)),
  };
  return { config, errors: d.errors };
}
