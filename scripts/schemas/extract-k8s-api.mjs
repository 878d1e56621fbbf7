#!/usr/bin/env node
// Writes scripts/schemas/k8s-api-deltas.json: what the derived versions' editor schemas (1.33, 1.34,
// 1.37; versions.mjs says how each is made) change in a measured OpenAPI document, read from
// upstream's API types in a clone of kubernetes/api (= k8s.io/api) at the release tags. Its output
// is committed, so `npm run gen` needs no clone; rerun this only to re-derive.
//
// Usage: node scripts/schemas/extract-k8s-api.mjs
//   (env K8S_API_GIT: the clone's git directory; OPENAPI_ROOT: the folder of openapi-v<version>/)
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  componentName,
  fieldSchema,
  isRequired,
  parseGoTypes,
  parseLifecycle,
  resolveStruct,
} from './goTypes.mjs';
import { readComponents } from './k8s.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const gitDir = process.env.K8S_API_GIT || '/work/.mirror/kubernetes+api/repo';
const openapiRoot = process.env.OPENAPI_ROOT || resolve(here, '../../../shared/k8s');
const outFile = join(here, 'k8s-api-deltas.json');

/** The k8s.io/api revision each derived version is read at. */
export const TAGS = {
  1.33: { rev: 'v0.33.0', base: '1.32', other: '1.35' },
  1.34: { rev: 'v0.34.0', base: '1.35', other: '1.32' },
  // v0.37.0 is not in the snapshot: master at the 1.37 code freeze (2026-07-24).
  1.37: { rev: '10b39a39b', base: '1.36' },
};
/** Kinds GA and served by default from 1.37 that 1.36 lacks (gen-restmapping/gen-served add the same). */
const NEW_KINDS_1_37 = [
  { dir: 'certificates/v1', kind: 'ClusterTrustBundle' },
  { dir: 'certificates/v1', kind: 'PodCertificateRequest' },
];
const GROUP_NAMES = { core: '', certificates: 'certificates.k8s.io' };

const git = (...args) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });

/** Every `<group>/<version>` package of k8s.io/api at `rev`: its structs, aliases and lifecycles. */
export function readPackages(rev) {
  const packages = {};
  const files = git('ls-tree', '-r', '--name-only', rev)
    .split('\n')
    .filter((f) => /^[a-z0-9]+\/v[0-9a-z]+\/[^/]+\.go$/.test(f) && !f.endsWith('_test.go'));
  for (const file of files) {
    const dir = file.slice(0, file.lastIndexOf('/'));
    const pkg = (packages[dir] ??= { structs: {}, aliases: {}, imports: {}, lifecycle: {} });
    const name = file.slice(dir.length + 1);
    if (name === 'zz_generated.prerelease-lifecycle.go')
      Object.assign(pkg.lifecycle, parseLifecycle(git('show', `${rev}:${file}`)));
    else if (!name.startsWith('zz_generated') && !name.startsWith('generated.')) {
      const parsed = parseGoTypes(git('show', `${rev}:${file}`));
      Object.assign(pkg.structs, parsed.structs);
      Object.assign(pkg.aliases, parsed.aliases);
      Object.assign(pkg.imports, parsed.imports);
    }
  }
  return packages;
}

const splitName = (name) => {
  const m = /^io\.k8s\.api\.([a-z0-9]+)\.(v[0-9a-z]+)\.(\w+)$/.exec(name);
  return m ? { dir: `${m[1]}/${m[2]}`, type: m[3] } : undefined;
};

/** The JSON field names of a struct (or alias of one), inlined embedded structs included. */
function jsonFields(packages, dir, type) {
  const at = resolveStruct(type, dir, packages);
  const out = new Set();
  for (const f of at ? packages[at.dir].structs[at.type].fields : []) {
    if (!f.inline) out.add(f.json);
    else if (f.goType.endsWith('TypeMeta')) ['apiVersion', 'kind'].forEach((k) => out.add(k));
    else jsonFields(packages, at.dir, f.goType).forEach((k) => out.add(k));
  }
  return out;
}

/** Whether k8s.io/api at this revision declares the type and still serves it at `minor` (deleted_kinds.go). */
function declaredAt(packages, name, minor) {
  const parts = splitName(name);
  if (parts === undefined) return undefined; // not a k8s.io/api type: the base document decides
  const pkg = packages[parts.dir];
  if (resolveStruct(parts.type, parts.dir, packages) === undefined) return false;
  const life = pkg.lifecycle[parts.type];
  if (life?.removed !== undefined && life.removed <= minor) return false;
  return !(life?.introduced !== undefined && life.introduced > minor);
}

const emptyDelta = (base, other) => ({
  base,
  ...(other && { other }),
  drop: { types: [], fields: {} },
  fromOther: { types: [], fields: {} },
  synthesized: { types: {}, fields: {} },
});

