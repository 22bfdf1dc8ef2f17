import { describe, expect, it } from 'vitest';
import {
  type DateFormat,
  formatDate,
  formatDateTime,
  formatTime,
  formatZoneLabel,
  nextUtcMidnight,
  timeZoneOffsetMinutes,
  zonedParts,
} from '../../client/shared/dates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// Saturday 21 November 2026, 13:05:00 UTC.
const T = Date.UTC(2026, 10, 21, 13, 5);

describe('formatDate', () => {
  it.each<[DateFormat, string]>([
    [0, 'Sat, 21 Nov 2026'],
    [1, 'November 21st, 2026'],
    [2, '2026-11-21'],
  ])('format %s in UTC -> %s', (format, expected) => {
    expect(formatDate(T, format, 'UTC')).toBe(expected);
  });

  it('uses the given zone, including the day roll-over', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 20, 30); // 05:30 on the 22nd in Tokyo
    expect(formatDate(lateUtc, 0, 'Asia/Tokyo')).toBe('Sun, 22 Nov 2026');
    expect(formatDate(lateUtc, 1, 'Asia/Tokyo')).toBe('November 22nd, 2026');
    expect(formatDate(lateUtc, 2, 'Asia/Tokyo')).toBe('2026-11-22');
    expect(formatDate(lateUtc, 0, 'UTC')).toBe('Sat, 21 Nov 2026');

    const earlyUtc = Date.UTC(2026, 10, 21, 2, 0); // 21:00 on the 20th in New York
    expect(formatDate(earlyUtc, 0, 'America/New_York')).toBe('Fri, 20 Nov 2026');
    expect(formatDate(earlyUtc, 1, 'America/New_York')).toBe('November 20th, 2026');
    expect(formatDate(earlyUtc, 2, 'America/New_York')).toBe('2026-11-20');
  });

  it('writes ordinal days correctly', () => {
    const day = (d: number): number => Date.UTC(2026, 0, d, 12);
    expect(formatDate(day(1), 1, 'UTC')).toBe('January 1st, 2026');
    expect(formatDate(day(2), 1, 'UTC')).toBe('January 2nd, 2026');
    expect(formatDate(day(3), 1, 'UTC')).toBe('January 3rd, 2026');
    expect(formatDate(day(11), 1, 'UTC')).toBe('January 11th, 2026');
    expect(formatDate(day(12), 1, 'UTC')).toBe('January 12th, 2026');
    expect(formatDate(day(13), 1, 'UTC')).toBe('January 13th, 2026');
    expect(formatDate(day(22), 1, 'UTC')).toBe('January 22nd, 2026');
    expect(formatDate(day(31), 1, 'UTC')).toBe('January 31st, 2026');
  });

  it('pads month, day and year in ISO style', () => {
    expect(formatDate(Date.UTC(2026, 0, 5), 2, 'UTC')).toBe('2026-01-05');
    const year999 = new Date(0);
    year999.setUTCFullYear(999, 0, 2);
    expect(formatDate(year999.getTime(), 2, 'UTC')).toBe('0999-01-02');
  });

  it('handles leap days and weekdays', () => {
    expect(formatDate(Date.UTC(2028, 1, 29), 0, 'UTC')).toBe('Tue, 29 Feb 2028');
    expect(formatDate(Date.UTC(2028, 1, 29), 1, 'UTC')).toBe('February 29th, 2028');
    expect(formatDate(0, 0, 'UTC')).toBe('Thu, 1 Jan 1970');
  });

  it('rejects an invalid timestamp, an unknown zone and an unknown format', () => {
    expect(() => formatDate(Number.NaN, 0, 'UTC')).toThrow(RangeError);
    expect(() => formatDate(T, 0, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => formatDate(T, 3 as DateFormat, 'UTC')).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it('formats 24 h and 12 h clocks', () => {
    expect(formatTime(T, true, 'UTC')).toBe('13:05');
    expect(formatTime(T, false, 'UTC')).toBe('1:05 PM');
  });

  it.each([
    [0, 0, '00:00', '12:00 AM'],
    [0, 30, '00:30', '12:30 AM'],
    [9, 5, '09:05', '9:05 AM'],
    [11, 59, '11:59', '11:59 AM'],
    [12, 0, '12:00', '12:00 PM'],
    [12, 1, '12:01', '12:01 PM'],
    [23, 59, '23:59', '11:59 PM'],
  ])('%s:%s -> %s / %s', (hour, minute, h24, h12) => {
    const ms = Date.UTC(2026, 5, 1, hour, minute, 45, 999);
    expect(formatTime(ms, true, 'UTC')).toBe(h24);
    expect(formatTime(ms, false, 'UTC')).toBe(h12);
    // The Intl code path must agree with the fixed-offset one.
    expect(formatTime(ms, true, 'Africa/Abidjan')).toBe(h24);
    expect(formatTime(ms, false, 'Africa/Abidjan')).toBe(h12);
  });

  it('converts to the given zone', () => {
    expect(formatTime(T, true, 'Asia/Tokyo')).toBe('22:05');
    expect(formatTime(T, false, 'Asia/Tokyo')).toBe('10:05 PM');
    expect(formatTime(T, true, 'America/New_York')).toBe('08:05');
    expect(formatTime(T, false, 'America/New_York')).toBe('8:05 AM');
    expect(formatTime(T, true, 'Asia/Kathmandu')).toBe('18:50');
    expect(formatTime(T, true, 'UTC')).toBe('13:05');
  });

  it('accepts fixed offsets as minutes or strings', () => {
    expect(formatTime(T, true, 540)).toBe('22:05');
    expect(formatTime(T, true, '+09:00')).toBe('22:05');
    expect(formatTime(T, true, '+0900')).toBe('22:05');
    expect(formatTime(T, true, 'UTC+9')).toBe('22:05');
    expect(formatTime(T, true, '-03:30')).toBe('09:35');
    expect(formatTime(T, true, -210)).toBe('09:35');
    expect(() => formatTime(T, true, '+25:00')).toThrow(RangeError);
  });

  it('defaults to the runtime local zone', () => {
    const local = new Date(T);
    const expected = `${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`;
    expect(formatTime(T, true)).toBe(expected);
    expect(timeZoneOffsetMinutes(T) + local.getTimezoneOffset()).toBe(0);
  });
});

describe('time zone offsets', () => {
  it('has no DST in Tokyo', () => {
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 0, 15), 'Asia/Tokyo')).toBe(540);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 15), 'Asia/Tokyo')).toBe(540);
  });

  it('follows DST in New York, switching at the exact instant', () => {
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 0, 15), 'America/New_York')).toBe(-300);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 15), 'America/New_York')).toBe(-240);
    // Clocks go forward at 02:00 EST on 8 March 2026, i.e. 07:00 UTC.
    const switchAt = Date.UTC(2026, 2, 8, 7);
    expect(timeZoneOffsetMinutes(switchAt - 1, 'America/New_York')).toBe(-300);
    expect(timeZoneOffsetMinutes(switchAt, 'America/New_York')).toBe(-240);
    expect(formatTime(switchAt - 60_000, true, 'America/New_York')).toBe('01:59');
    expect(formatTime(switchAt, true, 'America/New_York')).toBe('03:00');
  });

  it('handles non-hour offsets and southern-hemisphere DST', () => {
    expect(timeZoneOffsetMinutes(T, 'Asia/Kathmandu')).toBe(345);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 0, 15), 'America/St_Johns')).toBe(-210);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 0, 15), 'Australia/Adelaide')).toBe(630);
    expect(timeZoneOffsetMinutes(Date.UTC(2026, 6, 15), 'Australia/Adelaide')).toBe(570);
  });

  it('exposes the zoned calendar fields', () => {
    expect(zonedParts(T, 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 11,
      day: 21,
      weekday: 6,
      hour: 22,
      minute: 5,
      second: 0,
      offsetMinutes: 540,
    });
  });

  it('is unaffected by sub-second parts of the instant', () => {
    expect(timeZoneOffsetMinutes(T + 999, 'Asia/Tokyo')).toBe(540);
    expect(timeZoneOffsetMinutes(-1, 'Asia/Tokyo')).toBe(540);
  });
});

