import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { TextPane } from '@/components/text-pane';
import { useRun } from '@/hooks/use-run';
import { StatTiles } from './stat-tiles';
import { TextAnalysis } from './text-analysis';
import { countText, emptyStats, type TextStats } from './word-counter.logic';

/** Up to this many UTF-16 units the count runs inline (a few milliseconds); longer text goes to a worker so typing never waits. */
const INLINE_LIMIT = 200_000;

const textShape = shapeOf(z.string());

export default function WordCounterScreen() {
  const [text, setText] = useToolInput('text', '', textShape);
  const [stats, setStats] = useState<TextStats>(emptyStats);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<string, TextStats>({
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

  return (
    <div className="space-y-4">
      <StatTiles stats={failed ? null : stats} stale={busy} />
      <TextPane value={text} onChange={edit} verb="count" busy={busy ? 'Counting…' : null} error={problem} />
      <TextAnalysis text={text} />
    </div>
  );
}
