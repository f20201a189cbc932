import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { TextPane } from '@/components/text-pane';
import { useRun } from '@/hooks/use-run';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import type { EscapeForm } from './code-point.logic';
import { decodeCharacterReferences, hasCharacterReferences } from './character-references.logic';
import { CodePointTable } from './code-point-table';
import { EscapeCopyButton } from './escape-copy-button';
import type { Inspection } from './inspect.logic';
import { MarkedText } from './marked-text';
import { NameSearchPanel } from './name-search-panel';
import { NormalForms } from './normal-forms';
import { SummaryTiles } from './summary-tiles';
import type { UnicodeRequest, UnicodeResponse } from './unicode-inspector.logic';

/** A share link carries the text only while the link stays a sensible length. */
const SHARE_LIMIT = 2_000;

const shareShape = shapeOf(z.object({ text: z.string().check(z.maxLength(SHARE_LIMIT)) }));
const textShape = shapeOf(z.string());

const createWorker = () => new Worker(new URL('./unicode-inspector.worker.ts', import.meta.url), { type: 'module' });

const ESCAPE_FORMS: [EscapeForm, string][] = [
  ['javascript', 'JavaScript'],
  ['html', 'HTML'],
  ['htmlDecimal', 'HTML decimal'],
  ['css', 'CSS'],
  ['url', 'URL'],
];

export default function UnicodeInspectorScreen() {
  const shared = useSharedState(shareShape);
  const [text, setText] = useToolInput('text', 'Café ﬁ\u200b pаypal 😀', textShape, { shared: shared?.text });
  const [inspection, setInspection] = useState<Inspection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // One worker for the inspection and the name search, taking turns: the 1.6 MB name data loads once.
  const { submit, busy, failed, worker } = useRun<UnicodeRequest, UnicodeResponse>({
    createWorker,
    takeTurns: true,
    failure: 'Could not inspect this text',
    onResult: (response) => {
      setProblem(null);
      if (response.kind === 'inspect') setInspection(response.inspection);
    },
    onError: setProblem,
  });
  useEffect(() => submit({ kind: 'inspect', text }), [text, submit]);

  return (
    <div className="space-y-8">
      <div className="space-y-3">
        <TextPane value={text} onChange={setText} verb="inspect" busy={busy ? 'Inspecting…' : null} error={problem} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600 dark:text-slate-400">Copy the text as escapes:</span>
          {ESCAPE_FORMS.map(([form, label]) => (
            <EscapeCopyButton key={form} text={text} form={form} label={label} />
          ))}
          <Button
            icon={Undo2}
            onClick={() => setText(decodeCharacterReferences(text))}
            disabled={!hasCharacterReferences(text)}
            title="Turn &#NN; and &#xHH; references in the text back into characters"
          >
            Decode &amp;#NN;
          </Button>
          {text.length <= SHARE_LIMIT && <ShareLinkButton state={{ text }} />}
        </div>
      </div>
      {/* After a failed inspection the last one describes other text: it is not shown. */}
      {inspection && !failed && (
        <>
          <SummaryTiles summary={inspection.summary} stale={busy} />
          <MarkedText pieces={inspection.marked} count={inspection.summary.invisible + inspection.summary.confusable} />
          <CodePointTable rows={inspection.rows} notShown={inspection.notShown} />
          <NormalForms forms={inspection.forms} />
        </>
      )}
      <NameSearchPanel worker={worker} onInsert={(char) => setText((previous) => previous + char)} />
    </div>
  );
}
