import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './test';

const THEMES = ['light', 'dark'] as const;

/** Every tool id, read from the landing page's cards as a visitor would find them. */
async function toolIds(page: Page): Promise<string[]> {
  await page.goto('/');
  await page.getByRole('radio', { name: 'A to Z' }).check();
  const hrefs = await page
    .getByRole('list', { name: 'Tools' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^#\//, ''));
}

/**
 * Waits until the page has stopped changing for a moment (workers answered, health checked, buttons enabled),
 * so axe never measures a control between two states: a button re-enabled halfway through a run fails contrast.
 */
async function waitForSettledPage(page: Page, quietMs = 600) {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        // A clock that ticks for ever must not hang the audit: give up waiting after ten seconds.
        const limit = window.setTimeout(done, 10_000);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          window.clearTimeout(limit);
          resolve();
        }
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    quietMs,
  );
}

/** Serious and critical WCAG 2.1 A/AA violations on the page as it is now, in a readable form. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help})`),
    );
}

async function openIn(page: Page, theme: (typeof THEMES)[number], hash: string) {
  // Reduced motion, so no fade is caught halfway (a half-faded button fails contrast for a moment).
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  // A stopped wall clock (timers still run): a screen that shows the time or a countdown redraws the same
  // text each second, which changes nothing, so the page settles instead of waiting out the ten seconds.
  await page.clock.setFixedTime(new Date('2026-01-15T12:00:00Z'));
  await page.goto(`/${hash}`);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy screens render their controls after the heading: wait for the loading placeholder to go.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

test.describe('accessibility audit (axe)', () => {
  for (const theme of THEMES) {
    test(`landing page, ${theme} theme: no serious or critical violations`, async ({ page }) => {
      await openIn(page, theme, '#/');
      await waitForSettledPage(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test(`every tool screen, ${theme} theme: no serious or critical violations`, async ({ page }) => {
      test.slow();
      const ids = await toolIds(page);
      expect(ids.length).toBeGreaterThanOrEqual(19);
      const found: string[] = [];
      for (const id of ids) {
        await openIn(page, theme, `#/${id}`);
        await page.waitForLoadState('networkidle');
        await waitForSettledPage(page);
        found.push(...(await seriousViolations(page)).map((violation) => `${id}: ${violation}`));
      }
      expect(found).toEqual([]);
    });
  }
});
