import { X } from 'lucide-react';
import { useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { currentOffset, type ZoneOption } from '@/lib/time-zones';
import { dayShiftText, resultIn, type WallTimeReading } from './timezone-converter.logic';
import { ZoneCombobox } from '@/components/zone-combobox';

interface MoreZonesProps {
  zones: readonly string[];
  options: readonly ZoneOption[];
  reading: WallTimeReading;
  onChange: (zones: string[]) => void;
}

/** Extra target zones, each with its converted time; they also join the timeline. */
export function MoreZones({ zones, options, reading, onChange }: MoreZonesProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const fromWallTime = reading.kind === 'ok' ? reading.wallTime : null;

  const add = (zone: string) => {
    if (zone === '') return;
    if (currentOffset(zone) === null) {
      setProblem(`“${zone}” is not a timezone this browser knows.`);
      return;
    }
    setProblem(null);
    if (!zones.includes(zone)) onChange([...zones, zone]);
  };

  return (
    <Panel title="More Timezones">
      <ZoneCombobox label="Add Timezone" value="" options={options} onCommit={add} clearOnCommit />
      <ErrorLine message={problem} />
      {zones.length > 0 ? (
        <ul aria-label="More timezones" className="divide-y divide-slate-200 dark:divide-slate-800">
          {zones.map((zone) => {
            const result = resultIn(reading, zone);
            return (
              <li key={zone} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{zone}</p>
                  <p className="font-medium">{result.kind === 'ok' ? result.time.text : result.kind === 'message' ? result.text : '...'}</p>
                  {result.kind === 'ok' && (
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {result.time.offset}
                      {fromWallTime && ` · ${dayShiftText(result.time.dateTime, fromWallTime)}`}
                    </p>
                  )}
                </div>
                <Button variant="ghost" icon={X} aria-label={`Remove ${zone}`} onClick={() => onChange(zones.filter((other) => other !== zone))} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">Add zones to compare them side by side and on the timeline.</p>
      )}
    </Panel>
  );
}
