import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { listBankAccounts, type BankAccountRow } from '@ledgerline/projections';
import { RUNTIME } from '../../../runtime.token.js';
import { ListBankAccountsQuery } from './list-bank-accounts.query.js';

@QueryHandler(ListBankAccountsQuery)
export class ListBankAccountsHandler implements IQueryHandler<ListBankAccountsQuery, BankAccountRow[]> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: ListBankAccountsQuery): Promise<BankAccountRow[]> {
    return listBankAccounts(this.runtime.pool, query.businessId);
  }
}
