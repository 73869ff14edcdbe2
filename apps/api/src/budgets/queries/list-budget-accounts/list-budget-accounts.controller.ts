import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { budgetAccounts, budgetSideOf, type BudgetKind, type BudgetSide } from '@ledgerline/ledger';

/** An account a budget may have a line for. */
export interface BudgetAccount {
  code: string;
  name: string;
  /** income: read as credit − debit; expense: debit − credit. */
  side: BudgetSide;
}

const accountsOf = (kind: BudgetKind): BudgetAccount[] =>
  budgetAccounts(kind).map((account) => ({ code: account.code, name: account.name, side: budgetSideOf(account.code) }));

@ApiTags('budgets')
@Controller('api/v1')
export class ListBudgetAccountsController {
  @Get('budgets/accounts')
  @ApiOperation({ summary: 'The accounts each kind of budget may plan (LEDGER.md §2), by code; Profit & Loss (code 19), paid plans' })
  accounts(): { success: true; data: { profitLoss: BudgetAccount[]; lineItem: BudgetAccount[] } } {
    return { success: true, data: { profitLoss: accountsOf('profit-loss'), lineItem: accountsOf('line-item') } };
  }
}
