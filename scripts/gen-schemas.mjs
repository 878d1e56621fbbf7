#!/usr/bin/env node
// Generates the JSON Schemas the editor hands to monaco-yaml, one per modelled Kubernetes version:
// src/app/editor/schemas/scenario-<version>.json, the whole scenario format with that version's
// Kubernetes components in the same document (so every $ref resolves inside it), any Kubernetes
// object dispatched by kind (and apiVersion). The app loads only the scenario's version, as a lazy
// chunk of its own (src/app/editor/schemas/schemaInEditor.ts). Generated, not committed.
//
// Which versions are MEASURED and which DERIVED: scripts/schemas/versions.mjs says it in full.
//   measured: 1.32, 1.35, 1.36 — the OpenAPI v3 documents in ../shared/k8s/openapi-v<version>
//   derived:  1.33 (1.32 + 1.35, kept to what k8s.io/api v0.33.0 declares), 1.34 (1.35 + 1.32, kept
//             to v0.34.0), 1.37 (1.36 with k8s.io/api's changes at the 1.37 code freeze, new GA kinds
//             written from the Go types) — from scripts/schemas/k8s-api-deltas.json, which
//             scripts/schemas/extract-k8s-api.mjs reads out of kubernetes/api.
//
// Usage: node scripts/gen-schemas.mjs   (env OPENAPI_ROOT overrides the folder of openapi-v<version>/,
//   OUT_DIR the output)
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { OBJECT, buildK8sComponents, readComponents, ref } from './schemas/k8s.mjs';
import { SCENARIO, scenarioComponents } from './schemas/scenario.mjs';
import { MEASURED, VERSION_SOURCES, componentsFor } from './schemas/versions.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where CI and a local checkout find the OpenAPI documents: ../shared beside the repository. */
export const defaultOpenapiRoot = process.env.OPENAPI_ROOT || resolve(repoRoot, '../shared/k8s');
const outDir = process.env.OUT_DIR || join(repoRoot, 'src/app/editor/schemas');
const deltasFile = join(repoRoot, 'scripts/schemas/k8s-api-deltas.json');

/** Every version the editor has a schema for, oldest first. */
export const SCHEMA_VERSIONS = Object.keys(VERSION_SOURCES);

/** The measured documents' components, `{ '1.32': components, ... }`. */
export function readMeasured(openapiRoot = defaultOpenapiRoot) {
  return Object.fromEntries(
    MEASURED.map((v) => [v, readComponents(join(openapiRoot, `openapi-v${v}`))]),
  );
}

export const readDeltas = () => JSON.parse(readFileSync(deltasFile, 'utf8'));

const SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

/**
 * Builds both schema documents of one version: `{ k8s, scenario }` (k8s: any Kubernetes object
 * alone; the app uses scenario, whose components include k8s's).
 */
export function generateSchemas(
  version = '1.32',
  measured = readMeasured(),
  deltas = readDeltas(),
) {
  const { schemas } = buildK8sComponents(componentsFor(version, measured, deltas));
  const k8s = {
    $schema: SCHEMA_DIALECT,
    // allOf, not a bare $ref: in draft-07 a $ref hides its siblings, `components` included.
    allOf: [ref(OBJECT)],
    components: { schemas },
  };
  const scenario = {
    $schema: SCHEMA_DIALECT,
    allOf: [ref(SCENARIO)],
    components: { schemas: { ...schemas, ...scenarioComponents } },
  };
  return { k8s, scenario };
}

/** Writes every version's scenario schema to `dir`; returns `[file, raw bytes, gzip bytes]` for each. */
export function writeSchemas(openapiRoot = defaultOpenapiRoot, dir = outDir) {
  mkdirSync(dir, { recursive: true });
  // The single-version files of earlier builds would otherwise linger in the glob's sight.
  for (const old of ['k8s.json', 'scenario.json']) rmSync(join(dir, old), { force: true });
  const measured = readMeasured(openapiRoot);
  const deltas = readDeltas();
  return SCHEMA_VERSIONS.map((version) => {
    const text = JSON.stringify(generateSchemas(version, measured, deltas).scenario);
    const file = join(dir, `scenario-${version}.json`);
    writeFileSync(file, text);
    return [file, Buffer.byteLength(text), gzipSync(text, { level: 9 }).length];
  });
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const missing = MEASURED.map((v) => join(defaultOpenapiRoot, `openapi-v${v}`)).filter(
    (d) => !existsSync(d),
  );
  if (missing.length > 0) {
    // Without the OpenAPI documents the editor still works, just without schema checks.
    console.log(
      `gen-schemas: no OpenAPI documents at ${missing.join(', ')}; the editor runs without schemas`,
    );
    process.exit(0);
  }
  for (const [file, raw, gz] of writeSchemas()) {
    console.log(
      `gen-schemas: wrote ${file.slice(repoRoot.length + 1)}: ${kib(raw)} raw, ${kib(gz)} gzip`,
    );
  }
}
