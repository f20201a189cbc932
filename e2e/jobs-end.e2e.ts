import { toBuffer } from 'qrcode';
import { expect, test, type Locator, type Page } from './test';

/**
 * Every job a tool starts ends with a result or a message, and its controls come back, even when
 * the job fails in the worst ways. A test plans a fault through window.__devdeckFault; the worker
 * runner forwards it, and the real worker enacts it (src/lib/worker-protocol.ts lists the kinds).
 * Each tool with a worker is tried with one kind (all kinds between them), and SQL to Class with
 * every kind; the three Local engines that run in the page fail the same way there. Then the same
 * job runs again without the fault and succeeds.
 */

type Fault = 'throw' | 'reject' | 'unhandled-rejection' | 'uncaught' | 'hang' | 'load';

/** What the worker says of each fault, after the tool's own "Could not ...:". */
const DETAIL: Record<Fault, string> = {
  throw: 'injected test fault (throw)',
  reject: 'injected test fault (reject)',
  'unhandled-rejection': 'injected test fault (unhandled rejection)',
  uncaught: 'injected test fault (uncaught)',
  hang: 'it took longer than 1 s, so it was stopped',
  load: 'its background worker could not be loaded. Check your connection and reload the page',
};

async function planFault(page: Page, fault: Fault | null, where: 'worker' | 'page' = 'worker') {
  // A hang is ended by a 1 s deadline instead of the tool's own minute; other faults keep the tool's
  // deadline, since on a loaded machine loading the worker alone can take a second.
  await page.evaluate(
    ({ kind, where }) => {
      (window as { __devdeckFault?: unknown }).__devdeckFault = kind ? { kind, where, ...(kind === 'hang' ? { deadlineMs: 1000 } : {}) } : undefined;
    },
    { kind: fault, where },
  );
}

interface ToolCase {
  id: string;
  fault: Fault;
  /** The start of the failure message on screen. */
  failure: string;
  /** Puts input in place; runs before the fault is planned. */
  prepare?: (page: Page) => Promise<void>;
  /** Starts the job; for live tools, an edit, which must differ on the second attempt. */
  start: (page: Page, attempt: number) => Promise<void>;
  /** The control that must be usable again once the job has failed. */
  control: (page: Page) => Locator;
  /** Something only a successful run (the second attempt) shows. */
  succeeded: (page: Page) => Promise<void>;
}

const QR_TEXT = 'https://devdeck.example/jobs-end';
/** A QR code PNG made in Node: a picture to scan, and a two-colour logo. */
const qrPng = () => toBuffer(QR_TEXT, { type: 'png', margin: 4, scale: 6 });

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const click = (name: string) => (page: Page) => button(name)(page).click();
const editor = (page: Page, name: string) => page.getByRole('textbox', { name });
/** A JSON document over the worker threshold (256 KB), so the job leaves the page. */
const bigJson = () => JSON.stringify(Array.from({ length: 6000 }, (_, index) => ({ id: index, name: `item ${index}`, tags: ['a', 'b'] })));

