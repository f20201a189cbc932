import type { SourcePosition } from '@contract/position';
import type { ReactNode } from 'react';
import { DocumentPane, type DocumentFile } from '@/components/document-pane';
import { formatBytes } from '@/lib/files';
import { FORMAT_EXTENSIONS, FORMAT_LABELS, FORMAT_MIME_TYPES, type Format } from './convert.logic';

/** Text this big is shown read-only in the virtualised view: building an editor for it blocks the page for over 100 ms. */
const BIG_TEXT_CHARS = 5 * 1024 * 1024;

const languageOf = (format: Format) => (format === 'json' || format === 'yaml' || format === 'toml' || format === 'xml' ? format : 'text');

interface DataPaneProps {
  label: string;
  format: Format;
  value: string;
  onChange: (text: string) => void;
  /** This pane shows the conversion of the other one. */
  generated: boolean;
  busy: boolean;
  error: string | null;
  problem: SourcePosition | null;
  /** The file name the download takes, without extension. */
  baseName: string;
  sample: string;
  onClear: () => void;
  /** Files opened or dropped on this pane. */
  file?: DocumentFile;
  notes?: ReactNode;
}

/** One side of the converter: both are editable; the one not typed in shows the other's conversion. */
export function DataPane({ label, format, value, onChange, generated, busy, error, problem, baseName, sample, onClear, file, notes }: DataPaneProps) {
  const name = FORMAT_LABELS[format];
  const tooBig = value.length > BIG_TEXT_CHARS;
  return (
    <DocumentPane
      label={label}
      value={value}
      onChange={onChange}
      readOnly={tooBig}
      language={languageOf(format)}
      placeholder={generated ? `The ${name} appears here; or type ${name} here to convert it the other way.` : `Type, paste, open or drop ${name} here.`}
      file={file}
      sample={sample}
      clear={onClear}
      subject={name}
      copy={`Copy ${name}`}
      download={{ fileName: `${baseName}${FORMAT_EXTENSIONS[format]}`, mimeType: FORMAT_MIME_TYPES[format], ariaLabel: `Download ${name}` }}
      generated={generated}
      busy={generated && busy ? 'Converting…' : null}
      error={error}
      problem={problem}
      footer={value ? `${name} · ${formatBytes(value.length)}${generated ? ' · converted' : ''}${tooBig ? ' · too big to edit here' : ''}` : undefined}
      notes={notes}
    />
  );
}
