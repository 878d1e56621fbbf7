import { useId, useState } from 'react';
import { playgroundStore } from '../store/index.ts';
import { Modal } from '../ui/Modal.tsx';
import { buildReport } from './buildReport.ts';
import { MAX_GITHUB_URL, newIssueUrl } from './githubIssue.ts';

const REPOSITORY_KEY = 'admission-playground:github-repository';

const remembered = (): string => {
  try {
    return localStorage.getItem(REPOSITORY_KEY) ?? '';
  } catch {
    return '';
  }
};

/**
 * Opens the bug report as a new issue on GitHub, in a new tab, when the person asks (the page
 * itself sends nothing). A report too long for GitHub's new-issue address is copied instead,
 * and the page says so; `onCopyByHand` shows it when the clipboard is out of reach.
 */
export function GithubIssueAction({ onCopyByHand }: { onCopyByHand: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  const [repository, setRepository] = useState(remembered);
  const [problem, setProblem] = useState('');
  const headingId = useId();
  const hintId = useId();

  const submit = async () => {
    const { title, markdown } = await buildReport();
    const issue = newIssueUrl(repository, title, markdown);
    if (!issue.ok) return setProblem(issue.reason);
    try {
      localStorage.setItem(REPOSITORY_KEY, repository.trim());
    } catch {
      // Storage refused (a private window): the name is asked again next time.
    }
    setProblem('');
    setOpen(false);
    if (!issue.bodyIncluded) {
      const why = `The report is ${issue.length.toLocaleString('en')} characters as an address, too long for GitHub's new-issue link (${MAX_GITHUB_URL.toLocaleString('en')})`;
      try {
        await navigator.clipboard.writeText(markdown);
        playgroundStore.getState().announce(`${why}: it was copied — paste it into the issue`);
      } catch {
        onCopyByHand(markdown);
      }
    }
    window.open(issue.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        New GitHub issue…
      </button>
      <Modal open={open} onClose={() => setOpen(false)} labelledBy={headingId}>
        <h2 id={headingId}>Open the bug report as a GitHub issue</h2>
        <form
          className="report-form"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label>
            Repository{' '}
            <input
              data-autofocus
              value={repository}
              placeholder="owner/name"
              aria-describedby={hintId}
              aria-invalid={problem !== ''}
              onChange={(e) => setRepository(e.currentTarget.value)}
            />
          </label>
          <p id={hintId} data-problem={problem !== ''}>
            {problem ||
              'GitHub opens in a new tab with the report as the issue body; a report too long for the address is copied for you to paste.'}
          </p>
          <menu>
            <button type="submit">Open the issue</button>
            <button type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </menu>
        </form>
      </Modal>
    </>
  );
}
