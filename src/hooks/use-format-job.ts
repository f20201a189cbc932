import type { SourcePosition } from '@contract/position';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { formatSummary } from '@/lib/formatted-output';
import { shapeOf } from '@/lib/stored-value';
import { useRun } from './use-run';
import { useSharedState } from './use-shared-state';
import { useToolInput } from './use-tool-input';

/** Up to this many characters a format takes well under a frame; bigger inputs go to a worker. */
const INLINE_LIMIT = 256 * 1024;

export type FormatRequest<Options> = Options & { input: string; minify: boolean };
export type FormatResult = { ok: true; text: string } | { ok: false; message: string; position: SourcePosition | null };
type Formatted<Result> = Extract<Result, { ok: true }>;

export interface FormatOutput<Result> {
  result: Formatted<Result>;
  minified: boolean;
  /** "Formatted 2 KB in 3 ms". */
  summary: string;
}

export interface FormatProblem {
  message: string;
  position: SourcePosition | null;
}

interface FormatJobOptions<Options, Result> {
  /**
   * What the options may be: options remembered on this device and a share link's (which carries the input
   * and the options, an alias the options alone) are checked against it, as any untrusted input.
   */
  optionsSchema: z.ZodMiniType<Options>;
  defaults: Options;
  /** The pure format; the worker made by `createWorker` runs it for big inputs. */
  compute: (request: FormatRequest<Options>) => Result;
  createWorker: () => Worker;
  /** How a failed job's message begins ("Could not format this XML"). */
  failure: string;
  /** Said after the size in the summary, e.g. " (3 documents)". */
  detail?: (result: Formatted<Result>) => string;
}

/**
 * The state and job of a formatter screen (XML, YAML): its input and options (remembered, or from a
 * share link, whose input is formatted as the tool opens); Format and Minify run the input, big inputs
 * on a worker; a changed option re-formats what is shown, an opened file is formatted at once, and Clear
 * forgets the output and the problem. The result, or the problem with its position, is kept to show.
 */
export function useFormatJob<Options extends object, Result extends FormatResult>({
  optionsSchema,
  defaults,
  compute,
  createWorker,
  failure,
  detail,
}: FormatJobOptions<Options, Result>) {
  // Made once: the shapes check what storage and the link give back when the tool opens.
  const [shapes] = useState(() => ({
    input: shapeOf(z.string()),
    options: shapeOf(optionsSchema),
    shared: shapeOf(z.object({ input: z.optional(z.string()), options: optionsSchema })),
  }));
  const shared = useSharedState(shapes.shared);
  const [input, setInput] = useToolInput('input', '', shapes.input, { shared: shared?.input });
  const [options, setOptions] = useToolInput<Options>('options', defaults, shapes.options, { shared: shared?.options });
  const [output, setOutput] = useState<FormatOutput<Result> | null>(null);
  const [problem, setProblem] = useState<FormatProblem | null>(null);
  const { submit, discard, busy } = useRun<FormatRequest<Options>, Result>({
    compute,
    createWorker,
    isLarge: (request) => request.input.length > INLINE_LIMIT,
    failure,
    onResult: (result, request, elapsedMs) => {
      if (isFormatted(result)) {
        setProblem(null);
        setOutput({ result, minified: request.minify, summary: formatSummary(request.minify, request.input.length, elapsedMs, detail?.(result)) });
      } else if (!result.ok) {
        setProblem({ message: result.message, position: result.position });
        setOutput(null);
      }
    },
    onError: (message) => {
      setProblem({ message, position: null });
      setOutput(null);
    },
  });

  // A shared link opens with its input formatted.
  useEffect(() => {
    if (shared?.input) submit({ input: shared.input, minify: false, ...shared.options });
  }, [shared, submit]);

  const run = (text: string, next: Options, minify: boolean) => submit({ input: text, minify, ...next });

  return {
    input,
    setInput,
    options,
    output,
    problem,
    busy,
    format: () => run(input, options, false),
    minify: () => run(input, options, true),
    cancel: discard,
    /** Changing an option re-formats what is shown, so the choice is seen at once. */
    changeOptions: (next: Options) => {
      setOptions(next);
      if (output) run(input, next, output.minified);
    },
    open: (text: string) => {
      setInput(text);
      run(text, options, false);
    },
    clear: () => {
      discard();
      setProblem(null);
      setOutput(null);
    },
  };
}

function isFormatted<Result extends FormatResult>(result: Result): result is Formatted<Result> {
  return result.ok;
}
