import { watchRequests } from '../../../e2e/network';
import { decodeCanvas } from '../../../e2e/qr-pixels';
import { expect, test, type Page } from '../../../e2e/test';

// RFC 6238's SHA-1 seed: at 59 s its 8-digit code is 94287082, at 60 s a new step begins (Appendix B).
const RFC_URI = 'otpauth://totp/ACME:alice?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=8&period=30&issuer=ACME';

const code = (page: Page, name: string) => page.getByTestId(`otp-${name.toLowerCase()}-code`);
const pasteUri = (page: Page, uri: string) => page.getByRole('textbox', { name: 'Paste a key URI' }).fill(uri);

test('shows the code and counts down to the next one on the browser clock, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  // A fixed Date.now with the page's own timers running: the screen reads the clock on its next tick.
  await page.clock.setFixedTime(59_000);
  await page.goto('/#/totp-generator');
  await pasteUri(page, RFC_URI);
  await expect(code(page, 'Current')).toHaveText('94287082');
  await expect(page.getByTestId('otp-countdown')).toHaveText('Next code in 1 s');
  const next = await code(page, 'Next').textContent();
  await page.clock.setFixedTime(60_000);
  await expect(code(page, 'Current')).toHaveText(next ?? '');
  await expect(code(page, 'Previous')).toHaveText('94287082');
  await expect(page.getByTestId('otp-countdown')).toHaveText('Next code in 30 s');
  expect(requests.foreign()).toEqual([]);
});

test('a pasted key URI fills the form and its QR code scans back to the same key', async ({ page }) => {
  await page.goto('/#/otp-generator');
  await pasteUri(page, 'otpauth://hotp/Example:bob@example.com?secret=jbsw y3dp ehpk 3pxp&issuer=Example&counter=7&digits=7&algorithm=SHA256');
  await expect(page.getByRole('radio', { name: 'HOTP (counter)' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Secret (Base32)' })).toHaveValue('JBSWY3DPEHPK3PXP');
  await expect(page.getByRole('spinbutton', { name: 'Counter' })).toHaveValue('7');
  const uri = 'otpauth://hotp/Example:bob%40example.com?issuer=Example&secret=JBSWY3DPEHPK3PXP&algorithm=SHA256&digits=7&counter=7';
  await expect(page.getByTestId('otp-key-uri')).toHaveText(uri);
  await expect.poll(() => decodeCanvas(page.getByRole('img', { name: 'QR code of the key URI' }))).toBe(uri);
});

test('says whether a code is valid within the window', async ({ page }) => {
  await page.clock.setFixedTime(1_111_111_111_000);
  await page.goto('/#/otp-generator');
  await pasteUri(page, RFC_URI);
  const typed = page.getByRole('textbox', { name: 'Code to check' });
  await typed.fill('1405 0471');
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toHaveText('Valid: this is the current code.');
  await typed.fill('07081804');
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toHaveText(
    "Valid, 1 step behind: the code of 30 s ago (typed late, or the authenticator's clock is slow).",
  );
  await page.getByRole('spinbutton', { name: 'Window (steps)' }).fill('0');
  await expect(page.getByRole('status').filter({ hasText: 'Invalid' })).toHaveText('Invalid: no code within the current step matches.');
});
