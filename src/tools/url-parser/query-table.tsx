import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { QueryRow } from './query.logic';
import { ACTIONS_COLUMN, TableHead } from '@/components/table-head';

interface QueryTableProps {
  rows: readonly QueryRow[];
  onChange: (rows: QueryRow[]) => void;
}

/** The query as an editable table: one row per pair, in order, repeated keys and empty values kept. */
export function QueryTable({ rows, onChange }: QueryTableProps) {
  const set = (index: number, patch: Partial<QueryRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch, bare: row.bare && !patch.value } : row)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    onChange(next);
  };
  return (
    <div className="space-y-2">
      {rows.length > 0 && (
        <table className="w-full border-separate border-spacing-y-1 text-sm">
          <TableHead className="text-left text-xs text-slate-600 dark:text-slate-400" cellClassName="font-medium" columns={['Key', 'Value', ACTIONS_COLUMN]} />
          <tbody>
            {rows.map((row, index) => (
              // Rows are positions: a repeated key is a row of its own, so the index is the key.
              <tr key={index}>
                <td className="pr-2">
                  <Input code value={row.key} aria-label={`Key ${index + 1}`} onValue={(key) => set(index, { key })} />
                </td>
                <td className="pr-2">
                  <Input code value={row.value} aria-label={`Value ${index + 1}`} onValue={(value) => set(index, { value })} />
                </td>
                <td className="whitespace-nowrap">
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={ArrowUp}
                    aria-label={`Move parameter ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={ArrowDown}
                    aria-label={`Move parameter ${index + 1} down`}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={Trash2}
                    aria-label={`Remove parameter ${index + 1}`}
                    onClick={() => onChange(rows.filter((_, at) => at !== index))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button size="sm" icon={Plus} onClick={() => onChange([...rows, { key: '', value: '' }])}>
        Add parameter
      </Button>
    </div>
  );
}
