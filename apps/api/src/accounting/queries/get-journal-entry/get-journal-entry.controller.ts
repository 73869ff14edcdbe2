import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findManualJournal } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CONSISTENT_AFTER_HEADER } from '../../http/journal-docs.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class GetJournalEntryController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('journal-entries/:id')
  @ApiOperation({ summary: 'One manual journal with its lines (account, bank account, contact, description, debit, credit) and status' })
  @ApiHeader(CONSISTENT_AFTER_HEADER)
  @ApiParam({ name: 'id', description: 'The journal’s id' })
  @ApiResponse({ status: 404, description: 'JOURNAL_NOT_FOUND' })
  async get(@BusinessId() businessId: string, @Param('id') id: string) {
    const journal = await findManualJournal(this.runtime.pool, businessId, id);
    if (!journal) throw new AppError(404, 'JOURNAL_NOT_FOUND', 'There is no such journal entry');
    return { success: true, data: journal };
  }
}
