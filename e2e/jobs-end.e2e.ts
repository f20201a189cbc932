import { toBuffer } from 'qrcode';
import { editorTextOf } from './editor';
import { planFault, type WorkerFault } from '../test-support/planned-faults';
import { expect, test, type Locator, type Page } from './test';

/**
 * Every job a tool starts ends with a result or a message, and its controls come back, even when
 * the job fails in the worst ways. A test plans a fault through window.__devdeckFault; the worker
 * runner forwards it, and the real worker enacts it (src/lib/worker-protocol.ts lists the kinds).
 * Each tool with a worker is tried with one kind (all kinds between them), and SQL to Class with
 * every kind; the three Local engines that run in the page fail the same way there. Then the same
 * job runs again without the fault and succeeds. A tool that was showing a result when its job failed no longer shows it
 * as current, and copy does not offer it.
 */

/** What the worker says of each fault, after the tool's own "Could not ...:". */
const DETAIL: Record<WorkerFault, string> = {
  throw: 'injected test fault (throw)',
  reject: 'injected test fault (reject)',
  'unhandled-rejection': 'injected test fault (unhandled rejection)',
  uncaught: 'injected test fault (uncaught)',
  hang: 'it took longer than 1 s, so it was stopped',
  load: 'its background worker could not be loaded. Check your connection and reload the page',
};

interface ToolCase {
  id: string;
  /** Which of the tool's jobs, when it has several cases. */
  job?: string;
  fault: WorkerFault;
  /** The start of the failure message on screen. */
  failure: string;
  /** Other jobs the same start runs on a worker: each says it failed too. */
  alsoFailing?: string[];
  /** Puts input in place; runs before the fault is planned. */
  prepare?: (page: Page) => Promise<void>;
  /** Starts the job; for live tools, an edit, which must differ on the second attempt. */
  start: (page: Page, attempt: number) => Promise<void>;
  /** The control that must be usable again once the job has failed. */
  control: (page: Page) => Locator;
  /** Something only a successful run (the second attempt) shows. */
  succeeded: (page: Page) => Promise<void>;
  /**
   * For a tool that showed a result before the failed job (its `prepare` waits for one): that result is not shown as if it
   * were the failed input's, and nothing of it can be copied.
   */
  notCurrent?: (page: Page) => Promise<void>;
}

const QR_TEXT = 'https://devdeck.example/jobs-end';
/** A QR code PNG made in Node: a picture to scan, and a two-colour logo. */
const qrPng = () => toBuffer(QR_TEXT, { type: 'png', margin: 4, scale: 6 });

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
const click = (name: string) => (page: Page) => button(name)(page).click();
const editor = (page: Page, name: string) => page.getByRole('textbox', { name });
/** A JSON document over the worker threshold (256 KB), so the job leaves the page; `count` items make each attempt's edit differ. */
const bigJson = (count = 6000) => JSON.stringify(Array.from({ length: count }, (_, index) => ({ id: index, name: `item ${index}`, tags: ['a', 'b'] })));
/**
 * `count` long lines: filling an editor costs seconds per thousand lines on this machine, so big input
 * comes in few lines.
 */
const lines = (count: number, line: (index: number) => string) => Array.from({ length: count }, (_, index) => line(index)).join('\n');
/** About 300 KB on one line: over the XML Formatter's 256 KB worker threshold. */
const bigXml = () => `<items>${lines(10_000, (index) => `<item id="${index}">item ${index}</item>`).replaceAll('\n', '')}</items>`;
const textbox = (name: string) => (page: Page) => page.getByRole('textbox', { name, exact: true });
const wordsTile = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Words$/ })
    .locator('xpath=following-sibling::dd[1]');
/**
 * Replaces the field's text by keyboard, as a user does. Not locator.fill: in a CodeMirror editor it selects
 * the DOM's contents, which are only the lines CodeMirror has drawn, so on a slow machine the earlier text's
 * undrawn lines stayed (CI saw 301 new lines plus 258 old ones); Ctrl+A is the editor's own select-all.
 */
