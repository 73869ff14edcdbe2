import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { BulkUpdateRow } from '../../imports/bulk-update-rows.js';

export interface BulkUpdated {
  /** Products whose name or prices changed (a ProductUpdated each). */
  updated: number;
  /** Stock counts that differed from the books (a StockAdjusted transaction each). */
  stockAdjusted: number;
  unchanged: number;
  position: string | null;
}

export class BulkUpdateProductsCommand extends Command<BulkUpdated> {
  constructor(
    readonly businessId: string,
    readonly rows: readonly BulkUpdateRow[],
    readonly metadata: RequestMetadata,
  ) {
    super();
  }
}
