import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { holdsAnyOf, isOwnerOrAdmin, PERMISSION as P } from '@ledgerline/ledger';
import type { OwedSide } from '@ledgerline/projections';
import { Actor, BusinessId, type RequestActor } from '../common/access/actor.js';
import { GetOwedStatsQuery } from './queries/get-owed-stats/get-owed-stats.query.js';
import { ListOwedQuery } from './queries/list-owed/list-owed.query.js';
import { ViewParams } from './view-params.js';
import { businessToday } from '../common/calendar/business-today.js';

/** Debtors with 12 or 10, creditors with 12 or 11 (owner and admin see both). */
function mayRead(actor: RequestActor, side: OwedSide): boolean {
  if (actor.role && isOwnerOrAdmin(actor.role)) return true;
  // The full dashboard (150) shows both totals (spec 000 §7 calls stats from the dashboard).
  return holdsAnyOf(actor.access, [P.DEBTORS_AND_CREDITORS, P.FULL_DASHBOARD, side === 'receivables' ? P.DEBTORS : P.CREDITORS]);
}

const KNOWN_AT = {
  name: 'knownAt',
  required: false,
  description:
    'A position (what a command answered): the answer exactly as it was when the history ended there, before any later payment, void, amendment or back-dated entry',
};

const LIST_ANSWER =
  '{ success, data: { currency, today, data: [{ contactId, name, company, email, phone, total, overdue, documentCount, overdueCount, nextDueDate, daysOverdue, ' +
  'documents: [{ transactionId, reference, type, date, dueDate, total, paid, balance, daysOverdue }] }], page, limit, total, totalPages } }';

/**
 * Debtors & Creditors (spec 000 §2.1 PnR, §7; LEDGER.md §8): per contact, what is owed and by
 * when, overdue first. Open credit documents only: voided and fully paid ones drop out.
 */
@ApiTags('debtors and creditors')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payables-and-receivables')
export class PayablesReceivablesController {
  constructor(private readonly queries: QueryBus) {}

  @Get('stats')
  @ApiOperation({ summary: 'What customers owe (receivables) and what the business owes (payables): total, overdue, count, overdueCount' })
  @ApiQuery({ name: 'business', required: false, description: 'Accepted and ignored: the business is always the session’s' })
  @ApiQuery(KNOWN_AT)
  @ApiResponse({
    status: 200,
    description:
      '{ success, data: { currency, today, receivables: { total, overdue, count, overdueCount, contacts, overdueContacts }, payables: { … } } }; a side the member may not see is null',
  })
  async stats(@BusinessId() businessId: string, @Actor() actor: RequestActor, @Query() query: Record<string, unknown>) {
    const params = new ViewParams(query);
    const knownAt = params.knownAt();
    params.check();
    const sides = { receivables: mayRead(actor, 'receivables'), payables: mayRead(actor, 'payables') };
    return { success: true, data: await this.queries.execute(new GetOwedStatsQuery(businessId, businessToday(), sides, knownAt?.toString())) };
  }

  @Get('debtors')
  @ApiOperation({ summary: 'Debtors: contacts owing on credit sales, overdue first, each with its open documents (paged, ?q searches)' })
  @ApiQuery({ name: 'q', required: false, description: 'In the contact’s name, company, e-mail, phone, or a document’s reference' })
  @ApiQuery({ name: 'page', required: false, example: '1' })
  @ApiQuery({ name: 'limit', required: false, example: '25' })
  @ApiQuery(KNOWN_AT)
  @ApiResponse({ status: 200, description: LIST_ANSWER })
  async debtors(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    return { success: true, data: await this.list(businessId, 'receivables', query) };
  }

  @Get('creditors')
  @ApiOperation({ summary: 'Creditors: contacts the business owes on credit purchases and expenses, overdue first, each with its open documents' })
  @ApiQuery({ name: 'q', required: false, description: 'In the contact’s name, company, e-mail, phone, or a document’s reference' })
  @ApiQuery({ name: 'page', required: false, example: '1' })
  @ApiQuery({ name: 'limit', required: false, example: '25' })
  @ApiQuery(KNOWN_AT)
  @ApiResponse({ status: 200, description: LIST_ANSWER })
  async creditors(@BusinessId() businessId: string, @Query() query: Record<string, unknown>) {
    return { success: true, data: await this.list(businessId, 'payables', query) };
  }

  private list(businessId: string, side: OwedSide, query: Record<string, unknown>) {
    const params = new ViewParams(query);
    const paging = params.paging();
    const q = params.text('q');
    const knownAt = params.knownAt();
    params.check();
    return this.queries.execute(new ListOwedQuery(businessId, side, { today: businessToday(), q: q?.slice(0, 200), ...paging, knownAt: knownAt?.toString() }));
  }
}
