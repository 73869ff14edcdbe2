import { QueryBus } from '@nestjs/cqrs';
import type { OwedSide } from '@ledgerline/projections';
import { ListOwedQuery } from '../queries/list-owed/list-owed.query.js';
import { ViewParams } from '../view-params.js';
import { businessToday } from '../../common/calendar/business-today.js';

export const KNOWN_AT = {
  name: 'knownAt',
  required: false,
  description:
    'A position (what a command answered): the answer exactly as it was when the history ended there, before any later payment, void, amendment or back-dated entry',
};

export const LIST_ANSWER =
  '{ success, data: { currency, today, data: [{ contactId, name, company, email, phone, total, overdue, documentCount, overdueCount, nextDueDate, daysOverdue, ' +
  'documents: [{ transactionId, reference, type, date, dueDate, total, paid, balance, daysOverdue }] }], page, limit, total, totalPages } }';

export function listOwed(queries: QueryBus, businessId: string, side: OwedSide, query: Record<string, unknown>) {
  const params = new ViewParams(query);
  const paging = params.paging();
  const q = params.text('q');
  const knownAt = params.knownAt();
  params.check();
  return queries.execute(new ListOwedQuery(businessId, side, { today: businessToday(), q: q?.slice(0, 200), ...paging, knownAt: knownAt?.toString() }));
}
