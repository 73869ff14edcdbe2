import { Controller, Get, Inject } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OPENING_BALANCES_DIFFERENCE_MEMO, ACCOUNT } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findManualJournal, loadCurrentOpeningBalances, type ManualJournalLineView } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CONSISTENT_AFTER_HEADER } from '../../http/journal-docs.js';

/** The set of opening balances that stands, as the owner entered it, and the difference that went to 3200. */
export interface OpeningBalancesView {
  recorded: boolean;
  id: string | null;
  reference: string | null;
  /** YYYY-MM-DD. */
  date: string | null;
  lines: ManualJournalLineView[];
  /** The line that took the difference to 3200 Retained earnings (null when the lines balanced, or none are recorded). */
  difference: { debit: string; credit: string } | null;
  position: string | null;
}

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class GetOpeningBalancesController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('opening-balances')
  @ApiOperation({ summary: 'The opening balances that stand (the latest set recorded), with the difference posted to 3200 Retained earnings' })
  @ApiHeader(CONSISTENT_AFTER_HEADER)
  async get(@BusinessId() businessId: string): Promise<{ success: true; data: OpeningBalancesView }> {
    const db = this.runtime.pool;
    const current = await loadCurrentOpeningBalances(db, businessId);
    const view = current ? await findManualJournal(db, businessId, current.journalId) : undefined;
    if (!view) return { success: true, data: { recorded: false, id: null, reference: null, date: null, lines: [], difference: null, position: null } };
    const last = view.lines.at(-1);
    const isDifference = last !== undefined && last.account === ACCOUNT.RETAINED_EARNINGS && last.description === OPENING_BALANCES_DIFFERENCE_MEMO;
    return {
      success: true,
      data: {
        recorded: true,
        id: view.id,
        reference: view.reference,
        date: view.date,
        lines: isDifference ? view.lines.slice(0, -1) : view.lines,
        difference: isDifference ? { debit: last.debit, credit: last.credit } : null,
        position: view.position,
      },
    };
  }
}
