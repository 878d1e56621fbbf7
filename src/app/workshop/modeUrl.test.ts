import { describe, expect, it } from 'vitest';
import { createPlaygroundStore } from '../store/index.ts';
import { syncModeToUrl, type PageUrl } from './modeUrl.ts';

function fakePage(href: string) {
  const writes: string[] = [];
  const page: PageUrl & { writes: string[] } = {
    writes,
    location: { href },
    history: {
      state: { kept: true },
      replaceState: (data, _unused, url) => {
        expect(data).toEqual({ kept: true });
        writes.push(url);
        page.location = { href: url };
      },
    },
  };
  return page;
}

describe('syncModeToUrl', () => {
  it('writes ?present when presenting and takes it away after, keeping the fragment', () => {
    const store = createPlaygroundStore();
    const page = fakePage('https://example.com/app/#v1.payload');
    syncModeToUrl(store, page);
    store.getState().setMode('present');
    store.getState().setMode('edit');
    expect(page.writes).toEqual([
      'https://example.com/app/?present#v1.payload',
      'https://example.com/app/#v1.payload',
    ]);
  });

  it('writes nothing for changes other than the view', () => {
    const store = createPlaygroundStore();
    const page = fakePage('https://example.com/app/');
    syncModeToUrl(store, page);
    store.getState().selectStep(3);
    store.getState().setTheme('dark');
    expect(page.writes).toEqual([]);
  });

  it('writes nothing when the URL already says so', () => {
    const store = createPlaygroundStore();
    const page = fakePage('https://example.com/app/?present');
    syncModeToUrl(store, page);
    store.getState().setMode('present');
    expect(page.writes).toEqual([]);
  });

  it('stops writing once unsubscribed', () => {
    const store = createPlaygroundStore();
    const page = fakePage('https://example.com/app/');
    syncModeToUrl(store, page)();
    store.getState().setMode('present');
    expect(page.writes).toEqual([]);
  });
});
