import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeBase64url } from './base64url.ts';
import { DICTIONARY_V1 } from './dictionary.ts';
import { DICTIONARY_V2 } from './dictionaryV2.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import { decodeShareLink, encodeShareLink } from './link.ts';

const SCENARIO = 'kind: AdmissionScenario\nname: demo\nrequest:\n  operation: CREATE\n';

const encode = (text: string, step?: number): string => {
  const link = encodeShareLink(text, step === undefined ? undefined : { step });
  if (!link.ok) throw new Error(JSON.stringify(link.error));
  return link.value;
};

/** A v1 link around arbitrary bytes, deflated as v1 does. */
const v1Of = (payload: string): string =>
  `v1.${encodeBase64url(deflateSync(new TextEncoder().encode(payload), { level: 9, dictionary: DICTIONARY_V1 }))}`;

const reasonOf = (link: string): string => {
  const decoded = decodeShareLink(link);
  return decoded.ok ? 'opened' : decoded.error.reason;
};

describe('encodeShareLink', () => {
  it('writes the fragment without "#": the version tag, a dot, base64url', () => {
    expect(encode(SCENARIO)).toMatch(/^v2\.[A-Za-z0-9_-]+$/);
  });

  it('keeps the text as written: comments, order and quoting, with the version pinned', () => {
    const text =
      "# why: the label is missing\nkind: 'AdmissionScenario'\nrequest:\n  operation: CREATE # here\n";
    const decoded = decodeShareLink(encode(text));
    expect(decoded.ok && decoded.value.source).toBe(
      '# why: the label is missing\nkind: \'AdmissionScenario\'\nkubernetesVersion: "1.32"\nrequest:\n  operation: CREATE # here\n',
    );
  });

  it('leaves a text that names its version exactly as written', () => {
    const text = 'request: {operation: CREATE}\nkubernetesVersion: "1.33" # pinned\r\n';
    const decoded = decodeShareLink(encode(text));
    expect(decoded.ok && decoded.value.source).toBe(text);
  });

  it('pins the version at the end of a text with none of the sections', () => {
    const decoded = decodeShareLink(encode('kind: AdmissionScenario'));
    expect(decoded.ok && decoded.value.source).toBe(
      'kind: AdmissionScenario\nkubernetesVersion: "1.32"\n',
    );
  });

  it('pins the version before expectByVersion, where canonicalJson places it', () => {
    const decoded = decodeShareLink(
      encode('name: x\nexpectByVersion:\n  "1.37": {allowed: false}\n'),
    );
    expect(decoded.ok && decoded.value.source).toBe(
      'name: x\nkubernetesVersion: "1.32"\nexpectByVersion:\n  "1.37": {allowed: false}\n',
    );
  });

  it('writes a v1 link, canonical JSON, for a flow-style text whose version no line can pin', () => {
    const flow =
      '{kind: AdmissionScenario, name: demo, request: {operation: CREATE}}  # a comment\n';
    expect(encode(flow)).toMatch(/^v1\./);
    const decoded = decodeShareLink(encode(flow));
    expect(decoded.ok && decoded.value.source).toBe(
      'kind: AdmissionScenario\nname: demo\nkubernetesVersion: "1.32"\nrequest:\n  operation: CREATE\n',
    );
  });

  it('still opens the v1 link an older playground made of the same scenario', () => {
    const old = v1Of(
      '{"kind":"AdmissionScenario","name":"demo","kubernetesVersion":"1.32","request":{"operation":"CREATE"}}',
    );
    const decoded = decodeShareLink(old);
    expect(decoded.ok && decoded.value.source).toBe(
      'kind: AdmissionScenario\nname: demo\nkubernetesVersion: "1.32"\nrequest:\n  operation: CREATE\n',
    );
  });

  it.each([
    [0, /^v2\.[A-Za-z0-9_-]+\.0$/],
    [3, /^v2\.[A-Za-z0-9_-]+\.3$/],
    [999_999_999, /^v2\.[A-Za-z0-9_-]+\.999999999$/],
  ])('appends step %i after a second dot', (step, pattern) => {
    expect(encode(SCENARIO, step)).toMatch(pattern);
  });

  it.each([-1, 1.5, Number.NaN, 1_000_000_000])('refuses the step %d', (step) => {
    expect(encodeShareLink(SCENARIO, { step })).toEqual({
      ok: false,
      error: [{ kind: 'invalid-value', pointer: '', expected: 'a step from 0 to 999999999' }],
    });
  });

  it('returns the parser’s errors for text that is not YAML', () => {
    const link = encodeShareLink('request: {\n');
    expect(link.ok || link.error.map((e) => e.kind)).toEqual(['yaml-syntax']);
  });
});

