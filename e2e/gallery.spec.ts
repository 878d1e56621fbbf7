import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  caretAfter,
  editorGroup,
  openEditor,
  pipeline,
  replaceText,
  result,
} from './support/editors.ts';

// Story: a trainer opens the example gallery, finds the reinvocation lesson by searching, and
// opens it: its title and description sit above the request, its trace in the pipeline. When the
// editors hold the person's own scenario, the gallery asks before replacing it. A description
// from someone else's link is only ever text: its HTML and javascript: links do nothing.

const galleryButton = (page: Page) =>
  page.getByRole('toolbar', { name: 'Scenario actions' }).getByRole('button', { name: 'Gallery' });
const gallery = (page: Page) => page.getByRole('dialog', { name: 'Example gallery' });
const description = (page: Page) => page.getByRole('region', { name: 'Scenario description' });
const REINVOCATION = /^Reinvocation — IfNeeded runs again, Never does not/;

async function openGallery(page: Page) {
  await galleryButton(page).click();
  await expect(gallery(page)).toBeVisible();
  await expect(gallery(page).getByRole('searchbox', { name: 'Search examples' })).toBeFocused();
}

test('searching the gallery for "reinvocation" opens that lesson with its trace', async ({
  page,
}) => {
  await page.goto('/');
  await openGallery(page);
  const dialog = gallery(page);
  await expect(dialog.getByRole('heading', { name: 'Order and reinvocation' })).toBeVisible();
  await expect(
    dialog.getByRole('heading', { name: 'Operations: UPDATE, DELETE, CONNECT' }),
  ).toBeVisible();

  await dialog.getByRole('searchbox', { name: 'Search examples' }).fill('reinvocation');
  await expect(dialog.getByRole('button', { name: /^Denying a DELETE/ })).toHaveCount(0);
  await dialog.getByRole('button', { name: REINVOCATION }).click();

  // The sample was untouched, so nothing to confirm: the lesson is open and the dialog closed.
  await expect(dialog).toBeHidden();
  await expect(galleryButton(page)).toBeFocused();
  await expect(
    description(page).getByRole('heading', {
      name: 'Reinvocation — IfNeeded runs again, Never does not',
    }),
  ).toBeVisible();
  await expect(description(page)).toContainText(
    'is called once more when a later webhook changes the object',
  );
  await expect(
    description(page).locator('code', { hasText: 'reinvocationPolicy: IfNeeded' }).first(),
  ).toBeVisible();
  await expect(
    pipeline(page)
      .getByRole('button', { name: /defaults\.reinvoke\.example\.com/ })
      .first(),
  ).toBeVisible();
  await expect(result(page)).toContainText('defaults (IfNeeded): call 2');

  // The description folds away, and Escape closes the gallery with the focus back on its button.
  await description(page).getByRole('button', { name: 'Hide description' }).click();
  await expect(description(page).getByText('is called once more')).toBeHidden();
  await openGallery(page);
  await page.keyboard.press('Escape');
  await expect(gallery(page)).toBeHidden();
  await expect(galleryButton(page)).toBeFocused();
});

