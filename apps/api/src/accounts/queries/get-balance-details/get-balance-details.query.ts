import { Query } from '@nestjs/cqrs';
import type { BalanceDetails } from '@ledgerline/projections';

export class GetBalanceDetailsQuery extends Query<BalanceDetails> {
  constructor(readonly businessId: string) {
    super();
  }
}
