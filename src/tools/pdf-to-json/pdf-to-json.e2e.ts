import { readFileSync } from 'node:fs';
import { expect as baseExpect, test as baseTest, type Page } from '../../../e2e/test';
import { E2E_AI_TIMEOUT_MS, expect, test } from '../../../e2e/ai-fixture';
import { requestText } from '../../../test-support/fake-gemini';
import { watchAiCalls, watchRequests } from '../../../e2e/network';
import { lastBlobType, recordBlobTypes } from '../../../e2e/downloads';

// Test PDFs are real ones printed by Chromium itself (page.pdf()): nothing is downloaded.
const INVOICE_HTML = `<!doctype html><html><head><title>Invoice INV-2026-001</title></head>
<body style="font-family: Helvetica, Arial, sans-serif">
<h1>Invoice</h1>
<p>Invoice Number: INV-2026-001</p>
<p>Invoice Date: 2026-11-22</p>
<p>Bill To: ACME Ltd.</p>
<p>Total: 1,234.50 EUR</p>
<p style="break-before: page">Notes: Paid by bank transfer</p>
</body></html>`;

/** Prints HTML to a PDF with the page's own Chromium, then leaves the page blank for the test. */
async function printPdf(page: Page, html = INVOICE_HTML): Promise<Buffer> {
  await page.setContent(html);
  const pdf = await page.pdf({ format: 'A4' });
  await page.goto('about:blank');
  return pdf;
}

const convertButton = (page: Page) => page.getByRole('button', { name: 'Convert to JSON' });
const promptBox = (page: Page) => page.getByRole('textbox', { name: 'Prompt' });
const fileInput = (page: Page) => page.locator('input[type=file]');
const upload = (page: Page, name: string, mimeType: string, buffer: Buffer) => fileInput(page).setInputFiles({ name, mimeType, buffer });
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

