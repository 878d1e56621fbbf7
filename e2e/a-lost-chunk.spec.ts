import { expect, test } from '@playwright/test';
import { result } from './support/editors.ts';

// Story: the site is redeployed (or the network drops) while a person has it open, so the lazy
// editor chunk cannot load. The page keeps working with the plain editor, and nothing is lost.

test('the plain editor stays when Monaco cannot be loaded', async ({ page }) => {
  await page.route(/MonacoCodeEditor-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/');
  const editor = page.getByRole('textbox', { name: 'Object', exact: true });
  await expect(editor).toBeVisible();
  await expect(result(page)).toContainText('Error from server (Forbidden)');
  // Long after Monaco would have arrived, the textarea is still the editor, and still works.
  await page.waitForLoadState('networkidle');
  // (The pipeline's diff of a step is its own chunk: only the input editors are the plain ones.)
  await expect(page.locator('.inputs-pane .monaco-editor')).toHaveCount(0);
  await editor.focus();
  await editor.press('ControlOrMeta+Home');
  await editor.pressSequentially('# a comment\n');
  await expect(editor).toHaveValue(/^# a comment\napiVersion: v1/);
  await expect(result(page)).toContainText('Error from server (Forbidden)');
});