const fill = (name: string, text: (attempt: number) => string) => async (page: Page, attempt: number) => {
  await textbox(name)(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text(attempt));
};

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
    alsoFailing: ['Could not analyse this text'],
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Text' }).fill('one two three');
      await expect(wordsTile(page)).toHaveText('3');
      await expect(page.getByRole('list', { name: 'Longest words' })).toBeVisible();
    },
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Text' }).fill('word '.repeat(50_000 + attempt)),
    control: (page) => page.getByRole('textbox', { name: 'Text' }),
    succeeded: async (page) => expect(wordsTile(page)).toHaveText('50,001'),
    notCurrent: async (page) => {
      await expect(wordsTile(page)).toHaveText('—');
      await expect(page.getByRole('list', { name: 'Longest words' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Copy the keyword table' })).toBeDisabled();
    },
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
    // The data generated on opening.
    prepare: async (page) => expect(page.getByRole('textbox', { name: /^Output \(/ })).not.toHaveText(''),
    start: click('Generate'),
    control: button('Generate'),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: /^Output/ })).not.toHaveText(''),
    notCurrent: async (page) => {
      await expect.poll(() => editorTextOf(page, /^Output$/)).toBe('');
      await expect(button('Copy')(page)).toBeDisabled();
    },
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
  // Issue 19's tools: live ones get input over their worker threshold (some always use the worker).
  {
    id: 'data-converter',
    fault: 'reject',
    failure: 'Could not convert this data',
    start: fill('From: JSON', (attempt) => bigJson(3000 + attempt)),
    control: textbox('From: JSON'),
    succeeded: async (page) => expect(textbox('To: YAML')(page)).toContainText('name: item 0'),
  },
  {
    id: 'xml-formatter',
    fault: 'hang',
    failure: 'Could not format this XML',
    prepare: async (page) => textbox('XML Input')(page).fill(bigXml()),
    start: click('Format XML'),
    control: button('Format XML'),
    succeeded: async (page) => expect(page.getByText(/^Formatted .* in \d+ ms$/)).toBeVisible(),
  },
  {
    id: 'yaml-formatter',
    fault: 'load',
    failure: 'Could not format this YAML',
    // About 300 KB in 150 lines: over the YAML Formatter's 256 KB worker threshold.
    prepare: async (page) => textbox('YAML Input')(page).fill(lines(150, (index) => `key${index}: ${'x'.repeat(2000)}`)),
    start: click('Format YAML'),
    control: button('Format YAML'),
    succeeded: async (page) => expect(page.getByText(/^Formatted .* in \d+ ms$/)).toBeVisible(),
  },
  {
    id: 'text-diff',
    fault: 'uncaught',
    failure: 'Could not compare these texts',
    // The samples' diff.
    prepare: async (page) => expect(page.getByRole('region', { name: /^Differences, / })).toBeVisible(),
    // Over 4,000 characters against the sample Changed text, which shares none of these lines.
    start: fill('Original', (attempt) => lines(40 + attempt, (index) => `line ${index} ${'x'.repeat(150)}`)),
    control: textbox('Original'),
    succeeded: async (page) => expect(page.getByTestId('diff-counts')).toContainText('−41 lines removed'),
    notCurrent: async (page) => {
      await expect(page.getByTestId('diff-counts')).toHaveCount(0);
      await expect(page.getByRole('region', { name: /^Differences, / })).toHaveCount(0);
    },
  },
  {
    id: 'json-diff',
    fault: 'unhandled-rejection',
    failure: 'Could not compare these documents',
    prepare: async (page) => {
      await textbox('Changed')(page).fill('{"a": 1}');
      await textbox('Original')(page).fill('{"a": 2}');
      await expect(page.getByTestId('patch-summary')).toContainText('1 operation ·');
    },
    start: fill('Original', (attempt) => bigJson(3000 + attempt)),
    control: textbox('Original'),
    // An array against an object: one replace of the whole document.
    succeeded: async (page) => expect(page.getByTestId('patch-summary')).toContainText('1 operation ·'),
    notCurrent: async (page) => {
      await expect(page.getByTestId('patch-summary')).toHaveCount(0);
      await expect.poll(() => editorTextOf(page, /^JSON Patch/)).toBe('');
      await expect(button('Copy patch')(page)).toBeDisabled();
    },
  },
  {
    id: 'markdown-preview',
    fault: 'throw',
    failure: 'Could not render this Markdown',
    // The sample's preview.
    prepare: async (page) => expect(page.getByRole('region', { name: 'Rendered Markdown' }).getByRole('heading').first()).toBeVisible(),
    start: fill('Markdown', (attempt) => `# Attempt ${attempt}`),
    control: textbox('Markdown'),
    succeeded: async (page) => expect(page.getByRole('region', { name: 'Rendered Markdown' }).getByRole('heading', { name: 'Attempt 1' })).toBeVisible(),
    notCurrent: async (page) => {
      await expect(page.getByRole('region', { name: 'Rendered Markdown' }).getByRole('heading')).toHaveCount(0);
      await expect(button('Copy HTML')(page)).toBeDisabled();
      await expect(button('Copy rich text')(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Download HTML' })).toBeDisabled();
    },
  },
  {
    id: 'case-converter',
    fault: 'load',
    failure: 'Could not convert this text',
    start: fill('Input', (attempt) => lines(60 + attempt, () => 'user id '.repeat(120))),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByText('61 lines in camelCase')).toBeVisible(),
  },
  {
    id: 'list-tools',
    fault: 'hang',
    failure: 'Could not process this list',
    start: fill('Input', (attempt) => lines(300 + attempt, (index) => `item ${index} ${'x'.repeat(90)}`)),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByTestId('list-counts')).toContainText('Before: 301 items (301 unique)'),
  },
  {
    id: 'string-escaper',
    fault: 'uncaught',
    failure: 'Could not convert this text',
    start: fill('Plain text', (attempt) => 'say "hi" '.repeat(23_000 + attempt)),
    control: button('Swap'),
    succeeded: async (page) => expect(textbox('Escaped text')(page)).toContainText('say \\"hi\\"'),
  },
  {
    id: 'unicode-inspector',
    fault: 'reject',
    failure: 'Could not inspect this text',
    // The sample's inspection.
    prepare: async (page) => {
      await expect(page.getByTestId('summary-codePoints')).not.toHaveText('');
      await expect(page.getByRole('button', { name: /^Copy (U\+|NF)/ }).first()).toBeVisible();
    },
    start: fill('Text', (attempt) => 'x'.repeat(3 + attempt)),
    control: textbox('Text'),
    succeeded: async (page) => expect(page.getByTestId('summary-codePoints')).toHaveText('4'),
    notCurrent: async (page) => {
      await expect(page.getByTestId('summary-codePoints')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Copy (U\+|NF)/ })).toHaveCount(0);
    },
  },
  {
    id: 'unicode-inspector',
    job: 'name search',
    fault: 'unhandled-rejection',
    failure: 'Could not search the character names',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Character name or code point' }).fill('dollar sign');
      // The first search builds the name index: about a second here, and past the default wait on a loaded CI machine.
      await expect(page.getByRole('list', { name: 'Characters found' }).getByRole('listitem').first()).toContainText('DOLLAR SIGN', { timeout: 45_000 });
    },
    start: async (page, attempt) => page.getByRole('searchbox', { name: 'Character name or code point' }).fill(attempt === 0 ? 'euro' : 'euro sign'),
    control: (page) => page.getByRole('searchbox', { name: 'Character name or code point' }),
    succeeded: async (page) => expect(page.getByRole('list', { name: 'Characters found' }).getByRole('listitem').first()).toContainText('EURO SIGN'),
    notCurrent: async (page) => {
      await expect(page.getByRole('list', { name: 'Characters found' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Copy DOLLAR SIGN/ })).toHaveCount(0);
    },
  },
  {
    id: 'number-base-converter',
    fault: 'throw',
    failure: 'Could not convert this number',
    // The default number's conversion.
    prepare: async (page) => {
      await expect(page.getByTestId('base-10')).toHaveText('255');
      await expect(button('Copy decimal')(page)).toBeVisible();
    },
    start: fill('Number', (attempt) => '7'.repeat(2001 + attempt)),
    control: textbox('Number'),
    succeeded: async (page) => expect(page.getByTestId('base-10')).toHaveText('7'.repeat(2002)),
    notCurrent: async (page) => {
      await expect(page.getByTestId('base-10')).toHaveCount(0);
      await expect(button('Copy decimal')(page)).toHaveCount(0);
    },
  },
];

