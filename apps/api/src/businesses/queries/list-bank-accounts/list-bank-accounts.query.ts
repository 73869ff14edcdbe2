import { Query } from '@nestjs/cqrs';
import type { BankAccountRow } from '@ledgerline/projections';

/** The business's bank accounts, in the order GET /api/v1/auth takes the first from. */
export class ListBankAccountsQuery extends Query<BankAccountRow[]> {
  constructor(readonly businessId: string) {
    super();
  }
}
