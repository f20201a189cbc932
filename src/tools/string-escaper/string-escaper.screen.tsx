import type { SourcePosition } from '@contract/position';
import { ArrowLeftRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { OutputNotes } from '@/components/output-notes';
import { ShareLinkButton } from '@/components/share-link-button';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { useRun } from '@/hooks/use-run';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { anyTextFile } from '@/lib/files';
import { MAX_REMEMBERED_CHARS } from '@/lib/remember-inputs';
import { shapeOf } from '@/lib/stored-value';
import type { EscapeOutcome } from './escape-outcome.logic';
import { FormatOptions } from './format-options';
import { FORMAT_RULES, SAMPLE_TEXT } from './format-rules';
import {
  defaultOptions,
  type Direction,
  type EscapeOptions,
  type EscapeRequest,
  FORMAT_LABELS,
  FORMATS,
  type Format,
  runEscaper,
} from './string-escaper.logic';

/** Up to this many characters the work is done inline in a few milliseconds; more goes to a worker so typing never waits. */
const INLINE_LIMIT = 200_000;
/** Share links carry the text only up to this size (links are cut around 16 000 characters). */
const SHARED_INPUT_MAX = 8_000;

const optionsSchema = z.object({
  nonAscii: z.boolean(),
  slash: z.boolean(),
  quote: z.enum(['single', 'double', 'backtick']),
  verbatim: z.boolean(),
  mysql: z.boolean(),
  regexStyle: z.enum(['pattern', 'class', 'es2025']),
  csvDelimiter: z.enum([',', ';', '\t']),
  csvAlwaysQuote: z.boolean(),
  urlMode: z.enum(['component', 'rfc3986', 'form']),
});
const directions = ['escape', 'unescape'] as const;

interface Settings {
  format: Format;
  direction: Direction;
  options: EscapeOptions;
}

const settingsShape = shapeOf<Settings>(z.object({ format: z.enum(FORMATS), direction: z.enum(directions), options: optionsSchema }));
/** A share link or an alias (IT-Tools' "Escape HTML entities", say): the format, and any of the rest. */
const sharedShape = shapeOf(
  z.object({
    format: z.enum(FORMATS),
    direction: z.optional(z.enum(directions)),
    options: z.optional(z.partial(optionsSchema)),
    input: z.optional(z.string().check(z.maxLength(SHARED_INPUT_MAX))),
  }),
);
const inputShape = shapeOf(z.string());
/** Text past what is remembered anyway is not even serialised: a 50 MB paste must not cost a frame. */
const keepInput = (text: string) => (text.length > MAX_REMEMBERED_CHARS ? '' : text);

const defaultSettings: Settings = { format: 'json', direction: 'escape', options: defaultOptions };
const formatOptions = FORMATS.map((format) => ({ value: format, label: FORMAT_LABELS[format] }));
const directionOptions = [
  { value: 'escape', label: 'Escape' },
  { value: 'unescape', label: 'Unescape' },
] as const;

interface Problem {
  message: string;
  position: SourcePosition | null;
}

/** "Line 2, column 5: a raw ..." → the sentence ("A raw ...") and its place, which the shell shows on its own line. */
function toProblem(outcome: Extract<EscapeOutcome, { ok: false }>): Problem {
  const sentence = outcome.position ? outcome.message.replace(/^Line \d+, column \d+: /, '') : outcome.message;
  return { message: sentence.charAt(0).toUpperCase() + sentence.slice(1), position: outcome.position };
}

const textFiles = anyTextFile(100);

/** The page follows the direction: Escape reads plain text, Unescape reads text escaped in the chosen format. */
function pageFor(direction: Direction, format: Format, sample: string): TwoPanePage {
  const escaping = direction === 'escape';
  const verb = escaping ? 'escaped' : 'unescaped';
  return {
    input: {
      label: escaping ? 'Plain text' : 'Escaped text',
      placeholder: escaping ? 'Type or paste text to escape, or drop a file.' : `Paste text escaped as ${FORMAT_LABELS[format]} to read it back.`,
      drop: 'Drop a text file to open it',
    },
    output: {
      label: escaping ? 'Escaped text' : 'Plain text',
      placeholder: `The ${verb} text appears here as you type.`,
      busy: escaping ? 'Escaping…' : 'Unescaping…',
    },
    language: 'text',
    file: textFiles,
    sample,
    download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') || 'text'}.${verb}.txt`, mimeType: 'text/plain' },
    shortcut: 'to run again (it runs as you type)',
  };
}

export default function StringEscaperScreen() {
  const shared = useSharedState(sharedShape);
  const fromLink = shared && { format: shared.format, direction: shared.direction ?? 'escape', options: { ...defaultOptions, ...shared.options } };
  const [settings, setSettings] = useToolInput<Settings>('settings', defaultSettings, settingsShape, { shared: fromLink });
  const [input, setInput] = useToolInput('input', '', inputShape, { shared: shared?.input, keep: keepInput });
  const [output, setOutput] = useState<{ text: string; notes: string[] } | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { submit, busy } = useRun<EscapeRequest, EscapeOutcome>({
    compute: runEscaper,
    createWorker: () => new Worker(new URL('./string-escaper.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (request) => request.input.length > INLINE_LIMIT,
    failure: 'Could not convert this text',
    onResult: (outcome) => {
      setOutput(outcome.ok ? { text: outcome.text, notes: outcome.notes } : null);
      setProblem(outcome.ok ? null : toProblem(outcome));
    },
    onError: (message) => {
      setOutput(null);
      setProblem({ message, position: null });
    },
  });
  const { format, direction, options } = settings;
  useEffect(() => submit({ input, format, direction, options }), [input, format, direction, options, submit]);

  const change = (patch: Partial<Settings>) => setSettings((previous) => ({ ...previous, ...patch }));
  const changeOptions = (patch: Partial<EscapeOptions>) => setSettings((previous) => ({ ...previous, options: { ...previous.options, ...patch } }));
  const swap = () => {
    if (output) setInput(output.text);
    change({ direction: direction === 'escape' ? 'unescape' : 'escape' });
  };
  // Unescape's sample is the sample text escaped in the chosen format, so it always reads back.
  const escapedSample = runEscaper({ input: SAMPLE_TEXT, format, direction: 'escape', options });
  const sample = direction === 'escape' || !escapedSample.ok ? SAMPLE_TEXT : escapedSample.text;

  return (
    <TwoPaneScreen
      page={pageFor(direction, format, sample)}
      input={input}
      onInput={setInput}
      onClear={() => setProblem(null)}
      output={output?.text ?? ''}
      busy={busy}
      run={() => submit({ input, format, direction, options })}
      controls={
        <>
          <FormatOptions format={format} direction={direction} options={options} onChange={changeOptions} />
          <ShareLinkButton state={{ ...settings, ...(input.length <= SHARED_INPUT_MAX ? { input } : {}) }} />
        </>
      }
      actions={
        <>
          <Field label="Format" inline>
            <Select value={format} options={formatOptions} onValue={(next) => change({ format: next })} />
          </Field>
          <Segmented
            legend="Direction"
            hideLegend
            name="escaper-direction"
            value={direction}
            options={directionOptions}
            onChange={(next) => change({ direction: next })}
          />
          <Button icon={ArrowLeftRight} onClick={swap} disabled={busy} title="Put the output in the input and turn the direction around">
            Swap
          </Button>
        </>
      }
      error={problem?.message ?? null}
      problem={problem?.position}
      notes={output && <OutputNotes tone="warning" title="Notes" items={output.notes} />}
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <span className="font-medium text-slate-700 dark:text-slate-300">{FORMAT_LABELS[format]}: </span>
        {FORMAT_RULES[format]}
      </p>
    </TwoPaneScreen>
  );
}
