import { describe, expect, it } from 'vitest';
import { runForTest } from '../map/runForTest.testing.ts';
import { gapsText, requestSentence, verdictText } from './topBarText.ts';

const fields = {
  operation: 'CREATE',
  namespace: '',
  subResource: '',
  dryRun: false,
  username: 'alice',
  uid: '',
  groups: [],
  extra: {},
  kubernetesVersion: '',
};

describe('top bar words', () => {
  it('says the request as a sentence', () => {
    const result = runForTest();
    expect(requestSentence(fields, result.request)).toMatch(
      /^CREATE pods\/\S+ in team-a as alice · 1\.32 · dry run off$/,
    );
    expect(
      requestSentence(
        { ...fields, dryRun: true, kubernetesVersion: '1.34', username: '' },
        undefined,
      ),
    ).toBe('CREATE · 1.34 · dry run on');
  });

  it('says the verdict with the code and who decided it', () => {
    expect(verdictText(runForTest(), 'deny.example.com')).toBe('✗ 403 from deny.example.com');
    expect(verdictText(runForTest('01-mutating-order-lexical.yaml'), undefined)).toBe('✓ created');
  });

  it('says kubectl refused it when kubectl sent nothing, whatever status the server would have made', () => {
    const result = runForTest('41-v1beta1-webhook-configuration.yaml');
    expect(result.kubectl).toMatch(/^error: resource mapping not found/);
    expect(verdictText(result, 'creating the cluster objects')).toBe('✗ refused by kubectl');
    const sent = { ...result };
    delete sent.kubectl;
    expect(verdictText(sent, 'creating the cluster objects')).toBe(
      '✗ 404 from creating the cluster objects',
    );
  });

  it('counts assumptions and what is not simulated', () => {
    expect(gapsText([])).toBe('');
    expect(
      gapsText([
        { feature: 'a', detail: '', assumed: true },
        { feature: 'b', detail: '' },
        { feature: 'c', detail: '' },
      ]),
    ).toBe('1 assumption · 2 not simulated');
  });
});
