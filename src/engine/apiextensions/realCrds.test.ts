// Custom resources against CRDs that projects ship (testdata/README.md names their sources): the
// whole pipeline of the storage step — prune, default, schema validation, list types, then the
// x-kubernetes-validations rules unless a blocking error came first.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aggregateString } from '../apimachinery/field.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { applyDefaults } from './defaults.ts';
import { pruneWithOptions } from './prune.ts';
import { validateAgainstSchema } from './strategyValidate.ts';
import { type Structural, structuralFrom } from './structural.ts';

function schemaOf(file: string, version: string): Structural {
  const crd = parse(readFileSync(join(import.meta.dirname, 'testdata', file), 'utf8')) as {
    spec: { versions: { name: string; schema: { openAPIV3Schema: JsonObject } }[] };
  };
  const v = crd.spec.versions.find((x) => x.name === version);
  if (v === undefined) throw new Error(`${file} has no version ${version}`);
  return structuralFrom(v.schema.openAPIV3Schema);
}

/** The object as stored (pruned, defaulted) and the 422's aggregate ('' when valid). */
function admit(
  s: Structural,
  object: JsonObject,
  old?: JsonObject,
): { object: JsonValue; message: string } {
  const decoded = applyDefaults(pruneWithOptions(object, s, true).value, s);
  const { errors } = validateAgainstSchema(s, decoded, old, '1.32');
  return { object: decoded, message: aggregateString(errors, '1.32') };
}

describe('prometheus-operator PrometheusRule', () => {
  const s = schemaOf('monitoring.coreos.com_prometheusrules.yaml', 'v1');
  const rule = (groups: JsonValue): JsonObject => ({
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'PrometheusRule',
    metadata: { name: 'api-latency', namespace: 'default' },
    spec: { groups },
  });

  it('refuses an integer label with the message of the issue', () => {
    const r = admit(
      s,
      rule([{ name: 'api', rules: [{ alert: 'Slow', expr: 'up == 0', labels: { severity: 2 } }] }]),
    );
    expect(r.message).toBe(
      'spec.groups[0].rules[0].labels.severity: Invalid value: "integer": spec.groups[0].rules[0].labels.severity in body must be of type string: "integer"',
    );
  });

  it('reports the second group of one name as a duplicate of the list map', () => {
    const r = admit(
      s,
      rule([
        { name: 'api', rules: [] },
        { name: 'api', rules: [] },
      ]),
    );
    expect(r.message).toBe(
      'spec.groups[1]: Duplicate value: map[string]interface {}{"name":"api"}',
    );
  });

  it('prunes a field the schema does not declare and accepts an int-or-string expr', () => {
    const r = admit(
      s,
      rule([{ name: 'api', rules: [{ record: 'x', expr: 1, severity: 'page' }] }]),
    );
    expect(r.message).toBe('');
    expect(r.object).toMatchObject({ spec: { groups: [{ rules: [{ record: 'x', expr: 1 }] }] } });
    expect(JSON.stringify(r.object)).not.toContain('severity');
  });
});

describe('Gateway API Gateway (v1)', () => {
  const s = schemaOf('gateway.networking.k8s.io_gateways.yaml', 'v1');
  const gateway = (listeners: JsonValue): JsonObject => ({
    apiVersion: 'gateway.networking.k8s.io/v1',
    kind: 'Gateway',
    metadata: { name: 'edge', namespace: 'default' },
    spec: { gatewayClassName: 'example', listeners },
  });

  it('defaults allowedRoutes and admits a plain HTTP listener', () => {
    const r = admit(s, gateway([{ name: 'http', port: 80, protocol: 'HTTP' }]));
    expect(r.message).toBe('');
    expect(r.object).toMatchObject({
      spec: { listeners: [{ allowedRoutes: { namespaces: { from: 'Same' } } }] },
    });
  });

  it('refuses tls on an HTTP listener with the CRD rule message', () => {
    const r = admit(
      s,
      gateway([
        {
          name: 'http',
          port: 80,
          protocol: 'HTTP',
          tls: { mode: 'Terminate', certificateRefs: [{ name: 'c' }] },
        },
      ]),
    );
    expect(r.message).toBe(
      `spec.listeners: Invalid value: "array": tls must not be specified for protocols ['HTTP', 'TCP', 'UDP']`,
    );
  });

  it('reports the absent options of a TLS listener without certificates as a runtime error', () => {
    const tls = { mode: 'Terminate', certificateRefs: [] };
    const r = admit(s, gateway([{ name: 'https', port: 443, protocol: 'HTTPS', tls }]));
    expect(r.message).toBe(
      'spec.listeners[0].tls: Invalid value: "object": no such key: options evaluating rule: certificateRefs or options must be specified when mode is Terminate',
    );
  });

  it('reports listeners of one name twice: the list map duplicate, then the rules', () => {
    const r = admit(
      s,
      gateway([
        { name: 'web', port: 80, protocol: 'HTTP' },
        { name: 'web', port: 8080, protocol: 'HTTP' },
      ]),
    );
    expect(r.message).toBe(
      '[spec.listeners[1]: Duplicate value: map[string]interface {}{"name":"web"}, spec.listeners: Invalid value: "array": Listener name must be unique within the Gateway]',
    );
  });

  it('does not run the rules once a blocking schema error is found', () => {
    const r = admit(s, gateway([{ name: 'http', port: 80, protocol: 'HTTP', hostname: 7 }]));
    expect(r.message).toBe(
      '[spec.listeners[0].hostname: Invalid value: "integer": spec.listeners[0].hostname in body must be of type string: "integer", <nil>: Invalid value: "null": some validation rules were not checked because the object was invalid; correct the existing errors to complete validation]',
    );
  });
});

describe('cert-manager Certificate', () => {
  const s = schemaOf('cert-manager.io_certificates.yaml', 'v1');
  const certificate = (spec: JsonObject): JsonObject => ({
    apiVersion: 'cert-manager.io/v1',
    kind: 'Certificate',
    metadata: { name: 'web', namespace: 'default' },
    spec,
  });

  it('refuses an algorithm outside the enum and a missing secretName', () => {
    const r = admit(
      s,
      certificate({
        issuerRef: { name: 'ca' },
        dnsNames: ['a.example.com'],
        privateKey: { algorithm: 'DSA' },
      }),
    );
    expect(r.message).toBe(
      '[spec.privateKey.algorithm: Unsupported value: "DSA": supported values: "RSA", "ECDSA", "Ed25519", spec.secretName: Required value]',
    );
  });
});
