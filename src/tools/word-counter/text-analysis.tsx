import { useEffect, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { StatusLine } from '@/components/status-line';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useRun } from '@/hooks/use-run';
import { CharacterTable } from './character-table';
import { easeBand } from './readability.logic';
import { type Analysis, type AnalysisRequest, analyzeText, type GramSize } from './text-analysis.logic';
import { formatNumber } from '@contract/format-number';
import { TableHead } from '@/components/table-head';

/** Analysis builds maps of every word and phrase: above this many characters it runs in a worker. */
const INLINE_LIMIT = 50_000;
const gramOptions = [
  { value: '1', label: 'Single words' },
  { value: '2', label: '2-word phrases' },
  { value: '3', label: '3-word phrases' },
];
const cell = 'px-3 py-1.5 text-left';

/** The panels under the counts: keyword density, readability, longest words and sentences, character frequency. */
export function TextAnalysis({ text }: { text: string }) {
  const [skipStopWords, setSkipStopWords] = useState(true);
  const [gramSize, setGramSize] = useState<GramSize>(1);
  const [analysis, setAnalysis] = useState<Analysis | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<AnalysisRequest, Analysis>({
    compute: analyzeText,
    createWorker: () => new Worker(new URL('./text-analysis.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (request) => request.text.length > INLINE_LIMIT,
    failure: 'Could not analyse this text',
    onResult: (result) => {
      setProblem(null);
      setAnalysis(result);
    },
    onError: setProblem,
  });
  useEffect(() => submit({ text, skipStopWords, gramSize }), [text, skipStopWords, gramSize, submit]);

  // After a failed analysis the last one is of other text: the panels show none.
  const shown = failed ? null : analysis;
  const keywords = shown?.keywords ?? [];
  const score = shown?.readability ?? null;
  const keywordTsv = ['Phrase\tCount\tDensity', ...keywords.map((keyword) => `${keyword.phrase}\t${keyword.count}\t${formatNumber(keyword.density, 2)}%`)].join(
    '\n',
  );

  return (
    <div className={`space-y-6 transition-opacity ${busy ? 'opacity-60' : ''}`}>
      {busy && <StatusLine busy>Analysing…</StatusLine>}
      <ErrorLine message={problem} />
      <SideBySide>
        <Panel title="Keyword density" actions={<CopyButton text={keywords.length > 0 ? keywordTsv : ''} ariaLabel="Copy the keyword table" />}>
          <div className="flex flex-wrap items-center gap-4">
            <Field label="Phrase length" inline>
              <Select value={String(gramSize)} options={gramOptions} onValue={(size) => setGramSize(Number(size) as GramSize)} />
            </Field>
            <Switch label="Leave out stop words" checked={skipStopWords} onChange={setSkipStopWords} description="English list (NLTK, 179 words)" />
          </div>
          {keywords.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No {gramSize === 1 ? 'words' : 'phrases'} to rank yet.</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">Most frequent {gramSize === 1 ? 'words' : `${gramSize}-word phrases`}</caption>
              <TableHead cellClassName={cell} columns={[gramSize === 1 ? 'Word' : 'Phrase', 'Count', 'Density']} />
              <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
                {keywords.map((keyword) => (
                  <tr key={keyword.phrase}>
                    <td className={cell}>{keyword.phrase}</td>
                    <td className={`${cell} tabular-nums`}>{formatNumber(keyword.count)}</td>
                    <td className={`${cell} tabular-nums`}>{formatNumber(keyword.density, 2)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="text-xs text-slate-500 dark:text-slate-400">
            Words here are runs of letters and digits, lower-cased ({formatNumber(shown?.words ?? 0)} in all, {formatNumber(shown?.distinctWords ?? 0)}{' '}
            different). Density is the share of all {gramSize === 1 ? 'words' : `${gramSize}-word phrases`}.
          </p>
        </Panel>

        <div className="space-y-4">
          <Panel title="Readability">
            {score ? (
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">Flesch reading ease</dt>
                  <dd className="text-xl font-semibold tabular-nums">{formatNumber(score.readingEase, 1)}</dd>
                  <dd className="text-xs text-slate-500 dark:text-slate-400">{easeBand(score.readingEase)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">Flesch–Kincaid grade</dt>
                  <dd className="text-xl font-semibold tabular-nums">{formatNumber(score.grade, 1)}</dd>
                  <dd className="text-xs text-slate-500 dark:text-slate-400">US school grade</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">Words per sentence</dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(score.words / score.sentences, 1)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-600 dark:text-slate-400">Syllables per word</dt>
                  <dd className="font-semibold tabular-nums">{formatNumber(score.syllables / score.words, 2)}</dd>
                </div>
              </dl>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Write a sentence to see how easy it is to read.</p>
            )}
            <p className="text-xs text-slate-500 dark:text-slate-400">For English. Syllables are estimated from vowel groups.</p>
          </Panel>

          <Panel title="Longest words and sentences">
            {shown && shown.longestWords.length > 0 ? (
              <>
                <ol aria-label="Longest words" className="flex flex-wrap gap-2 text-sm">
                  {shown.longestWords.map((word) => (
                    <li key={word} className="rounded bg-slate-100 px-2 py-0.5 font-mono dark:bg-slate-800">
                      {word} <span className="text-slate-600 dark:text-slate-400">({[...word].length})</span>
                    </li>
                  ))}
                </ol>
                <ol aria-label="Longest sentences" className="list-decimal space-y-1 pl-5 text-sm">
                  {shown.longestSentences.map((sentence, index) => (
                    <li key={index}>
                      {sentence.text} <span className="text-slate-500 dark:text-slate-400">({formatNumber(sentence.words)} words)</span>
                    </li>
                  ))}
                </ol>
              </>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">Nothing to measure yet.</p>
            )}
          </Panel>
        </div>
      </SideBySide>
      <CharacterTable characters={shown?.characters ?? []} total={shown?.totalCharacters ?? 0} />
    </div>
  );
}
