import { describe, expect, it } from 'vitest';
import { formatterPage } from './formatter-page';

const page = formatterPage({
  format: 'XML',
  language: 'xml',
  placeholder: 'Paste XML here.',
  files: { extensions: ['.xml', '.svg'], named: ['.xml'] },
  sample: '<a/>',
  extension: (sourceName) => sourceName?.match(/\.[^.]+$/)?.[0] ?? '.xml',
  mimeType: 'application/xml',
  shortcut: 'to format',
  tree: () => null,
});

describe('formatterPage', () => {
  it('words the panes and the file refusal after the format', () => {
    expect(page.input).toEqual({ label: 'XML Input', placeholder: 'Paste XML here.', drop: 'Drop an XML file to open it' });
    expect(page.output).toEqual({ label: 'Formatted XML', placeholder: 'Formatted XML appears here.', busy: 'Formatting…' });
    expect(page.file.messages).toEqual({ type: 'Please open an XML or text file (.xml).', size: 'This file is larger than 100 MB.' });
  });

  it('names the download after the opened file and whether the result is minified', () => {
    expect(page.download.fileName('logo.svg', { minified: true })).toBe('logo.min.svg');
    expect(page.download.fileName(null, { minified: false })).toBe('formatted.xml');
  });
});
