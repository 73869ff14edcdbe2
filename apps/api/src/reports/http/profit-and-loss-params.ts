import { ApiQuery } from '@nestjs/swagger';
import { NAMED_PERIODS } from '@ledgerline/ledger';
import { profitAndLoss, type Queryable } from '@ledgerline/projections';
import { reportOrNotFound } from '../report-errors.js';
import { profitAndLossPeriods } from '../report-params.js';
import { readPositionParam } from '../../common/http/position-param.js';
import { businessToday } from '../../common/calendar/business-today.js';

export const PARAM = {
  name: 'param',
  description: `custom (startDate1 and endDate1 required), or ${NAMED_PERIODS.join(', ')} (the period before it beside it)`,
  example: 'custom',
};

export const PERIOD_QUERIES = [
  { name: 'startDate1', required: false, example: '2026-01-01' },
  { name: 'endDate1', required: false, example: '2026-03-31' },
  { name: 'startDate2', required: false, example: '2025-01-01', description: 'The second column (with endDate2)' },
  { name: 'endDate2', required: false, example: '2025-03-31' },
  { name: 'knownAt', required: false, example: '1234', description: 'An event position: the report exactly as it was when the history ended there' },
];

export const periodQueries = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  for (const query of PERIOD_QUERIES) ApiQuery(query)(target, key, descriptor);
};

/** The profit and loss a GET names: `param` and the query's dates pick the periods (the second beside the first). */
export function profitAndLossOf(db: Queryable, businessId: string, param: string, query: Record<string, unknown>) {
  const { period1, period2 } = profitAndLossPeriods(param, query, businessToday());
  return reportOrNotFound(profitAndLoss(db, businessId, { period1, ...(period2 ? { period2 } : {}), knownAt: readPositionParam(query.knownAt) }));
}
