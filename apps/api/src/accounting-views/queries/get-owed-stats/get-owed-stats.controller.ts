import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { holdsAnyOf, isOwnerOrAdmin, PERMISSION as P } from '@ledgerline/ledger';
import type { OwedSide } from '@ledgerline/projections';
import { Actor, BusinessId, type RequestActor } from '../../../common/access/actor.js';
import { GetOwedStatsQuery } from './get-owed-stats.query.js';
import { ViewParams } from '../../view-params.js';
import { businessToday } from '../../../common/calendar/business-today.js';
import { KNOWN_AT } from '../../http/owed-docs.js';

/** Debtors with 12 or 10, creditors with 12 or 11 (owner and admin see both). */
function mayRead(actor: RequestActor, side: OwedSide): boolean {
  if (actor.role && isOwnerOrAdmin(actor.role)) return true;
  // The full dashboard (150) shows both totals (spec 000 §7 calls stats from the dashboard).
  return holdsAnyOf(actor.access, [P.DEBTORS_AND_CREDITORS, P.FULL_DASHBOARD, side === 'receivables' ? P.DEBTORS : P.CREDITORS]);
}

@ApiTags('debtors and creditors')
@ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' })
@Controller('api/v1/payables-and-receivables')
export class GetOwedStatsController {
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
}
