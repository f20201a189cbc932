import { ArrowLeftRight, Clock } from 'lucide-react';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { Panel } from '@/components/panel';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { ClockChangeNote, CLOCK_CHANGE_RULE } from './clock-change-note';
import { ConvertedTime } from './converted-time';
import { DateTimeField } from './date-time-field';
import { MoreZones } from './more-zones';
import { buildTimeline, pickColumn, type TimelineColumn } from './timeline.logic';
import { TimelineTable } from './timeline-table';
import { browserTimeZone, currentOffset } from '@/lib/time-zones';
import { nowInZone, readWallTime, resultIn, swapZones, type ConverterState } from './timezone-converter.logic';
import { useZoneOptions } from '@/hooks/use-zone-options';
import { SideBySide } from '@/components/side-by-side';
import { ZoneCombobox } from '@/components/zone-combobox';

function initialState(): ConverterState {
  const from = browserTimeZone();
  return { text: nowInZone(from) ?? '', from, to: 'UTC', overlap: 'earlier' };
}

const isKnownZone = (zone: string) => zone.trim() !== '' && currentOffset(zone) !== null;

// Untrusted (a link, this device's storage): unknown zone names are shown as invalid, like typed ones.
const zoneName = z.string().check(z.maxLength(100));
const stateSchema = z.object({ text: z.string().check(z.maxLength(100)), from: zoneName, to: zoneName, overlap: z.enum(['earlier', 'later']) });
const zonesSchema = z.array(zoneName).check(z.maxLength(50));
const stateShape = shapeOf<ConverterState>(stateSchema);
const zonesShape = shapeOf(zonesSchema);
/** A link carries the time, both zones and the extra zones of the timeline. */
const sharedShape = shapeOf(z.partial(z.object({ state: stateSchema, moreZones: zonesSchema })));

export default function TimezoneConverterScreen() {
  const shared = useSharedState(sharedShape);
  const [state, setState] = useToolInput('state', initialState, stateShape, { shared: shared?.state });
  const [moreZones, setMoreZones] = useToolInput<string[]>('more-zones', [], zonesShape, { shared: shared?.moreZones });
  const options = useZoneOptions();
  const { text, from, to, overlap } = state;

  // Recomputed on every change of date-time, zones or overlap choice, as the spec asks.
  const reading = useMemo(() => readWallTime(text, from, overlap), [text, from, overlap]);
  const result = useMemo(() => resultIn(reading, to), [reading, to]);
  const timeline = useMemo(() => {
    if (reading.kind !== 'ok') return null;
    const zones = [...new Set([reading.zoned.timeZoneId, to, ...moreZones])].filter(isKnownZone);
    return buildTimeline(reading.zoned, zones);
  }, [reading, to, moreZones]);

  // A new wall time or From zone starts again from the compatible rule's choice.
  const update = (patch: Partial<ConverterState>) => setState((previous) => ({ ...previous, overlap: 'earlier', ...patch }));
  const pick = (column: TimelineColumn) => {
    if (reading.kind !== 'ok') return;
    update(pickColumn(column, reading.zoned));
  };

  return (
    <div className="space-y-4">
      <Panel>
        <div className="flex flex-wrap items-end gap-3">
          <DateTimeField value={text} onChange={(value) => update({ text: value })} invalid={reading.kind === 'invalid-date'} />
          <Button icon={Clock} onClick={() => update({ text: nowInZone(isKnownZone(from) ? from : browserTimeZone()) ?? '' })}>
            Now
          </Button>
          <div className="min-w-64 flex-1">
            <ZoneCombobox
              label="From Timezone"
              value={from}
              options={options}
              onCommit={(zone) => update({ from: zone })}
              invalid={from !== '' && !isKnownZone(from)}
            />
          </div>
          <Button icon={ArrowLeftRight} aria-label="Swap timezones" title="Swap timezones (keeps the same moment)" onClick={() => setState(swapZones(state))} />
          <div className="min-w-64 flex-1">
            <ZoneCombobox
              label="To Timezone"
              value={to}
              options={options}
              onCommit={(zone) => setState((previous) => ({ ...previous, to: zone }))}
              invalid={to !== '' && !isKnownZone(to)}
            />
          </div>
          <ShareLinkButton state={{ state, moreZones }} />
        </div>
      </Panel>

      {reading.kind === 'ok' && reading.clockChange && (
        <ClockChangeNote
          zone={reading.zoned.timeZoneId}
          wallTime={reading.wallTime}
          clockChange={reading.clockChange}
          onOverlap={(choice) => setState((previous) => ({ ...previous, overlap: choice }))}
        />
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">{CLOCK_CHANGE_RULE}</p>

      <SideBySide>
        <ConvertedTime zone={to} result={result} fromWallTime={reading.kind === 'ok' ? reading.wallTime : null} />
        <MoreZones zones={moreZones} options={options} reading={reading} onChange={setMoreZones} />
      </SideBySide>

      {timeline && <TimelineTable timeline={timeline} fromZone={reading.kind === 'ok' ? reading.zoned.timeZoneId : from} onPick={pick} />}
    </div>
  );
}
