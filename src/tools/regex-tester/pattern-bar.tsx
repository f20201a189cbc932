import { Check } from 'lucide-react';
import { useId } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import { ErrorLine } from '@/components/error-line';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { findLibraryPattern, PATTERN_LIBRARY, type LibraryPattern } from './pattern-library.logic';
import { checkFlags, FLAG_DESCRIPTIONS, KNOWN_FLAGS, toggleFlag, toRegexLiteral } from './regex-tester.logic';

const CUSTOM = '';
const libraryOptions: SelectOption[] = [
  { value: CUSTOM, label: 'Custom pattern' },
  ...PATTERN_LIBRARY.map((entry) => ({ value: entry.id, label: entry.label })),
];
const flagToggles = FLAG_DESCRIPTIONS.filter((description) => KNOWN_FLAGS.includes(description.flag));

interface PatternBarProps {
  pattern: string;
  flags: string;
  onPatternChange: (pattern: string) => void;
  onFlagsChange: (flags: string) => void;
  onPick: (entry: LibraryPattern) => void;
  /** A bad pattern or flags, or a search that was stopped. */
  problem: string | null;
}

/** The Regular Expression and Flags fields, the flag toggles and the pattern library. */
export function PatternBar({ pattern, flags, onPatternChange, onFlagsChange, onPick, problem }: PatternBarProps) {
  const flagsInvalid = checkFlags(flags) !== null;
  const picked = findLibraryPattern(pattern, flags);
  const literal = toRegexLiteral(pattern, flags);
  const problemId = useId();

  return (
    <Panel aria-label="Pattern">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Regular Expression" className="min-w-64 flex-[3]">
          <span className="flex items-center gap-1 font-mono text-slate-500 dark:text-slate-400">
            <span aria-hidden="true">/</span>
            <Input
              code
              value={pattern}
              onValue={onPatternChange}
              placeholder="e.g. (?<year>\d{4})-(?<month>\d{2})"
              aria-invalid={problem !== null && !flagsInvalid}
              aria-describedby={problem ? problemId : undefined}
              className="w-full"
            />
            <span aria-hidden="true">/</span>
          </span>
        </Field>
        <Field label="Flags" className="w-24">
          <Input
            code
            value={flags}
            onValue={onFlagsChange}
            aria-invalid={flagsInvalid}
            aria-describedby={flagsInvalid ? problemId : undefined}
            className="w-full"
          />
        </Field>
        <Field label="Library" className="min-w-44 flex-1">
          <Select
            value={picked?.id ?? CUSTOM}
            options={libraryOptions}
            onValue={(id) => {
              const entry = PATTERN_LIBRARY.find((candidate) => candidate.id === id);
              if (entry) onPick(entry);
            }}
          />
        </Field>
        <CopyButton text={literal ?? ''} label="Copy regex" />
      </div>

      <div role="group" aria-label="Flag toggles" className="flex flex-wrap gap-1.5">
        {flagToggles.map(({ flag, name, title }) => {
          const on = flags.includes(flag);
          return (
            <button
              key={flag}
              type="button"
              aria-pressed={on}
              title={title}
              onClick={() => onFlagsChange(toggleFlag(flags, flag))}
              className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 ${
                on
                  ? 'border-indigo-600 bg-indigo-600 text-white dark:border-indigo-500 dark:bg-indigo-500'
                  : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              {on && <Check aria-hidden="true" className="size-3" />}
              <span className="font-mono font-bold">{flag}</span> {name}
            </button>
          );
        })}
      </div>

      <div id={problemId}>
        <ErrorLine message={problem} />
      </div>
    </Panel>
  );
}
