import { describe, expect, it } from 'vitest';
import { splitLink } from './linkText.ts';

describe('splitLink', () => {
  it.each([
    ['a bare body', 'v1.abc', 1, 'abc'],
    ['a fragment', '#v1.abc.2', 1, 'abc.2'],
    ['a full link', 'https://play.example/admission/?x=1#v1.abc', 1, 'abc'],
    ['a link served from a file', 'file:///home/me/dist/index.html#v1.abc', 1, 'abc'],
    [
      'a link wrapped over lines by a mail client',
      '  https://play.example/#v1.ab\n  cd \n',
      1,
      'abcd',
    ],
    ['an empty body', 'v1.', 1, ''],
    ['a second known version', 'v2.xyz', 2, 'xyz'],
  ])('reads %s', (_, link, version, body) => {
    expect(splitLink(link, [1, 2])).toEqual({ ok: true, value: { version, body } });
  });

  it.each([
    ['an empty text', ''],
    ['a fragment without a version', '#abc'],
    ['a version without its dot', '#v1abc'],
    ['a capital V', 'V1.abc'],
    ['a version with a leading zero', 'v01.abc'],
    ['a version that is not a number', 'vx.abc'],
    ['an address without a fragment', 'https://play.example/scenario'],
    ['an address with another fragment', 'https://play.example/#section-2'],
    ['a version no playground made', 'v0.abc'],
  ])('refuses %s as bad-prefix', (_, link) => {
    const split = splitLink(link, [1]);
    expect(split.ok || split.error.reason).toBe('bad-prefix');
  });

  it.each([
    ['v2.abc', 'v2'],
    ['#v9.abc', 'v9'],
    ['https://play.example/#v12.abc.4', 'v12'],
    ['v123456789012345678901234567890.x', 'v123456789012345678901234567890'],
  ])('names the newer version of %j', (link, tag) => {
    expect(splitLink(link, [1])).toEqual({
      ok: false,
      error: {
        kind: 'share-link',
        reason: 'newer-version',
        message: `this link was made by a newer version of the playground (${tag}); this version opens v1 links`,
      },
    });
  });

  it('lists every version it opens', () => {
    const split = splitLink('v3.x', [1, 2]);
    expect(split.ok || split.error.message).toBe(
      'this link was made by a newer version of the playground (v3); this version opens v1 and v2 links',
    );
  });

  it('tells an address without a scenario from other text', () => {
    const split = splitLink('https://play.example/', [1]);
    expect(split.ok || split.error.message).toBe(
      'this address holds no scenario: it has no "#v1." part',
    );
  });
});
