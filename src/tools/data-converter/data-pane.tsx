import { Download, Eraser, FileCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { CodePane, type CodeLanguage } from '@/components/code-pane';
import { CopyButton } from '@/components/copy-button';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { formatBytes } from '@/lib/files';
import { FORMAT_EXTENSIONS, FORMAT_LABELS, FORMAT_MIME_TYPES, type Format } from './convert.logic';

/** Text this big is shown read-only in the virtualised view: building an editor for it blocks the page for over 100 ms. */
const BIG_TEXT_CHARS = 5 * 1024 * 1024;

const languageOf = (format: Format): CodeLanguage => (format === 'json' || format === 'yaml' || format === 'toml' || format === 'xml' ? format : 'text');

interface DataPaneProps {
  label: string;
  format: Format;
  value: string;
  onChange: (text: string) => void;
  /** This pane shows the conversion of the other one. */
  generated: boolean;
  busy: boolean;
  problem: { from: number; to: number } | null;
  /** The file name the download takes, without extension. */
  baseName: string;
  onSample: () => void;
  onClear: () => void;
  /** Extra buttons (Open file). */
  extra?: ReactNode;
  children?: ReactNode;
}

/** One side of the converter: both are editable; the one not typed in shows the other's conversion. */
export function DataPane({ label, format, value, onChange, generated, busy, problem, baseName, onSample, onClear, extra, children }: DataPaneProps) {
  const name = FORMAT_LABELS[format];
  return (
    <div className="min-w-0 space-y-2">
      <CodePane
        label={label}
        value={value}
        onChange={onChange}
        readOnly={value.length > BIG_TEXT_CHARS}
        language={languageOf(format)}
        placeholder={generated ? `The ${name} appears here; or type ${name} here to convert it the other way.` : `Type, paste, open or drop ${name} here.`}
        problem={problem}
        overlay={generated && busy ? <Skeleton label="Converting…" lines={10} /> : undefined}
        actions={
          <>
            {extra}
            <Button icon={FileCode} onClick={onSample} aria-label={`${name} sample`}>
              Sample
            </Button>
            <Button icon={Eraser} onClick={onClear} disabled={value === ''} aria-label={`Clear ${name}`}>
              Clear
            </Button>
            <CopyButton text={value} loading={generated && busy} ariaLabel={`Copy ${name}`} />
            <Button
              icon={Download}
              onClick={() => downloadText(`${baseName}${FORMAT_EXTENSIONS[format]}`, value, FORMAT_MIME_TYPES[format])}
              disabled={value === '' || (generated && busy)}
              aria-label={`Download ${name}`}
            >
              Download
            </Button>
          </>
        }
        footer={
          value
            ? `${name} · ${formatBytes(value.length)}${generated ? ' · converted' : ''}${value.length > BIG_TEXT_CHARS ? ' · too big to edit here' : ''}`
            : undefined
        }
      />
      {children}
    </div>
  );
}
