import { useMemo } from 'react';
import * as z from 'zod/mini';
import { DocumentPane } from '@/components/document-pane';
import { ShareLinkButton } from '@/components/share-link-button';
import { SideBySide } from '@/components/side-by-side';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { anyTextFile } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import { MatchesPanel } from './matches-panel';
import { matchSummary, substitutionNote } from './match-display.logic';
import { PatternBar } from './pattern-bar';
import { DEFAULT_PATTERN, replacementAfterPick, SAMPLE_TEXT, type LibraryPattern } from './pattern-library.logic';
import { DEFAULT_FLAGS, keptCount, TIMEOUT_MESSAGE } from './regex-tester.logic';
import { InsightPanels } from './insight-panels';
import { ReplacePanel } from './replace-panel';
import { useRegexJob, type RegexOutcome } from './use-regex-job';
import { formatNumber } from '@contract/format-number';

const textFile = { rules: anyTextFile(10), dropLabel: 'Drop a text file to test against it' };

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
  const job = useMemo(() => ({ pattern, flags, text, replacement }), [pattern, flags, text, replacement]);
  const { outcome, busy } = useRegexJob(job);
  const { problem, found, summary } = readOutcome(outcome);

  const pick = (entry: LibraryPattern) => {
    setPattern(entry.pattern);
    setFlags(entry.flags);
    setReplacement(replacementAfterPick(replacement, entry));
  };

  return (
    <div className="space-y-4">
      <PatternBar pattern={pattern} flags={flags} onPatternChange={setPattern} onFlagsChange={setFlags} onPick={pick} problem={problem} />
      <ShareLinkButton state={{ pattern, flags, text, replacement }} />

      <SideBySide>
        <DocumentPane
          label="Test String"
          value={text}
          onChange={setText}
          placeholder="Type or paste the text to search, or drop a file."
          marks={found?.matches ?? null}
          file={textFile}
          sample={SAMPLE_TEXT}
          footer={
            <span className="flex gap-2">
              <span>{formatNumber(text.length)} characters</span>
              <span role="status">{busy ? 'Matching…' : summary}</span>
            </span>
          }
        />

        <MatchesPanel found={found} waiting={outcome === null} />

        <ReplacePanel
          replacement={replacement}
          onReplacementChange={setReplacement}
          substitution={found?.substitution ?? null}
          note={found ? substitutionNote(keptCount(found.matches), found.matches.total) : null}
        />
      </SideBySide>

      <InsightPanels pattern={pattern} flags={flags} />
    </div>
  );
}
