import {
  addDays,
  addMonths,
  addMonthsToInstant,
  addDaysToInstant,
  dateInZone,
  dayBefore,
  displayDate,
  daysBetween,
  daysOf,
  DEFAULT_TIME_ZONE,
  isMonthEnd,
  isTimeZone,
  monthEnd,
  monthsOf,
  monthStart,
  periodToDate,
  todayIn,
  weekdayFromMonday,
  weekStart,
  yearStart,
} from './index.js';

describe('calendar dates', () => {
  it('shows a date DD/MM/YYYY, and leaves anything else as it is', () => {
    expect(displayDate('2026-11-05')).toBe('05/11/2026');
    expect(displayDate('')).toBe('');
    expect(displayDate('05/11/2026')).toBe('05/11/2026');
    expect(displayDate('2026-11-05T10:00:00Z')).toBe('2026-11-05T10:00:00Z');
  });

  it('moves by days across month and year ends, leap days included', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(dayBefore('2024-03-01')).toBe('2024-02-29');
    expect(daysBetween('2026-01-30', '2026-02-02')).toBe(4);
    expect(daysBetween('2026-02-02', '2026-02-02')).toBe(1);
  });

  it('finds month ends: 28 or 29 days in February (leap years by the Gregorian rule), 30 or 31 otherwise', () => {
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
    expect(monthEnd('2024-02-01')).toBe('2024-02-29');
    expect(monthEnd('2000-02-15')).toBe('2000-02-29'); // divisible by 400: leap
    expect(monthEnd('1900-02-15')).toBe('1900-02-28'); // divisible by 100, not 400: common
    expect(monthEnd('2026-04-30')).toBe('2026-04-30');
    expect(monthEnd('2026-12-01')).toBe('2026-12-31');
    expect(isMonthEnd('2024-02-29')).toBe(true);
    expect(isMonthEnd('2024-02-28')).toBe(false);
    expect(isMonthEnd('2026-02-28')).toBe(true);
  });

  it('finds month and year starts, months before and after', () => {
    expect(monthStart('2026-11-18')).toBe('2026-11-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(monthStart('2026-12-15', 1)).toBe('2027-01-01');
    expect(monthStart('2026-03-31', -13)).toBe('2025-02-01');
    expect(yearStart('2026-11-18')).toBe('2026-01-01');
  });

  it('adds months keeping the day, clamped to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-15', -17)).toBe('2024-12-15');
  });

  it('counts weeks from Monday', () => {
    expect(weekdayFromMonday('2026-11-16')).toBe(0); // Monday
    expect(weekdayFromMonday('2026-11-22')).toBe(6); // Sunday
    expect(weekStart('2026-11-18')).toBe('2026-11-16');
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // a week across the year end
  });

  it('lists the days and the months a range touches', () => {
    expect(daysOf({ from: '2026-01-30', to: '2026-02-02' })).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(monthsOf({ from: '2025-11-15', to: '2026-02-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(daysOf({ from: '2026-02-02', to: '2026-02-01' })).toEqual([]);
    // The last day there is to write ends the list: no endless loop past year 9999.
    expect(daysOf({ from: '9999-12-30', to: '9999-12-31' })).toEqual(['9999-12-30', '9999-12-31']);
    expect(monthsOf({ from: '9999-11-15', to: '9999-12-31' })).toEqual(['9999-11', '9999-12']);
  });
});

describe('named periods to date', () => {
  const today = '2026-11-18'; // a Wednesday

  it('today, thisWeek (from Monday), thisMonth (from the 1st), thisYear (from 1 January), each ending today', () => {
    expect(periodToDate('today', today)).toEqual({ from: today, to: today });
    expect(periodToDate('thisWeek', today)).toEqual({ from: '2026-11-16', to: today });
    expect(periodToDate('thisWeek', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-16' });
    expect(periodToDate('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(periodToDate('thisYear', today)).toEqual({ from: '2026-01-01', to: today });
    expect(periodToDate('thisWeek', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-01' });
  });
});

describe("a business's time zone", () => {
  const at = (instant: string) => () => new Date(instant);

  it('keeps Lagos time by default', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Africa/Lagos');
  });

  it('starts the day at midnight in Lagos, an hour before midnight UTC', () => {
    // 23:30 UTC is 00:30 the next day in Lagos (UTC+1 all year).
    expect(todayIn(at('2026-11-18T23:30:00Z'))).toBe('2026-11-19');
    expect(todayIn(at('2026-11-18T23:30:00Z'), 'UTC')).toBe('2026-11-18');
    // 22:59:59 UTC is still 23:59:59 the same day in Lagos; 23:00 UTC is its midnight.
    expect(todayIn(at('2026-11-18T22:59:59.999Z'))).toBe('2026-11-18');
    expect(todayIn(at('2026-11-18T23:00:00Z'))).toBe('2026-11-19');
    expect(todayIn(at('2026-11-19T00:00:00Z'))).toBe('2026-11-19');
  });

  it('moves into a new month and year at Lagos midnight', () => {
    expect(todayIn(at('2024-02-29T23:15:00Z'))).toBe('2024-03-01');
    expect(todayIn(at('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(todayIn(at('2026-12-31T23:00:00Z'), 'UTC')).toBe('2026-12-31');
  });

  it('reads other zones, behind UTC as well', () => {
    expect(dateInZone(new Date('2026-11-19T03:00:00Z'), 'America/New_York')).toBe('2026-11-18');
    expect(dateInZone(new Date('2026-11-18T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-19');
  });

  it('knows which zones exist', () => {
    expect(isTimeZone('Africa/Lagos')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('instants', () => {
  it('moves an instant by days or calendar months, keeping its time of day', () => {
    expect(addDaysToInstant('2024-02-28T10:00:00.000Z', 1)).toBe('2024-02-29T10:00:00.000Z');
    expect(addDaysToInstant('2026-11-18T23:30:00.000Z', 14)).toBe('2026-12-02T23:30:00.000Z');
    expect(addMonthsToInstant('2024-03-31T23:59:59.999Z', 1)).toBe('2024-04-30T23:59:59.999Z');
    expect(addMonthsToInstant('2024-01-31T08:00:00.000Z', 1)).toBe('2024-02-29T08:00:00.000Z');
  });
});
