import { monthStart, weekStart, yearStart, type DateRange } from './calendar-dates.js';

/**
 * Periods up to today by name, as the dashboard's period select offers them: today; thisWeek
 * (Monday to today); thisMonth (the 1st to today); thisYear (1 January to today).
 */
export const PERIODS_TO_DATE = ['today', 'thisWeek', 'thisMonth', 'thisYear'] as const;
export type PeriodToDate = (typeof PERIODS_TO_DATE)[number];

export function periodToDate(name: PeriodToDate, today: string): DateRange {
  switch (name) {
    case 'today':
      return { from: today, to: today };
    case 'thisWeek':
      return { from: weekStart(today), to: today };
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'thisYear':
      return { from: yearStart(today), to: today };
  }
}
