import { Eraser } from 'lucide-react';
import { CodePane } from '@/components/code-pane';
import { FileDrop, OpenFileButton } from '@/components/file-drop';
import { Button } from '@/components/ui/button';
import { looksBinary, textFileRules } from './text-diff.state';

interface TextPaneProps {
  label: string;
  value: string;
  onChange: (value: string, fileName?: string) => void;
  onError: (message: string) => void;
  placeholder: string;
}

/** One of the compared texts: typed, pasted, opened or dropped. */
export function TextPane({ label, value, onChange, onError, placeholder }: TextPaneProps) {
  const openFile = async (file: File) => {
    const text = await file.text();
    if (looksBinary(text)) onError(`${file.name} looks like a binary file: only text can be compared.`);
    else onChange(text, file.name);
  };
  return (
    <FileDrop label={`Drop a file into the ${label} pane`} rules={textFileRules} onFile={openFile} onError={onError}>
      <CodePane
        label={label}
        value={value}
        onChange={(text) => onChange(text)}
        placeholder={placeholder}
        actions={
          <>
            <OpenFileButton label={`Open ${label.toLowerCase()} file`} rules={textFileRules} onFile={openFile} onError={onError} />
            <Button onClick={() => onChange('')} disabled={value === ''} aria-label={`Clear ${label.toLowerCase()}`}>
              <Eraser aria-hidden="true" className="size-4" /> Clear
            </Button>
          </>
        }
      />
    </FileDrop>
  );
}
