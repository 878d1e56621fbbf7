import { describe, expect, it } from 'vitest';
import { MAX_GITHUB_URL, newIssueUrl } from './githubIssue.ts';

describe('newIssueUrl', () => {
  it.each([
    ['owner/name', 'acme/webhooks'],
    ['a github.com address', 'https://github.com/acme/webhooks/'],
    ['a clone address', 'https://github.com/acme/webhooks.git'],
  ])('reads %s', (_, repository) => {
    const issue = newIssueUrl(repository, 'T', 'B');
    expect(issue).toEqual({
      ok: true,
      url: 'https://github.com/acme/webhooks/issues/new?title=T&body=B',
      bodyIncluded: true,
      length: 'https://github.com/acme/webhooks/issues/new?title=T&body=B'.length,
    });
  });

  it.each(['', 'acme', 'acme/web hooks', 'https://gitlab.com/acme/webhooks'])(
    'refuses %j with the form a repository takes',
    (repository) => {
      expect(newIssueUrl(repository, 'T', 'B')).toEqual({
        ok: false,
        reason: 'a repository is written owner/name, like kubernetes/kubernetes',
      });
    },
  );

  it('leaves a report too long for the address out of it, to be pasted', () => {
    const body = 'x'.repeat(MAX_GITHUB_URL);
    const issue = newIssueUrl('acme/webhooks', 'T', body);
    expect(issue.ok && issue.bodyIncluded).toBe(false);
    expect(issue.ok && issue.url.length).toBeLessThanOrEqual(MAX_GITHUB_URL);
    expect(issue.ok && decodeURIComponent(issue.url)).toContain('Paste the bug report here');
    expect(issue.ok && issue.length).toBeGreaterThan(MAX_GITHUB_URL);
  });

  it('encodes the title and body so "&" and "#" stay in them', () => {
    const issue = newIssueUrl('acme/webhooks', 'a & b', '# c');
    expect(issue.ok && new URL(issue.url).searchParams.get('title')).toBe('a & b');
    expect(issue.ok && new URL(issue.url).searchParams.get('body')).toBe('# c');
  });
});
