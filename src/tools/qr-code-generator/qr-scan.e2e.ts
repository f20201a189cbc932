import { expect, test, type Page } from '../../../e2e/test';
import { toBuffer } from 'qrcode';
import { watchRequests } from '../../../e2e/network';

const decodedText = (page: Page) => page.getByRole('textbox', { name: 'Decoded text' });
const openImageInput = (page: Page) => page.locator('input[type=file][aria-label="Open image"]');
const dropZone = (page: Page) => page.getByTestId('scan-drop-zone');
const NO_CODE = 'No QR code found in this image.';

async function openScan(page: Page) {
  await page.goto('/#/qr-code-generator');
  await page.getByRole('tab', { name: 'Scan' }).click();
  await expect(openImageInput(page)).toBeAttached();
}

/** A QR code PNG made in Node by the qrcode library, independent of the page. */
const qrPng = (text: string, options: { dark?: string; light?: string } = {}) =>
  toBuffer(text, { type: 'png', margin: 4, scale: 6, color: { dark: options.dark ?? '#000000ff', light: options.light ?? '#ffffffff' } });

/** Re-draws an image in the page as a photo would show it: rotated, on a grey busy background, saved as JPEG/WEBP. */
async function photographed(page: Page, png: Buffer, mimeType: 'image/jpeg' | 'image/webp'): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ dataUrl, type }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 1200;
      canvas.height = 900;
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 1200, 900);
      gradient.addColorStop(0, '#8b8b8b');
      gradient.addColorStop(1, '#d8d8d8');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 1200, 900);
      context.translate(600, 450);
      context.rotate(0.2);
      context.drawImage(image, -image.width / 2, -image.height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), type, 0.8));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
      return btoa(binary);
    },
    { dataUrl: `data:image/png;base64,${png.toString('base64')}`, type: mimeType },
  );
  return Buffer.from(base64, 'base64');
}

/** A picture with no code in it. */
async function landscapePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 0, 300);
    gradient.addColorStop(0, '#38bdf8');
    gradient.addColorStop(1, '#166534');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 400, 300);
    context.fillStyle = '#facc15';
    context.beginPath();
    context.arc(300, 80, 40, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

async function dispatchWithFile(page: Page, type: 'drop' | 'paste', png: Buffer, name = 'code.png') {
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], fileName, { type: 'image/png' }));
      return transfer;
    },
    { base64: png.toString('base64'), fileName: name },
  );
  if (type === 'drop') {
    await dropZone(page).dispatchEvent('dragover', { dataTransfer });
    await expect(page.getByText('Drop an image to scan it')).toBeVisible();
    await dropZone(page).dispatchEvent('drop', { dataTransfer });
  } else {
    await page.evaluate((transfer) => document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true })), dataTransfer);
  }
}

test.describe('QR Code Generator: Scan', () => {
  test('the tabs work by keyboard and keep the generator as it was', async ({ page }) => {
    await page.goto('/#/qr-code-generator');
    const generate = page.getByRole('tab', { name: 'Generate' });
    await expect(generate).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('textbox', { name: 'Text or URL' }).fill('kept');
    await generate.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Scan' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Scan' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Generate' })).toBeHidden();
    await page.keyboard.press('Home');
    await expect(page.getByRole('textbox', { name: 'Text or URL' })).toHaveValue('kept');
  });

  test('decodes an opened PNG, outlines the code, copies the text and hands it to the generator', async ({ page }) => {
    await openScan(page);
    const text = 'https://example.com/scanned?id=42 — ✓';
    await openImageInput(page).setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: await qrPng(text) });
    await expect(decodedText(page)).toHaveValue(text);
    await expect(page.getByRole('img', { name: 'Scanned image, with the QR code outlined' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    await page.getByRole('button', { name: 'Use in generator' }).click();
    await expect(page.getByRole('tab', { name: 'Generate' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Text or URL' })).toHaveValue(text);
  });

  test('reads a rotated photo saved as JPEG or WEBP, and a light-on-dark code', async ({ page }) => {
    await openScan(page);
    const png = await qrPng('photographed');
    await openImageInput(page).setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await photographed(page, png, 'image/jpeg') });
    await expect(decodedText(page)).toHaveValue('photographed');
    await openImageInput(page).setInputFiles({
      name: 'photo.webp',
      mimeType: 'image/webp',
      buffer: await photographed(page, await qrPng('webp too'), 'image/webp'),
    });
    await expect(decodedText(page)).toHaveValue('webp too');
    await openImageInput(page).setInputFiles({
      name: 'inverted.png',
      mimeType: 'image/png',
      buffer: await qrPng('inverted', { dark: '#ffffffff', light: '#000000ff' }),
    });
    await expect(decodedText(page)).toHaveValue('inverted');
  });

  test('an image without a code says so', async ({ page }) => {
    await openScan(page);
    await openImageInput(page).setInputFiles({ name: 'landscape.png', mimeType: 'image/png', buffer: await landscapePng(page) });
    await expect(page.getByRole('status').filter({ hasText: NO_CODE })).toHaveText(NO_CODE);
    await expect(page.getByRole('img', { name: 'Scanned image' })).toBeVisible();
    await expect(decodedText(page)).toHaveCount(0);
  });

  test('a dropped image is scanned', async ({ page }) => {
    await openScan(page);
    await dispatchWithFile(page, 'drop', await qrPng('dropped in'));
    await expect(decodedText(page)).toHaveValue('dropped in');
  });

  test('a pasted image (Ctrl+V) is scanned; a paste without an image says so', async ({ page }) => {
    await openScan(page);
    await dispatchWithFile(page, 'paste', await qrPng('pasted in'));
    await expect(decodedText(page)).toHaveValue('pasted in');
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.setData('text/plain', 'just text');
      document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
    });
    await expect(page.getByRole('alert')).toHaveText('The clipboard holds no image. Copy an image, then paste it here.');
  });

  test('Paste image reads an image from the clipboard', async ({ page }) => {
    await openScan(page);
    const png = await qrPng('from the clipboard');
    await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) })]);
    }, png.toString('base64'));
    await page.getByRole('button', { name: 'Paste image' }).click();
    await expect(decodedText(page)).toHaveValue('from the clipboard');
  });

  test('refuses other file types, files over 10 MB and unreadable images, with clear messages', async ({ page }) => {
    await openScan(page);
    await openImageInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText('Please use a PNG, JPEG, WEBP, GIF or SVG image.');
    await openImageInput(page).setInputFiles({ name: 'broken.svg', mimeType: '', buffer: Buffer.from('not an SVG at all') });
    await expect(page.getByRole('alert')).toHaveText('This image could not be read.');
    await openImageInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByRole('alert')).toHaveText('The image must be 10 MB or smaller.');
    await openImageInput(page).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a png at all') });
    await expect(page.getByRole('alert')).toHaveText('This image could not be read.');
    // A good image afterwards still scans.
    await openImageInput(page).setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: await qrPng('recovered') });
    await expect(decodedText(page)).toHaveValue('recovered');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("scanning makes no network request beyond the app's own static files", async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await openScan(page);
    await openImageInput(page).setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: await qrPng('offline') });
    await expect(decodedText(page)).toHaveValue('offline');
    await dispatchWithFile(page, 'paste', await qrPng('still offline'));
    await expect(decodedText(page)).toHaveValue('still offline');
    expect(requests.foreign()).toEqual([]);
  });
});