test('choosing an example over the person’s own scenario asks first, and Cancel keeps their text', async ({
  page,
}) => {
  await page.goto('/');
  await openEditor(page, 'Object');
  await caretAfter(page, 'Object', 'name: web');
  await page.keyboard.type('-mine');
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: 'name: web-mine' }),
  ).toBeVisible();

  await openGallery(page);
  await gallery(page).getByRole('searchbox', { name: 'Search examples' }).fill('reinvocation');
  await gallery(page).getByRole('button', { name: REINVOCATION }).click();
  await expect(
    gallery(page).getByRole('heading', { name: /^Replace your scenario with “Reinvocation/ }),
  ).toBeVisible();
  await expect(gallery(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await gallery(page).getByRole('button', { name: 'Cancel' }).click();
  const search = gallery(page).getByRole('searchbox', { name: 'Search examples' });
  await expect(search).toBeFocused();
  // As in any search box, Escape first empties it; the next Escape closes the gallery.
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(gallery(page)).toBeHidden();
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: 'name: web-mine' }),
  ).toBeVisible();

  await openGallery(page);
  await gallery(page).getByRole('button', { name: REINVOCATION }).click();
  await gallery(page).getByRole('button', { name: 'Replace' }).click();
  await expect(gallery(page)).toBeHidden();
  await expect(description(page).getByRole('heading', { name: REINVOCATION })).toBeVisible();
  await expect(
    editorGroup(page, 'Object').locator('.view-line', { hasText: 'name: app-settings' }),
  ).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the gallery, its confirm step and a description have no accessibility violations (${scheme})`, async ({
    page,
  }) => {
    const axe = (selector: string) =>
      new AxeBuilder({ page })
        .include(selector)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await openGallery(page);
    await expect(
      gallery(page).getByRole('button', { name: /^The sidecar that disappears/ }),
    ).toBeVisible();
    expect((await axe('.gallery-dialog')).violations).toEqual([]);

    await gallery(page)
      .getByRole('button', { name: /^The sidecar that disappears/ })
      .click();
    await expect(description(page).locator('strong', { hasText: 'replaces' })).toBeVisible();
    expect((await axe('.scenario-description')).violations).toEqual([]);

    await openEditor(page, 'Object');
    await caretAfter(page, 'Object', 'kind: Pod');
    await page.keyboard.type(' ');
    await openGallery(page);
    await gallery(page).getByRole('button', { name: REINVOCATION }).click();
    await expect(gallery(page).getByRole('button', { name: 'Replace' })).toBeVisible();
    expect((await axe('.gallery-dialog')).violations).toEqual([]);
  });
}

const HOSTILE = `apiVersion: playground.admission/v1
kind: AdmissionScenario
name: hostile
title: "<img src=x onerror=alert('title')>"
description: |
  <script>alert('script')</script> and <img src=x onerror="alert('img')"> stay text.

  Links: [run me](javascript:alert('link')), [again](JaVaScRiPt:alert('case')),
  [encoded](&#106;avascript:alert('entity')), [data](data:text/html,<script>alert('data')</script>),
  <javascript:alert('autolink')> and a real one: [the docs](https://kubernetes.io/docs/).
  <!-- a comment --> **bold** survives.
request:
  operation: CREATE
  namespace: default
  object:
    apiVersion: v1
    kind: ConfigMap
    metadata: { name: hostile }
`;

test('a description from a link cannot run code: its HTML and javascript: links are only text', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/');
  await openEditor(page, 'Scenario');
  await replaceText(page, 'Scenario', HOSTILE);

  const region = description(page);
  await expect(
    region.getByRole('heading', { name: "<img src=x onerror=alert('title')>" }),
  ).toBeVisible();
  await expect(region).toContainText(
    `<script>alert('script')</script> and <img src=x onerror="alert('img')"> stay text.`,
  );
  await expect(region).toContainText('<!-- a comment -->');
  await expect(region.locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(region.locator('script, img, iframe, object, embed')).toHaveCount(0);

  // Only the https link is a link, and it opens in a new tab without a handle back to the page.
  const links = region.getByRole('link');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute('href', 'https://kubernetes.io/docs/');
  await expect(links).toHaveAttribute('target', '_blank');
  await expect(links).toHaveAttribute('rel', 'noopener noreferrer');

  // The unsafe links are plain words in the paragraph: clicking them does nothing.
  const words = region.locator('p', {
    hasText: "Links: run me, again, encoded, data, <javascript:alert('autolink')> and a real one",
  });
  await expect(words).toBeVisible();
  for (const text of ['run me', 'again', 'encoded', 'autolink']) {
    const box = await words.evaluate((p, t) => {
      const node = [...p.childNodes].find(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.includes(t),
      );
      const range = document.createRange();
      const at = node?.textContent?.indexOf(t) ?? 0;
      if (node) range.setStart(node, at);
      if (node) range.setEnd(node, at + t.length);
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }, text);
    await page.mouse.click(box.x, box.y);
  }
  await region.getByRole('heading').click();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});
