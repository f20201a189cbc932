import { formatCount, formatNumber } from '@contract/format-number';
import { OutputNotes } from '@/components/output-notes';
import type { Finding } from './secret-masking.logic';
import { TableHead } from '@/components/table-head';

const SHOWN_LINES = 12;

/** What was found and masked: kind, count and lines, beside the output. */
export function FindingsList({ findings, total }: { findings: readonly Finding[]; total: number }) {
  if (total === 0) return <OutputNotes title="Nothing found to mask" items={['No token, key, password, email, IP address or card number was found.']} />;
  return (
    <OutputNotes title={`Masked ${formatCount(total, 'secret', 'secrets')}`} label="Found">
      <table className="w-full text-left text-sm" aria-label="What was masked">
        <TableHead className="text-xs" cellClassName="font-medium" columns={['Kind', 'Count', 'Lines']} />
        <tbody>
          {findings.map((finding) => (
            <tr key={finding.kind}>
              <td className="pr-3">{finding.kind}</td>
              <td className="pr-3 tabular-nums">{formatNumber(finding.count)}</td>
              <td className="tabular-nums">
                {finding.lines
                  .slice(0, SHOWN_LINES)
                  .map((line) => formatNumber(line))
                  .join(', ')}
                {finding.lines.length > SHOWN_LINES ? ', …' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </OutputNotes>
  );
}
