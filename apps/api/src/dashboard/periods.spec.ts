import { addDays, monthStart } from '@ledgerline/ledger';
import { AppError } from '../common/errors/app-error.js';
import { createValidationPipe } from '../common/http/validation.js';
import { DashboardSummaryQueryDto, DatesDto, ListLimitDto, PagedDatesDto, TodayOverviewBodyDto } from './dashboard-inputs.js';
import { dashboardPeriod, graphWindow, periodLabels, readListLimit, reportPeriod, summaryGrouping } from './periods.js';

const fieldOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    return (error as AppError).errors?.[0]?.field;
  }
  return undefined;
};

/** A query or body as the validation pipe reads it with its DTO. */
const read = <T extends object>(metatype: new () => T, value: Record<string, unknown>): Promise<T> =>
  createValidationPipe().transform(value, { type: 'query', metatype });

describe('dashboard periods', () => {
  const today = '2026-11-18'; // a Wednesday

  it('does date arithmetic on the UTC calendar', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(monthStart('2026-11-18')).toBe('2026-11-01');
    expect(monthStart('2026-01-31', -1)).toBe('2025-12-01');
    expect(periodLabels({ from: '2026-01-30', to: '2026-02-02' }, 'day')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(periodLabels({ from: '2025-11-15', to: '2026-02-02' }, 'month')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('reads the period select: this month by default, calendar week from Monday, a custom range', () => {
    expect(dashboardPeriod({}, today)).toEqual({ filterType: 'thisMonth', from: '2026-11-01', to: today });
    expect(dashboardPeriod({ filterType: 'today' }, today)).toEqual({ filterType: 'today', from: today, to: today });
    expect(dashboardPeriod({ filterType: 'thisWeek' }, today)).toEqual({ filterType: 'thisWeek', from: '2026-11-16', to: today });
    expect(dashboardPeriod({ filterType: 'thisWeek' }, '2026-11-22')).toMatchObject({ from: '2026-11-16' }); // Sunday
    expect(dashboardPeriod({ filterType: 'THISYEAR' }, today)).toEqual({ filterType: 'thisYear', from: '2026-01-01', to: today });
    expect(dashboardPeriod({ filterType: 'custom', startDate: '2026-10-01', endDate: '2026-10-31' }, today)).toEqual({
      filterType: 'customrange',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(fieldOf(() => dashboardPeriod({ filterType: 'lastWeek' }, today))).toBe('filterType');
    expect(fieldOf(() => reportPeriod({ startDate: '2026-11-19', endDate: '2026-11-18' }, today))).toBe('endDate');
  });

  it('reads dates with the DTOs: YYYY-MM-DD or an ISO date-time cut to its date, else 400 naming the field', async () => {
    const dates = await read(DashboardSummaryQueryDto, { endDate: '2026-10-15T10:00:00Z', startDate: ' 2026-10-01 ' });
    expect(dates).toMatchObject({ startDate: '2026-10-01', endDate: '2026-10-15' });
    expect(dashboardPeriod(await read(DashboardSummaryQueryDto, { endDate: '2026-10-15T10:00:00Z' }), today)).toEqual({
      filterType: 'customrange',
      from: '2026-10-01',
      to: '2026-10-15',
    });
    await expect(read(DatesDto, { startDate: '', endDate: undefined })).resolves.toMatchObject({ startDate: undefined, endDate: undefined });
    for (const startDate of [20261101, '2026-02-30', '18/11/2026', ' ']) {
      await expect(read(DatesDto, { startDate })).rejects.toMatchObject({
        status: 400,
        errors: [{ field: 'startDate', message: 'startDate must be a real date written YYYY-MM-DD' }],
      });
    }
    await expect(read(DatesDto, { startDate: ['2026-11-01'] })).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'startDate', message: 'startDate must be given once' }],
    });
  });

  it('builds the graph: 15 days by default, months when monthly, startDate wins over numberOfDays', () => {
    const daily = graphWindow({}, today);
    expect(daily).toMatchObject({ reportType: 'daily', from: '2026-11-04', to: today });
    expect(daily.labels).toHaveLength(15);
    expect(graphWindow({ numberOfDays: 1 }, today).labels).toEqual([today]);
    expect(graphWindow({ reportType: 'monthly' }, today)).toMatchObject({
      from: '2025-12-01',
      to: today,
      labels: expect.arrayContaining(['2025-12', '2026-11']),
    });
    expect(graphWindow({ reportType: 'monthly', numberOfDays: 3, endDate: '2026-05-10' }, today).labels).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(graphWindow({ startDate: '2026-11-10', numberOfDays: 2 }, today).labels).toHaveLength(9);
    expect(fieldOf(() => graphWindow({ startDate: '2020-01-01' }, today))).toBe('startDate');
    expect(fieldOf(() => graphWindow({ startDate: '2026-11-19' }, today))).toBe('endDate');
  });

  it('reads the graph’s body with its DTO: numberOfDays up to 366 days or 120 months, reportType in any case', async () => {
    await expect(read(TodayOverviewBodyDto, { numberOfDays: '1', reportType: ' Monthly ' })).resolves.toMatchObject({ numberOfDays: 1, reportType: 'monthly' });
    await expect(read(TodayOverviewBodyDto, { numberOfDays: 366, reportType: '' })).resolves.toMatchObject({ numberOfDays: 366, reportType: undefined });
    await expect(read(TodayOverviewBodyDto, { numberOfDays: 120, reportType: 'monthly' })).resolves.toMatchObject({ numberOfDays: 120 });
    const refusal = (body: Record<string, unknown>) =>
      read(TodayOverviewBodyDto, body).then(
        () => [],
        (error: AppError) => error.errors,
      );
    expect(await refusal({ reportType: 'hourly' })).toEqual([{ field: 'reportType', message: 'reportType must be daily or monthly' }]);
    for (const numberOfDays of [0, 367, 1.5, '1.5', 'ten', -1]) {
      expect(await refusal({ numberOfDays })).toEqual([{ field: 'numberOfDays', message: 'numberOfDays must be a whole number from 1 to 366' }]);
    }
    expect(await refusal({ numberOfDays: 121, reportType: 'MONTHLY' })).toEqual([
      { field: 'numberOfDays', message: 'numberOfDays must be a whole number from 1 to 120' },
    ]);
    // A report type it does not know counts days.
    expect(await refusal({ numberOfDays: 200, reportType: 'weekly' })).toEqual([{ field: 'reportType', message: 'reportType must be daily or monthly' }]);
  });

  it('reads limits and series grouping', () => {
    expect(readListLimit(undefined)).toBe(5);
    expect(readListLimit(12)).toBe(12);
    expect(summaryGrouping(undefined, { from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(summaryGrouping(undefined, { from: '2026-01-01', to: '2026-03-04' })).toBe('month');
    expect(summaryGrouping('monthly', { from: '2026-01-01', to: '2026-01-02' })).toBe('month');
    expect(fieldOf(() => summaryGrouping('week', { from: '2026-01-01', to: '2026-01-02' }))).toBe('groupBy');
  });

  it('reads list limits and pages with the DTOs: digits or numbers in range, else 400 naming the field', async () => {
    await expect(read(ListLimitDto, { limit: '12' })).resolves.toMatchObject({ limit: 12 });
    await expect(read(ListLimitDto, { limit: '' })).resolves.toMatchObject({ limit: undefined });
    for (const limit of ['0', '101', '1.5', 'ten', ['1', '2']]) {
      await expect(read(ListLimitDto, { limit })).rejects.toMatchObject({
        status: 400,
        errors: [{ field: 'limit', message: 'limit must be a whole number from 1 to 100' }],
      });
    }
    await expect(read(PagedDatesDto, { page: 3, limit: 100 })).resolves.toMatchObject({ page: 3, limit: 100 });
    await expect(read(PagedDatesDto, { page: '0', limit: '101' })).rejects.toMatchObject({ errors: [{ field: 'limit' }, { field: 'page' }] });
  });
});
