import { describe, expect, it } from '@jest/globals';
import { formatIsoDate, todayIsoDate } from './date.js';

describe('dates', () => {
  it('gives today as the local calendar day, even just after local midnight', () => {
    expect(todayIsoDate(new Date(2025, 2, 1, 0, 30))).toBe('2025-03-01');
    expect(todayIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('formats an ISO date for people', () => {
    expect(formatIsoDate('2025-03-01')).toBe('01/03/2025');
    expect(formatIsoDate('not a date')).toBe('not a date');
  });
});
