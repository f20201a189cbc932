import { describeLineColumn } from '@contract/position';
import { Info } from 'lucide-react';
import type { YamlPitfall } from './yaml-pitfalls.logic';

/** Plain values that YAML 1.1 readers take differently: a note each, with where it is. Not errors: the YAML is valid. */
export function YamlPitfallNotes({ pitfalls }: { pitfalls: YamlPitfall[] }) {
  if (pitfalls.length === 0) return null;
  return (
    <section
      aria-labelledby="yaml-notes-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700/60 dark:bg-amber-950/40"
    >
      <h3 id="yaml-notes-heading" className="flex items-center gap-2 font-medium text-amber-900 dark:text-amber-200">
        <Info aria-hidden="true" className="size-4" /> YAML 1.1 notes
      </h3>
      <ul className="mt-1 space-y-1 text-amber-900 dark:text-amber-100">
        {pitfalls.map((pitfall) => (
          <li key={pitfall.position.offset}>
            {describeLineColumn(pitfall.position)}: {pitfall.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
