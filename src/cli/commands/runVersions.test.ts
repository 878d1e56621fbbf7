import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../main.ts';
import { parseVersions } from './runVersions.ts';

const gallery = join(import.meta.dirname, '..', '..', '..', 'scenarios');

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s) });
  return { code, stdout, stderr };
}

describe('parseVersions', () => {
  it.each([
    ['1.32,1.37', ['1.32', '1.37']],
    ['1.37, 1.32', ['1.37', '1.32']],
    ['1.34..1.36', ['1.34', '1.35', '1.36']],
  ])('reads %s', (value, want) => expect(parseVersions(value)).toEqual({ versions: want }));

  it.each([
    ['1.32,1.40', /unknown version "1\.40"/],
    ['1.37..1.32', /from an older to a newer version/],
    ['1.35', /at least two different versions/],
    ['1.35,1.35', /at least two different versions/],
  ])('refuses %s', (value, message) => {
    const parsed = parseVersions(value);
    expect('error' in parsed && parsed.error).toMatch(message);
  });
});

describe('run --versions', () => {
  it('prints each version against the first and what differs', async () => {
    const r = await cli(
      'run',
      join(gallery, '61-static-names-reserved.yaml'),
      '--versions',
      '1.32,1.36,1.37',
    );
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(/61-static-names-reserved\.yaml: compared with 1\.32$/);
    expect(lines[1]).toMatch(/^1\.32 {2}✓ allowed +\(baseline\)$/);
    expect(lines[2]).toMatch(/^1\.36 {2}✓ allowed +differs: warnings$/);
    expect(lines[3]).toMatch(/^ +warnings: metadata\.name: names ending with "\.static\.k8s\.io"/);
    expect(r.stdout).toMatch(/^1\.37 {2}✗ 422 Invalid +differs: verdict, status, object$/m);
    expect(r.stdout).toMatch(/^ +object: none \(nothing stored\)$/m);
    expect(r.stdout).toMatch(/^ +step storage fieldValidation: allowed → denied$/m);
  });

  it('says "same answer" where nothing differs and writes JSON with --output json', async () => {
    const text = await cli(
      'run',
      join(gallery, '61-static-names-reserved.yaml'),
      '--versions=1.32..1.33',
    );
    expect(text.stdout).toMatch(/^1\.33 {2}✓ allowed +same answer$/m);
    const json = await cli(
      'run',
      join(gallery, '69-pod-resize-node-capacity.yaml'),
      '--versions',
      '1.35,1.36',
      '-o',
      'json',
    );
    const parsed = JSON.parse(json.stdout) as {
      baseline: string;
      versions: { differences: string[] }[];
    };
    expect(parsed.baseline).toBe('1.35');
    expect(parsed.versions[1]?.differences).toEqual(['verdict', 'status', 'object']);
  });

  it('lists the object fields that changed', async () => {
    const r = await cli(
      'run',
      join(gallery, '62-pod-topology-labels.yaml'),
      '--versions',
      '1.34,1.35',
    );
    expect(r.stdout).toMatch(
      /^ +object fields: .*\/metadata\/labels\/topology\.kubernetes\.io~1zone/m,
    );
  });

  it('refuses an unknown version, --live and the yaml output (exit 2)', async () => {
    const file = join(gallery, '61-static-names-reserved.yaml');
    expect((await cli('run', file, '--versions', '1.31,1.32')).code).toBe(2);
    expect((await cli('run', file, '--versions', '1.32,1.37', '--live')).stderr).toMatch(
      /leave out --live/,
    );
    expect((await cli('run', file, '--versions', '1.32,1.37', '-o', 'yaml')).code).toBe(2);
  });
});
