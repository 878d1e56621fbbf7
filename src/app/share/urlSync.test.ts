import { beforeEach, describe, expect, it } from 'vitest';
import { loadShareCodec } from '../../engine/index.ts';

const { decodeShareLink, encodeShareLink } = await loadShareCodec();
import { createPlaygroundStore } from '../store/index.ts';
import { allowedLinks } from './allowedLinks.ts';
import { linkStatusStore } from './linkStatus.ts';
import { scriptConsentStore, scriptsAllowed } from './scriptConsent.ts';
import {
  fragmentOf,
  isShareFragment,
  MAX_SYNCED_CHARS,
  openFragment,
  QUIET_MS,
  startUrlSync,
  type UrlSyncDeps,
} from './urlSync.ts';

const codec = { encodeShareLink, decodeShareLink };
/** Lets the codec's promise and the write after it settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fakeDeps(hash: string, autosaved?: string) {
  const timers: { fn: () => void; ms: number }[] = [];
  const replaced: string[] = [];
  const listeners: (() => void)[] = [];
  const deps: UrlSyncDeps = {
    location: { hash, pathname: '/play/', search: '' },
    history: {
      replaceState: (_d, _u, url) => {
        replaced.push(url);
        deps.location.hash = url.slice(url.indexOf('#'));
      },
    },
    addHashListener: (l) => listeners.push(l),
    autosaved: () => autosaved,
    setTimer: (fn, ms) => timers.push({ fn, ms }),
    loadCodec: () => Promise.resolve(codec),
    clearTimer: (t) => {
      const i = timers.findIndex((x, n) => n + 1 === t);
      if (i >= 0) timers.splice(i, 1, { fn: () => undefined, ms: 0 });
    },
  };
  return { deps, timers, replaced, listeners };
}

beforeEach(() => {
  linkStatusStore.getState().setStatus({ kind: 'none' });
  scriptConsentStore.setState({ held: [], link: undefined, dismissed: false });
});

const scripted =
  'apiVersion: playground.admission/v1\nkind: AdmissionScenario\nwebhooks:\n  a.example.com:\n    script: "export default () => ({ allowed: true })"\n';

describe('isShareFragment', () => {
  it.each([
    ['#v1.abc', true],
    ['#v2.abc', true],
    ['#v12.x', true],
    ['#step-3', false],
    ['', false],
  ])('%j → %s', (hash, expected) => expect(isShareFragment(hash)).toBe(expected));
});

describe('openFragment', () => {
  it('keeps the autosaved work when the link is corrupt, and says why', () => {
    const store = createPlaygroundStore();
    const { deps } = fakeDeps('#v1.%%%not-base64', 'my: own work\n');
    expect(openFragment(store, deps, codec)).toBe(false);
    expect(store.getState().source).toBe('my: own work\n');
    const status = linkStatusStore.getState().status;
    expect(status).toMatchObject({ kind: 'refused', restoredAutosave: true });
  });

  it('ignores a fragment that is not a link', () => {
    const store = createPlaygroundStore();
    const before = store.getState().source;
    expect(openFragment(store, fakeDeps('#section').deps, codec)).toBe(false);
    expect(store.getState().source).toBe(before);
    expect(linkStatusStore.getState().status.kind).toBe('none');
  });

  it('opens a link at its step and flags scripts', () => {
    const source =
      'apiVersion: playground.admission/v1\nkind: AdmissionScenario\nwebhooks:\n  a.example.com:\n    script: "export default () => ({ allowed: true })"\n';
    const encoded = encodeShareLink(source, { step: 2 });
    if (!encoded.ok) throw new Error('encode failed');
    const store = createPlaygroundStore();
    expect(openFragment(store, fakeDeps(`#${encoded.value}`).deps, codec)).toBe(true);
    expect(store.getState().selectedStep).toBe(2);
    expect(store.getState().source).toContain('a.example.com');
    expect(linkStatusStore.getState().status).toEqual({
      kind: 'opened',
      hasScripts: true,
      step: 2,
    });
  });

  it('opens a link with no step at the step that decided the answer', () => {
    const encoded = encodeShareLink('kind: AdmissionScenario\n');
    if (!encoded.ok) throw new Error('encode failed');
    const store = createPlaygroundStore();
    expect(openFragment(store, fakeDeps(`#${encoded.value}`).deps, codec)).toBe(true);
    expect(store.getState().autoSelect).toBe(true);
    expect(linkStatusStore.getState().status).toEqual({ kind: 'opened', hasScripts: false });
  });
});

describe('openFragment and scripts', () => {
  it('holds the scripts of a link not allowed yet, before its text reaches the store', () => {
    const encoded = encodeShareLink(scripted);
    if (!encoded.ok) throw new Error('encode failed');
    const store = createPlaygroundStore();
    let allowedWhenSet: boolean | undefined;
    store.subscribe((s) => (allowedWhenSet ??= scriptsAllowed(s.source)));
    openFragment(store, fakeDeps(`#${encoded.value}`).deps, codec);
    expect(allowedWhenSet).toBe(false);
    expect(scriptConsentStore.getState()).toMatchObject({
      held: ['export default () => ({ allowed: true })'],
      link: `#${encoded.value}`,
    });
  });

  it('runs the scripts of a link allowed before in this tab', () => {
    const encoded = encodeShareLink(scripted);
    if (!encoded.ok) throw new Error('encode failed');
    const allowed = allowedLinks(undefined);
    allowed.add(`#${encoded.value}`);
    const store = createPlaygroundStore();
    openFragment(store, { ...fakeDeps(`#${encoded.value}`).deps, allowedLinks: allowed }, codec);
    expect(scriptsAllowed(store.getState().source)).toBe(true);
  });

  it("keeps the autosaved work's held scripts paused when a link is refused", () => {
    const store = createPlaygroundStore();
    const deps = {
      ...fakeDeps('#v1.%%%', scripted).deps,
      autosavedHeldScripts: () => ['export default () => ({ allowed: true })'],
    };
    openFragment(store, deps, codec);
    expect(store.getState().source).toBe(scripted);
    expect(scriptsAllowed(scripted)).toBe(false);
  });
});

describe('startUrlSync', () => {
  it('does not write over a link that arrives while the codec loads, and opens that link', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced, listeners } = fakeDeps('');
    // One download, as the module loader has: every caller waits for the same codec.
    let codecArrives: () => void = () => undefined;
    const loading = new Promise<typeof codec>((resolve) => {
      codecArrives = () => resolve(codec);
    });
    deps.loadCodec = () => loading;
    startUrlSync(store, deps);
    store.getState().setSource('apiVersion: playground.admission/v1\nkind: AdmissionScenario\n');
    timers.at(-1)?.fn();
    // The person opens a link (hashchange) while the write waits for the codec.
    const link = encodeShareLink('name: from-the-link\n');
    if (!link.ok) throw new Error('no link');
    deps.location.hash = `#${link.value}`;
    for (const l of listeners) l();
    codecArrives();
    await settle();
    expect(replaced).toEqual([]);
    expect(store.getState().source).toContain('name: from-the-link');
  });

  it('does not write over a link that is still waiting for the codec, whichever loads first', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced, listeners } = fakeDeps('');
    // Each caller its own download, the later one done first.
    const arrivals: (() => void)[] = [];
    deps.loadCodec = () =>
      new Promise((resolve) => {
        arrivals.push(() => resolve(codec));
      });
    startUrlSync(store, deps);
    store.getState().setSource('apiVersion: playground.admission/v1\nkind: AdmissionScenario\n');
    const link = encodeShareLink('name: from-the-link\n');
    if (!link.ok) throw new Error('no link');
    deps.location.hash = `#${link.value}`;
    for (const l of listeners) l();
    // The quiet pause ends after the link arrived: the write starts with the link in the address.
    timers.at(-1)?.fn();
    arrivals[1]?.();
    await settle();
    arrivals[0]?.();
    await settle();
    expect(replaced).toEqual([]);
    expect(store.getState().source).toContain('name: from-the-link');
  });

  it('remembers a fragment it writes while its scripts run, so a reload does not ask', async () => {
    const store = createPlaygroundStore();
    const allowed = allowedLinks(undefined);
    const { deps, timers, replaced } = fakeDeps('');
    startUrlSync(store, { ...deps, allowedLinks: allowed });
    store.getState().setSource(scripted);
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toHaveLength(1);
    expect(allowed.has(deps.location.hash)).toBe(true);
  });

  it('does not remember a fragment whose scripts are paused', async () => {
    const store = createPlaygroundStore();
    const allowed = allowedLinks(undefined);
    scriptConsentStore.setState({ held: ['export default () => ({ allowed: true })'] });
    const { deps, timers, replaced } = fakeDeps('');
    startUrlSync(store, { ...deps, allowedLinks: allowed });
    store.getState().setSource(scripted);
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toHaveLength(1);
    expect(allowed.has(deps.location.hash)).toBe(false);
  });

  it('rewrites the fragment after a quiet pause, only when it changed', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced } = fakeDeps('');
    startUrlSync(store, deps);
    store.getState().setField(['request', 'operation'], 'UPDATE');
    expect(replaced).toEqual([]);
    expect(timers.at(-1)?.ms).toBe(QUIET_MS);
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toEqual([`/play/${fragmentOf(store, codec)!}`]);
    store.getState().selectStep(0);
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toHaveLength(1);
  });

  it('stops following a scenario over the engine’s limit, dropping the stale fragment', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced } = fakeDeps('#v2.old');
    startUrlSync(store, deps);
    store.getState().setSource(`${store.getState().source}\n# ${'x'.repeat(MAX_SYNCED_CHARS)}\n`);
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toEqual(['/play/']);
  });

  it('follows a scenario of a megabyte, its comments kept in the link', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced } = fakeDeps('');
    startUrlSync(store, deps);
    const comment = `\n# ${'why '.repeat(256 * 1024)}\n`;
    store.getState().setSource(`${store.getState().source}${comment}`);
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toHaveLength(1);
    const decoded = decodeShareLink(replaced[0] ?? '');
    expect(decoded.ok && decoded.value.source.endsWith(comment)).toBe(true);
  });

  it('drops the fragment when the browser refuses an address that long', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced } = fakeDeps('#v2.old');
    const accept = deps.history.replaceState;
    deps.history.replaceState = (d, u, url) => {
      if (url.includes('#')) throw new DOMException('too long', 'SecurityError');
      accept(d, u, url);
    };
    startUrlSync(store, deps);
    store.getState().setField(['request', 'operation'], 'UPDATE');
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toEqual(['/play/']);
  });

  it('leaves the fragment alone while the scenario is not YAML', async () => {
    const store = createPlaygroundStore();
    const { deps, timers, replaced } = fakeDeps('#v1.old');
    startUrlSync(store, deps);
    store.getState().setSource('request: {\n');
    timers.at(-1)?.fn();
    await settle();
    expect(replaced).toEqual([]);
  });
});
