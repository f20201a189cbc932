import type { Browser, Page } from '@playwright/test';
import { median, repeat } from './stats';
import { kb, ms, type BenchRow, type BenchSuite } from './suite';

/** A schema of `tables` MySQL tables, each with a key, a foreign key to the previous table and assorted columns. */
export function makeSchema(tables: number): string {
  const statements: string[] = [];
  for (let index = 0; index < tables; index += 1) {
    const columns = [
      'id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY',
      ...(index > 0 ? [`table_${index - 1}_id INT UNSIGNED NOT NULL`] : []),
      'name VARCHAR(120) NOT NULL',
      'slug VARCHAR(80) NOT NULL UNIQUE',
      'description TEXT',
      "status ENUM('draft','live','archived') NOT NULL DEFAULT 'draft'",
      'price DECIMAL(12,2) NOT NULL DEFAULT 0.00',
      'stock SMALLINT DEFAULT 0',
      'rating DOUBLE',
      'is_active TINYINT(1) NOT NULL DEFAULT 1',
      'metadata JSON',
      'created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP',
      'updated_at TIMESTAMP NULL',
      ...(index > 0 ? [`FOREIGN KEY (table_${index - 1}_id) REFERENCES table_${index - 1}(id)`] : []),
    ];
    statements.push(`CREATE TABLE table_${index} (\n  ${columns.join(',\n  ')}\n);`);
  }
  return statements.join('\n\n');
}

/** A JSON array of `count` orders, each with a nested customer and line items. */
export function makeOrders(count: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      id: index,
      reference: `ORD-${index}`,
      placedAt: '2024-05-01T10:30:00Z',
      paid: index % 2 === 0,
      note: index % 3 === 0 ? null : 'leave at the door',
      customer: { id: index * 7, name: `Customer ${index}`, address: { street: `${index} Main St`, city: 'Springfield', zip: '12345' } },
      lines: [
        { sku: `SKU-${index}`, quantity: 1 + (index % 4), price: 9.99 },
        { sku: `SKU-${index + 1}`, quantity: 2, price: 19.5, discount: { code: 'SPRING', percent: 10 } },
      ],
    })),
  );
}

/** Puts text into a CodeMirror pane through the clipboard, as a visitor pasting it would. */
async function paste(page: Page, pane: string, text: string): Promise<void> {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  const editor = page.getByRole('textbox', { name: pane });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
}

/** Opens a tool on the Local engine with the input pasted, then times Convert until the code is there. */
async function measure(browser: Browser, baseUrl: string, tool: string, pane: string, button: string, text: string): Promise<number> {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.goto(`${baseUrl}/#/${tool}`);
    await page.getByRole('radio', { name: 'Local' }).check();
    await paste(page, pane, text);
    const copy = page.getByRole('button', { name: 'Copy', exact: true });
    const started = Date.now();
    await page.getByRole('button', { name: button, exact: true }).click();
    await copy.and(page.locator(':enabled')).waitFor();
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

const CASES = [
  { label: 'SQL to Class, 200 MySQL tables', tool: 'sql-to-class', pane: 'SQL Input', button: 'Convert', text: () => makeSchema(200) },
  { label: 'JSON to C#, 2 000 orders', tool: 'json-to-csharp', pane: 'JSON Input', button: 'Convert to C#', text: () => makeOrders(2000) },
];

export const codegenSuite: BenchSuite = {
  name: 'codegen',
  async run({ browser, baseUrl, runs }) {
    const rows: BenchRow[] = [];
    const data: Record<string, number[]> = {};
    for (const item of CASES) {
      const text = item.text();
      const samples = await repeat(runs, () => measure(browser, baseUrl, item.tool, item.pane, item.button, text));
      data[item.label] = samples;
      rows.push({ metric: `${item.label} (${kb(text.length)}): Convert to code shown, Local engine`, value: ms(median(samples)) });
    }
    return { rows, data };
  },
};
