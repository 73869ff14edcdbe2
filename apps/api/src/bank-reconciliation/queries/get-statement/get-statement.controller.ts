import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Runtime } from '@ledgerline/platform';
import { bankStatementLines, listBankStatements, type BankStatementSummary } from '@ledgerline/projections';
import { BusinessId } from '../../../common/access/actor.js';
import { RUNTIME } from '../../../runtime.token.js';
import { CONSISTENT_AFTER_HEADER, STATEMENT_404 } from '../../http/bank-reconciliation-docs.js';
import { businessCurrency } from '../../shared/bank-context.js';
import { statementNotFound } from '../../shared/bank-errors.js';

/** A statement line as its statement lists it. */
export interface StatementLineItem {
  lineId: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  balance: string;
  matched: boolean;
}

/** A statement with its lines, in statement order (oldest first). */
export interface BankStatementDetail extends Omit<BankStatementSummary, 'lines'> {
  lines: StatementLineItem[];
}

@ApiTags('bank reconciliation')
@ApiHeader(CONSISTENT_AFTER_HEADER)
@Controller('api/v1')
export class GetStatementController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get('bank-statements/:statementId')
  @ApiOperation({
    summary: 'One bank statement with its lines in statement order, each saying whether it is matched; Reports, Profit & Loss or Balance Sheet, paid plans',
  })
  @ApiResponse(STATEMENT_404)
  async get(@BusinessId() businessId: string, @Param('statementId') statementId: string): Promise<{ success: true; data: BankStatementDetail }> {
    const pool = this.runtime.pool;
    const currency = await businessCurrency(pool, businessId);
    const [statement] = await listBankStatements(pool, businessId, currency, { statementId });
    if (!statement) throw statementNotFound();
    const lines = (await bankStatementLines(pool, businessId, statementId, currency)).map(({ statementId: _statementId, ...line }) => line);
    return { success: true, data: { ...statement, lines } };
  }
}
