// The workbench around the result — the toolbar, the request bar and the input editors — loads as
// one chunk right after the entry: the first result needs none of it (issue 3's first-result budget).

export { InputsPanel } from './inputs/InputsPanel.tsx';
export { RequestBar } from './request/RequestBar.tsx';
export { Toolbar } from './toolbar/Toolbar.tsx';
