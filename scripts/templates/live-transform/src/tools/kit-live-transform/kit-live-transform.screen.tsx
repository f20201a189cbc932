import { formatNumber } from '@contract/format-number';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { DocumentPane } from '@/components/document-pane';
import { Panel } from '@/components/panel';
import { useRun } from '@/hooks/use-run';
import { useToolInput } from '@/hooks/use-tool-input';
import { anyTextFile } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import { kitLiveTransform, type KitLiveTransformResult } from './kit-live-transform.logic';

const textFile = { rules: anyTextFile(10), dropLabel: 'Drop a text file to open it' };
const textShape = shapeOf(z.string());

export default function KitLiveTransformScreen() {
  const [text, setText] = useToolInput('text', '', textShape);
  const [result, setResult] = useState<KitLiveTransformResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Inline: the result is shown in the same frame as the edit. Work that can take long on a big input also gets a worker (see the two-pane kind).
  const { submit } = useRun<string, KitLiveTransformResult>({
    compute: kitLiveTransform,
    failure: 'Could not read this text',
    onResult: (next) => {
      setFailure(null);
      setResult(next);
    },
    onError: setFailure,
  });
  useEffect(() => submit(text), [text, submit]);

  const figures: [string, number][] = result
    ? [
        ['Characters', result.characters],
        ['Lines', result.lines],
      ]
    : [];
  return (
    <div className="space-y-4">
      <DocumentPane
        label="Text"
        value={text}
        onChange={setText}
        wrapLines
        placeholder="Type or paste text here, or drop a text file."
        file={textFile}
        sample="Hello, world!"
        error={failure}
      />
      <Panel title="Result">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {figures.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs text-slate-600 dark:text-slate-400">{term}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatNumber(value)}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}