const TOOLS: ToolCase[] = [
  {
    id: 'json-to-csharp',
    fault: 'reject',
    failure: 'Could not convert this JSON',
    start: click('Convert to C#'),
    control: button('Convert to C#'),
    succeeded: async (page) => expect(editor(page, 'C#')).toContainText('public partial class RootObject'),
  },
  {
    id: 'sql-beautifier',
    fault: 'uncaught',
    failure: 'Could not format this SQL',
    prepare: click('Sample'),
    start: click('Beautify SQL'),
    control: button('Beautify SQL'),
    succeeded: async (page) => expect(editor(page, 'Formatted SQL')).toContainText('SELECT'),
  },
  {
    id: 'js-minifier',
    fault: 'load',
    failure: 'Could not minify this JavaScript',
    prepare: click('Sample'),
    start: click('Minify JS'),
    control: button('Minify JS'),
    succeeded: async (page) => expect(page.getByText('Minified', { exact: false }).first()).toBeVisible(),
  },
  {
    id: 'css-minifier',
    fault: 'hang',
    failure: 'Could not minify this CSS',
    prepare: click('Sample'),
    start: click('Minify CSS'),
    control: button('Minify CSS'),
    succeeded: async (page) => expect(page.getByText('Minified', { exact: false }).first()).toBeVisible(),
  },
  {
    id: 'json-beautifier',
    fault: 'unhandled-rejection',
    failure: 'Could not process this JSON',
    prepare: async (page) => editor(page, 'JSON Input').fill(bigJson()),
    start: click('Beautify JSON'),
    control: button('Beautify JSON'),
    succeeded: async (page) => expect(page.getByText(/^Formatted .* in \d+ ms$/)).toBeVisible(),
  },
  {
    id: 'word-counter',
    fault: 'throw',
    failure: 'Could not count this text',
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Text' }).fill('word '.repeat(50_000 + attempt)),
    control: (page) => page.getByRole('textbox', { name: 'Text' }),
    succeeded: async (page) =>
      expect(
        page
          .getByRole('term')
          .filter({ hasText: /^Words$/ })
          .locator('xpath=following-sibling::dd[1]'),
      ).toHaveText('50,001'),
  },
  {
    id: 'base64-converter',
    fault: 'reject',
    failure: 'Could not convert this input',
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Input', exact: true }).fill('x'.repeat(300_000 + 3 * attempt)),
    control: (page) => page.getByRole('textbox', { name: 'Input', exact: true }),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Output', exact: true })).toContainText('eHh4eHh4'),
  },
  {
    id: 'regex-tester',
    fault: 'throw',
    failure: 'Could not test this expression',
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Regular Expression' }).fill(attempt === 0 ? 'o+' : 'e+'),
    control: (page) => page.getByRole('textbox', { name: 'Regular Expression' }),
    succeeded: async (page) => expect(page.getByRole('heading', { level: 2, name: /^Matches \(\d+\)$/ })).toBeVisible(),
  },
  {
    id: 'random-data-generator',
    fault: 'uncaught',
    failure: 'Could not generate data',
    start: click('Generate'),
    control: button('Generate'),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: /^Output/ })).not.toHaveText(''),
  },
  {
    id: 'color-palette-generator',
    fault: 'hang',
    failure: 'Failed to generate palette',
    prepare: async (page) => page.getByRole('textbox', { name: 'Theme' }).fill('sunset over the sea'),
    start: click('Generate'),
    control: button('Generate'),
    succeeded: async (page) => expect(page.getByTestId('swatch-hex')).toHaveCount(5),
  },
  {
    id: 'qr-code-generator',
    fault: 'unhandled-rejection',
    failure: 'Could not scan this image',
    prepare: async (page) => page.getByRole('tab', { name: 'Scan' }).click(),
    start: async (page) =>
      page.locator('input[type=file][aria-label="Open image"]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: await qrPng() }),
    control: (page) => page.getByRole('button', { name: 'Open image' }),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Decoded text' })).toHaveValue(QR_TEXT),
  },
  {
    id: 'logo-to-palette',
    fault: 'throw',
    failure: 'Failed to extract colors',
    prepare: async (page) =>
      page.locator('input[type=file][aria-label="Upload logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await qrPng() }),
    start: click('Generate Palette & Mockups'),
    control: button('Generate Palette & Mockups'),
    succeeded: async (page) => expect(page.getByRole('list', { name: 'Branding Palette' }).getByTestId('swatch-hex')).toHaveCount(5),
  },
];

/** Spec-worded tools put the worker's detail after their own sentence. */
const SPEC_WORDED = new Set(['color-palette-generator', 'logo-to-palette']);

test.describe('every worker job ends with a message and the controls come back', () => {
  for (const tool of TOOLS) {
    test(`${tool.id}: a "${tool.fault}" fault in its worker`, async ({ page }) => {
      await page.goto(`/#/${tool.id}`);
      await expect(page.getByRole('radio', { name: 'Local' }).or(page.getByRole('heading', { level: 1 }))).not.toHaveCount(0);
      await tool.prepare?.(page);
      await planFault(page, tool.fault);
      await tool.start(page, 0);
      const detail = DETAIL[tool.fault];
      const message = SPEC_WORDED.has(tool.id) ? `${tool.failure}. ${detail.replace(/^./, (first) => first.toUpperCase())}.` : `${tool.failure}: ${detail}.`;
      // A screen with two jobs on workers (the Word Counter's counts and its analysis) says so for each.
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(tool.control(page)).toBeEnabled();

      await planFault(page, null);
      await tool.start(page, 1);
      await tool.succeeded(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('SQL to Class ends its job for every kind of fault', () => {
  for (const fault of Object.keys(DETAIL) as Fault[]) {
    test(`a "${fault}" fault`, async ({ page }) => {
      await page.goto('/#/sql-to-class');
      await button('Load sample')(page).click();
      await planFault(page, fault);
      await button('Convert')(page).click();
      await expect(page.getByRole('alert')).toHaveText(`Could not convert this SQL: ${DETAIL[fault]}.`);
      await expect(button('Convert')(page)).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled();

      await planFault(page, null);
      await button('Convert')(page).click();
      await expect(editor(page, 'Output')).toContainText('public class User');
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('Local engines that run in the page end a failed job too', () => {
  const PAGE_JOBS: { id: string; prepare: (page: Page) => Promise<void>; action: string; succeeded: (page: Page) => Promise<void> }[] = [
    {
      id: 'text-generator',
      prepare: async (page) => page.getByRole('textbox', { name: 'Text Prompt' }).fill('A product description'),
      action: 'Generate Text',
      succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Generated Text' })).toHaveValue(/^Lorem ipsum/),
    },
    {
      id: 'svg-icon-generator',
      prepare: async () => undefined,
      action: 'Generate',
      succeeded: async (page) => expect(page.getByRole('img', { name: /^Generated icon: / })).toBeVisible(),
    },
    {
      id: 'pdf-to-json',
      prepare: async (page) => {
        const pdf = await page.pdf({ format: 'A4' });
        await page.locator('input[type=file]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf });
      },
      action: 'Convert to JSON',
      succeeded: async (page) => expect(page.getByRole('region', { name: 'Extracted JSON' })).toContainText('notes.pdf'),
    },
  ];
  for (const tool of PAGE_JOBS) {
    test(`${tool.id}: a job that throws`, async ({ page }) => {
      await page.goto(`/#/${tool.id}`);
      await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
      await tool.prepare(page);
      await planFault(page, 'throw', 'page');
      await button(tool.action)(page).click();
      await expect(page.getByRole('alert')).toHaveText('An error occurred: injected test fault (throw)');
      await expect(button(tool.action)(page)).toBeEnabled();

      await planFault(page, null);
      await button(tool.action)(page).click();
      await tool.succeeded(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
