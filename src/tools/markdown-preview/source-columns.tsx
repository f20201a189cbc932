import { useState, type ReactNode, type Ref } from 'react';
import { DocumentPane, type DocumentDownload } from '@/components/document-pane';
import { SideBySide } from '@/components/side-by-side';
import { baseName, SOURCES, type Source } from './markdown-preview-state';

interface SourceColumnsProps {
  source: Source;
  value: string;
  onChange: (text: string) => void;
  error: string | null;
  /** The source's own Download, named after the opened file. */
  download?: DocumentDownload;
  /** Holds the source pane, for scroll sync to find its editor. */
  sourceRef?: Ref<HTMLDivElement>;
  /** The right column, given the opened file's name without its extension ("document" without one) to name its downloads. */
  children: (name: string) => ReactNode;
}

/**
 * Both modes' layout: the text they read on the left (typed, opened, dropped or the sample, lines
 * wrapped) and what it becomes on the right, whose downloads are named after the opened file.
 */
export function SourceColumns({ source, value, onChange, error, download, sourceRef, children }: SourceColumnsProps) {
  const [sourceName, setSourceName] = useState<string | null>(null);
  return (
    <SideBySide>
      <div className="min-w-0" ref={sourceRef}>
        <DocumentPane
          {...SOURCES[source]}
          value={value}
          onChange={onChange}
          wrapLines
          sourceName={sourceName}
          onSourceName={setSourceName}
          download={download}
          error={error}
        />
      </div>
      <div className="min-w-0 space-y-2">{children(baseName(sourceName))}</div>
    </SideBySide>
  );
}
