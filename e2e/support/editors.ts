// Working Monaco the way a person does: click into it, select, type. Editors are found by the
// group their label names, their text boxes by role and accessible name.

import { expect, type Page } from '@playwright/test';

/** The editor's group (its label names it). */
export const editorGroup = (page: Page, name: string) =>
  page.getByRole('group', { name, exact: true });

/** Opens an input tab and waits for its Monaco editor. */
export async function openEditor(page: Page, tab: string, name = tab) {
  await page
    .getByRole('tablist', { name: 'Inputs' })
    .getByRole('tab', { name: tab, exact: true })
    .click();
  await expect(editorGroup(page, name).locator('.monaco-editor')).toBeVisible();
}

/** Puts the caret at the end of the line holding `text` (the first such line). */
export async function caretAfter(page: Page, name: string, text: string) {
  await editorGroup(page, name).locator('.view-line', { hasText: text }).first().click();
  await page.keyboard.press('End');
}

/** Replaces the whole text of an editor by pasting over it (typing would trigger auto-indent and suggestions). */
export async function replaceText(page: Page, name: string, text: string) {
  await editorGroup(page, name).locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.evaluate((pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** The region with what kubectl prints and the pipeline. */
export const result = (page: Page) => page.getByRole('region', { name: 'Result' });

/** The pipeline region. */
export const pipeline = (page: Page) => page.getByRole('region', { name: 'Pipeline' });

/** Walks an editor's problems with F8 (from its end, so it wraps to the first) and returns their messages. */
export async function editorProblems(page: Page, name: string, count: number): Promise<string> {
  const seen: string[] = [];
  await page.keyboard.press('ControlOrMeta+End');
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('F8');
    const widget = editorGroup(page, name).locator('.marker-widget');
    await expect(widget).toBeVisible();
    seen.push(await widget.innerText());
  }
  await page.keyboard.press('Escape');
  return seen.join('\n');
}
