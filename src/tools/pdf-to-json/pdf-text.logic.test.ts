import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsOf, labelValuePairs, localJson, pageText, type PdfMetadata, type TextRun } from './pdf-text.logic';

/** A run of 10-point text at (x, y), about 5 points a character wide. */
const run = (str: string, x: number, y: number, hasEOL = false): TextRun => ({
  str,
  transform: [10, 0, 0, 10, x, y],
  width: str.length * 5,
  height: 10,
  hasEOL,
});

describe('pageText', () => {
  it.each([
    [
      'runs on one baseline joined, a new baseline a new line',
      [run('Invoice', 50, 700), run('Number:', 90, 700), run('INV-1', 130, 700), run('Date: 2026-11-22', 50, 680)],
      'Invoice Number: INV-1\nDate: 2026-11-22',
    ],
    ['touching runs kept together', [run('Tot', 50, 700), run('al', 65, 700)], 'Total'],
    ['a wide gap kept as a tab (a column)', [run('Qty: 2', 50, 700), run('Price: 5', 200, 700)], 'Qty: 2\tPrice: 5'],
    ['an end-of-line flag honoured', [run('First', 50, 700, true), run('Second', 80, 700)], 'First\nSecond'],
    ['empty runs ignored, blank lines squeezed', [run('A', 50, 700), run('', 0, 0, true), run('', 0, 0, true), run('', 0, 0, true), run('B', 50, 600)], 'A\nB'],
    ['nothing', [], ''],
  ])('%s', (_, runs, text) => {
    expect(pageText(runs)).toBe(text);
  });
});

describe('labelValuePairs', () => {
  it('finds "label: value" per line and per column, with the page', () => {
    expect(
      labelValuePairs(
        'Invoice Number: INV-2026-001\nBill To: ACME Ltd.\tDue Date: 2026-12-01\nThank you!\nTime 10:30\n12: not a label\nTotal (EUR):   1,234.50',
        2,
      ),
    ).toEqual([
      { label: 'Invoice Number', value: 'INV-2026-001', page: 2 },
      { label: 'Bill To', value: 'ACME Ltd.', page: 2 },
      { label: 'Due Date', value: '2026-12-01', page: 2 },
      { label: 'Total (EUR)', value: '1,234.50', page: 2 },
    ]);
  });

  it('skips labels with no value and URLs', () => {
    expect(labelValuePairs('Notes:\nhttps://example.com\nName :  Ada', 1)).toEqual([{ label: 'Name', value: 'Ada', page: 1 }]);
  });
});

describe('labelValuePairs on any text', () => {
  it('gives trimmed, non-empty labels without a colon and non-empty values, one at most per line or column', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const pairs = labelValuePairs(text, 1);
        expect(pairs.length).toBeLessThanOrEqual(text.split(/[\n\t]/).length);
        for (const { label, value } of pairs) {
          expect(label).toBe(label.trim());
          expect(label).not.toContain(':');
          expect(label.length).toBeGreaterThan(0);
          expect(value).toBe(value.trim());
          expect(value.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('fieldsOf', () => {
  it('maps labels to values, keeping every value of a repeated label', () => {
    expect(
      fieldsOf([
        { label: 'Item', value: 'Pen', page: 1 },
        { label: 'Total', value: '5', page: 1 },
        { label: 'Item', value: 'Ink', page: 2 },
        { label: 'Item', value: 'Pad', page: 2 },
      ]),
    ).toEqual({ Item: ['Pen', 'Ink', 'Pad'], Total: '5' });
  });
});

describe('localJson', () => {
  it('gives the metadata, page count, fields and each page text', () => {
    const metadata: PdfMetadata = {
      title: 'Invoice',
      author: null,
      subject: null,
      keywords: null,
      creator: 'Chromium',
      producer: 'Skia/PDF',
      creationDate: '2026-11-22T18:00:00.000Z',
      modificationDate: null,
      pdfVersion: '1.4',
    };
    expect(localJson('invoice.pdf', metadata, ['Invoice Number: INV-1', 'Total: 5'])).toEqual({
      file: 'invoice.pdf',
      metadata,
      pageCount: 2,
      fields: { 'Invoice Number': 'INV-1', Total: '5' },
      pages: [
        { page: 1, text: 'Invoice Number: INV-1' },
        { page: 2, text: 'Total: 5' },
      ],
    });
  });
});
