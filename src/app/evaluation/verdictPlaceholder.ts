// The placeholder a share link's first verdict is painted into before the app has loaded
// (verdictFirst.ts), and its hand-over to the app: kubectl's line as the map shows it (a <pre
// class="wb-kubectl"> in the group "What kubectl prints"), over the page until the app's map
// draws its own. No React: plain DOM, in the page's stylesheet's colours (verdictPlaceholder.css).

import type { EarlyVerdict } from './verdictFirst.ts';

/** The placeholder's id: the app finds it by this to take over. */
export const PLACEHOLDER_ID = 'verdict-first';

/** Builds the placeholder for a verdict (not yet in the page). */
export function placeholderOf(doc: Document, verdict: EarlyVerdict): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
    const e = doc.createElement(tag);
    e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const section = el('section', 'vf');
  section.id = PLACEHOLDER_ID;
  section.setAttribute('aria-label', 'First verdict');
  section.setAttribute('aria-busy', 'true');
  const head = el('p', 'vf-app', 'Admission Playground');
  const title = el('h1', 'vf-title', verdict.title);
  const answer = el('div', 'wb-answer vf-answer');
  answer.setAttribute('role', 'group');
  answer.setAttribute('aria-label', 'What kubectl prints');
  const glyph = el(
    'span',
    verdict.allowed ? 'vf-glyph vf-allowed' : 'vf-glyph vf-denied',
    verdict.allowed ? '✓ allowed' : '✗ refused',
  );
  const line = el(
    'pre',
    verdict.allowed ? 'wb-kubectl' : 'wb-kubectl wb-kubectl-denied',
    verdict.kubectl,
  );
  line.tabIndex = 0;
  answer.append(glyph, line);
  const note = el('p', 'vf-note', 'Opening the workbench…');
  section.append(head, title, answer, note);
  return section;
}

/** Paints the verdict over the page; calls `painted` once a frame has shown it. */
export function paintVerdict(doc: Document, verdict: EarlyVerdict, painted: () => void): void {
  doc.getElementById(PLACEHOLDER_ID)?.remove();
  doc.body.prepend(placeholderOf(doc, verdict));
  // A frame, then a task: that frame's paint has happened by the time the task runs.
  requestAnimationFrame(() => setTimeout(painted, 0));
}

/**
 * Hands the placeholder over to the app mounted in `root`: it goes in the same task as the app's
 * own kubectl line is added (a mutation observer's callback runs before the next paint), so no
 * frame shows both or neither. `released` is the app's "the answer is on screen" (a view without
 * the map's line, such as the phone's other pane).
 */
export function handOverVerdict(
  doc: Document,
  root: HTMLElement,
  released: (run: () => void) => void,
): void {
  const placeholder = doc.getElementById(PLACEHOLDER_ID);
  if (placeholder === null) return;
  const observer = new MutationObserver(() => {
    if (root.querySelector('.wb-kubectl') !== null) drop();
  });
  function drop() {
    observer.disconnect();
    placeholder?.remove();
  }
  observer.observe(root, { childList: true, subtree: true });
  released(drop);
}
