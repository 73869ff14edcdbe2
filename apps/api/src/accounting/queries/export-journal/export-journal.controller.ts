import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatHledgerJournal } from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { bankAccountNamesOf, findBusiness, readJournalEntries } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { readPositionParam } from '../../../common/http/position-param.js';
import { RUNTIME } from '../../../runtime.token.js';

@ApiTags('accounting')
@Controller('api/v1/accounting')
export class ExportJournalController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('journal/export')
  @ApiProduces('text/plain')
  @ApiOperation({ summary: 'The whole journal as an hledger / ledger-cli journal: check our reports with your own tools' })
  @ApiQuery({
    name: 'knownAt',
    required: false,
    type: String,
    example: '42',
    description: 'Only what was recorded up to this event position (the books as known then)',
  })
  async exportJournal(@BusinessId() businessId: string, @Res({ passthrough: true }) reply: FastifyReply, @Query('knownAt') knownAt?: unknown): Promise<string> {
    const position = readPositionParam(knownAt);
    const asKnownAt = position === undefined ? undefined : BigInt(position);
    const db = this.runtime.pool;
    const business = await findBusiness(db, businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const names = { currency: business.currency, bankNames: await bankAccountNamesOf(db, businessId) };
    const slug =
      business.name
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'business';
    // Set here, not by @Header: an error answered before this point must stay JSON.
    void reply.header('content-type', 'text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${slug}.journal"`);
    return formatHledgerJournal(await readJournalEntries(db, businessId, { knownAt: asKnownAt }), names, `${business.name} (${business.currency})`);
  }
}
