import { emulateConnection } from './network';
import { expect, test, type Page } from './test';

/** The scripts of one tool's screen the page has asked for so far. */
function screenRequests(page: Page, toolId: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new RegExp(`/assets/${toolId}\\.screen-[^/]+\\.js$`).test(request.url())) seen.push(request.url());
  });
  return seen;
}

const wordCounterCard = (page: Page) => page.getByRole('list', { name: 'Tools' }).getByRole('link', { name: /Word Counter/ });

test('on a slow connection, pointing at a tool card fetches that tool before the click, and nothing is fetched while idle', async ({ page }) => {
  await emulateConnection(page, { saveData: false, effectiveType: '3g' });
  const fetched = screenRequests(page, 'word-counter');
  const editorRequests: string[] = [];
  page.on('request', (request) => /\/assets\/code-pane-[^/]+\.js$/.test(request.url()) && editorRequests.push(request.url()));
  await page.goto('/', { waitUntil: 'networkidle' });
  await wordCounterCard(page).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  expect(editorRequests).toEqual([]);

  await wordCounterCard(page).hover();
  await expect.poll(() => fetched.length).toBe(1);
  await wordCounterCard(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Word Counter' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('a visitor saving data gets no prefetch, and the tool still opens on click', async ({ page }) => {
  await emulateConnection(page, { saveData: true, effectiveType: '4g' });
  const fetched = screenRequests(page, 'word-counter');
  await page.goto('/', { waitUntil: 'networkidle' });
  await wordCounterCard(page).hover();
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  await wordCounterCard(page).click();
  await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
  expect(fetched).toHaveLength(1);
});

test('on a fast connection, the landing page fetches the tools in view once it has loaded, and opens one without fetching it again', async ({ page }) => {
  // The first card from A to Z, in view on any screen however many tools there are.
  const fetched = screenRequests(page, 'base64-converter');
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect.poll(() => fetched.length).toBe(1);
  await page
    .getByRole('list', { name: 'Tools' })
    .getByRole('link', { name: /Base64 Converter/ })
    .click();
  await expect(page.getByRole('textbox', { name: 'Input' })).toBeVisible();
  expect(fetched).toHaveLength(1);
});
