import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { exportBankNames, formatHledgerJournal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, listBankAccounts, readJournalEntries } from '@ledgerline/projections';
import { BusinessId } from '../common/access/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { RUNTIME } from '../runtime.token.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class AccountingController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('journal/export')
  @Header('content-type', 'text/plain; charset=utf-8')
  @ApiProduces('text/plain')
  @ApiOperation({ summary: 'The whole journal as an hledger / ledger-cli journal: check our reports with your own tools' })
  async exportJournal(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const db = this.runtime.pool;
    const business = await findBusiness(db, businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const names = { currency: business.currency, bankNames: exportBankNames(await listBankAccounts(db, businessId)) };
    const slug =
      business.name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'business';
    void reply.header('content-disposition', `attachment; filename="${slug}.journal"`);
    return formatHledgerJournal(await readJournalEntries(db, businessId), names, `${business.name} (${business.currency})`);
  }
}
