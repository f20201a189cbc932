import type { ComponentType } from 'react';
import { article, textFile, type TextFileOptions } from '@/lib/files';
import { formattedFileName } from '@/lib/formatted-output';
import type { CodeLanguage } from './code-pane';
import type { TwoPanePage } from './two-pane-page';

interface FormatterPageOptions {
  /** The format as the pane titles name it: "JSON" gives "JSON Input" and "Formatted JSON". */
  format: string;
  language: CodeLanguage;
  /** The input's placeholder, which names the files it opens. */
  placeholder: string;
  /** The files it opens besides plain text. */
  files: Omit<TextFileOptions, 'kind' | 'maxMB'>;
  sample: string;
  /** The download's extension: fixed, or from the opened file's name (an opened .svg stays .svg). */
  extension: string | ((sourceName: string | null) => string);
  mimeType: string;
  /** After "Ctrl+Enter": "to format". */
  shortcut: string;
  tree: ComponentType<{ text: string }>;
}

/**
 * The page of a formatter (JSON, XML, YAML): its texts follow the format's name, it opens files up to
 * 100 MB, and its download is named when the result is known, formatted or minified ("pom.min.xml").
 */
export function formatterPage({ format, placeholder, files, extension, mimeType, ...page }: FormatterPageOptions): TwoPanePage<{ minified: boolean }> {
  return {
    ...page,
    input: { label: `${format} Input`, placeholder, drop: `Drop ${article(format)} ${format} file to open it` },
    output: { label: `Formatted ${format}`, placeholder: `Formatted ${format} appears here.`, busy: 'Formatting…' },
    file: textFile({ kind: `${format} or text`, ...files, maxMB: 100 }),
    download: {
      fileName: (sourceName, { minified }) => formattedFileName(sourceName, minified, typeof extension === 'string' ? extension : extension(sourceName)),
      mimeType,
    },
  };
}
