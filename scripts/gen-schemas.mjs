#!/usr/bin/env node
// Generates the JSON Schemas the editor hands to monaco-yaml, from the Kubernetes 1.32 OpenAPI v3
// documents: src/app/editor/schemas/k8s.json (any Kubernetes object, dispatched by kind) and
// scenario.json (the whole scenario format, with the Kubernetes components in the same document so
// every $ref resolves inside it). Both are generated, not committed.
//
// Usage: node scripts/gen-schemas.mjs   (env OPENAPI_DIR overrides the input folder, OUT_DIR the output)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { OBJECT, buildK8sComponents, readComponents, ref } from './schemas/k8s.mjs';
import { SCENARIO, scenarioComponents } from './schemas/scenario.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where CI and a local checkout find the OpenAPI documents: ../shared beside the repository. */
export const defaultOpenapiDir =
  process.env.OPENAPI_DIR || resolve(repoRoot, '../shared/k8s/openapi-v1.32');
const outDir = process.env.OUT_DIR || join(repoRoot, 'src/app/editor/schemas');

const SCHEMA_DIALECT = 'http://json-schema.org/draft-07/schema#';

/** Builds both schema documents from an OpenAPI folder: `{ k8s, scenario }`. */
export function generateSchemas(openapiDir = defaultOpenapiDir) {
  const { schemas } = buildK8sComponents(readComponents(openapiDir));
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

/** Writes the generated documents to `dir` and returns `[file, raw bytes, gzip bytes]` for each. */
export function writeSchemas(openapiDir = defaultOpenapiDir, dir = outDir) {
  mkdirSync(dir, { recursive: true });
  return Object.entries(generateSchemas(openapiDir)).map(([name, doc]) => {
    const text = JSON.stringify(doc);
    const file = join(dir, `${name}.json`);
    writeFileSync(file, text);
    return [file, Buffer.byteLength(text), gzipSync(text, { level: 9 }).length];
  });
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (!existsSync(defaultOpenapiDir)) {
    // Without the OpenAPI documents the editor still works, just without schema checks.
    console.log(
      `gen-schemas: no OpenAPI documents at ${defaultOpenapiDir}; the editor runs without schemas`,
    );
    process.exit(0);
  }
  for (const [file, raw, gz] of writeSchemas()) {
    console.log(
      `gen-schemas: wrote ${file.slice(repoRoot.length + 1)}: ${kib(raw)} raw, ${kib(gz)} gzip`,
    );
  }
}
