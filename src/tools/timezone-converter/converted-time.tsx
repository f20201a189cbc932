import { CircleAlert } from 'lucide-react';
import type { Temporal } from 'temporal-polyfill';
import { Panel } from '@/components/panel';
import { dayShiftText, type ConversionResult } from './timezone-converter.logic';

interface ConvertedTimeProps {
  zone: string;
  result: ConversionResult;
  fromWallTime: Temporal.PlainDateTime | null;
}

/** The spec's result panel: the target zone's name and the time, "..." while empty, or the spec's message. */
export function ConvertedTime({ zone, result, fromWallTime }: ConvertedTimeProps) {
  return (
    <Panel title="Converted Time">
      <p className="font-mono text-sm text-slate-600 dark:text-slate-400" data-testid="converted-zone">
        {result.kind === 'ok' ? result.time.zone : zone}
      </p>
      <div aria-live="polite" className="min-h-16">
        {result.kind === 'ok' ? (
          <>
            <p className="text-2xl font-semibold tracking-tight" data-testid="converted-time">
              {result.time.text}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {result.time.offset}
              {fromWallTime && ` · ${dayShiftText(result.time.dateTime, fromWallTime)}`}
            </p>
          </>
        ) : result.kind === 'message' ? (
          <p className="flex items-center gap-2 text-2xl font-semibold text-red-700 dark:text-red-400" data-testid="converted-time">
            <CircleAlert aria-hidden="true" className="size-6 shrink-0" />
            {result.text}
          </p>
        ) : (
          <p className="text-2xl font-semibold text-slate-400 dark:text-slate-500" data-testid="converted-time">
            ...
          </p>
        )}
      </div>
    </Panel>
  );
}
