import { Clock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ZoneCombobox } from '@/components/zone-combobox';
import { useNow } from '@/hooks/use-now';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { useZoneOptions } from '@/hooks/use-zone-options';
import { browserTimeZone, currentOffset } from '@/lib/time-zones';
import { sharedShape, snowflakeChoice, stateShape, type ConverterState } from './converter-state';
import { FormOptions } from './form-options';
import { formsOf } from './forms.logic';
import { FormsTable } from './forms-table';
import { NS } from './instant.logic';
import { EXAMPLES, otherReadings, recognise } from './recognise.logic';
import { CLOCK_CHANGE_RULE } from './wall-time.logic';

const defaults = (): ConverterState => ({ text: '', zone: browserTimeZone(), readAs: 'auto', excelSystem: '1900', snowflake: 'twitter', customEpoch: '' });
const isKnownZone = (zone: string) => zone.trim() !== '' && currentOffset(zone) !== null;
const toNs = (ms: number) => BigInt(ms) * NS.milli;

export default function DateTimeConverterScreen() {
  const shared = useSharedState(sharedShape);
  const [state, setState] = useToolInput('state', defaults, stateShape, { shared: shared && { ...defaults(), ...shared } });
  const zoneOptions = useZoneOptions();
  const now = useNow();
  // "3 hours ago" counts from when it was typed, not from each tick.
  const [typedAt, setTypedAt] = useState(() => Date.now());
  const change = (patch: Partial<ConverterState>) => setState((previous) => ({ ...previous, ...patch }));

  const zoneOk = isKnownZone(state.zone);
  const zone = zoneOk ? state.zone : 'UTC';
  const { snowflake: preset, customEpoch } = state;
  const snowflake = useMemo(() => snowflakeChoice({ snowflake: preset, customEpoch }), [preset, customEpoch]);
  const live = state.text.trim() === '';

  const recognition = useMemo(
    () => recognise(state.text, { zone, excelSystem: state.excelSystem, snowflake, nowNs: toNs(typedAt) }),
    [state.text, zone, state.excelSystem, snowflake, typedAt],
  );
  const readings = recognition.ok ? recognition.value : [];
  const reading = readings.find((entry) => entry.kind === state.readAs) ?? readings[0];
  const epochNs = live ? toNs(now) : reading?.epochNs;
  const rows = useMemo(
    () => (epochNs === undefined ? [] : formsOf(epochNs, { zone, excelSystem: state.excelSystem, snowflake, nowNs: toNs(now) })),
    [epochNs, zone, state.excelSystem, snowflake, now],
  );

  return (
    <div className="space-y-4">
      <Panel>
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Date or timestamp" className="min-w-72 flex-[2]">
            <Input
              code
              value={state.text}
              onValue={(text) => {
                setTypedAt(Date.now());
                change({ text });
              }}
              placeholder="Empty shows now. e.g. 1710055800, 2024-03-10T07:30:00Z, 3 hours ago"
              aria-invalid={!recognition.ok || undefined}
            />
          </Field>
          <Button icon={Clock} onClick={() => change({ text: '', readAs: 'auto' })} title="Empty the input: the table follows the current time again">
            Now
          </Button>
          {readings.length > 1 && (
            <Field label="Read as">
              <Select
                value={reading?.kind ?? 'auto'}
                options={readings.map((entry) => ({ value: entry.kind, label: entry.label }))}
                onValue={(readAs) => change({ readAs })}
              />
            </Field>
          )}
          <div className="min-w-64 flex-1">
            <ZoneCombobox label="Time zone" value={state.zone} options={zoneOptions} onCommit={(picked) => change({ zone: picked })} invalid={!zoneOk} />
          </div>
          <ShareLinkButton state={state} />
        </div>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          {live
            ? 'Showing the current time, updated every second. Type a date or timestamp to convert it instead.'
            : reading
              ? `Recognised as ${reading.label}.`
              : ''}
          {!live && readings.length > 1 && ' Other readings are in the “Read as” list.'}
        </p>
        {reading && !live && <OutputNotes tone="warning" title="Notes on this reading" items={reading.notes} />}
        {!live && <OutputNotes title="Other readings" items={otherReadings(readings, reading)} />}
        <ErrorLine message={recognition.ok ? null : recognition.message} />
        <ErrorLine message={zoneOk ? null : `“${state.zone}” is not a time zone this browser knows: pick one from the list. Showing UTC until then.`} />
      </Panel>

      <FormOptions state={state} onChange={change} epochProblem={snowflake.problem} />
      {rows.length > 0 && <FormsTable rows={rows} zone={zone} />}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {CLOCK_CHANGE_RULE} Accepted input: {EXAMPLES}.
      </p>
    </div>
  );
}