describe('formatZoneLabel', () => {
  it('labels UTC itself as plain "UTC", by any of its names', () => {
    expect(formatZoneLabel(T, 'UTC')).toBe('UTC');
    expect(formatZoneLabel(T, 'Etc/UTC')).toBe('UTC');
  });

  it('labels any other zone with its offset, even one at UTC+0', () => {
    expect(formatZoneLabel(T, 'Asia/Tokyo')).toBe('UTC+9:00');
    expect(formatZoneLabel(T, 'America/New_York')).toBe('UTC-5:00');
    expect(formatZoneLabel(Date.UTC(2026, 6, 1), 'America/New_York')).toBe('UTC-4:00');
    expect(formatZoneLabel(T, 'Asia/Kathmandu')).toBe('UTC+5:45');
    expect(formatZoneLabel(T, 'Europe/London')).toBe('UTC+0:00');
  });
});

describe('formatDateTime', () => {
  it('joins date, time and zone in UTC', () => {
    expect(formatDateTime(T, { dateFormat: 0, use24Hour: true, timeZone: 'UTC' })).toBe('Sat, 21 Nov 2026 13:05 UTC');
    expect(formatDateTime(T, { dateFormat: 1, use24Hour: false, timeZone: 'UTC' })).toBe('November 21st, 2026 1:05 PM UTC');
    expect(formatDateTime(T, { dateFormat: 2, use24Hour: true, timeZone: 'UTC' })).toBe('2026-11-21 13:05 UTC');
  });

  it('labels UTC by another of its names as UTC', () => {
    expect(formatDateTime(T, { dateFormat: 2, use24Hour: true, timeZone: 'Etc/UTC' })).toBe('2026-11-21 13:05 UTC');
  });

  it('renders Tokyo and New York local times', () => {
    expect(formatDateTime(T, { dateFormat: 0, use24Hour: true, timeZone: 'Asia/Tokyo' })).toBe('Sat, 21 Nov 2026 22:05 UTC+9:00');
    expect(formatDateTime(T, { dateFormat: 1, use24Hour: false, timeZone: 'Asia/Tokyo' })).toBe('November 21st, 2026 10:05 PM UTC+9:00');
    expect(
      formatDateTime(Date.UTC(2026, 10, 21, 3, 0), {
        dateFormat: 2,
        use24Hour: false,
        timeZone: 'America/New_York',
      }),
    ).toBe('2026-11-20 10:00 PM UTC-5:00');
    expect(
      formatDateTime(Date.UTC(2026, 6, 4, 16, 0), {
        dateFormat: 0,
        use24Hour: true,
        timeZone: 'America/New_York',
      }),
    ).toBe('Sat, 4 Jul 2026 12:00 UTC-4:00');
  });

  it('renders a fixed offset', () => {
    expect(formatDateTime(T, { dateFormat: 2, use24Hour: true, timeZone: -210 })).toBe('2026-11-21 09:35 UTC-3:30');
  });
});

describe('nextUtcMidnight', () => {
  it('returns the next UTC day boundary', () => {
    expect(nextUtcMidnight(T)).toBe(Date.UTC(2026, 10, 22));
    expect(nextUtcMidnight(Date.UTC(2026, 11, 31, 23, 59, 59, 999))).toBe(Date.UTC(2027, 0, 1));
    expect(nextUtcMidnight(Date.UTC(2028, 1, 28, 5))).toBe(Date.UTC(2028, 1, 29));
  });

  it('is strictly after the instant, even exactly at midnight', () => {
    const midnight = Date.UTC(2026, 10, 21);
    expect(nextUtcMidnight(midnight)).toBe(midnight + DAY);
    expect(nextUtcMidnight(midnight - 1)).toBe(midnight);
    expect(nextUtcMidnight(midnight + 1)).toBe(midnight + DAY);
  });

  it('works before the epoch', () => {
    expect(nextUtcMidnight(-1)).toBe(0);
    expect(nextUtcMidnight(-DAY)).toBe(0);
    expect(nextUtcMidnight(-DAY - 1)).toBe(-DAY);
  });
});
