import { Eraser } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { CodePane } from '@/components/code-pane';
import { ErrorLine } from '@/components/error-line';
import { FileDrop, OpenFileButton } from '@/components/file-drop';
import { Button } from '@/components/ui/button';
import { useSourceFile } from '@/hooks/use-source-file';
import { formatBytes, type FileRules } from '@/lib/files';
import type { Problem } from './json-diff-job.logic';

export const jsonFileRules: FileRules = {
  mimeTypes: ['application/json', 'text/plain', 'application/geo+json', 'application/ld+json', 'application/json-patch+json'],
  extensions: ['.json', '.txt', '.geojson', '.jsonld', '.map'],
  maxBytes: 50 * 1024 * 1024,
  messages: { type: 'Please open a JSON or text file (.json, .txt).', size: 'This file is larger than 50 MB.' },
};

interface DocumentPaneProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  problem: Problem | null;
  /** More buttons in the title bar, before Open and Clear. */
  actions?: ReactNode;
}

/** One JSON input: typed, pasted, opened or dropped; its parse error under it with line and column, marked in the text. */
export function DocumentPane({ label, placeholder, value, onChange, problem, actions }: DocumentPaneProps) {
  const { name: fileName, fileError, setFileError, open, edit } = useSourceFile(value, onChange);
  const offset = problem?.position?.offset;
  const mark = useMemo(() => (offset === undefined ? null : { from: offset, to: offset + 1 }), [offset]);

  return (
    <div className="min-w-0 space-y-2">
      <FileDrop label={`Drop a JSON file to open it as the ${label}`} rules={jsonFileRules} onFile={open} onError={setFileError}>
        <CodePane
          label={label}
          value={value}
          onChange={edit}
          language="json"
          placeholder={placeholder}
          problem={mark}
          actions={
            <>
              {actions}
              <OpenFileButton label={`Open ${label}`} rules={jsonFileRules} onFile={open} onError={setFileError} />
              <Button onClick={() => edit('')} disabled={value === ''} aria-label={`Clear ${label}`}>
                <Eraser aria-hidden="true" className="size-4" /> Clear
              </Button>
            </>
          }
          footer={value ? `${fileName ? `${fileName} · ` : ''}${formatBytes(value.length)}` : undefined}
        />
      </FileDrop>
      <ErrorLine message={fileError ?? (value.trim() === '' ? null : problem?.message)} />
    </div>
  );
}
