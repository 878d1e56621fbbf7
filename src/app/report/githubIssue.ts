// A new GitHub issue from the report: github.com/<owner>/<repo>/issues/new?title=…&body=…, opened
// only when the person asks. GitHub refuses long addresses (414 URI Too Long past about 8 KB),
// so a report that would not fit is left out of the address: it is copied for the person to
// paste, and the page says so.

/** GitHub's limit on a new-issue address, with room to spare under its ~8 KB refusal. */
export const MAX_GITHUB_URL = 8000;

const REPOSITORY = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;

/** The address to open, and whether the report is in it (when not, it must be pasted). */
export type NewIssue =
  { ok: true; url: string; bodyIncluded: boolean; length: number } | { ok: false; reason: string };

/** Builds the new-issue address for a repository ("owner/name" or its github.com URL). */
export function newIssueUrl(repository: string, title: string, body: string): NewIssue {
  const repo = repository
    .trim()
    .replace(/^https?:\/\/github\.com\//i, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  if (!REPOSITORY.test(repo))
    return { ok: false, reason: 'a repository is written owner/name, like kubernetes/kubernetes' };
  const base = `https://github.com/${repo}/issues/new?title=${encodeURIComponent(title)}`;
  const full = `${base}&body=${encodeURIComponent(body)}`;
  if (full.length <= MAX_GITHUB_URL)
    return { ok: true, url: full, bodyIncluded: true, length: full.length };
  const note = encodeURIComponent('<!-- Paste the bug report here: the playground copied it. -->');
  return { ok: true, url: `${base}&body=${note}`, bodyIncluded: false, length: full.length };
}
