import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '../../../e2e/test';
import { watchRequests } from '../../../e2e/network';
import { decodeCanvas, decodePixels } from '../../../e2e/qr-pixels';
import { lastBlobType, recordBlobTypes } from '../../../e2e/downloads';

const textInput = (page: Page) => page.getByRole('textbox', { name: 'Text or URL' });
const preview = (page: Page) => page.getByRole('img', { name: 'QR code preview' });
const downloadPng = (page: Page) => page.getByRole('button', { name: 'Download PNG' });
const downloadSvg = (page: Page) => page.getByRole('button', { name: 'Download SVG' });

const decodePreview = (page: Page) => decodeCanvas(preview(page));

/** Draws an image file in the page, as a browser would show it, and decodes those pixels. */
async function decodeImageFile(page: Page, bytes: Buffer, mimeType: string, side: number): Promise<string | null> {
  const pixels = await page.evaluate(
    async ({ dataUrl, size }) => {
      const image = new Image();
      image.src = dataUrl;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, size, size);
      const { data } = context.getImageData(0, 0, size, size);
      let binary = '';
      for (let index = 0; index < data.length; index += 0x8000) binary += String.fromCharCode(...data.subarray(index, index + 0x8000));
      return { width: size, height: size, base64: btoa(binary) };
    },
    { dataUrl: `data:${mimeType};base64,${bytes.toString('base64')}`, size: side },
  );
  return decodePixels(pixels);
}

async function open(page: Page) {
  await recordBlobTypes(page);
  await page.goto('/#/qr-code-generator');
  await expect(textInput(page)).toBeVisible();
}

async function save(page: Page, button: Locator): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { download, bytes: await readFile(await download.path()) };
}

