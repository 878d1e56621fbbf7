// The Kubernetes format library (k8s.io/apiserver/pkg/cel/library/format.go, type
// kubernetes.NamedFormat, IntroducedVersion 1.31): format.<name>(), format.named(name) and
// <format>.validate(value), which yields optional.none or the list of validation messages.

import type { Environment } from '@marcbachmann/cel-js';
import { Optional } from '@marcbachmann/cel-js';
import { decodeBase64Go } from '../../apimachinery/base64.ts';
import {
  isDNS1035Label,
  isDNS1123Label,
  isDNS1123Subdomain,
  isQualifiedName,
  isValidLabelValue,
} from '../../apimachinery/names.ts';
import type { CelOpaque } from './celValues.ts';
import { parseRequestURI } from '../../apimachinery/goUrl.ts';
import { registerNamespace } from './namespace.ts';
import { isDate, isDateTime } from './formatDates.ts';

/** A named string format (apiservercel.Format). */
export class NamedFormat implements CelOpaque {
  readonly celTypeName = 'kubernetes.NamedFormat';
  constructor(
    readonly name: string,
    readonly validate: (s: string) => string[],
  ) {}
  celEquals(other: unknown): boolean {
    return other instanceof NamedFormat && other.name === this.name;
  }
}

/** apimachinery validation maskTrailingDash: "prefix" formats allow a trailing '-'. */
const maskTrailingDash = (s: string) =>
  s.length > 1 && s.endsWith('-') ? s.slice(0, -2) + 'a' : s;

const UUID = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;
const one = (ok: boolean, msg: string) => (ok ? [] : [msg]);

/** ConstantFormats, keyed by the name format.named() accepts. */
export const CONSTANT_FORMATS: Record<string, NamedFormat> = {
  dns1123Label: new NamedFormat('DNS1123Label', isDNS1123Label),
  dns1123Subdomain: new NamedFormat('DNS1123Subdomain', isDNS1123Subdomain),
  dns1035Label: new NamedFormat('DNS1035Label', isDNS1035Label),
  qualifiedName: new NamedFormat('QualifiedName', isQualifiedName),
  dns1123LabelPrefix: new NamedFormat('DNS1123LabelPrefix', (s) =>
    isDNS1123Label(maskTrailingDash(s)),
  ),
  dns1123SubdomainPrefix: new NamedFormat('DNS1123SubdomainPrefix', (s) =>
    isDNS1123Subdomain(maskTrailingDash(s)),
  ),
  dns1035LabelPrefix: new NamedFormat('DNS1035LabelPrefix', (s) =>
    isDNS1035Label(maskTrailingDash(s)),
  ),
  labelValue: new NamedFormat('LabelValue', isValidLabelValue),
  uri: new NamedFormat('URI', (s) => {
    const r = parseRequestURI(s);
    return r.ok ? [] : [r.error];
  }),
  uuid: new NamedFormat('uuid', (s) => one(UUID.test(s), 'does not match the UUID format')),
  byte: new NamedFormat('byte', (s) => one(decodeBase64Go(s).ok, 'invalid base64')),
  date: new NamedFormat('date', (s) => one(isDate(s), 'invalid date')),
  datetime: new NamedFormat('datetime', (s) => one(isDateTime(s), 'invalid datetime')),
};

/** Registers the format library. */
export function registerFormatLibrary(env: Environment): void {
  const T = 'kubernetes.NamedFormat';
  env.registerType(T, NamedFormat);
  const ns = registerNamespace(env, 'format');
  for (const [name, f] of Object.entries(CONSTANT_FORMATS))
    env.registerFunction(`${ns}.${name}(): ${T}`, () => f);
  env.registerFunction(`${ns}.named(string): optional<${T}>`, (_: unknown, name: string) => {
    const f = Object.hasOwn(CONSTANT_FORMATS, name) ? CONSTANT_FORMATS[name] : undefined;
    return f ? Optional.of(f) : Optional.none();
  });
  env.registerFunction(
    `${T}.validate(string): optional<list<string>>`,
    (f: NamedFormat, s: string) => {
      const errs = f.validate(s);
      return errs.length === 0 ? Optional.none() : Optional.of(errs);
    },
  );
}
