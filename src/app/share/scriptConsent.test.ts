import { beforeEach, describe, expect, it } from 'vitest';
import { allowedLinks, allowedLinksKey, MAX_ALLOWED_LINKS } from './allowedLinks.ts';
import { scriptsOf } from './hasScripts.ts';
import {
  allowScriptsIn,
  dismissScriptBanner,
  heldScriptsIn,
  holdLinkScripts,
  holdScripts,
  scriptConsentStore,
  scriptsAllowed,
} from './scriptConsent.ts';

const scenario = (scripts: Record<string, string>) =>
  `webhooks:\n${Object.entries(scripts)
    .map(([name, script]) => `  ${name}:\n    script: ${JSON.stringify(script)}\n`)
    .join('')}request: { operation: CREATE }\n`;

const A = 'export default () => ({ allowed: true })';
const B = 'export default () => ({ allowed: false })';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    storage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    },
  };
}

beforeEach(() => scriptConsentStore.setState({ held: [], link: undefined, dismissed: false }));

describe('scriptsOf', () => {
  it("lists each webhook's script, and says when the text cannot be read", () => {
    expect(scriptsOf(scenario({ 'a.example.com': A, 'b.example.com': B }))).toEqual([
      { webhook: 'a.example.com', script: A },
      { webhook: 'b.example.com', script: B },
    ]);
    expect(scriptsOf('webhooks:\n  a: { response: { allowed: true } }\n')).toEqual([]);
    expect(scriptsOf('webhooks: {\n')).toBeUndefined();
  });
});

describe('script consent', () => {
  it('holds the scripts of a link not allowed yet, and lets them run once allowed', () => {
    const source = scenario({ 'a.example.com': A });
    const { storage } = memoryStorage();
    const allowed = allowedLinks(storage);
    holdLinkScripts('#v1.one', source, allowed);
    expect(scriptsAllowed(source)).toBe(false);
    expect(heldScriptsIn(source)).toEqual({
      paused: true,
      webhooks: ['a.example.com'],
      scripts: [A],
    });
    allowScriptsIn(source, allowed);
    expect(scriptsAllowed(source)).toBe(true);
    expect(allowed.has('#v1.one')).toBe(true);
  });

  it('allows per link: the same link again runs, another link asks again', () => {
    const allowed = allowedLinks(memoryStorage().storage);
    const first = scenario({ 'a.example.com': A });
    holdLinkScripts('#v1.one', first, allowed);
    allowScriptsIn(first, allowed);
    holdLinkScripts('#v1.one', first, allowed);
    expect(scriptsAllowed(first)).toBe(true);
    const second = scenario({ 'b.example.com': B });
    holdLinkScripts('#v1.two', second, allowed);
    expect(scriptsAllowed(second)).toBe(false);
  });

  it("keeps the link's scripts paused through other edits, and runs scripts the person writes or loads", () => {
    holdLinkScripts('#v1.one', scenario({ 'a.example.com': A }), allowedLinks(undefined));
    expect(scriptsAllowed(`${scenario({ 'a.example.com': A })}# an edit elsewhere\n`)).toBe(false);
    expect(scriptsAllowed(scenario({ 'b.example.com': B }))).toBe(true);
    expect(scriptsAllowed(scenario({ 'a.example.com': `${A} // mine now` }))).toBe(true);
    expect(
      scriptsAllowed(scenario({ 'a.example.com': `${A} // mine now`, 'c.example.com': A })),
    ).toBe(false);
  });

  it('pauses a text that does not parse while anything is held: its scripts cannot be told apart', () => {
    holdLinkScripts('#v1.one', scenario({ 'a.example.com': A }), allowedLinks(undefined));
    expect(heldScriptsIn('webhooks: {\n')).toMatchObject({ paused: true, webhooks: [] });
    scriptConsentStore.setState({ held: [] });
    expect(scriptsAllowed('webhooks: {\n')).toBe(true);
  });

  it('holds scripts restored from the autosave, and the banner can shrink without allowing them', () => {
    holdScripts([A]);
    const source = scenario({ 'a.example.com': A });
    expect(scriptsAllowed(source)).toBe(false);
    dismissScriptBanner();
    expect(scriptConsentStore.getState().dismissed).toBe(true);
    expect(scriptsAllowed(source)).toBe(false);
  });

  it("allows only the scripts the text holds: a link's other held scripts stay paused", () => {
    const allowed = allowedLinks(undefined);
    holdLinkScripts('#v1.one', scenario({ 'a.example.com': A }), allowed);
    holdLinkScripts('#v1.two', scenario({ 'b.example.com': B }), allowed);
    allowScriptsIn(scenario({ 'b.example.com': B }), allowed);
    expect(scriptsAllowed(scenario({ 'a.example.com': A }))).toBe(false);
  });
});

describe('allowedLinks', () => {
  it('keeps the newest links in storage, and survives a storage that throws', () => {
    const { storage, map } = memoryStorage();
    const links = allowedLinks(storage);
    for (let i = 0; i <= MAX_ALLOWED_LINKS; i++) links.add(`#v1.${String(i)}`);
    const again = allowedLinks(storage);
    expect(again.has('#v1.0')).toBe(false);
    expect(again.has(`#v1.${String(MAX_ALLOWED_LINKS)}`)).toBe(true);
    expect(JSON.parse(map.get(allowedLinksKey)!)).toHaveLength(MAX_ALLOWED_LINKS);
    const broken = allowedLinks({
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('full');
      },
    });
    broken.add('#v1.x');
    expect(broken.has('#v1.x')).toBe(true);
  });
});
