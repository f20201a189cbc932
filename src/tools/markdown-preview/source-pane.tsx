import { Eraser, FileCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { CodePane } from '@/components/code-pane';
import type { SourceFile } from '@/hooks/use-source-file';
import { FileDrop, OpenFileButton } from '@/components/file-drop';
import { Button } from '@/components/ui/button';
import { formatBytes, type FileRules } from '@/lib/files';
import { htmlFileRules, markdownFileRules, type Mode, SAMPLE_HTML, SAMPLE_MARKDOWN } from './markdown-preview-state';

interface PaneTexts {
  label: string;
  placeholder: string;
  /** Shown while a file is dragged over the pane. */
  dropLabel: string;
  rules: FileRules;
  sample: string;
}

const PANES: Record<Mode, PaneTexts> = {
  'markdown-to-html': {
    label: 'Markdown',
    placeholder: 'Type or paste Markdown here, or drop a .md file.',
    dropLabel: 'Drop a Markdown file',
    rules: markdownFileRules,
    sample: SAMPLE_MARKDOWN,
  },
  'html-to-markdown': {
    label: 'HTML',
    placeholder: 'Paste HTML here (from a page, a mail or an editor), or drop an .html file.',
    dropLabel: 'Drop an HTML file',
    rules: htmlFileRules,
    sample: SAMPLE_HTML,
  },
};

interface SourcePaneProps {
  /** Which input: Markdown (to HTML) or HTML (to Markdown). */
  mode: Mode;
  source: SourceFile;
  /** After Clear, e.g. a download. */
  moreActions?: ReactNode;
}

/** Either mode's input pane: typed, opened or dropped text, Sample and Clear, and the file's name and size in its footer. */
export function SourcePane({ mode, source, moreActions }: SourcePaneProps) {
  const { label, placeholder, dropLabel, rules, sample } = PANES[mode];
  return (
    <FileDrop label={dropLabel} rules={rules} onFile={source.open} onError={source.setFileError}>
      <CodePane
        label={label}
        value={source.value}
        onChange={source.edit}
        wrapLines
        placeholder={placeholder}
        actions={
          <>
            <OpenFileButton rules={rules} onFile={source.open} onError={source.setFileError} />
            <Button onClick={() => source.edit(sample)}>
              <FileCode aria-hidden="true" className="size-4" /> Sample
            </Button>
            <Button onClick={() => source.edit('')} disabled={source.value === ''}>
              <Eraser aria-hidden="true" className="size-4" /> Clear
            </Button>
            {moreActions}
          </>
        }
        footer={source.value ? `${source.name ? `${source.name} · ` : ''}${formatBytes(source.value.length)}` : undefined}
      />
    </FileDrop>
  );
}
