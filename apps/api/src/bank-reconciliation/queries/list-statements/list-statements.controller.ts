import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { findBankAccount, listBankStatements, type BankStatementSummary } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CONSISTENT_AFTER_HEADER } from '../../http/bank-reconciliation-docs.js';
import { bankAccountNotFound } from '../../shared/bank-errors.js';
import { businessCurrency } from '../../shared/bank-context.js';

@ApiTags('bank reconciliation')
@ApiHeader(CONSISTENT_AFTER_HEADER)
@Controller('api/v1')
export class ListStatementsController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('bank-statements')
  @ApiOperation({
    summary: 'The business’s bank statements, newest first, each with its lines and matched lines counted; Reports, Profit & Loss or Balance Sheet, paid plans',
  })
  @ApiQuery({ name: 'bankAccountId', required: false, description: 'Only this bank account’s statements' })
  async list(@BusinessId() businessId: string, @Query('bankAccountId') bankAccountId?: unknown): Promise<{ success: true; data: BankStatementSummary[] }> {
    const pool = this.runtime.pool;
    const account = bankAccountId === undefined || bankAccountId === '' ? undefined : bankAccountId;
    if (account !== undefined && typeof account !== 'string')
      throw AppError.validation([{ field: 'bankAccountId', message: 'bankAccountId must be one bank account id' }]);
    // Removed accounts' statements stay readable; another business's account is unknown here.
    if (account !== undefined && !(await findBankAccount(pool, businessId, account))) throw bankAccountNotFound();
    const currency = await businessCurrency(pool, businessId);
    return { success: true, data: await listBankStatements(pool, businessId, currency, { bankAccountId: account }) };
  }
}
