/** What the Local engine skipped or read without the parser, as plain text under the output. */
export function ConversionNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null;
  return (
    <section
      aria-labelledby="sql-to-class-notes"
      className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs text-slate-700 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <h3 id="sql-to-class-notes" className="font-semibold">
        Notes on this conversion
      </h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
        {notes.map((note, index) => (
          <li key={index}>{note}</li>
        ))}
      </ul>
    </section>
  );
}
