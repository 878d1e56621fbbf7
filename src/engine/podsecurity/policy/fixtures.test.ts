// Evaluates every upstream Pod Security fixture at its own level and version: a pass/ pod must meet
// every check, a fail/ pod must fail at least one. Two sets (../shared/k8s): pod-security holds
// v0.32.1's test/testdata, which kube-apiserver 1.32 must agree with; pod-security-1.37 the code
// freeze copy of v0.37 (policy versions v1.0 … v1.37), which each later version must agree with up
// to its own minor (a newer policy version is evaluated at the newest the server knows, so 1.36
// cannot pass 1.37's new sysctls).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../../testing/sharedData.ts';
import { parse } from 'yaml';
import { type Level, parseVersion } from '../api/index.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { evaluatePod } from './evaluate.ts';

// The fixtures are Pods as written, before the API server's defaulting. Only SetDefaults_Volume
// (pkg/apis/core/v1/defaults.go: a volume with no source becomes emptyDir) changes a verdict, so
// apply it here; real pods reach admission already defaulted.
function defaultVolumes(spec: JsonObject): JsonObject {
  const volumes = spec['volumes'];
  if (!Array.isArray(volumes)) return spec;
  const defaulted = volumes.map((v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const hasSource = Object.entries(v).some(([k, s]) => k !== 'name' && s !== null);
    return hasSource ? v : { ...v, emptyDir: {} };
  });
  return { ...spec, volumes: defaulted };
}

interface Fixture {
  level: Level;
  version: string;
  expectPass: boolean;
  file: string;
}

function fixtures(root: string): Fixture[] {
  const out: Fixture[] = [];
  for (const level of ['baseline', 'restricted'] as const) {
    for (const version of readdirSync(join(root, level))) {
      for (const outcome of ['pass', 'fail']) {
        const dir = join(root, level, version, outcome);
        if (!existsSync(dir)) continue;
        for (const file of readdirSync(dir)
          .filter((f) => f.endsWith('.yaml'))
          .sort()) {
          out.push({ level, version, expectPass: outcome === 'pass', file: join(dir, file) });
        }
      }
    }
  }
  return out;
}

// The fixtures of one policy version a kube-apiserver version knows (v1.N with N <= its minor).
const knownTo = (kube: KubernetesVersion) => (f: Fixture) =>
  atLeast(kube, `1.${f.version.slice(3)}` as KubernetesVersion) || Number(f.version.slice(3)) <= 32;

// Each file is read once: the 1.37 set is evaluated at five versions.
const pods = new Map<string, JsonObject>();
const podOf = (file: string): JsonObject => {
  let pod = pods.get(file);
  if (pod === undefined) {
    pod = parse(readFileSync(file, 'utf8')) as JsonObject;
    pods.set(file, pod);
  }
  return pod;
};

function disagreements(fixtures: readonly Fixture[], kube: KubernetesVersion): string[] {
  const out: string[] = [];
  for (const f of fixtures) {
    const pod = podOf(f.file);
    const version = parseVersion(f.version);
    if (!version.ok) {
      out.push(`${f.file}: version ${f.version} does not parse`);
      continue;
    }
    const failing = evaluatePod(
      { level: f.level, version: version.value },
      pod['metadata'] as JsonObject,
      defaultVolumes(pod['spec'] as JsonObject),
      undefined,
      kube,
    );
    const passed = failing.length === 0;
    if (passed !== f.expectPass) {
      const why = failing.map((r) => `${r.forbiddenReason} (${r.forbiddenDetail})`).join(', ');
      out.push(
        `${f.file}: expected ${f.expectPass ? 'pass' : 'fail'}${why === '' ? '' : `, got ${why}`}`,
      );
    }
  }
  return out;
}

describe('pod security fixtures of v0.32.1, at kube-apiserver 1.32', () => {
  const all = fixtures(sharedFolder('podSecurity'));

  it('holds all 3821 upstream fixtures', () => expect(all).toHaveLength(3821));

  // Each row reads and evaluates ~1900 files: more than vitest's default 5 s on a busy machine.
  it.each(['baseline', 'restricted'] as const)(
    '%s: every fixture agrees',
    { timeout: 120_000 },
    (level) => {
      const mine = all.filter((f) => f.level === level);
      expect(mine.length).toBeGreaterThan(1000);
      expect(disagreements(mine, '1.32')).toEqual([]);
    },
  );
});

describe('pod security fixtures of v0.37 (code freeze), at 1.33 … 1.37', () => {
  const all = fixtures(sharedFolder('podSecurity137'));

  it('holds all 4537 upstream fixtures, up to v1.37', () => {
    expect(all).toHaveLength(4537);
    expect(all.some((f) => f.version === 'v1.37')).toBe(true);
  });

  it.each(['1.33', '1.34', '1.35', '1.36', '1.37'] as const)(
    'kube-apiserver %s agrees with every fixture of the policy versions it knows',
    { timeout: 120_000 },
    (kube) => {
      const known = all.filter(knownTo(kube));
      expect(known.length).toBeGreaterThan(kube === '1.37' ? 4500 : 3500);
      expect(disagreements(known, kube)).toEqual([]);
    },
  );

  it('1.36 cannot know the sysctls v1.37 allows: it evaluates v1.37 as v1.35', () => {
    const sysctls = all.filter(
      (f) => f.version === 'v1.37' && f.expectPass && f.file.includes('sysctls'),
    );
    expect(sysctls.length).toBeGreaterThan(0);
    expect(disagreements(sysctls, '1.36').length).toBeGreaterThan(0);
    expect(disagreements(sysctls, '1.37')).toEqual([]);
  });
});
