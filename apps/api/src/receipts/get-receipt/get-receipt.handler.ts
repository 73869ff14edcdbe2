import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { findReceipt, type FoundReceipt } from '../find-receipt.js';
import { GetReceiptQuery } from './get-receipt.query.js';

@QueryHandler(GetReceiptQuery)
export class GetReceiptHandler implements IQueryHandler<GetReceiptQuery, FoundReceipt | undefined> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  execute(query: GetReceiptQuery): Promise<FoundReceipt | undefined> {
    return findReceipt(this.runtime.pool, query.businessId, query.reference);
  }
}
