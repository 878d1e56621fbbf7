// Links that take the keyboard straight to a pane; hidden until focused.

const focusPane = (id: string, inside?: string) => () => {
  const pane = document.getElementById(id);
  const target = (inside === undefined ? null : pane?.querySelector<HTMLElement>(inside)) ?? pane;
  target?.focus();
};

/** "Pipeline map", "Inputs", "Inspector": the first Tab stops of the page. */
export function SkipLinks() {
  const link = (id: string, text: string, inside?: string) => (
    <a
      href={`#${id}`}
      className="wb-skip"
      onClick={(e) => {
        // Moving the focus, not the fragment: the fragment holds the share link.
        e.preventDefault();
        focusPane(id, inside)();
      }}
    >
      {text}
    </a>
  );
  return (
    <nav className="wb-skips" aria-label="Skip to">
      {link('pipeline-map', 'Pipeline map', '.wb-node[tabindex="0"]')}
      {link('inputs', 'Inputs', '[role="tab"][aria-selected="true"]')}
      {link('inspector', 'Inspector')}
    </nav>
  );
}
