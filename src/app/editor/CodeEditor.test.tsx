import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CodeEditor } from './CodeEditor.tsx';

// First paint: a labelled textarea, before (and without) Monaco.
const render = (readOnly?: boolean) =>
  renderToStaticMarkup(
    <CodeEditor
      label="Object"
      modelPath="object.yaml"
      value={'kind: Pod\n'}
      onChange={() => {}}
      markers={[]}
      theme="dark"
      {...(readOnly !== undefined && { readOnly })}
    />,
  );

describe('CodeEditor at first paint', () => {
  it('is a textarea labelled with the editor name, holding the text', () => {
    const html = render();
    const id = /<label[^>]*for="([^"]+)"[^>]*>Object<\/label>/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${id}"[^>]*class="scenario-editor"`));
    expect(html).toContain('kind: Pod');
    expect(html).not.toContain('monaco');
  });

  it('passes readOnly on to the textarea', () => {
    expect(render(true)).toMatch(/<textarea[^>]*readOnly=""/);
    expect(render()).not.toMatch(/readOnly/);
  });
});
