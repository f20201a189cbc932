import { editorTextOf } from '../../../e2e/editor';
import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';
import { LEAF } from './certificates.fixture';
import { PASSPHRASE, RSA_ENCRYPTED, SSH_FINGERPRINTS } from './keys.fixture';

const LEAF_DER = Buffer.from(LEAF.replace(/-----[^-]+-----|\s/g, ''), 'base64');

test('decodes the sample chain link by link, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/certificate-decoder');
  await page.getByRole('button', { name: 'Sample' }).click();
  await expect(page.getByText('A chain of 3 certificates: every link verifies.')).toBeVisible();
  await expect(page.getByTestId('chain-link')).toHaveText([
    'Certificate 1 is signed by certificate 2: the names match and the signature verifies.',
    'Certificate 2 is signed by certificate 3: the names match and the signature verifies.',
    'Certificate 3 is self-signed and its own signature verifies.',
  ]);
  expect(requests.foreign()).toEqual([]);
});

test('a dropped DER certificate is decoded', async ({ page }) => {
  await page.goto('/#/keys-and-certificates');
  const pane = page.getByRole('textbox', { name: 'Certificate, CSR or key' });
  const dataTransfer = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], 'leaf.cer'));
    return transfer;
  }, LEAF_DER.toString('base64'));
  await pane.dispatchEvent('dragover', { dataTransfer });
  await pane.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByText('C=GB, O=DevDeck Test, CN=www.example.test', { exact: true })).toBeVisible();
  await expect(page.getByText('TLS Web Server Authentication', { exact: false })).toBeVisible();
});

test('decrypts a pasted key, converts it to OpenSSH and downloads the public key', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/ssh-key-converter');
  await page.getByRole('textbox', { name: 'Certificate, CSR or key' }).click();
  await page.getByRole('textbox', { name: 'Certificate, CSR or key' }).fill(RSA_ENCRYPTED);
  await page.getByLabel('Passphrase').fill(PASSPHRASE);
  await expect(page.getByText(SSH_FINGERPRINTS.rsa[0], { exact: true })).toBeVisible();
  await expect.poll(() => editorTextOf(page, 'Public key')).toMatch(/^ssh-rsa AAAA/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download public key' }).click();
  expect((await download).suggestedFilename()).toBe('id_rsa.pub');
  expect(requests.foreign()).toEqual([]);
});

test('generates an RSA key pair from the IT-Tools address', async ({ page }) => {
  await page.goto('/#/rsa-key-pair-generator');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('RSA, 2,048 bits, private and public')).toBeVisible();
  await expect.poll(() => editorTextOf(page, 'Private key')).toMatch(/^-----BEGIN PRIVATE KEY-----/);
});
