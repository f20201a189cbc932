import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { excelSerialFor, FAKE_LEAP_DAY_NOTE, readExcelSerial } from './excel.logic';

const wall = (text: string) => Temporal.PlainDateTime.from(text);

describe('Excel 1900 date system, with its leap-year bug', () => {
  it.each([
    ['0', '1899-12-31T00:00:00'],
    ['1', '1900-01-01T00:00:00'],
    ['59', '1900-02-28T00:00:00'],
    ['61', '1900-03-01T00:00:00'],
    ['45000', '2023-03-15T00:00:00'],
    ['45000.75', '2023-03-15T18:00:00'],
    ['45000.5000000116', '2023-03-15T12:00:00.001'],
    ['2958465', '9999-12-31T00:00:00'],
  ])('serial %s is %s, and back', (serial, dateTime) => {
    const reading = readExcelSerial(serial, '1900');
    expect(reading.ok && reading.value.dateTime.toString()).toBe(dateTime);
    const back = excelSerialFor(wall(dateTime), '1900');
    expect(back.ok && back.value).toBe(serial === '45000.5000000116' ? '45000.5000000116' : serial);
  });

  it('serial 60 is the fake 1900-02-29: read as 1900-03-01 with a note, and never written', () => {
    const reading = readExcelSerial('60', '1900');
    expect(reading.ok && reading.value).toEqual({ dateTime: wall('1900-03-01T00:00'), note: FAKE_LEAP_DAY_NOTE });
    expect(excelSerialFor(wall('1900-03-01T00:00'), '1900')).toEqual({ ok: true, value: '61' });
  });

  it.each([
    ['-1', 'not negative'],
    ['2958466', 'end at 9999-12-31'],
    ['1e5', 'a number of days'],
  ])('serial %s is refused: %s', (serial, words) => {
    const reading = readExcelSerial(serial, '1900');
    expect(reading.ok ? null : reading.message).toContain(words);
  });

  it('a date before 1900 has no serial', () => {
    expect(excelSerialFor(wall('1899-12-30T00:00'), '1900')).toEqual({ ok: false, message: 'Excel’s 1900 date system starts at 1900-01-01 (serial 1).' });
  });
});

describe('Excel 1904 date system', () => {
  it.each([
    ['0', '1904-01-01T00:00:00'],
    ['43538', '2023-03-15T00:00:00'],
    ['1.25', '1904-01-02T06:00:00'],
  ])('serial %s is %s, and back', (serial, dateTime) => {
    const reading = readExcelSerial(serial, '1904');
    expect(reading.ok && reading.value.dateTime.toString()).toBe(dateTime);
    expect(excelSerialFor(wall(dateTime), '1904')).toEqual({ ok: true, value: serial });
  });

  it('1903 is before its start', () => {
    expect(excelSerialFor(wall('1903-12-31T00:00'), '1904').ok).toBe(false);
  });
});
