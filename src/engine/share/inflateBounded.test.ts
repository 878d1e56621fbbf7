import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inflateBounded } from './inflateBounded.ts';

const dictionary = new TextEncoder().encode('"apiVersion":"admissionregistration.k8s.io/v1"');
const text =
  '{"apiVersion":"admissionregistration.k8s.io/v1","kind":"MutatingWebhookConfiguration"}';
const deflated = deflateSync(new TextEncoder().encode(text), { level: 9, dictionary });

describe('inflateBounded', () => {
  it('inflates what deflate made with the same dictionary', () => {
    const inflated = inflateBounded(deflated, dictionary, 1000);
    expect(inflated.ok && new TextDecoder().decode(inflated.value)).toBe(text);
  });

  it('inflates output of exactly the limit', () => {
    expect(inflateBounded(deflated, dictionary, text.length).ok).toBe(true);
  });

  it('refuses output one byte over the limit', () => {
    expect(inflateBounded(deflated, dictionary, text.length - 1)).toEqual({
      ok: false,
      error: { kind: 'too-large' },
    });
  });

  it('stops a zip bomb soon after the limit instead of inflating all of it', () => {
    // 4 MiB of zeros deflate to ~4 KiB; inflating stops within one 2 KiB slice of the 256 KiB limit.
    const bomb = deflateSync(new Uint8Array(4 * 1024 * 1024), { level: 1 });
    let seen = 0;
    const counting = new Proxy(bomb, {
      get: (target, key) =>
        key === 'subarray'
          ? (from: number, to: number) => ((seen = Math.max(seen, to)), target.subarray(from, to))
          : Reflect.get(target, key),
    });
    expect(inflateBounded(counting, dictionary, 256 * 1024)).toEqual({
      ok: false,
      error: { kind: 'too-large' },
    });
    expect(seen).toBeLessThanOrEqual(2048);
  });

  it.each([1, 10, deflated.length - 1])('calls a stream cut after %i bytes truncated', (length) => {
    expect(inflateBounded(deflated.subarray(0, length), dictionary, 1000)).toEqual({
      ok: false,
      error: { kind: 'truncated' },
    });
  });

  it('calls an empty stream truncated', () => {
    expect(inflateBounded(new Uint8Array(0), dictionary, 1000)).toEqual({
      ok: false,
      error: { kind: 'truncated' },
    });
  });

  it('calls a stream with a reserved block type corrupt', () => {
    // BFINAL=1, BTYPE=11: a block type DEFLATE does not define.
    expect(inflateBounded(new Uint8Array([0b111, 0, 0]), dictionary, 1000)).toEqual({
      ok: false,
      error: { kind: 'corrupt', detail: 'invalid block type' },
    });
  });

  it('answers, never throws, for a stream inflated without its dictionary', () => {
    expect(inflateBounded(deflated, new Uint8Array(0), 1000).ok).toBe(false);
  });
});
