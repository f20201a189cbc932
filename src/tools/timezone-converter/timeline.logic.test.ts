import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { buildTimeline, describeRun, pickColumn } from './timeline.logic';
import { readWallTime } from './timezone-converter.logic';

const at = (text: string, zone: string) => Temporal.ZonedDateTime.from(`${text}[${zone}]`);

describe('buildTimeline', () => {
  it('has one column per hour of the From day, and each zone’s clock per column', () => {
    const timeline = buildTimeline(at('2024-01-15T10:20', 'America/New_York'), ['America/New_York', 'Europe/London', 'Asia/Calcutta']);
    expect(timeline.columns).toHaveLength(24);
    expect(timeline.columns.map((column) => column.label).slice(0, 3)).toEqual(['12 AM', '1 AM', '2 AM']);
    expect(timeline.selected).toBe(10);
    const [newYork, london, kolkata] = timeline.rows;
    expect(newYork?.cells[10]?.label).toBe('10 AM');
    expect(london?.cells[10]?.label).toBe('3 PM');
    expect(kolkata?.cells[10]?.label).toBe('8:30 PM');
    expect(kolkata?.offset).toBe('UTC+05:30');
    // Kolkata's clock passes midnight during New York's day.
    expect(kolkata?.cells[0]?.dayShift).toBe(0);
    expect(kolkata?.cells[23]?.dayShift).toBe(1);
  });

  it('marks working hours per zone and finds the hours shared by all', () => {
    const timeline = buildTimeline(at('2024-01-15T10:00', 'America/New_York'), ['America/New_York', 'Europe/London']);
    expect(timeline.rows[0]?.cells.map((cell) => cell.working).indexOf(true)).toBe(9);
    expect(timeline.sharedWorkingRuns).toEqual([[9, 11]]);
    expect(describeRun(timeline, [9, 11])).toBe('9:00 AM – 12:00 PM');
  });

  it('finds no shared hour when working days do not meet', () => {
    const timeline = buildTimeline(at('2024-01-15T10:00', 'America/Los_Angeles'), ['America/Los_Angeles', 'Asia/Tokyo', 'Europe/Berlin']);
    expect(timeline.sharedWorkingRuns).toEqual([]);
  });

  it('has 23 columns on the day the clocks spring forward and 25 when they fall back, the repeated hour told apart', () => {
    expect(buildTimeline(at('2024-03-10T12:00', 'America/New_York'), ['UTC']).columns).toHaveLength(23);
    const fallBack = buildTimeline(at('2024-11-03T12:00', 'America/New_York'), ['UTC']);
    expect(fallBack.columns).toHaveLength(25);
    expect(fallBack.columns.slice(0, 4).map((column) => column.label)).toEqual(['12 AM', '1 AM (UTC-04:00)', '1 AM (UTC-05:00)', '2 AM']);
    expect(fallBack.rows[0]?.cells.slice(1, 3).map((cell) => cell.label)).toEqual(['5 AM', '6 AM']);
  });

  it('starts a day whose midnight is skipped at its first real hour', () => {
    const timeline = buildTimeline(at('2024-09-08T12:00', 'America/Santiago'), ['UTC']);
    expect(timeline.columns[0]?.label).toBe('1 AM');
    expect(timeline.columns).toHaveLength(23);
  });

  it('shows the date line: Kiritimati is a day ahead of Pago Pago', () => {
    const timeline = buildTimeline(at('2024-01-01T12:00', 'Pacific/Kiritimati'), ['Pacific/Kiritimati', 'Pacific/Pago_Pago']);
    expect(timeline.rows[1]?.cells[12]?.label).toBe('11 AM');
    expect(timeline.rows[1]?.cells[12]?.dayShift).toBe(-1);
  });
});

describe('pickColumn', () => {
  it('keeps the minutes and sets the From wall time', () => {
    const current = at('2024-01-15T10:20', 'America/New_York');
    const timeline = buildTimeline(current, ['UTC']);
    const column = timeline.columns[14];
    expect(column && pickColumn(column, current)).toEqual({ text: '2024-01-15T14:20', overlap: 'earlier' });
  });

  it('picking the second 1 AM of a fall-back day chooses the later instant, which reads back as that column', () => {
    const current = at('2024-11-03T12:30', 'America/New_York');
    const timeline = buildTimeline(current, ['UTC']);
    const second = timeline.columns[2];
    if (!second) throw new Error('no column');
    const picked = pickColumn(second, current);
    expect(picked).toEqual({ text: '2024-11-03T01:30', overlap: 'later' });
    const reading = readWallTime(picked.text, 'America/New_York', picked.overlap);
    expect(reading.kind === 'ok' && reading.zoned.offset).toBe('-05:00');
  });
});
