import { PagedDatesDto, readPage } from '../dashboard-inputs.js';
import { reportPeriod } from '../periods.js';
import { businessToday } from '../../common/calendar/business-today.js';
import { ListReportTransactionsQuery } from '../queries/list-report-transactions/list-report-transactions.query.js';

export const NOTES =
  'Default period: the 1st of this month to today. Voided documents never count. knownAt (a position a command answered) gives the answer exactly as it was ' +
  'when the history ended there, before any later correction, payment or back-dated entry. A `business` parameter is ignored: the business is the session’s.';

export const PAGE = 'page, limit, total, totalPages';

export function reportTransactionsQuery(businessId: string, type: 'sales' | 'purchases', query: PagedDatesDto): ListReportTransactionsQuery {
  const period = reportPeriod(query, businessToday());
  const page = readPage(query);
  return new ListReportTransactionsQuery(businessId, type, period, page, query.knownAt);
}
