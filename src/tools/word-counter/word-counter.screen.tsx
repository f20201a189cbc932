import { Eraser } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { CodePane } from '@/components/code-pane';
import { ErrorLine } from '@/components/error-line';
import { FileDrop, OpenFileButton } from '@/components/file-drop';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useLiveJob } from '@/hooks/use-live-job';
import type { FileRules } from '@/lib/files';
import { StatTiles } from './stat-tiles';
import { TextAnalysis } from './text-analysis';
import { countText, emptyStats, type TextStats } from './word-counter.logic';

/** Up to this many UTF-16 units the count runs inline (a few milliseconds); longer text goes to a worker so typing never waits. */
const INLINE_LIMIT = 200_000;

const fileRules: FileRules = {
  mimeTypes: ['text/plain', 'text/markdown', 'text/csv', 'text/html'],
  extensions: ['.txt', '.md', '.markdown', '.csv', '.log', '.rst', '.tex', '.srt', '.html', '.htm'],
  maxBytes: 50 * 1024 * 1024,
  messages: { type: 'Please open a text file (.txt, .md).', size: 'This file is larger than 50 MB.' },
};

const textShape = shapeOf(z.string());

export default function WordCounterScreen() {
  const [text, setText] = useToolInput('text', '', textShape);
  const [stats, setStats] = useState<TextStats>(emptyStats);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, busy, failed } = useLiveJob<string, TextStats>({
    compute: countText,
    createWorker: () => new Worker(new URL('./word-counter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (value) => value.length > INLINE_LIMIT,
    onResult: setStats,
    failure: 'Could not count this text',
    onError: setProblem,
  });

  // Text remembered from an earlier visit is counted on opening.
  const [openingText] = useState(text);
  useEffect(() => {
    if (openingText !== '') submit(openingText);
  }, [openingText, submit]);

  const edit = (value: string) => {
    setText(value);
    setProblem(null);
    submit(value);
  };

  const openFile = async (file: File) => edit(await file.text());

  return (
    <div className="space-y-4">
      <StatTiles stats={failed ? null : stats} stale={busy} />
      <FileDrop label="Drop a text file to count it" rules={fileRules} onFile={openFile} onError={setProblem}>
        <CodePane
          label="Text"
          value={text}
          onChange={edit}
          wrapLines
          placeholder="Type or paste text here, or drop a text file."
          actions={
            <>
              <OpenFileButton rules={fileRules} onFile={openFile} onError={setProblem} />
              <Button onClick={() => edit('')} disabled={text === ''}>
                <Eraser aria-hidden="true" className="size-4" /> Clear
              </Button>
            </>
          }
          footer={
            busy ? (
              <span role="status" className="inline-flex items-center gap-1.5">
                <Spinner className="size-3" /> Counting…
              </span>
            ) : undefined
          }
        />
      </FileDrop>
      <ErrorLine message={problem} />
      <TextAnalysis text={text} />
    </div>
  );
}
