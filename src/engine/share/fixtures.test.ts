// Every link a released version ever made must keep opening: each fixture is a frozen link and
// the scenario JSON it must decode to. Fixtures are added, never edited or removed.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse.ts';
import { canonicalJson } from './canonicalJson.ts';
import { decodeShareLink } from './link.ts';

interface Fixture {
  about: string;
  link: string;
  step?: number;
  /** From v2 on: the exact text the link opens as, comments included. */
  source?: string;
  scenario: unknown;
}

const root = join(import.meta.dirname, 'fixtures');
const versions = readdirSync(root).sort();

describe.each(versions)('%s links', (version) => {
  const folder = join(root, version);
  const files = readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort();

  it('have fixtures', () => expect(files.length).toBeGreaterThan(0));

  it.each(files)('%s opens as the scenario it was made from', (file) => {
    const fixture = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Fixture;
    expect(fixture.link.startsWith(`${version}.`)).toBe(true);
    const decoded = decodeShareLink(`https://admission-playground.example/#${fixture.link}`);
    if (!decoded.ok) throw new Error(decoded.error.message);
    expect(decoded.value.step).toBe(fixture.step);
    if (fixture.source !== undefined) expect(decoded.value.source).toBe(fixture.source);
    // The same JSON, key order included, as the engine reads the text the link opens as.
    expect(canonicalJson(decoded.value.source)).toEqual({
      ok: true,
      value: JSON.stringify(fixture.scenario),
    });
  });
});

it('opens a typical scenario that parses and pins its version', () => {
  const fixture = JSON.parse(
    readFileSync(join(root, 'v1', 'label-then-deny-step-4.json'), 'utf8'),
  ) as Fixture;
  const decoded = decodeShareLink(fixture.link);
  const parsed = decoded.ok ? parseScenario(decoded.value.source) : undefined;
  expect(parsed?.ok && parsed.value.scenario.kubernetesVersion).toBe('1.32');
});
