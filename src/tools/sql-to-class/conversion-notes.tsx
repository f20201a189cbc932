import { OutputNotes } from '@/components/output-notes';

/** What the Local engine skipped or read without the parser, as plain text under the output. */
export function ConversionNotes({ notes }: { notes: readonly string[] }) {
  return <OutputNotes title="Notes on this conversion" items={notes} />;
}