/** 1.33 and 1.34: the types and fields of two measured documents that k8s.io/api declares at the tag. */
export function measuredDelta(packages, minor, base, other, baseName, otherName) {
  const delta = emptyDelta(baseName, otherName);
  const fieldsOf = (name) => {
    const { dir, type } = splitName(name);
    return jsonFields(packages, dir, type);
  };
  for (const name of Object.keys(base)) {
    const declared = declaredAt(packages, name, minor);
    if (declared === false) delta.drop.types.push(name);
    if (declared !== true) continue;
    const fields = fieldsOf(name);
    const gone = Object.keys(base[name].properties ?? {}).filter((f) => !fields.has(f));
    if (gone.length > 0) delta.drop.fields[name] = gone;
    const added = Object.keys(other[name]?.properties ?? {}).filter(
      (f) => fields.has(f) && base[name].properties?.[f] === undefined,
    );
    if (added.length > 0) delta.fromOther.fields[name] = added;
  }
  for (const name of Object.keys(other)) {
    if (base[name] !== undefined || declaredAt(packages, name, minor) !== true) continue;
    delta.fromOther.types.push(name);
    const fields = fieldsOf(name);
    const gone = Object.keys(other[name].properties ?? {}).filter((f) => !fields.has(f));
    if (gone.length > 0) delta.drop.fields[name] = gone;
  }
  return delta;
}

/** 1.37: 1.36's document less what k8s.io/api no longer declares, plus its new fields and GA kinds. */
export function codeDelta(packages, minor, base, baseName) {
  const delta = emptyDelta(baseName);
  const typeMeta = base['io.k8s.api.core.v1.Pod'].properties;
  const synthesize = (name, dir, type, gvk) => {
    if (base[name] !== undefined || delta.synthesized.types[name] !== undefined) return;
    const pkg = packages[dir];
    const struct = pkg.structs[type];
    const schema = { description: struct.doc, type: 'object', properties: {} };
    delta.synthesized.types[name] = schema;
    const required = [];
    for (const f of struct.fields) {
      if (f.inline && f.goType.endsWith('TypeMeta')) {
        schema.properties.apiVersion = typeMeta.apiVersion;
        schema.properties.kind = typeMeta.kind;
      } else if (!f.inline) {
        schema.properties[f.json] = fieldSchema(f, dir, packages, synthesize);
        if (isRequired(f)) required.push(f.json);
      } else throw new Error(`extract-k8s-api: inline ${f.goType} in ${name}`);
    }
    if (required.length > 0) schema.required = required;
    if (gvk) schema['x-kubernetes-group-version-kind'] = [gvk];
  };
  for (const name of Object.keys(base)) {
    const declared = declaredAt(packages, name, minor);
    if (declared === false) delta.drop.types.push(name);
    if (declared !== true) continue;
    const { dir, type } = splitName(name);
    const fields = jsonFields(packages, dir, type);
    const props = base[name].properties ?? {};
    const gone = Object.keys(props).filter((f) => !fields.has(f));
    if (gone.length > 0) delta.drop.fields[name] = gone;
    const at = resolveStruct(type, dir, packages);
    for (const f of packages[at.dir].structs[at.type].fields) {
      if (f.inline || props[f.json] !== undefined) continue;
      (delta.synthesized.fields[name] ??= {})[f.json] = fieldSchema(f, dir, packages, synthesize);
    }
  }
  for (const { dir, kind } of NEW_KINDS_1_37) {
    const [group, version] = dir.split('/');
    synthesize(componentName(dir, kind), dir, kind, { group: GROUP_NAMES[group], kind, version });
  }
  return delta;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const measured = Object.fromEntries(
    ['1.32', '1.35', '1.36'].map((v) => [v, readComponents(join(openapiRoot, `openapi-v${v}`))]),
  );
  const deltas = {};
  for (const [version, { rev, base, other }] of Object.entries(TAGS)) {
    const packages = readPackages(rev);
    const minor = Number(version.slice(2));
    deltas[version] = {
      source: `k8s.io/api ${rev}`,
      ...(other
        ? measuredDelta(packages, minor, measured[base], measured[other], base, other)
        : codeDelta(packages, minor, measured[base], base)),
    };
    const d = deltas[version];
    console.log(
      `extract-k8s-api: ${version} = ${base}` +
        ` - ${d.drop.types.length} types - ${Object.values(d.drop.fields).flat().length} fields` +
        ` + ${d.fromOther.types.length + Object.keys(d.synthesized.types).length} types` +
        ` + ${Object.values(d.fromOther.fields).flat().length + Object.values(d.synthesized.fields).flatMap(Object.keys).length} fields`,
    );
  }
  writeFileSync(outFile, `${JSON.stringify(deltas, null, 1)}\n`);
  console.log(`extract-k8s-api: wrote ${outFile}`);
}
