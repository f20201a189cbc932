import { Eraser, FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { CodePane } from '@/components/code-pane';
import { ShareLinkButton } from '@/components/share-link-button';
import { ErrorLine } from '@/components/error-line';
import { FileDrop, OpenFileButton } from '@/components/file-drop';
import { Button } from '@/components/ui/button';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import type { FileRules } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import { MatchesPanel } from './matches-panel';
import { matchSummary, substitutionNote } from './match-display.logic';
import { PatternBar } from './pattern-bar';
import { DEFAULT_PATTERN, replacementAfterPick, SAMPLE_TEXT, type LibraryPattern } from './pattern-library.logic';
import { DEFAULT_FLAGS, keptCount, TIMEOUT_MESSAGE } from './regex-tester.logic';
import { ReplacePanel } from './replace-panel';
import { useRegexJob, type RegexOutcome } from './use-regex-job';
import { formatNumber } from '@contract/format-number';

const fileRules: FileRules = {
  mimeTypes: ['text/plain', 'text/csv', 'text/markdown', 'text/html', 'text/xml', 'application/json', 'application/xml', 'application/x-ndjson'],
  extensions: ['.txt', '.log', '.csv', '.tsv', '.md', '.json', '.ndjson', '.xml', '.html', '.yaml', '.yml', '.ini', '.conf'],
  maxBytes: 10 * 1024 * 1024,
  messages: { type: 'Please open a text file (.txt, .log, .csv, .json, .md, ...).', size: 'This file is larger than 10 MB.' },
};

const aString = shapeOf(z.string());
/** What a share link carries: the whole test, so the recipient sees the same matches. */
const sharedShape = shapeOf(z.partial(z.object({ pattern: z.string(), flags: z.string(), text: z.string(), replacement: z.string() })));

/** What the latest finished search means for the screen. */
function readOutcome(outcome: RegexOutcome | null) {
  if (!outcome) return { problem: null, found: null, summary: null };
  if (outcome.kind === 'timeout') return { problem: TIMEOUT_MESSAGE, found: null, summary: 'Stopped after 1 s' };
  if (outcome.kind === 'failed') return { problem: outcome.message, found: null, summary: null };
  const { result, job } = outcome;
  if (!result.ok) return { problem: result.message, found: null, summary: null };
  return { problem: null, found: { ...result, text: job.text }, summary: matchSummary(result.matches.total, result.matchMs) };
}

export default function RegexTesterScreen() {
  const shared = useSharedState(sharedShape);
  const [pattern, setPattern] = useToolInput('pattern', DEFAULT_PATTERN.pattern, aString, { shared: shared?.pattern });
  const [flags, setFlags] = useToolInput('flags', DEFAULT_FLAGS, aString, { shared: shared?.flags });
  const [text, setText] = useToolInput('text', SAMPLE_TEXT, aString, { shared: shared?.text });
  const [replacement, setReplacement] = useToolInput('replacement', DEFAULT_PATTERN.replacement, aString, { shared: shared?.replacement });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const job = useMemo(() => ({ pattern, flags, text, replacement }), [pattern, flags, text, replacement]);
  const { outcome, busy } = useRegexJob(job);
  const { problem, found, summary } = readOutcome(outcome);

  const pick = (entry: LibraryPattern) => {
    setPattern(entry.pattern);
    setFlags(entry.flags);
    setReplacement(replacementAfterPick(replacement, entry));
  };

  const openFile = async (file: File) => {
    setFileProblem(null);
    setText(await file.text());
  };

  return (
    <div className="space-y-4">
      <PatternBar pattern={pattern} flags={flags} onPatternChange={setPattern} onFlagsChange={setFlags} onPick={pick} problem={problem} />
      <ShareLinkButton state={{ pattern, flags, text, replacement }} />

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <FileDrop label="Drop a text file to test against it" rules={fileRules} onFile={(file) => void openFile(file)} onError={setFileProblem}>
            <CodePane
              label="Test String"
              value={text}
              onChange={setText}
              placeholder="Type or paste the text to search, or drop a file."
              marks={found?.matches ?? null}
              actions={
                <>
                  <OpenFileButton rules={fileRules} onFile={(file) => void openFile(file)} onError={setFileProblem} />
                  <Button onClick={() => setText(SAMPLE_TEXT)} disabled={text === SAMPLE_TEXT}>
                    <FileText aria-hidden="true" className="size-4" /> Sample
                  </Button>
                  <Button onClick={() => setText('')} disabled={text === ''}>
                    <Eraser aria-hidden="true" className="size-4" /> Clear
                  </Button>
                </>
              }
              footer={
                <span className="flex gap-2">
                  <span>{formatNumber(text.length)} characters</span>
                  <span role="status">{busy ? 'Matching…' : summary}</span>
                </span>
              }
            />
          </FileDrop>
          <ErrorLine message={fileProblem} />
        </div>

        <MatchesPanel found={found} waiting={outcome === null} />

        <ReplacePanel
          replacement={replacement}
          onReplacementChange={setReplacement}
          substitution={found?.substitution ?? null}
          note={found ? substitutionNote(keptCount(found.matches), found.matches.total) : null}
        />
      </div>
    </div>
  );
}