/** A small two-colour logo, made in the page as a PNG. */
async function makeLogoPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#e11d48';
    context.fillRect(0, 0, 120, 80);
    context.fillStyle = '#1d4ed8';
    context.beginPath();
    context.arc(60, 40, 30, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test.describe('QR Code Generator', () => {
  test('opens with the spec defaults: a public address, 256 px, black on white, level H', async ({ page }) => {
    await open(page);
    await expect(textInput(page)).toHaveValue('https://example.com');
    await expect(textInput(page)).toHaveAttribute('placeholder', 'Enter content to encode');
    await expect(textInput(page)).toHaveAttribute('rows', '4');
    const size = page.getByRole('slider', { name: 'Size' });
    await expect(size).toHaveValue('256');
    await expect(size).toHaveAttribute('min', '64');
    await expect(size).toHaveAttribute('max', '1024');
    await expect(size).toHaveAttribute('step', '8');
    await expect(page.getByText('256 px', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Foreground')).toHaveValue('#000000');
    await expect(page.getByLabel('Background')).toHaveValue('#ffffff');
    await expect(page.getByTestId('foreground-hex')).toHaveText('#000000');
    await expect(page.getByTestId('background-hex')).toHaveText('#FFFFFF');
    await expect(page.getByRole('radio', { name: 'H (30%)' })).toBeChecked();
    await expect(preview(page)).toHaveJSProperty('width', 256);
    await expect.poll(() => decodePreview(page)).toBe('https://example.com');
    await expect(page.getByTestId('qr-details')).toHaveText('Version 3 · 29 × 29 modules · 256 × 256 px · level H');
    await expect(downloadPng(page)).toBeEnabled();
  });

  test('the preview decodes to exactly what was typed: plain text, a URL, Unicode', async ({ page }) => {
    await open(page);
    for (const text of ['Hello, DevDeck!', 'https://example.org/search?q=qr%20code&lang=en#results', 'Grüße aus Köln — 東京 🌸 ½', 'two\nlines\tand tabs']) {
      await textInput(page).fill(text);
      await expect.poll(() => decodePreview(page)).toBe(text);
    }
  });

  test('empty content renders a single space and disables the downloads', async ({ page }) => {
    await open(page);
    await textInput(page).fill('');
    await expect.poll(() => decodePreview(page)).toBe(' ');
    await expect(downloadPng(page)).toBeDisabled();
    await expect(downloadSvg(page)).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Enter text or a URL to encode.' })).toBeVisible();
    await textInput(page).pressSequentially('x');
    await expect(downloadPng(page)).toBeEnabled();
    await expect.poll(() => decodePreview(page)).toBe('x');
  });

  test('Download PNG saves qrcode.png, an image/png of the code', async ({ page }) => {
    await open(page);
    await textInput(page).fill('saved as PNG');
    await expect.poll(() => decodePreview(page)).toBe('saved as PNG');
    const { download, bytes } = await save(page, downloadPng(page));
    expect(download.suggestedFilename()).toBe('qrcode.png');
    expect(await lastBlobType(page)).toBe('image/png');
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(256);
    expect(await decodeImageFile(page, bytes, 'image/png', 256)).toBe('saved as PNG');
  });

  test('Download SVG saves qrcode.svg, a vector image of the same code', async ({ page }) => {
    await open(page);
    await textInput(page).fill('vector 🌍');
    await page.getByRole('slider', { name: 'Size' }).fill('320');
    const { download, bytes } = await save(page, downloadSvg(page));
    expect(download.suggestedFilename()).toBe('qrcode.svg');
    expect(await lastBlobType(page)).toBe('image/svg+xml');
    const svg = bytes.toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="320" height="320" viewBox="0 0 29 29"/);
    expect(await decodeImageFile(page, bytes, 'image/svg+xml', 320)).toBe('vector 🌍');
  });

  test('size and colour changes take effect on the canvas', async ({ page }) => {
    await open(page);
    const size = page.getByRole('slider', { name: 'Size' });
    await size.fill('512');
    await expect(preview(page)).toHaveJSProperty('width', 512);
    await expect(page.getByText('512 px', { exact: true })).toBeVisible();
    await size.focus();
    await page.keyboard.press('ArrowRight');
    await expect(preview(page)).toHaveJSProperty('width', 520);
    await page.keyboard.press('End');
    await expect(preview(page)).toHaveJSProperty('width', 1024);
    await expect.poll(() => decodePreview(page)).toBe('https://example.com');

    await page.getByLabel('Foreground').fill('#1e3a8a');
    await page.getByLabel('Background').fill('#fef3c7');
    await expect(page.getByTestId('foreground-hex')).toHaveText('#1E3A8A');
    await expect(page.getByTestId('background-hex')).toHaveText('#FEF3C7');
    await expect
      .poll(async () => {
        const colors = await preview(page).evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d')!;
          const at = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data);
          const module = canvas.width / 29;
          // The top-left finder pattern's outer ring is dark; the margin is light.
          return { margin: at(1, 1), finder: at(Math.floor(module * 2.5), Math.floor(module * 2.5)) };
        });
        return colors;
      })
      .toEqual({ margin: [254, 243, 199, 255], finder: [30, 58, 138, 255] });
    await expect.poll(() => decodePreview(page)).toBe('https://example.com');
  });

  test('small sizes are raised to one pixel per module, and says so', async ({ page }) => {
    await open(page);
    await page.getByRole('slider', { name: 'Size' }).fill('64');
    await textInput(page).fill('x'.repeat(600));
    await expect(page.getByText(/^This content needs at least (\d+) px \(one pixel per module\), so the image is \1 × \1 px\.$/)).toBeVisible();
    const needed = Number((await page.getByTestId('qr-details').textContent())?.match(/(\d+) × \d+ px/)?.[1]);
    expect(needed).toBeGreaterThan(64);
    await expect(preview(page)).toHaveJSProperty('width', needed);
  });

  test('warns, in words, when contrast is too low or the colours are inverted', async ({ page }) => {
    await open(page);
    await expect(page.getByText('Contrast 21.0:1')).toBeVisible();
    await expect(page.getByText(/^Warning:/)).toHaveCount(0);

    await page.getByLabel('Foreground').fill('#999999');
    await expect(page.getByText('Contrast 2.8:1')).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Warning: Low contrast (2.8:1): scanners may not read this code. Use colours with at least 4:1 contrast.' }),
    ).toBeVisible();

    await page.getByLabel('Foreground').fill('#ffffff');
    await page.getByLabel('Background').fill('#000000');
    await expect(
      page.getByText('Warning: Inverted colours: the foreground is lighter than the background, and many scanners cannot read light-on-dark codes.'),
    ).toBeVisible();
    await expect(page.getByText(/Low contrast/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Swap colours' }).click();
    await expect(page.getByLabel('Foreground')).toHaveValue('#000000');
    await expect(page.getByLabel('Background')).toHaveValue('#ffffff');
    await expect(page.getByText(/^Warning:/)).toHaveCount(0);
  });

  test('content too long for a QR code gets a clear message, and the last good code stays', async ({ page }) => {
    await open(page);
    await page.getByRole('slider', { name: 'Size' }).fill('1024');
    await textInput(page).fill('last good code');
    await expect.poll(() => decodePreview(page)).toBe('last good code');

    const long = 'a'.repeat(2000);
    await textInput(page).fill(long);
    await expect(page.getByRole('alert')).toHaveText(
      'This content is too long for a QR code: 2,000 bytes, and level H holds at most 1,273. Shorten it or choose a lower error correction level. The preview still shows the last code that fit.',
    );
    expect(await decodePreview(page)).toBe('last good code');
    await expect(downloadPng(page)).toBeDisabled();
    await expect(downloadSvg(page)).toBeDisabled();
    // Nothing typed is lost.
    await expect(textInput(page)).toHaveValue(long);

    await page.getByRole('radio', { name: 'L (7%)' }).check();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(() => decodePreview(page)).toBe(long);
    await expect(page.getByTestId('qr-details')).toHaveText(/^Version \d+ · .* · level L$/);
    await expect(downloadPng(page)).toBeEnabled();
  });

  test('each error correction level encodes, lower levels give smaller codes', async ({ page }) => {
    await open(page);
    await textInput(page).fill('https://example.com/a/longer/path?x=1');
    const versions: number[] = [];
    for (const [level, label] of [
      ['H', 'H (30%)'],
      ['Q', 'Q (25%)'],
      ['M', 'M (15%)'],
      ['L', 'L (7%)'],
    ]) {
      await page.getByRole('radio', { name: label }).check();
      await expect(page.getByTestId('qr-details')).toHaveText(new RegExp(`level ${level}$`));
      await expect.poll(() => decodePreview(page)).toBe('https://example.com/a/longer/path?x=1');
      versions.push(Number((await page.getByTestId('qr-details').textContent())?.match(/^Version (\d+)/)?.[1]));
    }
    expect(versions).toEqual([5, 4, 3, 3]);
  });

  test('a centre logo keeps the code scannable, forces level H, and goes into the SVG', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'M (15%)' }).check();
    await textInput(page).fill('https://example.com/with-logo');
    const logo = await makeLogoPng(page);
    await page.locator('input[type=file][aria-label="Add logo"]').setInputFiles({ name: 'brand.png', mimeType: 'image/png', buffer: logo });

    await expect(page.getByText('Error correction is fixed at H while a logo is shown, so the code still scans with its middle covered.')).toBeVisible();
    await expect(page.getByText('brand.png')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'H (30%)' })).toBeChecked();
    for (const label of ['L (7%)', 'M (15%)', 'Q (25%)']) await expect(page.getByRole('radio', { name: label })).toBeDisabled();
    // The logo really is drawn: the middle pixel is the logo's blue.
    await expect
      .poll(() =>
        preview(page).evaluate((canvas: HTMLCanvasElement) =>
          Array.from(canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data),
        ),
      )
      .toEqual([29, 78, 216, 255]);
    await expect.poll(() => decodePreview(page)).toBe('https://example.com/with-logo');

    const { bytes } = await save(page, downloadSvg(page));
    expect(bytes.toString('utf8')).toContain('<image href="data:image/png;base64,');
    expect(await decodeImageFile(page, bytes, 'image/svg+xml', 512)).toBe('https://example.com/with-logo');

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await expect(page.getByRole('radio', { name: 'M (15%)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'L (7%)' })).toBeEnabled();
  });

  test('an SVG logo is sanitised: it is shown, its script and handler never run, and the downloads still scan', async ({ page }) => {
    await open(page);
    const title = await page.title();
    await textInput(page).fill('https://example.com/svg-logo');
    // The same picture as makeLogoPng, plus code that must never run.
    const svg = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="window.svgHandlerRan = true; document.title = \'handler ran\'">',
      "<script>window.svgScriptRan = true; document.title = 'script ran';</script>",
      '<rect width="120" height="80" fill="#e11d48"/><circle cx="60" cy="40" r="30" fill="#1d4ed8"/>',
      '</svg>',
    ].join('');
    await page.locator('input[type=file][aria-label="Add logo"]').setInputFiles({ name: 'brand.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) });

    await expect(page.getByText('brand.svg')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'H (30%)' })).toBeChecked();
    await expect
      .poll(() =>
        preview(page).evaluate((canvas: HTMLCanvasElement) =>
          Array.from(canvas.getContext('2d')!.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data),
        ),
      )
      .toEqual([29, 78, 216, 255]);
    await expect.poll(() => decodePreview(page)).toBe('https://example.com/svg-logo');

    const vector = (await save(page, downloadSvg(page))).bytes;
    expect(vector.toString('utf8')).toContain('<image href="data:image/png;base64,');
    expect(vector.toString('utf8')).not.toMatch(/script|onload/i);
    expect(await decodeImageFile(page, vector, 'image/svg+xml', 512)).toBe('https://example.com/svg-logo');
    expect(await decodeImageFile(page, (await save(page, downloadPng(page))).bytes, 'image/png', 256)).toBe('https://example.com/svg-logo');

    expect(await page.evaluate(() => [(window as { svgScriptRan?: boolean }).svgScriptRan, (window as { svgHandlerRan?: boolean }).svgHandlerRan])).toEqual([
      undefined,
      undefined,
    ]);
    expect(await page.title()).toBe(title);
  });

  test('the SVG file the generator downloads scans back to its content', async ({ page }) => {
    await open(page);
    await textInput(page).fill('Round trip ✓ https://example.com/?q=svg');
    const { bytes } = await save(page, downloadSvg(page));
    await page.getByRole('tab', { name: 'Scan' }).click();
    await page.locator('input[type=file][aria-label="Open image"]').setInputFiles({ name: 'qrcode.svg', mimeType: 'image/svg+xml', buffer: bytes });
    await expect(page.getByRole('textbox', { name: 'Decoded text' })).toHaveValue('Round trip ✓ https://example.com/?q=svg');
  });

  test('a logo file that is not an image, or cannot be read, is refused with a message', async ({ page }) => {
    await open(page);
    const input = page.locator('input[type=file][aria-label="Add logo"]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText('Please use a PNG, JPEG, WEBP, GIF or SVG image.');
    await input.setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
    await expect(page.getByRole('alert')).toHaveText('This image could not be read.');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText('Please use a PNG, JPEG, WEBP, GIF or SVG image.');
    await input.setInputFiles({ name: 'broken.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('not an SVG at all') });
    await expect(page.getByRole('alert')).toHaveText('This image could not be read.');
    await expect(page.getByRole('button', { name: 'Remove logo' })).toHaveCount(0);
    await expect.poll(() => decodePreview(page)).toBe('https://example.com');
  });

  test('using the generator makes no network request beyond its own static files', async ({ page, baseURL }) => {
    const requests = watchRequests(page, baseURL);
    await open(page);
    await textInput(page).fill('private text');
    await page.getByRole('slider', { name: 'Size' }).fill('400');
    await page.getByLabel('Foreground').fill('#123456');
    await page.getByRole('radio', { name: 'Wi-Fi' }).check();
    await page.getByRole('textbox', { name: 'Network name (SSID)' }).fill('Home');
    await page.getByRole('textbox', { name: 'Password' }).fill('secret');
    await page.locator('input[type=file][aria-label="Add logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makeLogoPng(page) });
    await expect.poll(() => decodePreview(page)).toBe('WIFI:T:WPA;S:Home;P:secret;;');
    await save(page, downloadPng(page));
    await save(page, downloadSvg(page));
    expect(requests.foreign()).toEqual([]);
  });
});

test.describe('QR Code Generator templates', () => {
  const encodedText = (page: Page) => page.getByRole('textbox', { name: 'Encoded text' });
  const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

  async function expectCode(page: Page, payload: string) {
    // A text area reports line breaks as LF; the code itself keeps the CRLF (checked by decoding).
    await expect(encodedText(page)).toHaveValue(payload.replace(/\r\n/g, '\n'));
    await expect.poll(() => decodePreview(page)).toBe(payload);
    await expect(downloadPng(page)).toBeEnabled();
  }

  test('Wi-Fi: asks for what is missing, escapes special characters, decodes exactly', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Wi-Fi' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Enter the network name (SSID).' })).toBeVisible();
    await expect(downloadPng(page)).toBeDisabled();
    await expect.poll(() => decodePreview(page)).toBe(' ');

    await page.getByLabel('Network name (SSID)').fill('Home;Net "5G"');
    await expect(page.getByRole('status').filter({ hasText: 'Enter the password, or choose None for an open network.' })).toBeVisible();
    await page.getByLabel('Password').fill('p@ss:word\\1,2');
    await page.getByRole('switch', { name: 'Hidden network' }).check();
    await expectCode(page, 'WIFI:T:WPA;S:Home\\;Net \\"5G\\";P:p@ss\\:word\\\\1\\,2;H:true;;');

    await page.getByLabel('Security').selectOption({ label: 'None (open network)' });
    await expect(page.getByLabel('Password')).toBeDisabled();
    await expectCode(page, 'WIFI:T:nopass;S:Home\\;Net \\"5G\\";H:true;;');

    // WPA2/WPA3-Enterprise: the EAP fields appear, and the code carries them as ZXing and Android read them.
    await page.getByLabel('Security').selectOption({ label: 'WPA2/WPA3-Enterprise' });
    await expect(page.getByRole('status').filter({ hasText: 'Enter the identity (the user name) this network signs in with.' })).toBeVisible();
    await page.getByLabel('EAP method').selectOption({ label: 'TTLS' });
    await page.getByLabel('Phase 2 method').selectOption({ label: 'PAP' });
    await field(page, 'Identity').fill('ada');
    await field(page, 'Anonymous identity').fill('anonymous');
    await page.getByLabel('Password').fill('pw');
    await expectCode(page, 'WIFI:T:WPA2-EAP;S:Home\\;Net \\"5G\\";E:TTLS;PH2:PAP;A:anonymous;I:ada;P:pw;H:true;;');
  });

  test('Email: mailto: with an encoded subject and body', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Email' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Enter an email address.' })).toBeVisible();
    await field(page, 'Email address').fill('ada at example');
    await expect(page.getByRole('status').filter({ hasText: 'Enter a valid email address, like name@example.com.' })).toBeVisible();
    await field(page, 'Email address').fill('ada@example.com');
    await field(page, 'Subject').fill('Hello & welcome');
    await field(page, 'Message').fill('Line 1\nLine 2 ✓');
    await expectCode(page, 'mailto:ada@example.com?subject=Hello%20%26%20welcome&body=Line%201%0D%0ALine%202%20%E2%9C%93');
  });

  test('Phone: tel: with the separators removed', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Phone' }).check();
    await field(page, 'Phone number').fill('call me');
    await expect(page.getByRole('status').filter({ hasText: 'A phone number may contain digits, spaces, a leading +, and - . ( ) * #.' })).toBeVisible();
    await field(page, 'Phone number').fill('+1 (555) 010-0200');
    await expectCode(page, 'tel:+15550100200');
  });

  test('SMS: SMSTO: by default, or the sms: link form', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'SMS' }).check();
    await field(page, 'Phone number').fill('+44 20 7946 0958');
    await field(page, 'Message').fill('On my way: 5 min!');
    await expectCode(page, 'SMSTO:+442079460958:On my way: 5 min!');
    await page.getByRole('radio', { name: 'sms:' }).check();
    await expectCode(page, 'sms:+442079460958?body=On%20my%20way%3A%205%20min!');
  });

  test('Contact: a vCard 3.0 by default, or a MECARD', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Contact' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Enter a name or an organization.' })).toBeVisible();
    await field(page, 'First name').fill('Ada');
    await field(page, 'Last name').fill('Lovelace');
    await field(page, 'Organization').fill('Engines, Ltd.');
    await field(page, 'Job title').fill('Programmer');
    await field(page, 'Phone').fill('+44 20 0000 0000');
    await field(page, 'Email').fill('ada@example.com');
    await field(page, 'Website').fill('https://example.com/ada');
    await field(page, 'Address').fill('12 Square; London');
    await expectCode(
      page,
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'ORG:Engines\\, Ltd.',
        'TITLE:Programmer',
        'TEL:+44 20 0000 0000',
        'EMAIL:ada@example.com',
        'URL:https://example.com/ada',
        'ADR:;;12 Square\\; London;;;;',
        'END:VCARD',
      ].join('\r\n'),
    );

    await page.getByRole('radio', { name: 'MECARD' }).check();
    await expect(field(page, 'Job title')).toBeDisabled();
    await expectCode(
      page,
      'MECARD:N:Lovelace,Ada;ORG:Engines\\, Ltd.;TEL:+44 20 0000 0000;EMAIL:ada@example.com;URL:https\\://example.com/ada;ADR:12 Square\\; London;;',
    );
  });

  test('"Edit as text" moves a template\'s text into the Text or URL field; each template keeps its fields', async ({ page }) => {
    await open(page);
    await page.getByRole('radio', { name: 'Phone' }).check();
    await field(page, 'Phone number').fill('12345');
    await page.getByRole('radio', { name: 'Text' }).check();
    await expect(textInput(page)).toHaveValue('https://example.com');
    await page.getByRole('radio', { name: 'Phone' }).check();
    await expect(field(page, 'Phone number')).toHaveValue('12345');
    await page.getByRole('button', { name: 'Edit as text' }).click();
    await expect(page.getByRole('radio', { name: 'Text' })).toBeChecked();
    await expect(textInput(page)).toHaveValue('tel:12345');
    await expect.poll(() => decodePreview(page)).toBe('tel:12345');
  });
});
