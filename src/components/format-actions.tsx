import { Minimize2, Sparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FormatProblem } from '@/hooks/use-format-job';
import { type Indentation, indentationLabel } from '@/lib/indentation';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { Select } from './ui/select';

/** What the row drives: `useFormatJob` gives it whole; a screen with its own job (JSON) builds it. */
export interface FormatControls<Options> {
  busy: boolean;
  format: () => void;
  minify: () => void;
  cancel: () => void;
  changeOptions: (options: Options) => void;
}

interface FormatActionsProps<Options extends { indentation: Indentation }> {
  /** The primary button ("Beautify JSON", "Format XML"), which Ctrl/Cmd+Enter also runs. */
  label: string;
  /** Its label while a big input is worked on. */
  busyLabel?: string;
  job: FormatControls<Options>;
  options: Options;
  /** The indentations the format allows, in menu order (YAML has no Tab; JSON has 0 to 10 spaces). */
  indentations: readonly Options['indentation'][];
  /** Which of the two runs on Ctrl/Cmd+Enter and is drawn as the primary button: Minify for IT-Tools' `json-minify`. */
  primary?: 'format' | 'minify';
  /** Buttons after Minify, e.g. Repair. */
  moreActions?: ReactNode;
  /** After Indentation: the tool's own options and its share link. */
  children?: ReactNode;
}

/** The action row of a formatter (JSON, XML, YAML): Format, Minify, Cancel while busy, Indentation, then the tool's own options. */
export function FormatActions<Options extends { indentation: Indentation }>({
  label,
  busyLabel = 'Formatting...',
  job,
  options,
  indentations,
  primary = 'format',
  moreActions,
  children,
}: FormatActionsProps<Options>) {
  const shortcut = (run: 'format' | 'minify') => (run === primary ? { variant: 'primary' as const, 'aria-keyshortcuts': 'Control+Enter Meta+Enter' } : {});
  return (
    <>
      <Button {...shortcut('format')} icon={Sparkles} busy={job.busy} busyLabel={busyLabel} onClick={job.format}>
        {label}
      </Button>
      <Button {...shortcut('minify')} icon={Minimize2} onClick={job.minify} disabled={job.busy}>
        Minify
      </Button>
      {moreActions}
      {job.busy && (
        <Button icon={X} onClick={job.cancel}>
          Cancel
        </Button>
      )}
      <Field label="Indentation" inline className="ml-2">
        <Select
          value={options.indentation}
          options={indentations.map((value) => ({ value, label: indentationLabel(value) }))}
          onValue={(indentation) => job.changeOptions({ ...options, indentation })}
        />
      </Field>
      {children}
    </>
  );
}

/** The part of a `useFormatJob` job the two-pane screen shows. */
interface FormatJobView {
  input: string;
  setInput: (text: string) => void;
  output: { result: { text: string }; summary: string; minified: boolean } | null;
  problem: FormatProblem | null;
  busy: boolean;
  format: () => void;
  open: (text: string) => void;
  clear: () => void;
}

/**
 * A `useFormatJob` formatter's wiring of `TwoPaneScreen` (XML, YAML): the input, an opened file
 * formatted at once, Clear, the result with its summary footer, and the problem with its position.
 */
export function formatJobPanes(job: FormatJobView) {
  return {
    input: job.input,
    onInput: job.setInput,
    onOpen: job.open,
    onClear: job.clear,
    output: job.output?.result.text ?? '',
    // The download is named after what the result is: data.min.xml, data.formatted.xml.
    options: { minified: job.output?.minified ?? false },
    busy: job.busy,
    run: job.format,
    error: job.problem?.message ?? null,
    problem: job.problem?.position,
    footer: job.output ? <span role="status">{job.output.summary}</span> : undefined,
  };
}
