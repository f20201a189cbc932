import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import CryptoJS from 'crypto-js';
import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';
import { expect, test, type Page } from '../../../e2e/test';

const TEXT = 'Grüße aus dem Browser 🔐 — line one\nline two';
const PASSPHRASE = 'e2e passphrase ✓';

const typeInto = async (page: Page, name: string, text: string) => {
  await page.getByRole('textbox', { name, exact: true }).click();
  await page.keyboard.insertText(text);
};
const passphrase = (page: Page) => page.getByLabel('Passphrase', { exact: true });
const openssl = (args: string[], input: string) => execFileSync('openssl', ['enc', ...args], { input, stdio: ['pipe', 'pipe', 'pipe'] }).toString('utf8');

test("IT-Tools' address encrypts as CryptoJS does: openssl and CryptoJS decrypt it, with no network request", async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/encryption');
  await expect(page.getByRole('combobox', { name: 'Key derivation' })).toHaveValue('md5');
  await typeInto(page, 'Plaintext', TEXT);
  await passphrase(page).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Encrypt', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Cipher details' })).toContainText('AES-256-CBC');
  const encrypted = await editorTextOf(page, 'Encrypted text');
  expect(encrypted).toMatch(/^U2FsdGVkX1/);
  expect(openssl(['-d', '-aes-256-cbc', '-md', 'md5', '-a', '-A', '-pass', `pass:${PASSPHRASE}`], encrypted)).toBe(TEXT);
  expect(CryptoJS.AES.decrypt(encrypted, PASSPHRASE).toString(CryptoJS.enc.Utf8)).toBe(TEXT);
  expect(requests.foreign()).toEqual([]);
});

test('AES-192-GCM with Argon2id (a key size Chromium WebCrypto refuses, a KDF loaded on use) decrypts back here', async ({ page }) => {
  await page.goto('/#/aes-encrypt');
  await page.getByRole('combobox', { name: 'Key size' }).selectOption('192');
  await page.getByRole('combobox', { name: 'Key derivation' }).selectOption('argon2id');
  await page.getByRole('textbox', { name: 'Memory (MiB)' }).fill('8');
  await typeInto(page, 'Plaintext', TEXT);
  await passphrase(page).fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Encrypt', exact: true }).click();
  const details = page.getByRole('region', { name: 'Cipher details' });
  await expect(details).toContainText('AES-GCM, 192-bit key, authenticated');
  await expect(details).toContainText('Argon2id, 8 MiB, 2 iterations, parallelism 1');
  expect(await editorTextOf(page, 'Encrypted text')).toMatch(/^RERlbmMx/);

  await page.getByRole('button', { name: 'Decrypt the result' }).click();
  await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
  await expect.poll(() => editorTextOf(page, 'Plaintext')).toBe(TEXT);
});

test('decrypts `openssl enc -pbkdf2` output, refuses a wrong passphrase, and downloads the plaintext', async ({ page }) => {
  const encrypted = openssl(['-aes-128-cbc', '-pbkdf2', '-iter', '20000', '-a', '-pass', `pass:${PASSPHRASE}`], TEXT.repeat(3));
  await page.goto('/#/aes-decrypt');
  await page.getByRole('combobox', { name: 'Key derivation' }).selectOption('pbkdf2');
  await page.getByRole('textbox', { name: 'Iterations' }).fill('20000');
  await typeInto(page, 'Encrypted text', encrypted);
  await passphrase(page).fill('not the passphrase');
  await page.getByRole('button', { name: 'Decrypt', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Could not decrypt: wrong passphrase, or the text was changed.');

  await passphrase(page).fill(PASSPHRASE);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => editorTextOf(page, 'Plaintext')).toBe(TEXT.repeat(3));
  await expect(page.getByRole('region', { name: 'Cipher details' })).toContainText('AES-128-CBC');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('decrypted.txt');
  expect(await readFile(await download.path(), 'utf8')).toBe(TEXT.repeat(3));
});