/** Spec-worded tools put the worker's detail after their own sentence. */
const SPEC_WORDED = new Set(['color-palette-generator', 'logo-to-palette']);

test.describe('every worker job ends with a message and the controls come back', () => {
  for (const tool of TOOLS) {
    test(`${tool.id}${tool.job ? ` (${tool.job})` : ''}: a "${tool.fault}" fault in its worker`, async ({ page }) => {
      await page.goto(`/#/${tool.id}`);
      await expect(page.getByRole('radio', { name: 'Local' }).or(page.getByRole('heading', { level: 1 }))).not.toHaveCount(0);
      await tool.prepare?.(page);
      await planFault(page, tool.fault);
      await tool.start(page, 0);
      const detail = DETAIL[tool.fault];
      const sentence = (failure: string) =>
        SPEC_WORDED.has(tool.id) ? `${failure}. ${detail.replace(/^./, (first) => first.toUpperCase())}.` : `${failure}: ${detail}.`;
      // A screen with two jobs on workers (the Word Counter's counts and its analysis) says so for each.
      for (const failure of [tool.failure, ...(tool.alsoFailing ?? [])])
        await expect(page.getByRole('alert').filter({ hasText: sentence(failure) })).toBeVisible();
      await expect(tool.control(page)).toBeEnabled();
      // Every busy sign (Button's spinner, a "Working…" line, an output skeleton) is gone: no spinner for ever.
      await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
      await tool.notCurrent?.(page);

      await planFault(page, null);
      await tool.start(page, 1);
      await tool.succeeded(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

test.describe('SQL to Class ends its job for every kind of fault', () => {
  for (const fault of Object.keys(DETAIL) as WorkerFault[]) {
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
