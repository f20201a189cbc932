import { Temporal } from 'temporal-polyfill';
import { formatClock, formatOffset, overlapChoiceFor, toInputValue, type OverlapChoice } from './timezone-converter.logic';

/** Working hours on each zone's own clock: 9 AM up to 5 PM. */
export const WORK_START_HOUR = 9;
export const WORK_END_HOUR = 17;

export interface TimelineCell {
  /** The zone's wall time at the start of the column. */
  time: Temporal.PlainDateTime;
  /** "9 AM", or "9:30 AM" for zones off the hour. */
  label: string;
  /** Days ahead of (+) or behind (-) the From zone's day. */
  dayShift: number;
  working: boolean;
}

export interface TimelineColumn {
  start: Temporal.ZonedDateTime;
  /** The From zone's hour, e.g. "1 AM"; with its offset when the hour happens twice. */
  label: string;
  /** An unambiguous name, e.g. "1:00 AM UTC-04:00". */
  fullLabel: string;
}

export interface TimelineRow {
  zone: string;
  offset: string;
  cells: TimelineCell[];
}

export interface Timeline {
  columns: TimelineColumn[];
  rows: TimelineRow[];
  /** The column holding the converted instant. */
  selected: number;
  /** Runs of columns inside working hours in every zone, as [first, last] column indexes. */
  sharedWorkingRuns: [number, number][];
}

const hourLabel = (time: Temporal.PlainDateTime) => (time.minute === 0 ? `${time.hour % 12 || 12} ${time.hour < 12 ? 'AM' : 'PM'}` : formatClock(time));

const isWorking = (time: Temporal.PlainDateTime) => time.hour >= WORK_START_HOUR && time.hour < WORK_END_HOUR;

/**
 * One column per hour of the From zone's day, from its midnight to the next (23 or 25 columns on days the
 * clocks change), and one row per zone showing its clock at each column's start.
 */
export function buildTimeline(selected: Temporal.ZonedDateTime, zones: readonly string[]): Timeline {
  const dayStart = selected.startOfDay();
  const nextDay = dayStart.toPlainDate().add({ days: 1 });
  const columns: TimelineColumn[] = [];
  for (let start = dayStart; Temporal.PlainDate.compare(start.toPlainDate(), nextDay) < 0; start = start.add({ hours: 1 })) {
    const time = start.toPlainDateTime();
    columns.push({ start, label: hourLabel(time), fullLabel: `${formatClock(time)} ${formatOffset(start.offsetNanoseconds)}` });
  }
  // An hour shown twice (clocks falling back) is told apart by its offset.
  const repeated = new Set(
    columns.filter((column, index) => columns.findIndex((other) => other.label === column.label) !== index).map((column) => column.label),
  );
  for (const column of columns) {
    if (repeated.has(column.label)) column.label = `${column.label} (${formatOffset(column.start.offsetNanoseconds)})`;
  }
  const fromDay = dayStart.toPlainDate();
  const rows = zones.map((zone) => {
    const cells = columns.map(({ start }) => {
      const time = start.withTimeZone(zone).toPlainDateTime();
      return { time, label: hourLabel(time), dayShift: time.toPlainDate().since(fromDay).days, working: isWorking(time) };
    });
    return { zone, offset: formatOffset(selected.withTimeZone(zone).offsetNanoseconds), cells };
  });
  const selectedIndex = columns.findLastIndex((column) => Temporal.ZonedDateTime.compare(column.start, selected) <= 0);
  const shared = columns.map((_, index) => rows.every((row) => row.cells[index]?.working));
  return { columns, rows, selected: Math.max(selectedIndex, 0), sharedWorkingRuns: runsOf(shared) };
}

function runsOf(flags: readonly boolean[]): [number, number][] {
  const runs: [number, number][] = [];
  flags.forEach((flag, index) => {
    if (!flag) return;
    const last = runs.at(-1);
    if (last && last[1] === index - 1) last[1] = index;
    else runs.push([index, index]);
  });
  return runs;
}

/** A run of columns as From-zone times, e.g. "2:00 PM – 4:00 PM" (the end is the last column's end). */
export function describeRun(timeline: Timeline, [first, last]: [number, number]): string {
  const start = timeline.columns[first]?.start;
  const end = timeline.columns[last]?.start.add({ hours: 1 });
  return start && end ? `${formatClock(start.toPlainDateTime())} – ${formatClock(end.toPlainDateTime())}` : '';
}

/**
 * Picking a column keeps the minutes of the current time and returns the From zone's wall time for the
 * input, with the overlap choice that makes it mean that very instant (the second 1:30 AM, say).
 */
export function pickColumn(column: TimelineColumn, current: Temporal.ZonedDateTime): { text: string; overlap: OverlapChoice } {
  const picked = column.start.add({ minutes: current.minute });
  return { text: toInputValue(picked.toPlainDateTime()), overlap: overlapChoiceFor(picked) };
}