describe('decodeShareLink', () => {
  it.each([
    ['a bare body', (link: string) => link],
    ['a fragment', (link: string) => `#${link}`],
    [
      'a full link',
      (link: string) => `https://admission-playground.example/play/?theme=dark#${link}`,
    ],
  ])('opens %s', (_, wrap) => {
    const decoded = decodeShareLink(wrap(encode(SCENARIO)));
    expect(decoded).toEqual({
      ok: true,
      value: {
        source:
          'kind: AdmissionScenario\nname: demo\nkubernetesVersion: "1.32"\nrequest:\n  operation: CREATE\n',
      },
    });
  });

  it.each([[0], [7], [999_999_999]])('restores step %i', (step) => {
    const decoded = decodeShareLink(encode(SCENARIO, step));
    expect(decoded.ok && decoded.value.step).toBe(step);
  });

  it('leaves the step out when the link has none', () => {
    const decoded = decodeShareLink(encode(SCENARIO));
    expect(decoded.ok && 'step' in decoded.value).toBe(false);
  });

  const link = encode(SCENARIO);
  it.each([
    ['a text that is no link', 'hello', 'bad-prefix'],
    ['an address without the fragment', 'https://admission-playground.example/', 'bad-prefix'],
    ['a link from a newer playground', `v3.${link.slice(3)}`, 'newer-version'],
    ['a v9 fragment', '#v9.abc', 'newer-version'],
    ['a version no playground made', 'v0.abc', 'bad-prefix'],
    ['an empty payload', 'v1.', 'truncated'],
    ['an empty v2 payload', 'v2.', 'truncated'],
    ['a payload cut short', link.slice(0, -4), 'truncated'],
    ['a payload cut to a few characters', link.slice(0, 6), 'truncated'],
    [
      'a payload with a character outside base64url',
      `${link.slice(0, 8)}+${link.slice(9)}`,
      'bad-payload',
    ],
    [
      'a payload percent-encoded by some tool',
      `${link.slice(0, 8)}%2B${link.slice(9)}`,
      'bad-payload',
    ],
    ['a step that is not a number', `${link}.x`, 'bad-payload'],
    ['a step with a leading zero', `${link}.07`, 'bad-payload'],
    ['a step of ten digits', `${link}.1234567890`, 'bad-payload'],
    ['a negative step', `${link}.-1`, 'bad-payload'],
    ['two steps', `${link}.1.2`, 'bad-payload'],
    ['a full stop after a step', `${link}.1.`, 'opened'],
    ['a full stop after the link', `${link}.`, 'opened'],
    ['two full stops', `${link}..`, 'bad-payload'],
    [
      'bytes that are not DEFLATE',
      `v1.${encodeBase64url(new Uint8Array([0xff, 0xff, 0xff, 0xff]))}`,
      'bad-payload',
    ],
    [
      'DEFLATE that is not UTF-8',
      `v1.${encodeBase64url(deflateSync(new Uint8Array([0xc3, 0x28]), { dictionary: DICTIONARY_V1 }))}`,
      'bad-payload',
    ],
    [
      'v2 DEFLATE that is not UTF-8',
      `v2.${encodeBase64url(deflateSync(new Uint8Array([0xc3, 0x28]), { dictionary: DICTIONARY_V2 }))}`,
      'bad-payload',
    ],
    ['text that is not JSON', v1Of('kind: AdmissionScenario'), 'bad-payload'],
    ['JSON that is a list', v1Of('[1,2]'), 'bad-payload'],
    ['JSON that is a string', v1Of('"kind"'), 'bad-payload'],
    ['JSON that is null', v1Of('null'), 'bad-payload'],
    [
      'JSON nested deeper than the parser reads',
      v1Of(`{"a":${'['.repeat(300)}${']'.repeat(300)}}`),
      'bad-payload',
    ],
  ])('answers %s with %s', (_, text, reason) => {
    expect(reasonOf(text)).toBe(reason);
  });

  it.each([
    [
      'v9.abc',
      'this link was made by a newer version of the playground (v9); this version opens v1 and v2 links',
    ],
    ['v1.', 'this link is cut off: the scenario in it ends early; copy the whole link again'],
    [
      'v1.ab$c',
      'this link is damaged: "$" at character 3 of the payload is not base64url; copy the whole link again',
    ],
    [
      v1Of('[]'),
      'this link is damaged: it holds a list, not a scenario; copy the whole link again',
    ],
    ['#section-2', 'not a playground link: a link\'s scenario starts with "#v2."'],
  ])('says plainly why %j does not open', (text, message) => {
    const decoded = decodeShareLink(text);
    expect(decoded.ok || decoded.error.message).toBe(message);
  });

  it('refuses a zip bomb: JSON inflating past the scenario size limit', () => {
    const bomb = v1Of(`{"description":"${' '.repeat(MAX_SCENARIO_CHARS + 1024 * 1024)}"}`);
    expect(bomb.length).toBeLessThan(50_000);
    const decoded = decodeShareLink(bomb);
    expect(decoded.ok || decoded.error).toEqual({
      kind: 'share-link',
      reason: 'bad-payload',
      message: "this link's scenario is larger than the 16 MiB supported",
    });
  });

  it('refuses a v2 zip bomb: text inflating past the scenario size limit', () => {
    const bytes = new TextEncoder().encode(`a: ${' '.repeat(MAX_SCENARIO_CHARS + 1024)}`);
    const bomb = `v2.${encodeBase64url(deflateSync(bytes, { level: 9, dictionary: DICTIONARY_V2 }))}`;
    const decoded = decodeShareLink(bomb);
    expect(decoded.ok || decoded.error.message).toBe(
      "this link's scenario is larger than the 16 MiB supported",
    );
  });

  it('opens JSON the engine would refuse, for the editor to show why', () => {
    const decoded = decodeShareLink(v1Of('{"respnse":{}}'));
    expect(decoded.ok && decoded.value.source).toBe('respnse: {}\n');
  });
});
