import { CircleCheck, ShieldAlert } from 'lucide-react';
import { algorithmById, type AlgorithmId } from '@/lib/hashing/algorithms';
import { writeDigest, type DigestForm } from '@/lib/hashing/digest-text';
import { COPIED_ICON, CopyButton } from './copy-button';
import { TableHead } from './table-head';

export interface DigestRow {
  id: AlgorithmId;
  bytes: Uint8Array;
}

interface DigestTableProps {
  /** The table's accessible name ("Digests", "HMACs"). */
  caption: string;
  digests: readonly DigestRow[];
  form: DigestForm;
  /** Rows whose digest equals the expected one pasted: marked with a tick and the word "Match". */
  matched?: readonly AlgorithmId[];
  /** Prefix of each row's name ("HMAC-"). */
  prefix?: string;
}

/** Every algorithm's digest in one table: name (with what it is, and a warning where it is broken), the digest, and a Copy button. */
export function DigestTable({ caption, digests, form, matched = [], prefix = '' }: DigestTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <TableHead className="sr-only" columns={['Algorithm', 'Digest', 'Copy']} />
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {digests.map(({ id, bytes }) => {
          const algorithm = algorithmById(id);
          const text = writeDigest(bytes, form);
          const name = `${prefix}${algorithm.label}`;
          const isMatch = matched.includes(id);
          return (
            <tr key={id} className={isMatch ? 'bg-green-50 dark:bg-green-950/40' : undefined}>
              <th scope="row" className="w-44 px-3 py-2 text-left align-top font-medium" title={algorithm.about}>
                {name}
                {algorithm.broken && (
                  <span className="mt-0.5 flex items-center gap-1 text-xs font-normal text-amber-700 dark:text-amber-400">
                    <ShieldAlert aria-hidden="true" className="size-3.5" /> collisions known
                  </span>
                )}
                {isMatch && (
                  <span className="mt-0.5 flex items-center gap-1 text-xs font-normal text-green-700 dark:text-green-400">
                    <CircleCheck aria-hidden="true" className={`size-3.5 ${COPIED_ICON}`} /> Match
                  </span>
                )}
              </th>
              <td className="px-3 py-2 align-top font-mono text-xs break-all" data-testid={`digest-${id}`}>
                {text}
              </td>
              <td className="w-24 px-3 py-1.5 text-right align-top">
                <CopyButton text={text} ariaLabel={`Copy ${name}`} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
