// The twelve months of a budget as the screens name them ("Jan 2026"), from its first (YYYY-MM).

import { todayIsoDate } from '../../lib/date.js';

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** YYYY-MM of the month `offset` months after `firstMonth`. */
export function addMonths(firstMonth: string, offset: number): string {
  const [year, month] = firstMonth.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** "2026-01" → "Jan 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${SHORT[Number(number) - 1] ?? number} ${year}`;
}

/** The labels of the twelve months from `firstMonth`. */
export function monthLabels(firstMonth: string): string[] {
  return Array.from({ length: 12 }, (_, offset) => monthLabel(addMonths(firstMonth, offset)));
}

/** This month on the business's calendar, YYYY-MM (the default first month of a new budget). */
export function currentMonth(now: Date = new Date()): string {
  return todayIsoDate(now).slice(0, 7);
}
