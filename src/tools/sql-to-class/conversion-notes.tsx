import { Panel } from '@/components/panel';

/** What the Local engine skipped or read without the parser, as plain text under the output. */
export function ConversionNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <Panel title="Notes on this conversion" level={3}>
      <ul className="list-disc space-y-1 pl-5 text-xs break-words text-slate-700 dark:text-slate-300">
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </Panel>
  );
}
