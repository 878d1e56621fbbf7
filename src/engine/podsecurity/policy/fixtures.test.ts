// Evaluates every upstream Pod Security fixture (k8s.io/pod-security-admission v0.32.1
// test/testdata, copied to ../shared/k8s/pod-security) at its own level and version: a pass/ pod
// must meet every check, a fail/ pod must fail at least one.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../../testing/sharedData.ts';
import { parse } from 'yaml';
import { type Level, parseVersion } from '../api/index.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { evaluatePod } from './evaluate.ts';

const root = sharedFolder('podSecurity');

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

function fixtures(): Fixture[] {
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

describe('pod security fixtures', () => {
  const all = fixtures();
  const groups = new Map<string, Fixture[]>();
  for (const f of all) {
    const key = `${f.level}/${f.version}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }

  it('holds all 3821 upstream fixtures', () => expect(all).toHaveLength(3821));

  it.each([...groups.keys()].sort())(
    '%s: every pass pod is allowed and every fail pod forbidden',
    (key) => {
      const disagreements: string[] = [];
      for (const f of groups.get(key) ?? []) {
        const pod = parse(readFileSync(f.file, 'utf8')) as JsonObject;
        const version = parseVersion(f.version);
        expect(version.ok, f.file).toBe(true);
        const failing = evaluatePod(
          { level: f.level, version: version.value },
          pod['metadata'] as JsonObject,
          defaultVolumes(pod['spec'] as JsonObject),
        );
        const passed = failing.length === 0;
        if (passed !== f.expectPass) {
          const why = failing.map((r) => `${r.forbiddenReason} (${r.forbiddenDetail})`).join(', ');
          disagreements.push(
            `${f.file}: expected ${f.expectPass ? 'pass' : 'fail'}${why === '' ? '' : `, got ${why}`}`,
          );
        }
      }
      expect(disagreements).toEqual([]);
    },
  );
});
