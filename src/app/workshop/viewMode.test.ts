import { describe, expect, it } from 'vitest';
import { hrefWithMode, modeFromSearch } from './viewMode.ts';

describe('modeFromSearch', () => {
  it.each([
    ['no query is the editor', '', 'edit'],
    ['a lone question mark is the editor', '?', 'edit'],
    ['?present is the presenter view', '?present', 'present'],
    ['?present with a value is the presenter view', '?present=1', 'present'],
    ['?embed is the embed view', '?embed', 'embed'],
    ['the flag among other parameters counts', '?lesson=3&embed', 'embed'],
    ['embed wins over present', '?present&embed', 'embed'],
    ['a percent-encoded flag counts', '?%70resent', 'present'],
    ['a parameter that only starts with the flag does not count', '?presenter=1', 'edit'],
    ['a value that spells the flag does not count', '?view=present', 'edit'],
    ['bad percent-encoding is ignored', '?%E0%A4%A&present', 'present'],
  ])('%s', (_name, search, expected) => {
    expect(modeFromSearch(search)).toBe(expected);
  });
});

describe('hrefWithMode', () => {
  const page = 'https://example.com/playground/';
  it.each([
    ['adds ?present', `${page}`, 'present', `${page}?present`],
    [
      'keeps the fragment byte for byte',
      `${page}#v2.abc%20~!*()`,
      'present',
      `${page}?present#v2.abc%20~!*()`,
    ],
    [
      'keeps a fragment that holds a question mark',
      `${page}#a?b=c`,
      'present',
      `${page}?present#a?b=c`,
    ],
    ['removes ?present', `${page}?present#v2.abc`, 'edit', `${page}#v2.abc`],
    [
      'removes ?embed and keeps other parameters as written',
      `${page}?a=b%20c&embed&d=e+f#x`,
      'edit',
      `${page}?a=b%20c&d=e+f#x`,
    ],
    ['swaps one mode for the other', `${page}?embed`, 'present', `${page}?present`],
    ['does not add a flag twice', `${page}?present=1&present`, 'present', `${page}?present`],
    ['leaves a URL without a mode alone', `${page}?lesson=3#x`, 'edit', `${page}?lesson=3#x`],
  ] as const)('%s', (_name, href, mode, expected) => {
    expect(hrefWithMode(href, mode)).toBe(expected);
  });
});
