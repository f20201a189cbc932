import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import type { TextDiffState } from './text-diff.state';

const views = [
  { value: 'split', label: 'Side by side' },
  { value: 'unified', label: 'Inline' },
  { value: 'patch', label: 'Unified patch' },
] as const;

const granularities = [
  { value: 'line', label: 'Line' },
  { value: 'word', label: 'Word' },
  { value: 'character', label: 'Character' },
] as const;

interface DiffToolbarProps {
  state: TextDiffState;
  onChange: (patch: Partial<TextDiffState>) => void;
}

/** How the two texts are compared and shown. */
export function DiffToolbar({ state, onChange }: DiffToolbarProps) {
  return (
    <>
      <Segmented legend="View" name="text-diff-view" value={state.view} options={views} onChange={(view) => onChange({ view })} />
      <Segmented
        legend="Highlight"
        name="text-diff-granularity"
        value={state.granularity}
        options={granularities.map((option) => ({ ...option, disabled: state.view === 'patch' }))}
        onChange={(granularity) => onChange({ granularity })}
      />
      <Switch label="Ignore whitespace" checked={state.ignoreWhitespace} onChange={(ignoreWhitespace) => onChange({ ignoreWhitespace })} />
      <Switch label="Ignore case" checked={state.ignoreCase} onChange={(ignoreCase) => onChange({ ignoreCase })} />
      <Switch label="Detect moved lines" checked={state.detectMoves} onChange={(detectMoves) => onChange({ detectMoves })} />
    </>
  );
}
