import { watchRequests } from '../../../e2e/network';
import { expect, test } from '../../../e2e/test';

test('makes, checks and converts BIP39 phrases in any list, with no network request', async ({ page, baseURL }) => {
  const requests = watchRequests(page, baseURL);
  await page.goto('/#/bip39-generator');
  const mnemonic = page.getByRole('textbox', { name: 'Mnemonic' });
  await expect(page.getByRole('status')).toHaveText('Valid BIP39 phrase: 12 words, 128 bits of entropy, checksum correct.');

  await page.getByRole('combobox', { name: 'Length' }).selectOption('24');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('status')).toHaveText('Valid BIP39 phrase: 24 words, 256 bits of entropy, checksum correct.');

  // The reference vector of the BIP39 repository, typed with a mistake first.
  await mnemonic.fill('legal winner thank year wave sausage worth useful legal winner thank yelow');
  await expect(page.getByRole('alert')).toHaveText('Word 12, "yelow", is not in the English list. Did you mean "yellow"?');
  await mnemonic.fill('legal winner thank year wave sausage worth useful legal winner thank yellow');
  await expect(page.getByRole('textbox', { name: 'Entropy (hex)' })).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  await page.getByLabel('Passphrase (optional)').fill('TREZOR');
  await expect(page.getByTestId('bip39-seed')).toHaveText(
    '2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6fa457fe1296106559a3c80937a1c1069be3a3a5bd381ee6260e8d9739fce1f607',
  );

  await page.getByRole('combobox', { name: 'Word list' }).selectOption('japanese');
  await expect(mnemonic).toHaveValue(/^\p{Script=Hiragana}/u);
  await expect(page.getByRole('textbox', { name: 'Entropy (hex)' })).toHaveValue('7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f7f');
  expect(requests.foreign()).toEqual([]);
});
