// Tests for parseCsr: ParseCSR's PEM check and the subject fields read from real openssl requests.

import { describe, expect, it } from 'vitest';
import { encodeBase64, utf8Encode } from '../../apimachinery/base64.ts';
import { parseCsr } from './parseCsr.ts';
import { developerCsr, mastersCsr, nodeN1Csr } from './testCsrs.ts';

const b64 = (s: string): string => encodeBase64(utf8Encode(s));

describe('parseCsr', () => {
  it.each([
    [
      'every Organization and the CommonName',
      mastersCsr,
      { commonName: 'alice', organization: ['system:masters', 'dev'] },
    ],
    ['a single Organization', developerCsr, { commonName: 'bob', organization: ['dev'] }],
    [
      'a node identity',
      nodeN1Csr,
      { commonName: 'system:node:n1', organization: ['system:nodes'] },
    ],
  ])('reads %s', (_, request, subject) => {
    expect(parseCsr(request)).toEqual({ ok: true, subject });
  });

  it.each([
    ['no PEM at all', b64('hello')],
    [
      'a PEM block of another type',
      b64('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'),
    ],
    ['an empty request', ''],
  ])("refuses %s with ParseCSR's PEM error", (_, request) => {
    expect(parseCsr(request)).toEqual({
      ok: false,
      error: 'PEM block type must be CERTIFICATE REQUEST',
    });
  });

  it('reports malformed DER inside a well-formed PEM block', () => {
    const result = parseCsr(
      b64('-----BEGIN CERTIFICATE REQUEST-----\nMAMCAQ==\n-----END CERTIFICATE REQUEST-----\n'),
    );
    expect(result.ok).toBe(false);
  });
});
