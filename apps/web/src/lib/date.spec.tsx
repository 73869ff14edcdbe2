import { describe, expect, it } from '@jest/globals';
import { daysAgoIsoDate, formatIsoDate, formatLongDate, monthStartIsoDate, todayIsoDate, yearStartIsoDate } from './date.js';

describe('dates', () => {
  it("gives today as the business's day in Lagos, whatever the browser's zone", () => {
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Lagos (UTC+1).
    const justAfterLagosMidnight = new Date('2025-12-31T23:30:00Z');
    expect(todayIsoDate(justAfterLagosMidnight)).toBe('2026-01-01');
    expect(monthStartIsoDate(justAfterLagosMidnight)).toBe('2026-01-01');
    expect(yearStartIsoDate(justAfterLagosMidnight)).toBe('2026-01-01');
    expect(daysAgoIsoDate(1, justAfterLagosMidnight)).toBe('2025-12-31');
    expect(todayIsoDate(new Date('2025-12-31T22:59:00Z'))).toBe('2025-12-31');
  });

  it('formats an ISO date for people', () => {
    expect(formatIsoDate('2025-03-01')).toBe('01/03/2025');
    expect(formatIsoDate('not a date')).toBe('not a date');
  });

  it("formats a date the long way, 'ddd, Do MMM, YYYY'", () => {
    expect(formatLongDate('2026-12-03')).toBe('Thu, 3rd Dec, 2026');
    expect(formatLongDate('2026-01-01')).toBe('Thu, 1st Jan, 2026');
    expect(formatLongDate('2026-02-22')).toBe('Sun, 22nd Feb, 2026');
    expect(formatLongDate('2026-03-11')).toBe('Wed, 11th Mar, 2026');
    expect(formatLongDate('2026-03-12')).toBe('Thu, 12th Mar, 2026');
    expect(formatLongDate('2026-03-13')).toBe('Fri, 13th Mar, 2026');
    expect(formatLongDate('2026-03-23')).toBe('Mon, 23rd Mar, 2026');
    expect(formatLongDate('2026-03-31')).toBe('Tue, 31st Mar, 2026');
    // A timestamp: the viewer's calendar day.
    const noon = new Date(2026, 4, 2, 12, 0);
    expect(formatLongDate(noon.toISOString())).toBe('Sat, 2nd May, 2026');
    expect(formatLongDate('soon')).toBe('soon');
  });
});
