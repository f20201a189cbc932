import { Briefcase } from 'lucide-react';
import { Panel } from '@/components/panel';
import { describeRun, WORK_END_HOUR, WORK_START_HOUR, type Timeline, type TimelineColumn } from './timeline.logic';
import { TableHead } from '@/components/table-head';

const WORK_HOURS = `${WORK_START_HOUR} AM–${WORK_END_HOUR - 12} PM`;

interface TimelineTableProps {
  timeline: Timeline;
  fromZone: string;
  onPick: (column: TimelineColumn) => void;
}

const dayShiftLabel = (shift: number) => (shift === 0 ? '' : shift > 0 ? `+${shift}d` : `${shift}d`);

/**
 * The From zone's day hour by hour (columns) on every zone's clock (rows). Working hours are bold on
 * green with a briefcase, so colour is not the only cue; a column header picks that hour.
 */
export function TimelineTable({ timeline, fromZone, onPick }: TimelineTableProps) {
  const shared = timeline.sharedWorkingRuns.map((run) => describeRun(timeline, run));
  return (
    <Panel title="24-Hour Timeline">
      <p className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
        <Briefcase aria-hidden="true" className="size-3.5" /> Bold on green: working hours ({WORK_HOURS}) on that zone’s clock. Pick an hour to convert it.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-separate border-spacing-0.5 text-center text-xs tabular-nums">
          <caption className="sr-only">The day in {fromZone}, hour by hour, on each zone’s clock</caption>
          <TableHead
            columns={[
              { label: `${fromZone} hour`, className: 'sticky left-0 z-10 min-w-40 bg-white px-2 text-left font-medium dark:bg-slate-900' },
              ...timeline.columns.map((column, index) => ({
                id: column.start.epochNanoseconds.toString(),
                className: 'p-0',
                label: (
                  <button
                    type="button"
                    aria-label={`Pick ${column.fullLabel}`}
                    aria-pressed={index === timeline.selected}
                    onClick={() => onPick(column)}
                    className={`w-full min-w-12 rounded px-1 py-1 whitespace-nowrap ${index === timeline.selected ? 'bg-indigo-600 font-semibold text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
                  >
                    {index === timeline.selected && <span aria-hidden="true">▸ </span>}
                    {column.label}
                  </button>
                ),
              })),
            ]}
          />
          <tbody>
            {timeline.rows.map((row) => (
              <tr key={row.zone}>
                <th scope="row" className="sticky left-0 z-10 bg-white px-2 py-1 text-left font-mono font-normal whitespace-nowrap dark:bg-slate-900">
                  {row.zone} <span className="text-slate-500 dark:text-slate-400">{row.offset}</span>
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className={`rounded px-1 py-1 whitespace-nowrap ${cell.working ? 'bg-emerald-100 font-bold text-emerald-950 dark:bg-emerald-900/50 dark:text-emerald-100' : 'text-slate-600 dark:text-slate-400'} ${index === timeline.selected ? 'outline-2 -outline-offset-2 outline-indigo-500' : ''}`}
                  >
                    {cell.working && <Briefcase aria-hidden="true" className="mr-0.5 inline size-3" />}
                    {cell.label}
                    {cell.dayShift !== 0 && <sup className="ml-0.5 text-[0.65rem]">{dayShiftLabel(cell.dayShift)}</sup>}
                    {cell.working && <span className="sr-only"> (working hours)</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {shared.length > 0
          ? `Working hours in every zone: ${shared.join(', ')} (${fromZone} time).`
          : `No hour of this day is inside working hours (${WORK_HOURS}) in every zone.`}
      </p>
    </Panel>
  );
}
