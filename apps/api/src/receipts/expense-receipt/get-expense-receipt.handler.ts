import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { RUNTIME } from '../../runtime.token.js';
import { GetExpenseReceiptQuery, type StoredReceipt } from './get-expense-receipt.query.js';

@QueryHandler(GetExpenseReceiptQuery)
export class GetExpenseReceiptHandler implements IQueryHandler<GetExpenseReceiptQuery, StoredReceipt | undefined> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetExpenseReceiptQuery): Promise<StoredReceipt | undefined> {
    const { rows } = await this.runtime.pool.query<{ file_name: string; content_type: string; bytes: Buffer }>(
      'SELECT file_name, content_type, bytes FROM expense_receipts WHERE business_id = $1 AND reference = $2',
      [query.businessId, query.reference],
    );
    const row = rows[0];
    return row && { fileName: row.file_name, contentType: row.content_type, bytes: row.bytes };
  }
}
