import { monthStart } from '@ledgerline/ledger';
import { cashFlow, type CashFlowReport, type Queryable } from '@ledgerline/projections';
import { businessToday } from '../../../common/calendar/business-today.js';
import { AppError } from '../../../common/errors/app-error.js';
import { readDateParam } from '../../../common/http/date-param.js';
import { reportOrNotFound } from '../../report-errors.js';

/** The statement for `?startDate&endDate` (default the first of this month to today), read strictly: a bad date or a period ending before it starts is 400. */
export async function cashFlowOf(db: Queryable, businessId: string, start: unknown, end: unknown): Promise<CashFlowReport> {
  const endDate = readDateParam(end, 'endDate') ?? businessToday();
  const startDate = readDateParam(start, 'startDate') ?? monthStart(endDate);
  if (startDate > endDate) throw AppError.validation([{ field: 'endDate', message: 'endDate must not be before startDate' }]);
  return reportOrNotFound(cashFlow(db, businessId, { startDate, endDate }));
}