async function open(page: Page) {
  await recordBlobTypes(page);
  await page.goto('/#/pdf-to-json');
  await expect(promptBox(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Engine' })).toBeVisible();
}

/** The JSON pane's whole text, read through its Copy button (the editor draws only visible lines). */
async function extractedJson(page: Page): Promise<unknown> {
  await page.getByRole('region', { name: 'Extracted JSON' }).getByRole('button', { name: 'Copy' }).click();
  return JSON.parse(await clipboard(page)) as unknown;
}

const INVOICE_JSON = { invoiceNumber: 'INV-2026-001', total: 1234.5, currency: 'EUR' };

test.describe('PDF to JSON with AI', () => {
  test('sends the PDF as inline data with the prompt, and shows, copies and downloads the pretty JSON', async ({ page, aiApp }) => {
    const pdf = await printPdf(page);
    await open(page);
    await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
    await expect(promptBox(page)).toHaveValue(/invoice details/);

    const calls = watchAiCalls<{ pdf: { mimeType: string; data: string }; prompt: string; schema?: string; retry?: unknown }>(page);
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please upload a PDF file first.');

    await upload(page, 'invoice.pdf', 'application/pdf', pdf);
    await expect(page.getByText('invoice.pdf')).toBeVisible();
    await expect(page.getByText(/ · 2 pages$/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'First page of invoice.pdf' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await promptBox(page).fill('   ');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please provide a prompt to guide the conversion.');
    expect(calls).toEqual([]);

    aiApp.fake.replyWith(() => JSON.stringify(INVOICE_JSON));
    await promptBox(page).fill('Extract the invoice number and total.');
    await convertButton(page).click();
    await expect.poll(() => extractedJson(page)).toEqual(INVOICE_JSON);
    expect(await clipboard(page)).toBe(JSON.stringify(INVOICE_JSON, null, 2));
    await expect(page.getByRole('alert')).toHaveCount(0);

    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]?.url ?? '', 'http://unknown').pathname).toBe('/api/ai/pdf-to-json');
    expect(calls[0]?.body).toEqual({ pdf: { mimeType: 'application/pdf', data: pdf.toString('base64') }, prompt: 'Extract the invoice number and total.' });
    const sent = aiApp.fake.requests.at(-1);
    expect(sent?.model).toBe('gemini-2.5-pro');
    expect(sent?.body.generationConfig?.responseMimeType).toBe('application/json');
    const parts = sent?.body.contents?.flatMap((content) => content.parts ?? []) ?? [];
    expect(parts.filter((part) => part.inlineData)).toEqual([{ inlineData: { mimeType: 'application/pdf', data: pdf.toString('base64') } }]);
    expect(requestText({ contents: sent?.body.contents })).toContain('Extract the invoice number and total.');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(file.suggestedFilename()).toBe('invoice.json');
    expect(await lastBlobType(page)).toBe('application/json');
    expect(JSON.parse(readFileSync(await file.path(), 'utf8'))).toEqual(INVOICE_JSON);
  });

  test('refuses wrong-typed, oversized and disguised files with the spec messages', async ({ page }) => {
    await open(page);
    const calls = watchAiCalls<{ pdf: { mimeType: string; data: string }; prompt: string; schema?: string; retry?: unknown }>(page);
    await upload(page, 'notes.txt', 'text/plain', Buffer.from('Invoice Number: 1'));
    await expect(page.getByRole('alert')).toHaveText('Please upload a valid PDF file.');
    await upload(page, 'big.pdf', 'application/pdf', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 - 8)]));
    await expect(page.getByRole('alert')).toHaveText('PDF size should be less than 10MB.');
    await upload(page, 'fake.pdf', 'application/pdf', Buffer.from('<html>not a pdf</html>'));
    await expect(page.getByRole('alert')).toHaveText('Please upload a valid PDF file.');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please upload a PDF file first.');
    expect(calls).toEqual([]);
  });

  test('shows "Converting..." while busy, then the spec failure lines', async ({ page }) => {
    const pdf = await printPdf(page);
    await open(page);
    await upload(page, 'invoice.pdf', 'application/pdf', pdf);
    await promptBox(page).fill('Extract [fake:slow]');
    await convertButton(page).click();
    await expect(page.getByRole('button', { name: 'Converting...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText(
      `Failed to process PDF. Error communicating with the API. The AI provider did not answer within ${E2E_AI_TIMEOUT_MS / 1000} s.`,
    );
    await expect(convertButton(page)).toBeEnabled();

    await promptBox(page).fill('Extract [fake:500]');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to process PDF. Error communicating with the API. The AI provider failed (HTTP 500).');
  });

  test('an answer that is not JSON but contains "error" is shown as the error', async ({ page, aiApp }) => {
    const pdf = await printPdf(page);
    await open(page);
    await upload(page, 'invoice.pdf', 'application/pdf', pdf);
    aiApp.fake.replyWith(() => JSON.stringify('Error: this document is not an invoice.'));
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Error: this document is not an invoice.');
    await expect(page.getByRole('region', { name: 'Extracted JSON' }).getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  test('a raw answer that is not JSON but contains "error" is shown as that text, and Convert works again', async ({ page, aiApp }) => {
    const pdf = await printPdf(page);
    await open(page);
    await upload(page, 'invoice.pdf', 'application/pdf', pdf);
    // Not a JSON string this time: the model's plain text, which the gateway cannot parse as JSON.
    aiApp.fake.replyWith(() => 'An error occurred while reading page 2');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('An error occurred while reading page 2');
    await expect(convertButton(page)).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Extracted JSON' }).getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  test('a JSON Schema: a mismatch is sent back once with its problems, then checked again', async ({ page, aiApp }) => {
    const pdf = await printPdf(page);
    await open(page);
    await upload(page, 'invoice.pdf', 'application/pdf', pdf);
    const schemaBox = page.getByRole('textbox', { name: 'JSON Schema (optional)' });

    await schemaBox.fill('{"type": ');
    await convertButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(/^The JSON Schema is not valid JSON: /);

    const schema = '{"type":"object","required":["invoiceNumber","total"],"properties":{"invoiceNumber":{"type":"string"},"total":{"type":"number"}}}';
    await schemaBox.fill(schema);
    const calls = watchAiCalls<{ pdf: { mimeType: string; data: string }; prompt: string; schema?: string; retry?: unknown }>(page);
    let answers: unknown[] = [{ invoiceNumber: 'INV-2026-001', total: '1,234.50' }, INVOICE_JSON];
    aiApp.fake.replyWith(() => JSON.stringify(answers.shift()));
    await convertButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Matches the JSON Schema' })).toHaveText(
      '✓ Matches the JSON Schema (after one retry with the validation errors).',
    );
    expect(await extractedJson(page)).toEqual(INVOICE_JSON);
    expect(calls.map((call) => [call.body.schema, call.body.retry])).toEqual([
      [schema, undefined],
      [schema, { previousAnswer: '{"invoiceNumber":"INV-2026-001","total":"1,234.50"}', problems: ['total: Invalid input: expected number, received string'] }],
    ]);
    expect(requestText({ contents: aiApp.fake.requests.at(-1)?.body.contents })).toContain('- total: Invalid input: expected number, received string');

    answers = [{ invoiceNumber: 7 }, { invoiceNumber: 8 }];
    await convertButton(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Does not match the JSON Schema' })).toHaveText(
      '⚠ Does not match the JSON Schema, even after one retry.',
    );
    const problems = page.getByRole('list', { name: 'Schema problems' });
    await expect(problems).toContainText('invoiceNumber: Invalid input: expected string, received number');
    await expect(problems).toContainText('total: Invalid input: expected number, received undefined');
    expect(await extractedJson(page)).toEqual({ invoiceNumber: 8 });
  });
});

baseTest.describe('PDF to JSON without AI configured', () => {
  baseTest('defaults to Local and extracts metadata, page texts and label: value pairs, with no network', async ({ page, baseURL }) => {
    const pdf = await printPdf(page);
    await recordBlobTypes(page);
    await page.goto('/#/pdf-to-json');
    await baseExpect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
    await baseExpect(page.getByRole('radio', { name: 'AI' })).toBeDisabled();
    const network = watchRequests(page, baseURL);

    await upload(page, 'Invoice 2026.pdf', 'application/pdf', pdf);
    await baseExpect(page.getByRole('img', { name: 'First page of Invoice 2026.pdf' })).toBeVisible();
    await baseExpect(page.getByText(/ · 2 pages$/)).toBeVisible();
    await convertButton(page).click();
    await baseExpect
      .poll(() => extractedJson(page).catch(() => null))
      .toMatchObject({
        file: 'Invoice 2026.pdf',
        metadata: { title: 'Invoice INV-2026-001', producer: baseExpect.stringMatching(/^Skia\/PDF/) },
        pageCount: 2,
        fields: {
          'Invoice Number': 'INV-2026-001',
          'Invoice Date': '2026-11-22',
          'Bill To': 'ACME Ltd.',
          Total: '1,234.50 EUR',
          Notes: 'Paid by bank transfer',
        },
      });
    const json = (await extractedJson(page)) as { pages: { page: number; text: string }[]; metadata: { creationDate: string } };
    baseExpect(json.pages.map((entry) => entry.page)).toEqual([1, 2]);
    baseExpect(json.pages[0]?.text).toContain('Invoice Number: INV-2026-001');
    baseExpect(json.metadata.creationDate).toMatch(/^\d{4}-\d\d-\d\dT/);

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    baseExpect(file.suggestedFilename()).toBe('Invoice_2026.json');
    baseExpect(await lastBlobType(page)).toBe('application/json');
    baseExpect(network.foreign()).toEqual([]);
  });
});
